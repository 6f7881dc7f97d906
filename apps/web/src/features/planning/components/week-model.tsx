/**
 * The weekly package as the dialog holds it: a grid of 3 package types (早餐/午餐/晚餐) × 5 days
 * (周一…周五), each cell a list of meals with their headcount. Pure: the wire's nested lists in
 * and out, the missing slots and days filled in (spec 02 §4), a day cleared, a drop appended.
 */
import type { InputOf, TFeedingNutrition, TWeekFeeding } from '@shanlian/contract';
import type { AgeGroup, MealNutrition, MealPackageType, PackageGender, WeekPlan } from '@shanlian/contract/browser';

export const SLOT_TYPES = [1, 2, 3] as const;
export const SLOT_DAYS = [1, 2, 3, 4, 5] as const;

/** One meal in a cell. */
export interface GridEntry {
  FeedingId: string;
  Name: string;
  Gender: number | null;
  AgeGroup: number | null;
  Number: number;
}
/** grid[packageType][day] = entries */
export type WeekGrid = Record<number, Record<number, GridEntry[]>>;

/** A cell's entries (empty for a slot or day that is not there). */
export const cellOf = (g: WeekGrid, type: number, day: number): GridEntry[] => g[type]?.[day] ?? [];

export function emptyGrid(): WeekGrid {
  const g: WeekGrid = {};
  for (const t of SLOT_TYPES) {
    const row: Record<number, GridEntry[]> = {};
    for (const d of SLOT_DAYS) row[d] = [];
    g[t] = row;
  }
  return g;
}

/** The wire's package types and days into a full grid: missing slots and weekdays are added empty; out-of-range ones dropped. */
export function gridFromWire(slots: TWeekFeeding['REC_WebPackageTypeFeedingInfos'] | undefined | null): WeekGrid {
  const g = emptyGrid();
  for (const slot of slots ?? []) {
    const row = g[slot.PackageType];
    if (!row) continue;
    for (const day of slot.REC_WebDayFeedingInfos ?? []) {
      const list = row[day.DayOfWeek];
      if (!list) continue;
      row[day.DayOfWeek] = [
        ...list,
        ...(day.REC_DetailFeedingInfos ?? []).map((e) => ({ FeedingId: e.FeedingId, Name: e.Name, Gender: e.Gender, AgeGroup: e.AgeGroup, Number: e.Number })),
      ];
    }
  }
  return g;
}

type SlotsInput = NonNullable<InputOf<'WeekFeeding/AddWeekFeeding'>['REC_WeekfeedingInfo']['REC_WebPackageTypeFeedingInfos']>;

/** The grid as the wire's REC_WebPackageTypeFeedingInfos: always 3 slots × 5 days, in order. */
export function gridToWire(g: WeekGrid): SlotsInput {
  return SLOT_TYPES.map((t) => ({
    PackageType: t,
    REC_WebDayFeedingInfos: SLOT_DAYS.map((d) => ({
      DayOfWeek: d,
      REC_DetailFeedingInfos: (g[t]?.[d] ?? []).map((e) => ({
        FeedingId: e.FeedingId,
        Name: e.Name,
        Gender: e.Gender,
        AgeGroup: e.AgeGroup,
        Number: e.Number,
      })),
    })),
  }));
}

/** Clicking a day clears its list — except in read-only mode (the same grid back). */
export function clearDay(g: WeekGrid, type: number, day: number, readOnly: boolean): WeekGrid {
  if (readOnly || !g[type]?.[day]?.length) return g;
  return { ...g, [type]: { ...g[type], [day]: [] } };
}

/** A drop appends the entry to the cell (the same meal twice stays two entries, as the headcounts may differ). */
export function addEntry(g: WeekGrid, type: number, day: number, entry: GridEntry): WeekGrid {
  const list = g[type]?.[day];
  if (!list) return g;
  return { ...g, [type]: { ...g[type], [day]: [...list, entry] } };
}

export function removeEntry(g: WeekGrid, type: number, day: number, index: number): WeekGrid {
  const list = g[type]?.[day];
  if (!list || index < 0 || index >= list.length) return g;
  return { ...g, [type]: { ...g[type], [day]: list.filter((_, i) => i !== index) } };
}

/** The ids of the meals in the grid, each once. */
export function mealIdsOf(g: WeekGrid): string[] {
  const ids = new Set<string>();
  for (const t of SLOT_TYPES) for (const d of SLOT_DAYS) for (const e of g[t]?.[d] ?? []) ids.add(e.FeedingId);
  return [...ids];
}

export function entryCount(g: WeekGrid): number {
  let n = 0;
  for (const t of SLOT_TYPES) for (const d of SLOT_DAYS) n += g[t]?.[d]?.length ?? 0;
  return n;
}

/** The grid as the analysis reads it (analyseWeek's WeekPlan). */
export function planOf(g: WeekGrid, head: { AgeGroup: number; Gender: number; Number: number; Boys?: number | null; Girls?: number | null }): WeekPlan {
  const Entries: WeekPlan['Entries'] = [];
  for (const t of SLOT_TYPES)
    for (const d of SLOT_DAYS)
      for (const e of g[t]?.[d] ?? []) Entries.push({ PackageType: t as MealPackageType, DayOfWeek: d, FeedingId: e.FeedingId, Number: e.Number });
  return { AgeGroup: head.AgeGroup as AgeGroup, Gender: head.Gender as PackageGender, Boys: head.Boys, Girls: head.Girls, Number: head.Number, Entries };
}

/** The ingredients of a cell's meals without (verified) composition data, each name once. */
export function cellMissing(g: WeekGrid, meals: ReadonlyMap<string, Pick<MealNutrition, 'Missing'>>, type: number, day: number): string[] {
  const names = new Set<string>();
  for (const e of cellOf(g, type, day)) for (const m of meals.get(e.FeedingId)?.Missing ?? []) names.add(m.ProductName);
  return [...names];
}

/** The days of the grid with such an ingredient in any meal. */
export function daysMissing(g: WeekGrid, meals: ReadonlyMap<string, Pick<MealNutrition, 'Missing'>>): Set<number> {
  const days = new Set<number>();
  for (const t of SLOT_TYPES) for (const d of SLOT_DAYS) if (cellMissing(g, meals, t, d).length > 0) days.add(d);
  return days;
}

/**
 * A new package's head from the school's own students: their age group; one sex when the class is
 * all boys or all girls, otherwise a mixed class with its counts; its people the class's size.
 * Without a setting: a mixed class of the first age group, which filters no meal out by sex.
 */
export function headFromSchool(c: { AgeGroup: number; Boys: number; Girls: number } | null | undefined, fallbackPeople: number) {
  if (!c) return { AgeGroup: 1, Gender: 3, Boys: null, Girls: null, Number: fallbackPeople };
  const Gender = c.Girls === 0 ? 1 : c.Boys === 0 ? 2 : 3;
  return { AgeGroup: c.AgeGroup, Gender, Boys: Gender === 3 ? c.Boys : null, Girls: Gender === 3 ? c.Girls : null, Number: c.Boys + c.Girls };
}

/** The sex a package's candidate meals are filtered by: none for a mixed class (meals of either sex fit). */
export const candidateGender = (gender: number): number | null => (gender === 1 || gender === 2 ? gender : null);

/** A droppable cell's id, and back. */
export const cellId = (type: number, day: number) => `cell:${type}:${day}`;
export function parseCellId(id: unknown): { type: number; day: number } | null {
  const m = typeof id === 'string' ? /^cell:([1-3]):([1-5])$/.exec(id) : null;
  return m ? { type: Number(m[1]), day: Number(m[2]) } : null;
}

/**
 * The headcount a card drops with: its own input (untouched = undefined: the package's people);
 * null (warn 请填写人数) when the input was cleared or is not a positive integer.
 */
export function headcountOf(card: number | null | undefined, people: number | null | undefined): number | null {
  const n = card === undefined ? people : card;
  return n != null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The dishes of a slot with their ingredients in grams per person: a meal's grams per portion × its portions ÷ the package's people. */
export function slotDishes(entries: GridEntry[], meals: ReadonlyMap<string, Pick<TFeedingNutrition, 'Ingredients'>>, people: number) {
  const dishes = new Map<string, Map<string, number>>();
  for (const e of entries) {
    const meal = meals.get(e.FeedingId);
    if (!meal) continue;
    const share = people > 0 ? e.Number / people : 0;
    for (const i of meal.Ingredients) {
      const dish = dishes.get(i.DishesName) ?? new Map<string, number>();
      dish.set(i.Name, (dish.get(i.Name) ?? 0) + i.Grams * share);
      dishes.set(i.DishesName, dish);
    }
  }
  return [...dishes].map(([name, ing]) => ({ name, ingredients: [...ing].map(([n, g]) => ({ name: n, grams: g })) }));
}
