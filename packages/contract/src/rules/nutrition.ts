/**
 * The nutrition analysis of a weekly package against WS/T 554-2017 学生餐营养指南 (issue 10 §5).
 * Pure: the server's WeekFeeding/GetNutritionAnalysis and the browser's live panel call the same
 * function with the same inputs, so the two can never disagree. The standard itself is data
 * (loaded by the server from its reference files and answered by WeekFeeding/GetNutritionStandard);
 * nothing of it is written here.
 */
import { type AgeGroup, type MealGender, type MealPackageType, PACKAGE_TYPES, WEEK_DAYS } from './planning.js';

/** The nutrients analysed, in display order (wire names of GetFeedingNutrition and the analysis). */
export const NUTRIENTS = [
  'EnergyKcal',
  'ProteinG',
  'FatG',
  'CarbohydrateG',
  'FibreG',
  'CalciumMg',
  'IronMg',
  'VitaminAUgRae',
  'VitaminCMg',
  'SodiumMg',
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number];
export type Nutrients = Record<NutrientKey, number>;
export const NUTRIENT_LABELS: Record<NutrientKey, { name: string; unit: string }> = {
  EnergyKcal: { name: '能量', unit: 'kcal' },
  ProteinG: { name: '蛋白质', unit: 'g' },
  FatG: { name: '脂肪', unit: 'g' },
  CarbohydrateG: { name: '碳水化合物', unit: 'g' },
  FibreG: { name: '膳食纤维', unit: 'g' },
  CalciumMg: { name: '钙', unit: 'mg' },
  IronMg: { name: '铁', unit: 'mg' },
  VitaminAUgRae: { name: '维生素A', unit: 'µgRAE' },
  VitaminCMg: { name: '维生素C', unit: 'mg' },
  SodiumMg: { name: '钠', unit: 'mg' },
};

/** Food groups of the per-meal amounts table of WS/T 554 (plus the project's "other" for condiments and sugar). */
export const FOOD_GROUPS = ['grain', 'vegetable', 'fruit', 'meat', 'fish', 'egg', 'dairy', 'soy', 'oil', 'salt', 'other'] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number];
export const FOOD_GROUP_NAMES: Record<FoodGroup, string> = {
  grain: '谷薯类',
  vegetable: '蔬菜类',
  fruit: '水果类',
  meat: '畜禽肉类',
  fish: '鱼虾类',
  egg: '蛋类',
  dairy: '奶及奶制品',
  soy: '大豆类及其制品和坚果',
  oil: '植物油',
  salt: '盐',
  other: '其他（调味品等）',
};

/** How sure a reference value is (reference data README): unverified and project values are shown as 参考值. */
export type ValueStatus = 'verified' | 'secondary' | 'unverified' | 'project';
/** One value of the standard: a band (either end may be open) with its status and source. */
export interface StandardValue {
  min: number | null;
  max: number | null;
  status: ValueStatus;
  source: string;
}
export const isReferenceOnly = (v: StandardValue): boolean => v.status === 'unverified' || v.status === 'project';

/** The menu rules a checker can apply (reference data README §1, "Menu rules"). */
export const MENU_RULES = [
  'groupsPerMeal', // at least N of the 4 groups in every meal
  'vegetableKindsDaily', // at least N kinds of vegetable a day
  'darkVegetableShare', // at least this share (0..1) of them dark-coloured
  'soyDaily', // soy or soy products every day (min grams per person)
  'liverWeekly', // animal liver once a week, grams per person (band)
  'dairyDaily', // dairy grams a day (band)
  'foodsDaily', // at least N kinds of food a day
  'foodsWeekly', // at least N kinds of food a week
] as const;
export type MenuRule = (typeof MENU_RULES)[number];

/** The whole reference as the analysis reads it (answered by WeekFeeding/GetNutritionStandard). */
export interface NutritionStandard {
  /** 'WS/T 554-2017' */
  name: string;
  /** Table 1 per age group and gender: per person per day (energy, protein, calcium, iron, vitamin A, vitamin C, fibre …). */
  daily: Record<AgeGroup, Record<MealGender, Partial<Record<NutrientKey, StandardValue>>>>;
  /** Fat and carbohydrate as percent of energy (all groups). */
  energyPct: { fat: StandardValue; carbohydrate: StandardValue };
  /** Allowed band as percent of the Table 1 value: energy 90–110, protein 80–120, others (project rule) ≥ 80. */
  tolerancePct: { energy: StandardValue; protein: StandardValue; other: StandardValue };
  /** Each meal's share of the day's energy, percent: 1 breakfast 25–30, 2 lunch 35–40, 3 dinner 30–35. */
  mealSharePct: Record<MealPackageType, StandardValue>;
  /** Food amounts per meal, g per person (edible), by package type and age group. */
  mealFood: Record<MealPackageType, Record<AgeGroup, Partial<Record<FoodGroup, StandardValue>>>>;
  /** Food amounts per day, g per person (unverified, rebuilt from the per-meal tables). */
  dailyFood: Record<AgeGroup, Partial<Record<FoodGroup, StandardValue>>>;
  /** Sodium per day, mg (derived from the daily salt amount; a project rule). */
  sodiumDaily: Record<AgeGroup, StandardValue>;
  menuRules: Record<MenuRule, StandardValue>;
}

/** One ingredient of a meal portion, as GetFeedingNutrition answers it and the analysis reads it. */
export interface MealIngredient {
  Name: string;
  /** as-purchased grams per portion of the meal (dish grams × dish portions) */
  Grams: number;
  /** composition code, null when the product has none (then it is listed in Missing) */
  FoodCode: string | null;
  EdiblePct: number | null;
  Group: FoodGroup | null;
  DarkVegetable: boolean;
  Liver: boolean;
  /** false when the composition entry is 参考值 (counted, but the analysis is not complete); absent means verified */
  Verified?: boolean;
}

/**
 * An ingredient the analysis cannot vouch for: `unmapped` (no composition entry: it counts nothing)
 * or `unverified` (its entry is 参考值: it counts, and is named). Grams are as purchased.
 */
export interface MissingIngredient {
  ProductName: string;
  Grams: number;
  Reason: 'unmapped' | 'unverified';
}
/** Why an ingredient is named, as the findings and the screens say it. */
export const MISSING_REASON_TEXT: Record<MissingIngredient['Reason'], string> = {
  unmapped: '无成分数据，未计入',
  unverified: '成分为参考值，已计入',
};

/** A nutrition meal's values per portion (what GetFeedingNutrition answers, minus its per-ingredient nutrients). */
export interface MealNutrition extends Nutrients {
  Id: string;
  Name: string;
  PackageType: MealPackageType;
  Ingredients: MealIngredient[];
  /** ingredients without composition data or with only a 参考值 entry, grams per portion */
  Missing: MissingIngredient[];
}

/** A package as the analysis reads it (the wire REC_WeekfeedingInfo flattened). */
export interface WeekPlan {
  AgeGroup: AgeGroup;
  /** 1 boys, 2 girls, 3 a mixed class of Boys and Girls */
  Gender: PackageGender;
  Boys?: number | null;
  Girls?: number | null;
  /** people of the package */
  Number: number;
  Entries: { PackageType: MealPackageType; DayOfWeek: number; FeedingId: string; Number: number }[];
}

export type FindingLevel = 'ok' | 'low' | 'high';
export interface Finding {
  /** stable code, e.g. 'energy', 'protein', 'fatEnergyPct', 'mealShare.2', 'food.2.vegetable', 'rule.vegetableKindsDaily' */
  Code: string;
  Level: FindingLevel;
  /** Chinese sentence with the figure and the band, e.g. '能量 1520 kcal，为标准的 89%（应为 90%~110%）' */
  Message: string;
  Value: number | null;
  Min: number | null;
  Max: number | null;
  /** the standard value's source */
  Source: string;
  /** true when the standard value is unverified or the project's own rule: the UI labels it 参考值 */
  Reference: boolean;
}

export interface MealIntake extends Nutrients {
  PackageType: MealPackageType;
  /** this meal's share of the day's energy, percent */
  EnergySharePct: number;
  /** edible grams per person per food group */
  Groups: Partial<Record<FoodGroup, number>>;
  /** names of the meals in this slot */
  Meals: string[];
  /** ingredients of this slot named by the analysis (see WeekAnalysis.Missing) */
  Missing: string[];
}

export interface DayAnalysis {
  DayOfWeek: number;
  Meals: MealIntake[];
  Total: Nutrients;
  /** percent of the standard per nutrient that has a Table 1 value (keys without the unit suffix: Energy, Protein, Calcium …) */
  PercentOfStandard: Record<string, number>;
  FatEnergyPct: number;
  CarbohydrateEnergyPct: number;
  Groups: Partial<Record<FoodGroup, number>>;
  /** kinds of food (distinct composition codes, or names when missing) */
  FoodKinds: number;
  /** this day's ingredients without (verified) composition data, grams per person */
  Missing: MissingIngredient[];
  Findings: Finding[];
}

export interface WeekAnalysis {
  AgeGroup: AgeGroup;
  Gender: PackageGender;
  /** a mixed class's boys and girls (the standard is their weighted mean), null for one sex */
  Boys: number | null;
  Girls: number | null;
  /** false when any ingredient has no composition entry or only a 参考值 one, or a meal is unknown */
  Complete: boolean;
  /** the Table 1 values (min of the band) for the package's age group and gender, scaled by the served share */
  Standard: Partial<Nutrients>;
  /** package types with at least one entry in the week (1 breakfast, 2 lunch, 3 dinner) */
  ServedPackageTypes: number[];
  /** the share of the day's standard the served meals are judged against, percent (100 when all three are served) */
  ServedSharePct: number;
  Days: DayAnalysis[];
  /** the 5-day average, judged as a day, plus the weekly rules (liver, foods a week) */
  WeekAverage: Omit<DayAnalysis, 'DayOfWeek'> & { DayOfWeek: 0 };
  /**
   * Over the whole week: each ingredient without (verified) composition data with its as-purchased
   * grams per person over the week and the days and meals it is in; a meal the analysis cannot
   * find is named by its id with Grams 0.
   */
  Missing: (MissingIngredient & { Days: number[]; PackageTypes: number[] })[];
}

/** 1 boys, 2 girls (as meals are), 3 a mixed class. */
export type PackageGender = MealGender | 3;
export const MIXED_CLASS = 3;
export const PACKAGE_GENDER_NAMES: Record<number, string> = { 1: '男', 2: '女', 3: '男女混合' };

/**
 * The Table 1 values for a class: one sex's own, or for a mixed class the mean of the boys' and
 * girls' values weighted by their numbers (each end of a band weighted alike; the status is the
 * less certain of the two). Undefined when the standard has no value for the group.
 */
export function classDaily(
  std: NutritionStandard,
  age: AgeGroup,
  gender: PackageGender,
  boys?: number | null,
  girls?: number | null,
): Partial<Record<NutrientKey, StandardValue>> | undefined {
  const byAge = std.daily[age];
  if (!byAge) return undefined;
  if (gender !== MIXED_CLASS) return byAge[gender];
  const b = Math.max(0, boys ?? 0);
  const g = Math.max(0, girls ?? 0);
  // a mixed class without counts is weighted half and half
  const wb = b + g > 0 ? b / (b + g) : 0.5;
  const wg = 1 - wb;
  const male = byAge[1];
  const female = byAge[2];
  const out: Partial<Record<NutrientKey, StandardValue>> = {};
  for (const k of NUTRIENTS) {
    const m = male[k];
    const f = female[k];
    if (!m || !f) continue;
    const mix = (x: number | null, y: number | null) => (x === null || y === null ? null : x * wb + y * wg);
    const status: ValueStatus = isReferenceOnly(m) ? m.status : f.status;
    out[k] = { min: mix(m.min, f.min), max: mix(m.max, f.max), status, source: m.source === f.source ? m.source : `${m.source}；${f.source}` };
  }
  return out;
}

/** Added to a nutrient's finding when an ingredient of the day counts nothing. */
export const INCOMPLETE_NOTE = '，不完整：有食材无成分数据未计入';

/** Meal slot names of the findings. */
export const MEAL_SLOT_NAMES: Record<MealPackageType, string> = { 1: '早餐', 2: '午餐', 3: '晚餐' };

/** The Table 1 nutrients judged, with their finding code and PercentOfStandard key. */
const JUDGED: { key: NutrientKey; code: string; pct: string; tolerance: 'energy' | 'protein' | 'other' }[] = [
  { key: 'EnergyKcal', code: 'energy', pct: 'Energy', tolerance: 'energy' },
  { key: 'ProteinG', code: 'protein', pct: 'Protein', tolerance: 'protein' },
  { key: 'CalciumMg', code: 'calcium', pct: 'Calcium', tolerance: 'other' },
  { key: 'IronMg', code: 'iron', pct: 'Iron', tolerance: 'other' },
  { key: 'VitaminAUgRae', code: 'vitaminA', pct: 'VitaminA', tolerance: 'other' },
  { key: 'VitaminCMg', code: 'vitaminC', pct: 'VitaminC', tolerance: 'other' },
  { key: 'FibreG', code: 'fibre', pct: 'Fibre', tolerance: 'other' },
];
/** The four groups of "every meal offers at least 3 of the 4 groups". */
const MEAL_GROUP_SETS: FoodGroup[][] = [['grain'], ['vegetable', 'fruit'], ['meat', 'fish', 'egg'], ['dairy', 'soy']];

const round2 = (v: number): number => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
};
/** A figure as the messages write it: rounded to 2 decimals, no trailing zeros. */
const fig = (v: number): string => String(round2(v));
const zero = (): Nutrients => Object.fromEntries(NUTRIENTS.map((k) => [k, 0])) as Nutrients;
const midpoint = (v: StandardValue): number => ((v.min ?? v.max ?? 0) + (v.max ?? v.min ?? 0)) / 2;

/** 'ok' inside the band, 'low' under its min, 'high' over its max (compared on the rounded value the message shows). */
function levelIn(value: number, min: number | null, max: number | null): FindingLevel {
  const v = round2(value);
  if (min !== null && v < round2(min)) return 'low';
  if (max !== null && v > round2(max)) return 'high';
  return 'ok';
}
/** '应为 90%～110%', '应不低于 80%', '应不高于 10 g' */
function bandText(min: number | null, max: number | null, unit: string): string {
  if (min !== null && max !== null) return `应为 ${fig(min)}${unit}～${fig(max)}${unit}`;
  if (min !== null) return `应不低于 ${fig(min)}${unit}`;
  if (max !== null) return `应不高于 ${fig(max)}${unit}`;
  return '';
}

interface Slot {
  nutrients: Nutrients;
  groups: Partial<Record<FoodGroup, number>>;
  meals: string[];
}
interface DayWork {
  slots: Map<MealPackageType, Slot>;
  foods: Set<string>;
  vegetables: Set<string>;
  darkVegetables: Set<string>;
  liverG: number;
}
const newSlot = (): Slot => ({ nutrients: zero(), groups: {}, meals: [] });
const addGroups = (into: Partial<Record<FoodGroup, number>>, from: Partial<Record<FoodGroup, number>>, factor = 1) => {
  for (const g of FOOD_GROUPS) {
    const v = from[g];
    if (v !== undefined) into[g] = (into[g] ?? 0) + v * factor;
  }
};
const orderedGroups = (g: Partial<Record<FoodGroup, number>>, round: boolean): Partial<Record<FoodGroup, number>> => {
  const out: Partial<Record<FoodGroup, number>> = {};
  for (const k of FOOD_GROUPS) {
    const v = g[k];
    if (v !== undefined) out[k] = round ? round2(v) : v;
  }
  return out;
};

/**
 * The first finding of a day (or the average) whose ingredients lack verified composition data:
 * what is named and why, so that no figure below is read as complete.
 */
function incompleteFinding(lacking: MissingIngredient[]): Finding[] {
  if (lacking.length === 0) return [];
  const unmapped = lacking.filter((m) => m.Reason === 'unmapped');
  const parts = [
    unmapped.length ? `${unmapped.map((m) => `${m.ProductName} ${fig(m.Grams)} g`).join('、')}无成分数据，未计入` : '',
    lacking.length > unmapped.length
      ? `${lacking
          .filter((m) => m.Reason === 'unverified')
          .map((m) => m.ProductName)
          .join('、')}的成分为参考值`
      : '',
  ].filter(Boolean);
  return [
    {
      Code: 'incomplete',
      Level: unmapped.length ? 'low' : 'ok',
      Message: `分析不完整：${parts.join('；')}（每人）。以下结论据此得出`,
      Value: lacking.length,
      Min: null,
      Max: 0,
      Source: '中国食物成分表 标准版 第6版',
      Reference: true,
    },
  ];
}

/**
 * Analyses a week: per person, a slot's intake is the sum over its entries of the meal's
 * per-portion values × entry Number / package Number (× 1 when the package has no people); days
 * are Monday to Friday, an empty day counts as zeros. The day's standard is Table 1 × the served
 * share (the project's rule: only the meals the package serves are judged, each weighted by the
 * midpoint of its meal share). Each check of the standard becomes a Finding, in a fixed order.
 * Meals not found in `meals` count as missing and contribute nothing. Numbers are rounded to
 * 2 decimals at the end.
 */
export function analyseWeek(plan: WeekPlan, meals: ReadonlyMap<string, MealNutrition>, std: NutritionStandard): WeekAnalysis {
  const age = plan.AgeGroup;
  const mixed = plan.Gender === MIXED_CLASS;
  const table1 = classDaily(std, age, plan.Gender, plan.Boys, plan.Girls);
  if (!table1) throw new Error(`analyseWeek: no standard for age group ${age} gender ${plan.Gender}`);

  const served = PACKAGE_TYPES.filter((t) => plan.Entries.some((e) => e.PackageType === t));
  const allMid = PACKAGE_TYPES.reduce((s, t) => s + midpoint(std.mealSharePct[t]), 0);
  const servedMid = served.reduce((s, t) => s + midpoint(std.mealSharePct[t]), 0);
  // an empty week is judged against the whole day
  const share = served.length === 0 || allMid === 0 ? 1 : servedMid / allMid;
  const allServed = served.length === PACKAGE_TYPES.length;

  const missing: WeekAnalysis['Missing'] = [];
  const miss = (m: MissingIngredient, day: number, type: number, factor: number) => {
    let row = missing.find((x) => x.ProductName === m.ProductName && x.Reason === m.Reason);
    if (!row) {
      row = { ProductName: m.ProductName, Grams: 0, Reason: m.Reason, Days: [], PackageTypes: [] };
      missing.push(row);
    }
    row.Grams += m.Grams * factor;
    if (day && !row.Days.includes(day)) row.Days.push(day);
    if (type && !row.PackageTypes.includes(type)) row.PackageTypes.push(type);
  };
  const dayMissing = new Map<number, MissingIngredient[]>(WEEK_DAYS.map((d) => [d, []]));
  const slotMissing = new Map<string, string[]>();
  const days = new Map<number, DayWork>();
  for (const d of WEEK_DAYS) {
    days.set(d, { slots: new Map(served.map((t) => [t, newSlot()])), foods: new Set(), vegetables: new Set(), darkVegetables: new Set(), liverG: 0 });
  }
  const weekFoods = new Set<string>();
  let weekLiverG = 0;

  const entries = [...plan.Entries].sort((a, b) => a.DayOfWeek - b.DayOfWeek || a.PackageType - b.PackageType);
  for (const e of entries) {
    const day = days.get(e.DayOfWeek);
    const meal = meals.get(e.FeedingId);
    if (!meal) {
      miss({ ProductName: e.FeedingId, Grams: 0, Reason: 'unmapped' }, e.DayOfWeek, e.PackageType, 0);
      continue;
    }
    const f = plan.Number > 0 ? e.Number / plan.Number : 1;
    for (const m of meal.Missing) {
      miss(m, e.DayOfWeek, e.PackageType, f);
      const list = dayMissing.get(e.DayOfWeek);
      if (list) {
        const row = list.find((x) => x.ProductName === m.ProductName && x.Reason === m.Reason);
        if (row) row.Grams += m.Grams * f;
        else list.push({ ProductName: m.ProductName, Grams: m.Grams * f, Reason: m.Reason });
      }
      const key = `${e.DayOfWeek}.${e.PackageType}`;
      const names = slotMissing.get(key) ?? [];
      if (!names.includes(m.ProductName)) names.push(m.ProductName);
      slotMissing.set(key, names);
    }
    if (!day) continue;
    const slot = day.slots.get(e.PackageType);
    if (!slot) continue;
    for (const k of NUTRIENTS) slot.nutrients[k] += (meal[k] ?? 0) * f;
    if (!slot.meals.includes(meal.Name)) slot.meals.push(meal.Name);
    for (const ing of meal.Ingredients) {
      const kind = ing.FoodCode ?? ing.Name;
      const edible = ((ing.Grams * (ing.EdiblePct ?? 100)) / 100) * f;
      if (ing.Group) slot.groups[ing.Group] = (slot.groups[ing.Group] ?? 0) + edible;
      if (f > 0 && ing.Grams > 0) {
        day.foods.add(kind);
        weekFoods.add(kind);
        if (ing.Group === 'vegetable') {
          day.vegetables.add(kind);
          if (ing.DarkVegetable) day.darkVegetables.add(kind);
        }
      }
      if (ing.Liver) {
        day.liverG += edible;
        weekLiverG += edible;
      }
    }
  }

  const standard: Partial<Nutrients> = {};
  for (const k of NUTRIENTS) {
    const v = table1[k];
    if (v?.min != null) standard[k] = v.min * share;
  }
  const servedNames = served.map((t) => MEAL_SLOT_NAMES[t]).join('、');
  const shareNote = share < 1 ? `；只供${servedNames}，标准按餐次比折算为全天的 ${fig(share * 100)}%（本项目规则）` : '';

  interface Judged {
    meals: MealIntake[];
    total: Nutrients;
    groups: Partial<Record<FoodGroup, number>>;
  }
  /** The findings every day and the average share: nutrients, energy shares, sodium, meal shares and food amounts per meal. */
  const nutrientFindings = (j: Judged, percent: Record<string, number>, unmapped: boolean): Finding[] => {
    const out: Finding[] = [];
    const energy = j.total.EnergyKcal;
    for (const n of JUDGED) {
      const value = table1[n.key];
      const base = standard[n.key];
      if (!value || base === undefined) continue;
      const tol = std.tolerancePct[n.tolerance];
      const pct = percent[n.pct] ?? 0;
      const label = NUTRIENT_LABELS[n.key];
      const level = levelIn(pct, tol.min, n.tolerance === 'other' ? null : tol.max);
      out.push({
        Code: n.code,
        Level: level,
        Message: `${label.name} ${fig(j.total[n.key])} ${label.unit}，为标准的 ${fig(pct)}%（${bandText(tol.min, n.tolerance === 'other' ? null : tol.max, '%')}${n.code === 'energy' ? shareNote : ''}）${unmapped ? INCOMPLETE_NOTE : ''}`,
        Value: pct,
        Min: tol.min,
        Max: n.tolerance === 'other' ? null : tol.max,
        Source: value.source === tol.source ? value.source : `${value.source}；${tol.source}`,
        Reference: isReferenceOnly(value) || isReferenceOnly(tol),
      });
    }
    const energyShares: [string, string, number, StandardValue][] = [
      ['fatEnergyPct', '脂肪供能比', energy > 0 ? ((j.total.FatG * 9) / energy) * 100 : 0, std.energyPct.fat],
      ['carbohydrateEnergyPct', '碳水化合物供能比', energy > 0 ? ((j.total.CarbohydrateG * 4) / energy) * 100 : 0, std.energyPct.carbohydrate],
    ];
    for (const [code, name, v, band] of energyShares) {
      out.push({
        Code: code,
        Level: levelIn(v, band.min, band.max),
        Message: `${name} ${fig(v)}%（${bandText(band.min, band.max, '%')}）`,
        Value: v,
        Min: band.min,
        Max: band.max,
        Source: band.source,
        Reference: isReferenceOnly(band),
      });
    }
    const sodium = std.sodiumDaily[age];
    if (sodium?.max != null) {
      const max = sodium.max * share;
      out.push({
        Code: 'sodium',
        Level: levelIn(j.total.SodiumMg, null, max),
        Message: `钠 ${fig(j.total.SodiumMg)} mg（${bandText(null, max, ' mg')}）`,
        Value: j.total.SodiumMg,
        Min: null,
        Max: max,
        Source: sodium.source,
        Reference: isReferenceOnly(sodium),
      });
    }
    if (allServed && energy > 0) {
      for (const m of j.meals) {
        const band = std.mealSharePct[m.PackageType];
        out.push({
          Code: `mealShare.${m.PackageType}`,
          Level: levelIn(m.EnergySharePct, band.min, band.max),
          Message: `${MEAL_SLOT_NAMES[m.PackageType]}供能占全天的 ${fig(m.EnergySharePct)}%（${bandText(band.min, band.max, '%')}）`,
          Value: m.EnergySharePct,
          Min: band.min,
          Max: band.max,
          Source: band.source,
          Reference: isReferenceOnly(band),
        });
      }
    }
    for (const m of j.meals) {
      const table = std.mealFood[m.PackageType]?.[age] ?? {};
      for (const g of FOOD_GROUPS) {
        const band = table[g];
        if (!band) continue;
        const v = m.Groups[g] ?? 0;
        out.push({
          Code: `food.${m.PackageType}.${g}`,
          Level: levelIn(v, band.min, band.max),
          Message: `${MEAL_SLOT_NAMES[m.PackageType]}${FOOD_GROUP_NAMES[g]} ${fig(v)} g/人（${bandText(band.min, band.max, ' g')}）`,
          Value: v,
          Min: band.min,
          Max: band.max,
          Source: band.source,
          Reference: isReferenceOnly(band),
        });
      }
    }
    return out;
  };

  const rule = (code: string, value: number, v: StandardValue, message: (band: string) => string): Finding => ({
    Code: code,
    Level: levelIn(value, v.min, v.max),
    Message: message(bandText(v.min, v.max, '')),
    Value: value,
    Min: v.min,
    Max: v.max,
    Source: v.source,
    Reference: isReferenceOnly(v),
  });
  const R = std.menuRules;

  const judge = (
    slots: Map<MealPackageType, Slot>,
    factor: number,
    missingOf: (t: MealPackageType) => string[],
  ): Judged & { percent: Record<string, number>; fat: number; carb: number } => {
    const total = zero();
    const groups: Partial<Record<FoodGroup, number>> = {};
    for (const s of slots.values()) {
      for (const k of NUTRIENTS) total[k] += s.nutrients[k] * factor;
      addGroups(groups, s.groups, factor);
    }
    const mealsOut: MealIntake[] = served.map((t) => {
      const s = slots.get(t) ?? newSlot();
      const n = zero();
      for (const k of NUTRIENTS) n[k] = s.nutrients[k] * factor;
      const g: Partial<Record<FoodGroup, number>> = {};
      addGroups(g, s.groups, factor);
      return {
        PackageType: t,
        ...n,
        EnergySharePct: total.EnergyKcal > 0 ? (n.EnergyKcal / total.EnergyKcal) * 100 : 0,
        Groups: g,
        Meals: s.meals,
        Missing: missingOf(t),
      };
    });
    const percent: Record<string, number> = {};
    for (const n of JUDGED) {
      const base = standard[n.key];
      if (base !== undefined) percent[n.pct] = base > 0 ? (total[n.key] / base) * 100 : 0;
    }
    const energy = total.EnergyKcal;
    return {
      meals: mealsOut,
      total,
      groups,
      percent,
      fat: energy > 0 ? ((total.FatG * 9) / energy) * 100 : 0,
      carb: energy > 0 ? ((total.CarbohydrateG * 4) / energy) * 100 : 0,
    };
  };

  const dayOut: DayAnalysis[] = [];
  for (const d of WEEK_DAYS) {
    const w = days.get(d) as DayWork;
    const j = judge(w.slots, 1, (t) => slotMissing.get(`${d}.${t}`) ?? []);
    const lacking = dayMissing.get(d) ?? [];
    const findings = [
      ...incompleteFinding(lacking),
      ...nutrientFindings(
        j,
        j.percent,
        lacking.some((m) => m.Reason === 'unmapped'),
      ),
    ];
    for (const m of j.meals) {
      const count = MEAL_GROUP_SETS.filter((set) => set.some((g) => (m.Groups[g] ?? 0) > 0)).length;
      findings.push(
        rule(
          `rule.groupsPerMeal.${m.PackageType}`,
          count,
          R.groupsPerMeal,
          (b) => `${MEAL_SLOT_NAMES[m.PackageType]}含 ${count} 类食物（${b} 类：谷薯、蔬果、鱼禽肉蛋、奶豆）`,
        ),
      );
    }
    const vegKinds = w.vegetables.size;
    findings.push(rule('rule.vegetableKindsDaily', vegKinds, R.vegetableKindsDaily, (b) => `蔬菜 ${vegKinds} 种（${b} 种）`));
    const darkShare = vegKinds > 0 ? w.darkVegetables.size / vegKinds : 0;
    findings.push(
      rule('rule.darkVegetableShare', darkShare, R.darkVegetableShare, () => {
        const band = bandText(
          R.darkVegetableShare.min === null ? null : R.darkVegetableShare.min * 100,
          R.darkVegetableShare.max === null ? null : R.darkVegetableShare.max * 100,
          '%',
        );
        return `深色蔬菜 ${w.darkVegetables.size} 种，占蔬菜种类的 ${fig(darkShare * 100)}%（${band}）`;
      }),
    );
    const soy = j.groups.soy ?? 0;
    findings.push(rule('rule.soyDaily', soy, R.soyDaily, () => `大豆类及其制品 ${fig(soy)} g/人（应每天都有）`));
    findings.push(rule('rule.foodsDaily', w.foods.size, R.foodsDaily, (b) => `食物 ${w.foods.size} 种（${b} 种）`));
    if (allServed) {
      const dairy = j.groups.dairy ?? 0;
      findings.push(rule('rule.dairyDaily', dairy, R.dairyDaily, (b) => `奶及奶制品 ${fig(dairy)} g/人（${b} g）`));
    }
    dayOut.push({
      DayOfWeek: d,
      Meals: j.meals,
      Total: j.total,
      PercentOfStandard: j.percent,
      FatEnergyPct: j.fat,
      CarbohydrateEnergyPct: j.carb,
      Groups: j.groups,
      FoodKinds: w.foods.size,
      Missing: lacking,
      Findings: findings,
    });
  }

  // the average: every slot summed over the 5 days, divided by 5 (empty days count as zeros)
  const sumSlots = new Map<MealPackageType, Slot>(served.map((t) => [t, newSlot()]));
  for (const w of days.values()) {
    for (const [t, s] of w.slots) {
      const into = sumSlots.get(t) as Slot;
      for (const k of NUTRIENTS) into.nutrients[k] += s.nutrients[k];
      addGroups(into.groups, s.groups);
      for (const name of s.meals) if (!into.meals.includes(name)) into.meals.push(name);
    }
  }
  const avg = judge(sumSlots, 1 / WEEK_DAYS.length, (t) => [...new Set(WEEK_DAYS.flatMap((d) => slotMissing.get(`${d}.${t}`) ?? []))]);
  const avgMissing: MissingIngredient[] = missing.map((m) => ({ ProductName: m.ProductName, Grams: m.Grams / WEEK_DAYS.length, Reason: m.Reason }));
  const avgFindings = [
    ...incompleteFinding(avgMissing),
    ...nutrientFindings(
      avg,
      avg.percent,
      avgMissing.some((m) => m.Reason === 'unmapped'),
    ),
  ];
  avgFindings.push(rule('rule.liverWeekly', weekLiverG, R.liverWeekly, (b) => `动物肝脏 每人每周 ${fig(weekLiverG)} g（${b} g）`));
  avgFindings.push(rule('rule.foodsWeekly', weekFoods.size, R.foodsWeekly, (b) => `一周食物 ${weekFoods.size} 种（${b} 种）`));

  return roundAnalysis({
    AgeGroup: age,
    Gender: plan.Gender,
    Boys: mixed ? (plan.Boys ?? null) : null,
    Girls: mixed ? (plan.Girls ?? null) : null,
    Complete: missing.length === 0,
    Standard: standard,
    ServedPackageTypes: [...served],
    ServedSharePct: share * 100,
    Days: dayOut,
    WeekAverage: {
      DayOfWeek: 0,
      Meals: avg.meals,
      Total: avg.total,
      PercentOfStandard: avg.percent,
      FatEnergyPct: avg.fat,
      CarbohydrateEnergyPct: avg.carb,
      Groups: avg.groups,
      FoodKinds: weekFoods.size,
      Missing: avgMissing,
      Findings: avgFindings,
    },
    Missing: missing,
  });
}

function roundNutrients<T extends Nutrients>(n: T): T {
  const out = { ...n };
  for (const k of NUTRIENTS) out[k] = round2(n[k]);
  return out;
}
function roundDay<D extends Omit<DayAnalysis, 'DayOfWeek'>>(d: D): D {
  const pct: Record<string, number> = {};
  for (const [k, v] of Object.entries(d.PercentOfStandard)) pct[k] = round2(v);
  return {
    ...d,
    Meals: d.Meals.map((m) => ({ ...roundNutrients(m), EnergySharePct: round2(m.EnergySharePct), Groups: orderedGroups(m.Groups, true) })),
    Total: roundNutrients(d.Total),
    PercentOfStandard: pct,
    FatEnergyPct: round2(d.FatEnergyPct),
    CarbohydrateEnergyPct: round2(d.CarbohydrateEnergyPct),
    Groups: orderedGroups(d.Groups, true),
    Missing: d.Missing.map((m) => ({ ...m, Grams: round2(m.Grams) })),
    Findings: d.Findings.map((f) => ({
      ...f,
      Value: f.Value === null ? null : round2(f.Value),
      Min: f.Min === null ? null : round2(f.Min),
      Max: f.Max === null ? null : round2(f.Max),
    })),
  };
}
function roundAnalysis(a: WeekAnalysis): WeekAnalysis {
  const standard: Partial<Nutrients> = {};
  for (const k of NUTRIENTS) {
    const v = a.Standard[k];
    if (v !== undefined) standard[k] = round2(v);
  }
  return {
    ...a,
    Standard: standard,
    ServedSharePct: round2(a.ServedSharePct),
    Days: a.Days.map(roundDay),
    WeekAverage: roundDay(a.WeekAverage),
    Missing: a.Missing.map((m) => ({ ...m, Grams: round2(m.Grams), Days: [...m.Days].sort(), PackageTypes: [...m.PackageTypes].sort() })),
  };
}
