import { describe, expect, it } from 'vitest';
import {
  addEntry,
  candidateGender,
  cellId,
  cellMissing,
  cellOf,
  clearDay,
  daysMissing,
  emptyGrid,
  entryCount,
  gridFromWire,
  gridToWire,
  headcountOf,
  headFromSchool,
  mealIdsOf,
  parseCellId,
  planOf,
  removeEntry,
  slotDishes,
} from './week-model';

const entry = (id: string, n = 50) => ({ FeedingId: id, Name: `餐${id}`, Gender: 1, AgeGroup: 2, Number: n });
// the wire's entry carries more than the grid keeps
const wireEntry = (id: string, n: number) => ({ ...entry(id, n), Id: `e${id}`, PresentPrice: 10, FeedingInfo: {} as never });

describe('week grid', () => {
  it('fills missing slots and weekdays when editing, and drops out-of-range ones', () => {
    const g = gridFromWire([
      { PackageType: 2, PackageTypeName: '午餐', REC_WebDayFeedingInfos: [{ DayOfWeek: 3, REC_DetailFeedingInfos: [wireEntry('a', 40)] }] },
      { PackageType: 9, PackageTypeName: '?', REC_WebDayFeedingInfos: [{ DayOfWeek: 1, REC_DetailFeedingInfos: [wireEntry('x', 1)] }] },
      { PackageType: 1, PackageTypeName: '早餐', REC_WebDayFeedingInfos: [{ DayOfWeek: 7, REC_DetailFeedingInfos: [wireEntry('y', 1)] }] },
    ]);
    expect(Object.keys(g).map(Number)).toEqual([1, 2, 3]);
    for (const t of [1, 2, 3]) expect(Object.keys(g[t] ?? {}).map(Number)).toEqual([1, 2, 3, 4, 5]);
    expect(cellOf(g, 2, 3)).toEqual([entry('a', 40)]);
    expect(entryCount(g)).toBe(1);
  });

  it('goes to the wire as 3 slots × 5 days and back unchanged', () => {
    let g = addEntry(emptyGrid(), 1, 5, entry('b', 30));
    g = addEntry(g, 3, 1, entry('c'));
    const wire = gridToWire(g);
    expect(wire.map((s) => s.PackageType)).toEqual([1, 2, 3]);
    expect(wire.every((s) => s.REC_WebDayFeedingInfos?.map((d) => d.DayOfWeek).join() === '1,2,3,4,5')).toBe(true);
    expect(wire[0]?.REC_WebDayFeedingInfos?.[4]?.REC_DetailFeedingInfos).toEqual([entry('b', 30)]);
    const back = gridFromWire(
      wire.map((s) => ({
        PackageType: s.PackageType,
        PackageTypeName: '',
        REC_WebDayFeedingInfos: (s.REC_WebDayFeedingInfos ?? []).map((d) => ({
          DayOfWeek: d.DayOfWeek,
          REC_DetailFeedingInfos: (d.REC_DetailFeedingInfos ?? []).map((e) => wireEntry(e.FeedingId, e.Number)),
        })),
      })),
    );
    expect(back).toEqual(g);
  });

  it('clears a day on click, but not in read-only mode', () => {
    const g = addEntry(addEntry(emptyGrid(), 2, 2, entry('a')), 2, 3, entry('b'));
    const cleared = clearDay(g, 2, 2, false);
    expect(cellOf(cleared, 2, 2)).toEqual([]);
    expect(cellOf(cleared, 2, 3)).toEqual([entry('b')]);
    expect(cellOf(g, 2, 2)).toHaveLength(1); // not mutated
    expect(clearDay(g, 2, 2, true)).toBe(g);
  });

  it('appends drops, removes one entry, lists meals once, and flattens to the analysis plan', () => {
    let g = addEntry(emptyGrid(), 1, 1, entry('a', 20));
    g = addEntry(g, 1, 1, entry('a', 30));
    g = addEntry(g, 2, 4, entry('b'));
    expect(cellOf(g, 1, 1).map((e) => e.Number)).toEqual([20, 30]);
    expect(mealIdsOf(g)).toEqual(['a', 'b']);
    expect(cellOf(removeEntry(g, 1, 1, 0), 1, 1).map((e) => e.Number)).toEqual([30]);
    expect(removeEntry(g, 1, 1, 5)).toBe(g);
    expect(planOf(g, { AgeGroup: 2, Gender: 1, Number: 50 })).toEqual({
      AgeGroup: 2,
      Gender: 1,
      Number: 50,
      Entries: [
        { PackageType: 1, DayOfWeek: 1, FeedingId: 'a', Number: 20 },
        { PackageType: 1, DayOfWeek: 1, FeedingId: 'a', Number: 30 },
        { PackageType: 2, DayOfWeek: 4, FeedingId: 'b', Number: 50 },
      ],
    });
  });

  it('reads cell ids back and refuses others', () => {
    expect(parseCellId(cellId(3, 5))).toEqual({ type: 3, day: 5 });
    expect(parseCellId('cell:4:1')).toBeNull();
    expect(parseCellId('card:x')).toBeNull();
    expect(parseCellId(7)).toBeNull();
  });

  it('needs a headcount to drop: the card input, else the package people when untouched', () => {
    expect(headcountOf(undefined, 50)).toBe(50);
    expect(headcountOf(12, 50)).toBe(12);
    expect(headcountOf(null, 50)).toBeNull();
    expect(headcountOf(0, 50)).toBeNull();
    expect(headcountOf(undefined, 0)).toBeNull();
    expect(headcountOf(2.5, 50)).toBeNull();
  });

  it('gives each dish its ingredients in grams per person: grams per portion × portions ÷ people, summed over the meals', () => {
    const ing = (DishesName: string, Name: string, Grams: number) => ({ DishesName, Name, Grams }) as never;
    const meals = new Map([
      ['a', { Ingredients: [ing('米饭', '大米', 100), ing('番茄炒蛋', '鸡蛋', 50)] }],
      ['b', { Ingredients: [ing('米饭', '大米', 80)] }],
    ]);
    const out = slotDishes([entry('a', 50), entry('b', 25), entry('gone', 10)], meals, 50);
    expect(out).toEqual([
      { name: '米饭', ingredients: [{ name: '大米', grams: 100 + 40 }] },
      { name: '番茄炒蛋', ingredients: [{ name: '鸡蛋', grams: 50 }] },
    ]);
    expect(slotDishes([entry('a', 50)], meals, 0)[0]?.ingredients[0]?.grams).toBe(0);
  });
});

describe('incomplete cells and days', () => {
  const meals = new Map([
    ['a', { Missing: [{ ProductName: '加州鲈鱼', Grams: 80, Reason: 'unmapped' as const }] }],
    ['b', { Missing: [] }],
  ]);
  it('names the ingredients of a cell without composition data, and the days that have one', () => {
    let g = addEntry(emptyGrid(), 2, 3, entry('a'));
    g = addEntry(g, 2, 3, entry('a'));
    g = addEntry(g, 1, 1, entry('b'));
    expect(cellMissing(g, meals, 2, 3)).toEqual(['加州鲈鱼']);
    expect(cellMissing(g, meals, 1, 1)).toEqual([]);
    expect([...daysMissing(g, meals)]).toEqual([3]);
  });
});

describe('a new package from the school', () => {
  it('takes the age group and the class; one sex when the class is all boys or all girls', () => {
    expect(headFromSchool({ AgeGroup: 2, Boys: 22, Girls: 20 }, 50)).toEqual({ AgeGroup: 2, Gender: 3, Boys: 22, Girls: 20, Number: 42 });
    expect(headFromSchool({ AgeGroup: 3, Boys: 30, Girls: 0 }, 50)).toMatchObject({ Gender: 1, Boys: null, Number: 30 });
    expect(headFromSchool({ AgeGroup: 3, Boys: 0, Girls: 28 }, 50)).toMatchObject({ Gender: 2, Number: 28 });
    expect(headFromSchool(null, 50)).toMatchObject({ Gender: 3, Number: 50 });
  });
  it('filters candidate meals by sex only for a one-sex package', () => {
    expect(candidateGender(1)).toBe(1);
    expect(candidateGender(2)).toBe(2);
    expect(candidateGender(3)).toBeNull();
  });
});
