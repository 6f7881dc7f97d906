import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';

/**
 * The "done when" of the weekly analysis: meals built through the operations from demo products
 * mapped to composition codes, a 15-meal package, and the day totals worked by hand from the
 * composition file must match WeekFeeding/GetNutritionAnalysis to 0.1.
 */

const PAGE = { PageIndex: 1, PageSize: 100 };
const CSV = path.resolve(import.meta.dirname, '../../../data/nutrition/food-composition.csv');
/** nutrients with a value for every food used here (the book's empty cells are not compared) */
const COMPARED = {
  EnergyKcal: 'energy_kcal',
  ProteinG: 'protein_g',
  FatG: 'fat_g',
  CarbohydrateG: 'carbohydrate_g',
  CalciumMg: 'calcium_mg',
  IronMg: 'iron_mg',
  SodiumMg: 'sodium_mg',
} as const;
type Key = keyof typeof COMPARED;
const STANDARD_CSV = path.resolve(import.meta.dirname, '../../../data/nutrition/wst554-2017.csv');

/** Table 1 of WS/T 554-2017 as the project keeps it: the daily value (min of the band) of an item for an age group and sex. */
function tableOne(item: string, ageGroup: number, gender: number): number {
  const [head, ...lines] = fs.readFileSync(STANDARD_CSV, 'utf8').trim().split(/\r?\n/);
  const cols = (head as string).split(',');
  const at = (cells: string[], c: string) => cells[cols.indexOf(c)] ?? '';
  for (const line of lines) {
    const cells = line.split(',');
    if (at(cells, 'table') === 'daily' && at(cells, 'item') === item && at(cells, 'age_group') === String(ageGroup) && at(cells, 'gender') === String(gender)) {
      return Number(at(cells, 'min'));
    }
  }
  throw new Error(`no daily ${item} for age group ${ageGroup}, sex ${gender} in the standard file`);
}

function composition(): Map<string, Record<string, number>> {
  const [head, ...lines] = fs.readFileSync(CSV, 'utf8').trim().split(/\r?\n/);
  const cols = (head as string).split(',');
  const out = new Map<string, Record<string, number>>();
  for (const line of lines) {
    // names may hold commas only inside quotes; the figures never do
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')) ?? [];
    const row: Record<string, number> = {};
    cols.forEach((c, i) => {
      row[c] = Number(cells[i]);
    });
    out.set(cells[0] as string, row);
  }
  return out;
}

// the foods: product search words, composition code, net weight of one unit
const FOODS = {
  rice: { words: ['大米', '米'], code: '012101', net: 25_000 },
  cabbage: { words: ['白菜', '青菜', '菜'], code: '045101x', net: 500 },
  pork: { words: ['猪肉', '猪', '肉'], code: '081110', net: 1000 },
  egg: { words: ['鸡蛋', '蛋'], code: '111101x', net: 50 },
  oil: { words: ['花生油', '食用油', '油'], code: '192007', net: 5000 },
} as const;
type Food = keyof typeof FOODS;
// dishes: grams per portion
const DISHES: Record<string, [Food, number][]> = {
  米饭: [['rice', 150]],
  炒白菜: [
    ['cabbage', 200],
    ['oil', 15],
  ],
  红烧肉: [
    ['pork', 60],
    ['oil', 20],
  ],
  炒鸡蛋: [
    ['egg', 50],
    ['oil', 10],
  ],
};
// meals: dish portions; Tuesday's lunch and dinner have no vegetable
const MEALS: Record<string, [string, number][]> = {
  早餐: [
    ['米饭', 0.6],
    ['炒鸡蛋', 1],
  ],
  午餐: [
    ['米饭', 1],
    ['炒白菜', 1],
    ['红烧肉', 1],
  ],
  晚餐: [
    ['米饭', 1],
    ['炒白菜', 1],
    ['红烧肉', 0.5],
  ],
  周二午餐: [
    ['米饭', 1],
    ['红烧肉', 1.5],
  ],
  周二晚餐: [
    ['米饭', 1],
    ['红烧肉', 1],
  ],
};
const PEOPLE = 50;
const slotMeal = (day: number, slot: number) => (slot === 1 ? '早餐' : day === 2 ? (slot === 2 ? '周二午餐' : '周二晚餐') : slot === 2 ? '午餐' : '晚餐');
const served = (day: number, slot: number) => (slot === 2 && day === 4 ? 50 : 40);

describe.each(BACKENDS)('the weekly nutrition analysis on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let weekId: string;
  const comp = composition();

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const operator = await t.client().login('13800000004');
    const shelf = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
    const count = new Map<string, number>();
    for (const p of shelf) count.set(p.SupplierId, (count.get(p.SupplierId) ?? 0) + 1);
    const [kitchenFirm] = [...count].sort((a, b) => b[1] - a[1])[0] as [string, number];
    const mealItems = shelf.filter((p: { SupplierId: string }) => p.SupplierId === kitchenFirm);
    expect(mealItems.length).toBeGreaterThanOrEqual(Object.keys(MEALS).length);
    const userId = newId();
    await t.database.db.insert(users).values({
      id: userId,
      firmId: kitchenFirm,
      fullName: '营养师',
      phone: '13800000071',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: t.clock.now(),
    });
    await grantSystemRole(t.database.db, userId, 'supplier');
    const kitchen = await t.client().login('13800000071');

    // products mapped to composition codes by the operator
    const productOf = new Map<Food, string>();
    for (const [food, f] of Object.entries(FOODS) as [Food, (typeof FOODS)[Food]][]) {
      for (const word of f.words) {
        const found = await kitchen.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: word, PagerInfo: PAGE });
        const free = found.find((p: { Id: string }) => ![...productOf.values()].includes(p.Id));
        if (free) {
          productOf.set(food, free.Id);
          break;
        }
      }
      const id = productOf.get(food);
      if (!id) throw new Error(`no demo product for ${food}`);
      await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: id, FoodCode: f.code, NetWeight: f.net });
    }
    const dishIds = new Map<string, string>();
    for (const [name, ings] of Object.entries(DISHES)) {
      const d = await kitchen.ok('ENX_Dishesinformation/AddDishesinformation', {
        ENX_DishesinformationInfo: {
          Name: name,
          DishesType: 1,
          Cuisine: 1,
          ENX_DishesinformationfoodInfos: ings.map(([f, g]) => ({ FoodId: productOf.get(f) as string, Grams: g })),
        },
      });
      dishIds.set(name, d.Id);
    }
    const mealIds = new Map<string, string>();
    for (const [i, [name, dishes]] of Object.entries(MEALS).entries()) {
      const saved = await kitchen.ok('WeekFeeding/SaveFeeding', {
        REC_FeedingInfo: {
          FoodSaleShelfId: mealItems[i].FoodSaleShelfId,
          AgeGroup: 2,
          Gender: 1,
          REC_FeedingdetailInfos: dishes.map(([d, portions]) => ({ DishesId: dishIds.get(d) as string, Portions: portions })),
        },
      });
      mealIds.set(name, saved.Id);
    }
    const week = await buyer.ok('WeekFeeding/AddWeekFeeding', {
      REC_WeekfeedingInfo: {
        WeekFeedingName: '九至十一岁男生一周',
        Gender: 1,
        AgeGroup: 2,
        Number: PEOPLE,
        REC_WebPackageTypeFeedingInfos: [1, 2, 3].map((slot) => ({
          PackageType: slot,
          REC_WebDayFeedingInfos: [1, 2, 3, 4, 5].map((day) => ({
            DayOfWeek: day,
            REC_DetailFeedingInfos: [{ FeedingId: mealIds.get(slotMeal(day, slot)) as string, Number: served(day, slot) }],
          })),
        })),
      },
    });
    weekId = week.Id;
  }, 180_000);
  afterAll(() => t?.close());

  /** By hand: grams × edible% × value / 100 × entry Number / package Number, over the day's three meals. */
  function dayTotal(day: number): Record<Key, number> {
    const total = Object.fromEntries(Object.keys(COMPARED).map((k) => [k, 0])) as Record<Key, number>;
    for (const slot of [1, 2, 3]) {
      const share = served(day, slot) / PEOPLE;
      for (const [dish, portions] of MEALS[slotMeal(day, slot)] ?? []) {
        for (const [food, grams] of DISHES[dish] ?? []) {
          const row = comp.get(FOODS[food].code);
          if (!row) throw new Error(`composition ${FOODS[food].code} missing from the file`);
          const edibleGrams = (grams * portions * (row.edible_pct as number)) / 100;
          for (const [k, col] of Object.entries(COMPARED) as [Key, string][]) total[k] += ((edibleGrams * (row[col] as number)) / 100) * share;
        }
      }
    }
    return total;
  }

  it('matches the day totals worked by hand from the composition file, to 0.1', async () => {
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weekId });
    expect(a.Days.map((d: { DayOfWeek: number }) => d.DayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    expect(a.Missing).toEqual([]);
    const avg = Object.fromEntries(Object.keys(COMPARED).map((k) => [k, 0])) as Record<Key, number>;
    for (const d of a.Days) {
      const hand = dayTotal(d.DayOfWeek);
      for (const k of Object.keys(COMPARED) as Key[]) {
        expect(Math.abs(d.Total[k] - hand[k]), `day ${d.DayOfWeek} ${k}: ${d.Total[k]} vs ${hand[k]}`).toBeLessThanOrEqual(0.1);
        avg[k] += hand[k] / 5;
      }
    }
    for (const k of Object.keys(COMPARED) as Key[]) expect(Math.abs(a.WeekAverage.Total[k] - avg[k]), `average ${k}`).toBeLessThanOrEqual(0.1);
  });

  it('gives percent of the standard against WS/T 554-2017 Table 1 (the standard file) for 9–11-year-old boys', async () => {
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weekId });
    expect(a.AgeGroup).toBe(2);
    expect(a.Gender).toBe(1);
    // three meals a day are served, so the standard is the whole day's (no scaling by served share)
    const energy = tableOne('energy_kcal', 2, 1);
    const protein = tableOne('protein_g', 2, 1);
    expect(energy).toBe(2100);
    expect(a.Standard.EnergyKcal).toBe(energy);
    expect(a.Standard.ProteinG).toBe(protein);
    for (const d of a.Days) {
      const hand = dayTotal(d.DayOfWeek);
      expect(Math.abs(d.PercentOfStandard.Energy - (hand.EnergyKcal / energy) * 100)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(d.PercentOfStandard.Protein - (hand.ProteinG / protein) * 100)).toBeLessThanOrEqual(0.1);
    }
  });

  it('finds the poor week: no vegetables at Tuesday lunch, too much oil', async () => {
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weekId });
    const tuesday = a.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === 2);
    const veg = tuesday.Findings.find((f: { Code: string }) => f.Code === 'food.2.vegetable');
    expect(veg?.Level).toBe('low');
    const monday = a.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === 1);
    expect(monday.Findings.find((f: { Code: string }) => f.Code === 'food.2.vegetable')?.Level).not.toBe('low');
    const oil = a.Days.flatMap((d: { Findings: { Code: string; Level: string }[] }) => d.Findings).filter((f: { Code: string }) =>
      /^food\.\d\.oil$/.test(f.Code),
    );
    expect(oil.length).toBeGreaterThan(0);
    expect(oil.some((f: { Level: string }) => f.Level === 'high')).toBe(true);
  });

  it('exports the 带量食谱 with both sheets as the buyer’s own file', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const out = await buyer.ok('WeekFeeding/ExportWeekFeeding', { Id: weekId });
    expect(out.FileName).toMatch(/^带量食谱-.*\.xlsx$/);
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${out.FileId}`, { headers: { cookie: buyer.cookie ?? '' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.worksheets.map((s) => s.name)).toEqual(['带量食谱', '营养素供给']);
    const recipe = wb.worksheets[0];
    const texts: string[] = [];
    recipe?.eachRow((r) => {
      texts.push((r.values as unknown[]).slice(1).join('|'));
    });
    expect(texts[0]).toContain('九至十一岁男生一周');
    expect(texts.some((x) => x.includes('WS/T 554-2017'))).toBe(true);
    // Monday lunch rice: 150 g × 1 portion × 40 / 50 = 120 g per person
    expect(texts.some((x) => x.startsWith('周一|午餐|') && x.includes('|米饭|') && x.endsWith('|120'))).toBe(true);
    const supply: string[] = [];
    wb.worksheets[1]?.eachRow((r) => {
      supply.push((r.values as unknown[]).slice(1).join('|'));
    });
    expect(supply.some((x) => x.startsWith('五日平均'))).toBe(true);
    expect(supply.some((x) => x.includes('偏低') || x.includes('偏高'))).toBe(true);
  });
});
