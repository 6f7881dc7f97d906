import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  analyseWeek,
  classDaily,
  type DayAnalysis,
  type Finding,
  type MealIngredient,
  type MealNutrition,
  type NutritionStandard,
  type StandardValue,
  type WeekAnalysis,
  type WeekPlan,
} from './nutrition.js';
import { standardFromCsv } from './nutrition-data.js';
import type { AgeGroup } from './planning.js';

const sv = (min: number | null, max: number | null, status: StandardValue['status'] = 'secondary', source = 'T'): StandardValue => ({
  min,
  max,
  status,
  source,
});

/** A small standard with round numbers: only 9~11 male is filled in. */
function standard(): NutritionStandard {
  const day = {
    EnergyKcal: sv(2000, null, 'secondary', 'WS/T 554-2017 表1'),
    ProteinG: sv(50, null, 'unverified', 'DRIs 2023'),
    CalciumMg: sv(800, null),
    IronMg: sv(10, null),
    VitaminAUgRae: sv(500, null),
    VitaminCMg: sv(100, null),
    FibreG: sv(20, null),
  };
  const lunchOrDinner = { grain: sv(120, 140), vegetable: sv(140, 160), egg: sv(20, null), oil: sv(null, 10) };
  return {
    name: 'test',
    daily: { 1: { 1: {}, 2: {} }, 2: { 1: day, 2: {} }, 3: { 1: {}, 2: {} }, 4: { 1: {}, 2: {} } },
    energyPct: { fat: sv(20, 30), carbohydrate: sv(50, 65) },
    tolerancePct: { energy: sv(90, 110), protein: sv(80, 120), other: sv(80, null, 'project', '本项目规则') },
    mealSharePct: { 1: sv(25, 30), 2: sv(35, 40), 3: sv(30, 35) },
    mealFood: {
      1: { 1: {}, 2: { grain: sv(90, 105), dairy: sv(60, null) }, 3: {}, 4: {} },
      2: { 1: {}, 2: lunchOrDinner, 3: {}, 4: {} },
      3: { 1: {}, 2: lunchOrDinner, 3: {}, 4: {} },
    },
    dailyFood: { 1: {}, 2: {}, 3: {}, 4: {} },
    sodiumDaily: { 1: sv(null, 1967, 'project'), 2: sv(null, 2000, 'project'), 3: sv(null, 1967, 'project'), 4: sv(null, 2360, 'project') },
    menuRules: {
      groupsPerMeal: sv(3, null),
      vegetableKindsDaily: sv(3, null),
      darkVegetableShare: sv(0.5, null),
      soyDaily: sv(1, null),
      liverWeekly: sv(20, 25),
      dairyDaily: sv(200, 300),
      foodsDaily: sv(12, null),
      foodsWeekly: sv(25, null),
    },
  };
}

const ing = (
  Name: string,
  FoodCode: string | null,
  Grams: number,
  EdiblePct: number | null,
  Group: MealIngredient['Group'],
  extra: Partial<MealIngredient> = {},
): MealIngredient => ({
  Name,
  FoodCode,
  Grams,
  EdiblePct,
  Group,
  DarkVegetable: false,
  Liver: false,
  ...extra,
});
type Values = Omit<MealNutrition, 'Id' | 'Name' | 'PackageType' | 'Ingredients' | 'Missing'>;
const values = (
  EnergyKcal: number,
  ProteinG: number,
  FatG: number,
  CarbohydrateG: number,
  FibreG: number,
  CalciumMg: number,
  IronMg: number,
  VitaminAUgRae: number,
  VitaminCMg: number,
  SodiumMg: number,
): Values => ({
  EnergyKcal,
  ProteinG,
  FatG,
  CarbohydrateG,
  FibreG,
  CalciumMg,
  IronMg,
  VitaminAUgRae,
  VitaminCMg,
  SodiumMg,
});

const breakfast: MealNutrition = {
  Id: 'b1',
  Name: '早餐A',
  PackageType: 1,
  ...values(500, 20, 15, 70, 4, 200, 3, 100, 10, 400),
  Ingredients: [ing('鸡蛋', '111101x', 60, 87, 'egg'), ing('纯牛奶', '101101x', 200, 100, 'dairy'), ing('小麦粉', '011201x', 80, 100, 'grain')],
  Missing: [],
};
const lunch: MealNutrition = {
  Id: 'l1',
  Name: '午餐A',
  PackageType: 2,
  ...values(800, 30, 25, 110, 8, 300, 5, 300, 60, 900),
  Ingredients: [
    ing('粳米', '012101', 130, 100, 'grain'),
    ing('油菜', '045125', 150, 96, 'vegetable', { DarkVegetable: true }),
    ing('猪肉', '081110', 20, 100, 'meat'),
    ing('豆腐', '031301x', 30, 100, 'soy'),
    ing('花生油', '192007', 10, 100, 'oil'),
    ing('猪肝', '081214', 10, 100, 'meat', { Liver: true }),
  ],
  Missing: [],
};
/** No vegetables, 40 g oil and a product without composition data. */
const poorLunch: MealNutrition = {
  Id: 'l2',
  Name: '午餐B',
  PackageType: 2,
  ...values(900, 25, 50, 90, 1, 100, 4, 50, 5, 1200),
  Ingredients: [
    ing('粳米', '012101', 130, 100, 'grain'),
    ing('猪肉', '081110', 40, 100, 'meat'),
    ing('花生油', '192007', 40, 100, 'oil'),
    ing('馒头', null, 50, null, null),
  ],
  Missing: [{ ProductName: '馒头', Grams: 50, Reason: 'unmapped' }],
};
const dinner: MealNutrition = {
  Id: 'd1',
  Name: '晚餐A',
  PackageType: 3,
  ...values(600, 25, 20, 80, 6, 250, 4, 200, 40, 600),
  Ingredients: [
    ing('草鱼', '121102', 100, 58, 'fish'),
    ing('小白菜', '045120', 100, 94, 'vegetable', { DarkVegetable: true }),
    ing('冬瓜', '043221', 100, 80, 'vegetable'),
    ing('米饭', '012402', 150, 100, 'grain'),
  ],
  Missing: [],
};
const meals = new Map([breakfast, lunch, poorLunch, dinner].map((m) => [m.Id, m]));

const plan: WeekPlan = {
  AgeGroup: 2,
  Gender: 1,
  Number: 100,
  Entries: [
    { PackageType: 1, DayOfWeek: 1, FeedingId: 'b1', Number: 100 },
    { PackageType: 2, DayOfWeek: 1, FeedingId: 'l1', Number: 100 },
    { PackageType: 3, DayOfWeek: 1, FeedingId: 'd1', Number: 100 },
    // Tuesday: half of the people have breakfast, lunch is the poor one
    { PackageType: 1, DayOfWeek: 2, FeedingId: 'b1', Number: 50 },
    { PackageType: 2, DayOfWeek: 2, FeedingId: 'l2', Number: 100 },
    // Wednesday: a good lunch and a meal that no longer exists
    { PackageType: 2, DayOfWeek: 3, FeedingId: 'l1', Number: 100 },
    { PackageType: 3, DayOfWeek: 3, FeedingId: 'gone', Number: 100 },
  ],
};

const find = (findings: Finding[], code: string): Finding => {
  const f = findings.find((x) => x.Code === code);
  if (!f) throw new Error(`no finding ${code}`);
  return f;
};
const r2 = (v: number) => Math.round(v * 100) / 100;

// Each test analyses its week itself (beforeEach), so that what it checks is computed within it.
describe('analyseWeek', () => {
  let a: WeekAnalysis;
  let mon: DayAnalysis;
  let tue: DayAnalysis;
  let wed: DayAnalysis;
  let thu: DayAnalysis;
  beforeEach(() => {
    a = analyseWeek(plan, meals, standard());
    if (a.Days.length !== 5) throw new Error('five days expected');
    [mon, tue, wed, thu] = a.Days as [DayAnalysis, DayAnalysis, DayAnalysis, DayAnalysis];
  });

  it('sums the meals per person per day and compares with the standard', () => {
    expect(a.Days.map((d) => d.DayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    expect(a.ServedPackageTypes).toEqual([1, 2, 3]);
    expect(a.ServedSharePct).toBe(100);
    expect(a.Standard.EnergyKcal).toBe(2000);
    expect(mon.Total.EnergyKcal).toBe(500 + 800 + 600);
    expect(mon.PercentOfStandard.Energy).toBe(r2(((500 + 800 + 600) / 2000) * 100)); // 95
    expect(find(mon.Findings, 'energy').Level).toBe('ok');
    expect(find(mon.Findings, 'energy').Message).toBe('能量 1900 kcal，为标准的 95%（应为 90%～110%）');
    expect(mon.PercentOfStandard.Protein).toBe(r2(((20 + 30 + 25) / 50) * 100)); // 150
    expect(find(mon.Findings, 'protein').Level).toBe('high');
    expect(mon.FatEnergyPct).toBe(r2((((15 + 25 + 20) * 9) / 1900) * 100)); // 28.42
    expect(mon.CarbohydrateEnergyPct).toBe(r2((((70 + 110 + 80) * 4) / 1900) * 100)); // 54.74
    // Tuesday: breakfast × 50 / 100 people
    expect(tue.Total.EnergyKcal).toBe(500 * (50 / 100) + 900);
    expect(tue.Total.CalciumMg).toBe(200 * 0.5 + 100);
    expect(find(tue.Findings, 'calcium').Level).toBe('low'); // 200 / 800 = 25 % < 80 %
    expect(find(tue.Findings, 'fatEnergyPct').Level).toBe('high'); // (7.5 + 50) × 9 / 1150 = 45 %
  });

  it('gives each served meal its share of the day and its food groups in edible grams', () => {
    expect(mon.Meals.map((m) => m.PackageType)).toEqual([1, 2, 3]);
    const [b, l, d] = mon.Meals;
    expect(b?.EnergySharePct).toBe(r2((500 / 1900) * 100)); // 26.32
    expect(l?.EnergySharePct).toBe(r2((800 / 1900) * 100)); // 42.11 > 40
    expect(d?.EnergySharePct).toBe(r2((600 / 1900) * 100)); // 31.58
    expect(find(mon.Findings, 'mealShare.1').Level).toBe('ok');
    expect(find(mon.Findings, 'mealShare.2').Level).toBe('high');
    expect(find(mon.Findings, 'mealShare.3').Level).toBe('ok'); // 600 / 1900 = 31.58 %, within 30–35
  });

  it('flags Tuesday lunch without vegetables and with too much oil', () => {
    const veg = find(tue.Findings, 'food.2.vegetable');
    expect(veg.Level).toBe('low');
    expect(veg.Value).toBe(0);
    expect(veg.Message).toBe('午餐蔬菜类 0 g/人（应为 140 g～160 g）');
    const oil = find(tue.Findings, 'food.2.oil');
    expect(oil.Level).toBe('high');
    expect(oil.Value).toBe(40 * (100 / 100));
    expect(find(mon.Findings, 'food.2.oil').Level).toBe('ok');
    // Monday's lunch vegetables: 150 g × 96 / 100 edible
    expect(mon.Meals[1]?.Groups.vegetable).toBe((150 * 96) / 100);
    expect(find(mon.Findings, 'food.2.vegetable').Level).toBe('ok');
    // Monday's egg at breakfast: 60 g × 87 % = 52.2; the breakfast table of the test has no egg row
    expect(mon.Meals[0]?.Groups.egg).toBe(52.2);
    expect(mon.Findings.some((f) => f.Code === 'food.1.egg')).toBe(false);
    expect(find(tue.Findings, 'rule.groupsPerMeal.2').Level).toBe('low'); // grain and meat only
    expect(find(mon.Findings, 'rule.groupsPerMeal.1').Level).toBe('ok');
  });

  it('checks the menu rules of each day and of the week', () => {
    // Monday: 油菜, 小白菜, 冬瓜; two of them dark; 3 + 6 + 4 kinds of food
    expect(find(mon.Findings, 'rule.vegetableKindsDaily')).toMatchObject({ Level: 'ok', Value: 3 });
    expect(find(mon.Findings, 'rule.darkVegetableShare')).toMatchObject({ Level: 'ok', Value: r2(2 / 3) });
    expect(mon.FoodKinds).toBe(13);
    expect(find(mon.Findings, 'rule.foodsDaily').Level).toBe('ok');
    expect(find(mon.Findings, 'rule.soyDaily').Level).toBe('ok');
    expect(find(mon.Findings, 'rule.dairyDaily')).toMatchObject({ Level: 'ok', Value: 200 });
    expect(find(tue.Findings, 'rule.vegetableKindsDaily').Level).toBe('low');
    expect(find(tue.Findings, 'rule.soyDaily').Level).toBe('low');
    expect(find(tue.Findings, 'rule.dairyDaily')).toMatchObject({ Level: 'low', Value: 200 * 0.5 });
    // liver 10 g on Monday and on Wednesday
    expect(find(a.WeekAverage.Findings, 'rule.liverWeekly')).toMatchObject({ Level: 'ok', Value: 10 + 10 });
    expect(find(a.WeekAverage.Findings, 'rule.foodsWeekly')).toMatchObject({ Level: 'low', Value: 14 }); // 13 of Monday + 馒头
  });

  it('averages the five days, empty ones as zeros', () => {
    expect(thu.Total.EnergyKcal).toBe(0);
    expect(thu.FatEnergyPct).toBe(0);
    expect(thu.Meals.map((m) => m.EnergySharePct)).toEqual([0, 0, 0]);
    expect(a.WeekAverage.DayOfWeek).toBe(0);
    expect(a.WeekAverage.Total.EnergyKcal).toBe(r2((1900 + 1150 + 800 + 0 + 0) / 5)); // 770
    expect(a.WeekAverage.PercentOfStandard.Energy).toBe(r2((770 / 2000) * 100));
    expect(find(a.WeekAverage.Findings, 'energy').Level).toBe('low');
    expect(a.WeekAverage.Meals[1]?.EnergyKcal).toBe(r2((800 + 900 + 800) / 5));
  });

  it('labels findings on unverified or project values as reference', () => {
    expect(find(mon.Findings, 'energy').Reference).toBe(false);
    expect(find(mon.Findings, 'protein').Reference).toBe(true); // unverified Table 1 value
    expect(find(mon.Findings, 'protein').Source).toBe('DRIs 2023；T');
    expect(find(mon.Findings, 'calcium').Reference).toBe(true); // the project's ≥ 80 % rule
    expect(find(mon.Findings, 'sodium').Reference).toBe(true);
    expect(find(mon.Findings, 'fatEnergyPct').Reference).toBe(false);
  });

  it('lists missing meals and ingredients without composition data, and is not complete', () => {
    expect(a.Complete).toBe(false);
    expect(a.Missing).toEqual([
      { ProductName: '馒头', Grams: 50, Reason: 'unmapped', Days: [2], PackageTypes: [2] },
      { ProductName: 'gone', Grams: 0, Reason: 'unmapped', Days: [3], PackageTypes: [3] },
    ]);
    expect(wed.Total.EnergyKcal).toBe(800);
  });

  it('says so at the top of the day and on the meal, and in the nutrient findings', () => {
    expect(tue.Missing).toEqual([{ ProductName: '馒头', Grams: 50, Reason: 'unmapped' }]);
    expect(tue.Meals.find((m) => m.PackageType === 2)?.Missing).toEqual(['馒头']);
    expect(tue.Meals.find((m) => m.PackageType === 1)?.Missing).toEqual([]);
    expect(tue.Findings[0]).toMatchObject({ Code: 'incomplete', Level: 'low' });
    expect(tue.Findings[0]?.Message).toContain('馒头 50 g无成分数据，未计入');
    expect(find(tue.Findings, 'energy').Message).toContain('不完整');
    expect(mon.Missing).toEqual([]);
    expect(mon.Findings.some((f) => f.Code === 'incomplete')).toBe(false);
    expect(find(mon.Findings, 'energy').Message).not.toContain('不完整');
    expect(a.WeekAverage.Findings[0]?.Code).toBe('incomplete');
  });

  it('writes every finding of a day in words, with its figure and its band', () => {
    expect(mon.Findings.map((f) => [f.Code, f.Level, f.Message])).toEqual([
      ['energy', 'ok', '能量 1900 kcal，为标准的 95%（应为 90%～110%）'],
      ['protein', 'high', '蛋白质 75 g，为标准的 150%（应为 80%～120%）'],
      ['calcium', 'ok', '钙 750 mg，为标准的 93.75%（应不低于 80%）'],
      ['iron', 'ok', '铁 12 mg，为标准的 120%（应不低于 80%）'],
      ['vitaminA', 'ok', '维生素A 600 µgRAE，为标准的 120%（应不低于 80%）'],
      ['vitaminC', 'ok', '维生素C 110 mg，为标准的 110%（应不低于 80%）'],
      ['fibre', 'ok', '膳食纤维 18 g，为标准的 90%（应不低于 80%）'],
      ['fatEnergyPct', 'ok', '脂肪供能比 28.42%（应为 20%～30%）'],
      ['carbohydrateEnergyPct', 'ok', '碳水化合物供能比 54.74%（应为 50%～65%）'],
      ['sodium', 'ok', '钠 1900 mg（应不高于 2000 mg）'],
      ['mealShare.1', 'ok', '早餐供能占全天的 26.32%（应为 25%～30%）'],
      ['mealShare.2', 'high', '午餐供能占全天的 42.11%（应为 35%～40%）'],
      ['mealShare.3', 'ok', '晚餐供能占全天的 31.58%（应为 30%～35%）'],
      ['food.1.grain', 'low', '早餐谷薯类 80 g/人（应为 90 g～105 g）'],
      ['food.1.dairy', 'ok', '早餐奶及奶制品 200 g/人（应不低于 60 g）'],
      ['food.2.grain', 'ok', '午餐谷薯类 130 g/人（应为 120 g～140 g）'],
      ['food.2.vegetable', 'ok', '午餐蔬菜类 144 g/人（应为 140 g～160 g）'],
      ['food.2.egg', 'low', '午餐蛋类 0 g/人（应不低于 20 g）'],
      ['food.2.oil', 'ok', '午餐植物油 10 g/人（应不高于 10 g）'],
      ['food.3.grain', 'high', '晚餐谷薯类 150 g/人（应为 120 g～140 g）'],
      ['food.3.vegetable', 'high', '晚餐蔬菜类 174 g/人（应为 140 g～160 g）'],
      ['food.3.egg', 'low', '晚餐蛋类 0 g/人（应不低于 20 g）'],
      ['food.3.oil', 'ok', '晚餐植物油 0 g/人（应不高于 10 g）'],
      ['rule.groupsPerMeal.1', 'ok', '早餐含 3 类食物（应不低于 3 类：谷薯、蔬果、鱼禽肉蛋、奶豆）'],
      ['rule.groupsPerMeal.2', 'ok', '午餐含 4 类食物（应不低于 3 类：谷薯、蔬果、鱼禽肉蛋、奶豆）'],
      ['rule.groupsPerMeal.3', 'ok', '晚餐含 3 类食物（应不低于 3 类：谷薯、蔬果、鱼禽肉蛋、奶豆）'],
      ['rule.vegetableKindsDaily', 'ok', '蔬菜 3 种（应不低于 3 种）'],
      ['rule.darkVegetableShare', 'ok', '深色蔬菜 2 种，占蔬菜种类的 66.67%（应不低于 50%）'],
      ['rule.soyDaily', 'ok', '大豆类及其制品 30 g/人（应每天都有）'],
      ['rule.foodsDaily', 'ok', '食物 13 种（应不低于 12 种）'],
      ['rule.dairyDaily', 'ok', '奶及奶制品 200 g/人（应为 200～300 g）'],
    ]);
    expect(mon.PercentOfStandard).toEqual({ Energy: 95, Protein: 150, Calcium: 93.75, Iron: 120, VitaminA: 120, VitaminC: 110, Fibre: 90 });
    expect(find(mon.Findings, 'energy')).toMatchObject({ Min: 90, Max: 110 });
    expect(tue.Findings[0]?.Message).toBe('分析不完整：馒头 50 g无成分数据，未计入（每人）。以下结论据此得出');
  });

  it('finds nothing to divide on a day without meals', () => {
    const byCode = Object.fromEntries(thu.Findings.map((f) => [f.Code, f.Value]));
    expect(byCode).toMatchObject({ fatEnergyPct: 0, carbohydrateEnergyPct: 0, 'rule.darkVegetableShare': 0 });
    expect(thu.CarbohydrateEnergyPct).toBe(0);
    expect(thu.Findings.some((f) => f.Code.startsWith('mealShare.'))).toBe(false);
  });

  it('averages the week’s meals, their names and food groups', () => {
    expect(a.WeekAverage.Meals.map((m) => [m.Meals, m.Groups])).toEqual([
      [['早餐A'], { grain: 24, egg: 15.66, dairy: 60 }],
      [['午餐A', '午餐B'], { grain: 78, vegetable: 57.6, meat: 20, soy: 12, oil: 12 }],
      [['晚餐A'], { grain: 30, vegetable: 34.8, fish: 11.6 }],
    ]);
    expect(a.WeekAverage.Findings.at(-2)?.Message).toBe('动物肝脏 每人每周 20 g（应为 20～25 g）');
    expect(a.WeekAverage.Findings.at(-1)?.Message).toBe('一周食物 14 种（应不低于 25 种）');
    expect(a.WeekAverage.Findings[0]?.Message).toBe('分析不完整：馒头 10 g、gone 0 g无成分数据，未计入（每人）。以下结论据此得出');
  });

  it('orders findings the same way every time', () => {
    const again = analyseWeek({ ...plan, Entries: [...plan.Entries].reverse() }, meals, standard());
    expect(again).toEqual(a);
  });
});

describe('analyseWeek served share and headcounts', () => {
  const lunchOnly: WeekPlan = { AgeGroup: 2, Gender: 1, Number: 0, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'l1', Number: 30 }] };
  let a: WeekAnalysis;
  beforeEach(() => {
    a = analyseWeek(lunchOnly, meals, standard());
  });

  it('judges a lunch-only package against the lunch share of the day', () => {
    const share = 37.5 / (27.5 + 37.5 + 32.5);
    expect(a.ServedPackageTypes).toEqual([2]);
    expect(a.ServedSharePct).toBe(r2(share * 100)); // 38.46
    expect(a.Standard.EnergyKcal).toBe(r2(2000 * share)); // 769.23
    expect(a.Days[0]?.PercentOfStandard.Energy).toBe(r2((800 / (2000 * share)) * 100)); // 104
    const energy = find(a.Days[0]?.Findings ?? [], 'energy');
    expect(energy.Level).toBe('ok');
    expect(energy.Message).toContain('本项目规则');
    expect(a.Days[0]?.Meals.map((m) => m.PackageType)).toEqual([2]);
    expect(a.Days[0]?.Findings.some((f) => f.Code.startsWith('mealShare.'))).toBe(false);
    expect(a.Days[0]?.Findings.some((f) => f.Code === 'rule.dairyDaily')).toBe(false);
    expect(find(a.Days[0]?.Findings ?? [], 'sodium').Max).toBe(r2(2000 * share));
  });

  it('counts a whole portion per entry when the package has no people', () => {
    expect(a.Complete).toBe(true);
    expect(a.Days[0]?.Total.EnergyKcal).toBe(800);
  });

  it('scales by the entry headcount over the package headcount', () => {
    const b = analyseWeek({ ...lunchOnly, Number: 40 }, meals, standard());
    expect(b.Days[0]?.Total.EnergyKcal).toBe(800 * (30 / 40));
    expect(b.Days[0]?.Meals[0]?.Groups.vegetable).toBe(r2(((150 * 96) / 100) * (30 / 40)));
  });
});

describe('analyseWeek: an unverified ingredient', () => {
  const fish: MealNutrition = {
    ...lunch,
    Id: 'f1',
    Ingredients: [...lunch.Ingredients, ing('加州鲈鱼', '121226', 80, 58, 'fish', { Verified: false })],
    Missing: [{ ProductName: '加州鲈鱼', Grams: 80, Reason: 'unverified' }],
  };
  let a: WeekAnalysis;
  beforeEach(() => {
    a = analyseWeek(
      { AgeGroup: 2, Gender: 1, Number: 10, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'f1', Number: 10 }] },
      new Map([['f1', fish]]),
      standard(),
    );
  });
  it('counts it, names it and is not complete', () => {
    expect(a.Complete).toBe(false);
    expect(a.Missing).toEqual([{ ProductName: '加州鲈鱼', Grams: 80, Reason: 'unverified', Days: [1], PackageTypes: [2] }]);
    expect(a.Days[0]?.Meals[0]?.Groups.fish).toBe(r2((80 * 58) / 100));
    expect(a.Days[0]?.Findings[0]).toMatchObject({ Code: 'incomplete', Level: 'ok' });
    expect(a.Days[0]?.Findings[0]?.Message).toContain('加州鲈鱼的成分为参考值');
    // counted, so the energy finding is not marked as missing a food
    expect(find(a.Days[0]?.Findings ?? [], 'energy').Message).not.toContain('不完整');
  });
});

describe('analyseWeek: a mixed class', () => {
  const withGirls = () => {
    const std = standard();
    std.daily[2][2] = { ...std.daily[2][1], EnergyKcal: sv(1800, null), ProteinG: sv(50, null) };
    return std;
  };
  const week = (Gender: 1 | 2 | 3, Boys?: number, Girls?: number) =>
    analyseWeek({ AgeGroup: 2, Gender, Boys, Girls, Number: 30, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'l1', Number: 30 }] }, meals, withGirls());

  it('weighs the standard by the boys and girls of the class', () => {
    const share = 37.5 / (27.5 + 37.5 + 32.5);
    expect(week(3, 18, 12).Standard.EnergyKcal).toBe(r2((2000 * 0.6 + 1800 * 0.4) * share));
    expect(week(3, 0, 30).Standard.EnergyKcal).toBe(r2(1800 * share));
    expect(week(3, 30, 0).Standard.EnergyKcal).toBe(week(1).Standard.EnergyKcal);
    expect(week(2).Standard.EnergyKcal).toBe(r2(1800 * share));
    expect(week(3, 18, 12)).toMatchObject({ Gender: 3, Boys: 18, Girls: 12 });
    expect(week(1)).toMatchObject({ Boys: null, Girls: null });
  });
});

/**
 * Every band of the standard at its edges, on the project's own data file: just inside each bound
 * is 达标 and just outside is not, so that removing a bound from the data or from the rule fails.
 */
describe('analyseWeek: every band edge of WS/T 554-2017', () => {
  const standardText = fs.readFileSync(new URL('../../../../apps/server/data/nutrition/wst554-2017.csv', import.meta.url), 'utf8');
  let std: NutritionStandard;
  beforeEach(() => {
    std = standardFromCsv(standardText);
  });
  // 9~11 years, boys: 2100 kcal and 50 g protein a day
  const E = 2100;
  const P = 50;
  const meal = (Id: string, PackageType: 1 | 2 | 3, v: Partial<Values>): MealNutrition => ({
    Id,
    Name: Id,
    PackageType,
    ...values(0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    ...v,
    Ingredients: [],
    Missing: [],
  });
  /** One Monday of three meals: energy split by the given shares (percent), protein, fat and carbohydrate in grams a day. */
  const day = (o: { energy?: number; shares?: [number, number, number]; protein?: number; fat?: number; carb?: number }) => {
    const energy = o.energy ?? E;
    const [b, l, d] = o.shares ?? [27.5, 37.5, 35];
    const ms = [
      meal('b', 1, { EnergyKcal: (energy * b) / 100 }),
      meal('l', 2, {
        EnergyKcal: (energy * l) / 100,
        ProteinG: o.protein ?? P,
        FatG: o.fat ?? (25 * energy) / 900,
        CarbohydrateG: o.carb ?? (57 * energy) / 400,
      }),
      meal('d', 3, { EnergyKcal: (energy * d) / 100 }),
    ];
    const a = analyseWeek(
      {
        AgeGroup: 2,
        Gender: 1,
        Number: 1,
        Entries: ms.map((m) => ({ PackageType: m.PackageType, DayOfWeek: 1, FeedingId: m.Id, Number: 1 })),
      },
      new Map(ms.map((m) => [m.Id, m])),
      std,
    );
    return a.Days[0]?.Findings ?? [];
  };
  const level = (findings: Finding[], code: string) => find(findings, code).Level;

  it('energy: 90 % and 110 % of the standard are within, 89.99 % and 110.01 % are not', () => {
    expect(level(day({ energy: E * 0.8999 }), 'energy')).toBe('low');
    expect(level(day({ energy: E * 0.9 }), 'energy')).toBe('ok');
    expect(level(day({ energy: E * 1.1 }), 'energy')).toBe('ok');
    expect(level(day({ energy: E * 1.1001 }), 'energy')).toBe('high');
  });

  it('protein: 80 % and 120 % are within, 79.98 % and 120.02 % are not', () => {
    expect(level(day({ protein: P * 0.7998 }), 'protein')).toBe('low');
    expect(level(day({ protein: P * 0.8 }), 'protein')).toBe('ok');
    expect(level(day({ protein: P * 1.2 }), 'protein')).toBe('ok');
    expect(level(day({ protein: P * 1.2002 }), 'protein')).toBe('high');
  });

  it('fat: 20 % and 30 % of energy are within, 19.99 % and 30.01 % are not', () => {
    const fat = (pct: number) => (pct * E) / 900;
    expect(level(day({ fat: fat(19.99) }), 'fatEnergyPct')).toBe('low');
    expect(level(day({ fat: fat(20) }), 'fatEnergyPct')).toBe('ok');
    expect(level(day({ fat: fat(30) }), 'fatEnergyPct')).toBe('ok');
    expect(level(day({ fat: fat(30.01) }), 'fatEnergyPct')).toBe('high');
  });

  it('carbohydrate: 50 % and 65 % of energy are within, 49.99 % and 65.01 % are not', () => {
    const carb = (pct: number) => (pct * E) / 400;
    expect(level(day({ carb: carb(49.99) }), 'carbohydrateEnergyPct')).toBe('low');
    expect(level(day({ carb: carb(50) }), 'carbohydrateEnergyPct')).toBe('ok');
    expect(level(day({ carb: carb(65) }), 'carbohydrateEnergyPct')).toBe('ok');
    expect(level(day({ carb: carb(65.01) }), 'carbohydrateEnergyPct')).toBe('high');
  });

  it('meal shares: breakfast 25–30 %, lunch 35–40 %, dinner 30–35 %, each bound held', () => {
    // every lower or upper bound exactly: all within
    const lowEdges = day({ shares: [25, 40, 35] });
    expect([1, 2, 3].map((t) => level(lowEdges, `mealShare.${t}`))).toEqual(['ok', 'ok', 'ok']);
    const highEdges = day({ shares: [30, 35, 35] });
    expect([1, 2, 3].map((t) => level(highEdges, `mealShare.${t}`))).toEqual(['ok', 'ok', 'ok']);
    const dinnerLow = day({ shares: [30, 40, 30] });
    expect(level(dinnerLow, 'mealShare.3')).toBe('ok');
    // just outside each bound
    const a = day({ shares: [24.99, 40.01, 35] });
    expect([level(a, 'mealShare.1'), level(a, 'mealShare.2')]).toEqual(['low', 'high']);
    const b = day({ shares: [30.01, 34.99, 35] });
    expect([level(b, 'mealShare.1'), level(b, 'mealShare.2')]).toEqual(['high', 'low']);
    const c = day({ shares: [30, 40.01, 29.99] });
    expect(level(c, 'mealShare.3')).toBe('low');
    const d = day({ shares: [25, 39.99, 35.01] });
    expect([level(d, 'mealShare.2'), level(d, 'mealShare.3')]).toEqual(['ok', 'high']);
  });
});

describe('classDaily: the Table 1 values of a class', () => {
  const std = (girls: NutritionStandard['daily'][2][2]) => {
    const s = standard();
    s.daily[2][2] = girls;
    return s;
  };

  it('answers nothing for an age group the standard lacks', () => {
    expect(classDaily(standard(), 5 as AgeGroup, 1)).toBeUndefined();
    expect(() => analyseWeek({ AgeGroup: 5 as AgeGroup, Gender: 1, Number: 1, Entries: [] }, meals, standard())).toThrow(
      'analyseWeek: no standard for age group 5 gender 1',
    );
  });

  it('weighs a mixed class half and half without counts, and negative counts as none', () => {
    const s = std({ EnergyKcal: sv(1800, null) });
    expect(classDaily(s, 2, 3)?.EnergyKcal?.min).toBe(1900);
    expect(classDaily(s, 2, 3, 0, 0)?.EnergyKcal?.min).toBe(1900);
    expect(classDaily(s, 2, 3, -5, 10)?.EnergyKcal?.min).toBe(1800);
    expect(classDaily(s, 2, 3, 10, null)?.EnergyKcal?.min).toBe(2000);
  });

  it('keeps a nutrient only when both sexes have it, and an open end open', () => {
    const s = std({ EnergyKcal: sv(1800, 2400), ProteinG: sv(50, 70, 'verified', 'DRIs 2023') });
    const mixed = classDaily(s, 2, 3, 1, 1);
    expect(Object.keys(mixed ?? {})).toEqual(['EnergyKcal', 'ProteinG']);
    // boys' energy has no upper end: the class's has none either
    expect(mixed?.EnergyKcal).toEqual({ min: 1900, max: null, status: 'secondary', source: 'WS/T 554-2017 表1；T' });
    const both = std({ ...standard().daily[2][1], EnergyKcal: sv(1800, null, 'secondary', 'WS/T 554-2017 表1') });
    expect(classDaily(both, 2, 3, 1, 3)?.EnergyKcal).toEqual({ min: 1850, max: null, status: 'secondary', source: 'WS/T 554-2017 表1' });
  });

  it('takes the less certain status of the two', () => {
    const s = std({ EnergyKcal: sv(1800, null, 'project'), ProteinG: sv(50, null, 'verified') });
    const mixed = classDaily(s, 2, 3, 1, 1);
    expect(mixed?.EnergyKcal?.status).toBe('project');
    // boys' protein is unverified
    expect(mixed?.ProteinG?.status).toBe('unverified');
  });
});

describe('analyseWeek, case by case', () => {
  const one = (Entries: WeekPlan['Entries'], s = standard(), people = 100, ms: ReadonlyMap<string, MealNutrition> = meals) =>
    analyseWeek({ AgeGroup: 2, Gender: 1, Number: people, Entries }, ms, s);
  const e = (PackageType: 1 | 2 | 3, DayOfWeek: number, FeedingId: string, people = 100) => ({ PackageType, DayOfWeek, FeedingId, Number: people });

  it('judges an empty week against the whole day', () => {
    const a = one([]);
    expect(a).toMatchObject({ ServedPackageTypes: [], ServedSharePct: 100, Complete: true, Missing: [] });
    expect(a.Standard.EnergyKcal).toBe(2000);
    expect(a.Days[0]?.Meals).toEqual([]);
    expect(find(a.Days[0]?.Findings ?? [], 'energy').Message).toBe('能量 0 kcal，为标准的 0%（应为 90%～110%）');
  });

  it('judges served meals against the whole day when the standard gives the meals no share', () => {
    const s = standard();
    s.mealSharePct = { 1: sv(0, 0), 2: sv(0, 0), 3: sv(0, 0) };
    expect(one([e(2, 1, 'l1')], s).ServedSharePct).toBe(100);
  });

  it('says which meals it serves and the share of the day they are judged against', () => {
    const a = one([e(1, 1, 'b1'), e(2, 1, 'l1')]);
    const share = (27.5 + 37.5) / (27.5 + 37.5 + 32.5);
    expect(a.ServedSharePct).toBe(r2(share * 100));
    expect(find(a.Days[0]?.Findings ?? [], 'energy').Message).toBe(
      `能量 1300 kcal，为标准的 ${r2((1300 / (2000 * share)) * 100)}%（应为 90%～110%；只供早餐、午餐，标准按餐次比折算为全天的 66.67%（本项目规则））`,
    );
    // the share is said once, on energy
    expect(find(a.Days[0]?.Findings ?? [], 'protein').Message).toBe(`蛋白质 50 g，为标准的 ${r2((50 / (50 * share)) * 100)}%（应为 80%～120%）`);
  });

  it('judges the other nutrients against a lower bound only, whatever the tolerance’s upper end', () => {
    const s = standard();
    s.tolerancePct.other = sv(80, 120, 'project', '本项目规则');
    const calcium = find(one([e(1, 1, 'b1'), e(2, 1, 'l1'), e(3, 1, 'd1')], s).Days[0]?.Findings ?? [], 'calcium');
    // 750 of 800 mg: 93.75 %
    expect(calcium).toMatchObject({ Level: 'ok', Value: 93.75, Min: 80, Max: null, Source: 'T；本项目规则', Reference: true });
    expect(calcium.Message).toBe('钙 750 mg，为标准的 93.75%（应不低于 80%）');
    const vitaminC = find(one([e(2, 1, 'l1')], s, 50).Days[0]?.Findings ?? [], 'vitaminC');
    expect(vitaminC).toMatchObject({ Level: 'ok', Max: null });
    expect(vitaminC.Value).toBeGreaterThan(120);
  });

  it('names one source when the value and its tolerance share it', () => {
    const s = standard();
    s.tolerancePct.energy = sv(90, 110, 'secondary', 'WS/T 554-2017 表1');
    expect(find(one([e(2, 1, 'l1')], s).Days[0]?.Findings ?? [], 'energy').Source).toBe('WS/T 554-2017 表1');
  });

  it('judges only the nutrients Table 1 gives a lower value for, and counts a zero standard as 0 %', () => {
    const s = standard();
    s.daily[2][1] = { ...s.daily[2][1], FibreG: sv(null, 30), VitaminCMg: undefined, CalciumMg: sv(0, null) };
    const a = one([e(2, 1, 'l1')], s);
    expect(a.Standard.FibreG).toBeUndefined();
    expect(a.Standard.VitaminCMg).toBeUndefined();
    const codes = a.Days[0]?.Findings.map((f) => f.Code) ?? [];
    expect(codes).not.toContain('fibre');
    expect(codes).not.toContain('vitaminC');
    expect(a.Days[0]?.PercentOfStandard.Calcium).toBe(0);
    expect(a.Days[0]?.PercentOfStandard).not.toHaveProperty('Fibre');
  });

  it('checks sodium only against a maximum the standard gives', () => {
    const s = standard();
    s.sodiumDaily[2] = sv(100, null);
    expect(one([e(2, 1, 'l1')], s).Days[0]?.Findings.some((f) => f.Code === 'sodium')).toBe(false);
    delete (s.sodiumDaily as Partial<NutritionStandard['sodiumDaily']>)[2];
    expect(one([e(2, 1, 'l1')], s).Days[0]?.Findings.some((f) => f.Code === 'sodium')).toBe(false);
    const all = one([e(1, 1, 'b1'), e(2, 1, 'l1'), e(3, 1, 'd1')]);
    expect(find(all.Days[0]?.Findings ?? [], 'sodium')).toMatchObject({ Level: 'ok', Value: 1900, Max: 2000 });
    expect(find(all.Days[0]?.Findings ?? [], 'sodium').Message).toBe('钠 1900 mg（应不高于 2000 mg）');
  });

  it('skips the food amounts of a meal the standard has no table for', () => {
    const s = standard();
    delete (s.mealFood as Partial<NutritionStandard['mealFood']>)[3];
    const a = one([e(2, 1, 'l1'), e(3, 1, 'd1')], s);
    const codes = a.Days[0]?.Findings.map((f) => f.Code) ?? [];
    expect(codes.filter((c) => c.startsWith('food.3.'))).toEqual([]);
    expect(codes.filter((c) => c.startsWith('food.2.'))).toEqual(['food.2.grain', 'food.2.vegetable', 'food.2.egg', 'food.2.oil']);
  });

  it('ignores entries outside Monday to Friday or of an unknown meal type', () => {
    const a = one([e(2, 1, 'l1'), e(2, 6, 'l2'), { ...e(2, 1, 'l2'), PackageType: 4 as 1 }]);
    expect(a.Days.map((d) => d.Total.EnergyKcal)).toEqual([800, 0, 0, 0, 0]);
    expect(a.ServedPackageTypes).toEqual([2]);
  });

  it('names a meal once in its slot, and counts a food once a day by its composition code', () => {
    const rice = (Id: string, Name: string): MealNutrition => ({
      ...lunch,
      Id,
      Name,
      Ingredients: [ing('粳米', '012101', 100, 100, 'grain'), ing('大米', '012101', 50, 100, 'grain'), ing('青菜', null, 50, 100, 'vegetable')],
    });
    const ms = new Map([
      ['r1', rice('r1', '米饭套餐')],
      ['r2', rice('r2', '米饭套餐')],
    ]);
    const a = one([e(2, 1, 'r1', 50), e(2, 1, 'r2', 50), e(2, 1, 'r1', 50)], standard(), 100, ms);
    expect(a.Days[0]?.Meals[0]?.Meals).toEqual(['米饭套餐']);
    // 粳米 and 大米 are one food (012101); 青菜 without a code is its name
    expect(a.Days[0]?.FoodKinds).toBe(2);
    expect(a.WeekAverage.FoodKinds).toBe(2);
    expect(find(a.Days[0]?.Findings ?? [], 'rule.vegetableKindsDaily').Value).toBe(1);
  });

  it('counts no food kind for an entry nobody eats or an ingredient of no weight', () => {
    const salad: MealNutrition = { ...lunch, Id: 's', Ingredients: [ing('生菜', '045301', 0, 94, 'vegetable'), ing('黄瓜', '043101', 100, 92, 'vegetable')] };
    const ms = new Map([
      ['s', salad],
      ['l1', lunch],
    ]);
    expect(one([e(2, 1, 's')], standard(), 100, ms).Days[0]?.FoodKinds).toBe(1);
    expect(one([e(2, 1, 'l1', 0)], standard(), 100, ms).Days[0]?.FoodKinds).toBe(0);
    expect(one([e(2, 1, 'l1', 0)], standard(), 100, ms).WeekAverage.FoodKinds).toBe(0);
  });

  it('writes the dark-vegetable rule as percentages', () => {
    const s = standard();
    s.menuRules.darkVegetableShare = sv(0.5, 0.8);
    const f = find(one([e(3, 1, 'd1')], s).Days[0]?.Findings ?? [], 'rule.darkVegetableShare');
    expect(f).toMatchObject({ Level: 'ok', Value: 0.5, Min: 0.5, Max: 0.8 });
    expect(f.Message).toBe('深色蔬菜 1 种，占蔬菜种类的 50%（应为 50%～80%）');
    expect(find(one([e(3, 1, 'd1')]).Days[0]?.Findings ?? [], 'rule.darkVegetableShare').Message).toBe('深色蔬菜 1 种，占蔬菜种类的 50%（应不低于 50%）');
  });
});

describe('analyseWeek: groups, rounding and the class', () => {
  const meal = (Id: string, ingredients: MealIngredient[]): MealNutrition => ({ ...lunch, Id, Name: Id, Ingredients: ingredients });
  const week = (m: MealNutrition, over: Partial<WeekPlan> = {}) =>
    analyseWeek(
      { AgeGroup: 2, Gender: 1, Number: 1, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: m.Id, Number: 1 }], ...over },
      new Map([[m.Id, m]]),
      standard(),
    );

  it('counts fruit with vegetables, and each of the four groups once', () => {
    const fruit = meal('fruit', [ing('苹果', '061101', 100, 76, 'fruit'), ing('米饭', '012402', 150, 100, 'grain'), ing('牛奶', '101101x', 200, 100, 'dairy')]);
    expect(find(week(fruit).Days[0]?.Findings ?? [], 'rule.groupsPerMeal.2').Value).toBe(3);
    const oilOnly = meal('oil', [ing('花生油', '192007', 10, 100, 'oil'), ing('盐', '201101', 3, 100, 'salt')]);
    expect(find(week(oilOnly).Days[0]?.Findings ?? [], 'rule.groupsPerMeal.2').Value).toBe(0);
  });

  it('rounds the food groups to two decimals', () => {
    const odd = meal('odd', [ing('鸡蛋', '111101x', 7, 87.3, 'egg')]);
    const a = week(odd);
    expect(a.Days[0]?.Groups.egg).toBe(6.11);
    expect(a.Days[0]?.Meals[0]?.Groups.egg).toBe(6.11);
  });

  it('answers the boys and girls of a mixed class only', () => {
    expect(week(lunch, { Gender: 1, Boys: 10, Girls: 5 })).toMatchObject({ Boys: null, Girls: null });
    expect(week(lunch, { Gender: 3, Boys: 10, Girls: 5 })).toMatchObject({ Boys: 10, Girls: 5 });
    expect(week(lunch, { Gender: 3 })).toMatchObject({ Boys: null, Girls: null });
  });

  it('leaves open an end either sex leaves open', () => {
    const s = standard();
    s.daily[2][1] = { EnergyKcal: sv(2000, 2600) };
    s.daily[2][2] = { EnergyKcal: sv(1800, null) };
    expect(classDaily(s, 2, 3, 1, 1)?.EnergyKcal).toMatchObject({ min: 1900, max: null });
  });

  it('writes a dark-vegetable rule with only an upper end', () => {
    const s = standard();
    s.menuRules.darkVegetableShare = sv(null, 0.8);
    const a = analyseWeek({ AgeGroup: 2, Gender: 1, Number: 1, Entries: [{ PackageType: 3, DayOfWeek: 1, FeedingId: 'd1', Number: 1 }] }, meals, s);
    expect(find(a.Days[0]?.Findings ?? [], 'rule.darkVegetableShare').Message).toBe('深色蔬菜 1 种，占蔬菜种类的 50%（应不高于 80%）');
  });
});

describe('analyseWeek: what it cannot vouch for', () => {
  const bun = (Id: string, PackageType: 1 | 2 | 3, missing: MealNutrition['Missing']): MealNutrition => ({
    ...lunch,
    Id,
    Name: Id,
    PackageType,
    Missing: missing,
  });
  const ms = new Map([
    ['m1', bun('m1', 2, [{ ProductName: '馒头', Grams: 50, Reason: 'unmapped' }])],
    ['m2', bun('m2', 2, [{ ProductName: '馒头', Grams: 30, Reason: 'unmapped' }])],
    ['f1', bun('f1', 1, [{ ProductName: '加州鲈鱼', Grams: 80, Reason: 'unverified' }])],
    ['f2', bun('f2', 3, [{ ProductName: '馒头', Grams: 10, Reason: 'unverified' }])],
  ]);
  const week = (Entries: WeekPlan['Entries'], people = 100) => analyseWeek({ AgeGroup: 2, Gender: 1, Number: people, Entries }, ms, standard());
  const e = (PackageType: 1 | 2 | 3, DayOfWeek: number, FeedingId: string, people = 100) => ({ PackageType, DayOfWeek, FeedingId, Number: people });

  it('sums an ingredient over the week in one row per reason, with its days and meals once each, in order', () => {
    const a = week([e(2, 2, 'm1'), e(2, 2, 'm2', 50), e(3, 1, 'f2'), e(2, 1, 'm1'), e(1, 3, 'f1')]);
    expect(a.Missing).toEqual([
      { ProductName: '馒头', Grams: 50 + 50 + 15, Reason: 'unmapped', Days: [1, 2], PackageTypes: [2] },
      { ProductName: '馒头', Grams: 10, Reason: 'unverified', Days: [1], PackageTypes: [3] },
      { ProductName: '加州鲈鱼', Grams: 80, Reason: 'unverified', Days: [3], PackageTypes: [1] },
    ]);
    // Tuesday: 50 g and half of 30 g of the same bun
    expect(a.Days[1]?.Missing).toEqual([{ ProductName: '馒头', Grams: 65, Reason: 'unmapped' }]);
    expect(a.Days[1]?.Meals.map((m) => m.Missing)).toEqual([[], ['馒头'], []]);
    expect(a.Days[0]?.Missing).toEqual([
      { ProductName: '馒头', Grams: 50, Reason: 'unmapped' },
      { ProductName: '馒头', Grams: 10, Reason: 'unverified' },
    ]);
    expect(a.Days[0]?.Meals.map((m) => m.Missing)).toEqual([[], ['馒头'], ['馒头']]);
    expect(a.WeekAverage.Meals.map((m) => m.Missing)).toEqual([['加州鲈鱼'], ['馒头'], ['馒头']]);
  });

  it('keeps different ingredients of a day apart, each in the people’s share of its entry', () => {
    const two = new Map([
      [
        't',
        bun('t', 2, [
          { ProductName: '馒头', Grams: 50, Reason: 'unmapped' },
          { ProductName: '花卷', Grams: 40, Reason: 'unmapped' },
        ]),
      ],
    ]);
    const a = analyseWeek({ AgeGroup: 2, Gender: 1, Number: 100, Entries: [e(2, 1, 't', 50)] }, two, standard());
    expect(a.Days[0]?.Missing).toEqual([
      { ProductName: '馒头', Grams: 25, Reason: 'unmapped' },
      { ProductName: '花卷', Grams: 20, Reason: 'unmapped' },
    ]);
  });

  it('lists the meals of an ingredient in order, whatever the order of the entries', () => {
    // the entries decide the meal: f2 served at breakfast on Thursday as well
    const a = week([e(3, 1, 'f2'), e(1, 2, 'f1'), e(1, 4, 'f2')]);
    expect(a.Missing.find((m) => m.ProductName === '馒头')).toMatchObject({ Days: [1, 4], PackageTypes: [1, 3] });
    const b = analyseWeek(
      {
        AgeGroup: 2,
        Gender: 1,
        Number: 1,
        Entries: [
          { PackageType: 3, DayOfWeek: 2, FeedingId: 'x', Number: 1 },
          { PackageType: 1, DayOfWeek: 3, FeedingId: 'x', Number: 1 },
        ],
      },
      new Map([['x', { ...lunch, Id: 'x', Missing: [{ ProductName: '豆浆', Grams: 200, Reason: 'unmapped' as const }] }]]),
      standard(),
    );
    expect(b.Missing).toEqual([{ ProductName: '豆浆', Grams: 400, Reason: 'unmapped', Days: [2, 3], PackageTypes: [1, 3] }]);
  });

  it('says both kinds at the top, the missing ones first, and marks the average incomplete too', () => {
    const a = week([e(2, 1, 'm1'), e(1, 1, 'f1')]);
    expect(a.Days[0]?.Findings[0]).toEqual({
      Code: 'incomplete',
      Level: 'low',
      Message: '分析不完整：馒头 50 g无成分数据，未计入；加州鲈鱼的成分为参考值（每人）。以下结论据此得出',
      Value: 2,
      Min: null,
      Max: 0,
      Source: '中国食物成分表 标准版 第6版',
      Reference: true,
    });
    expect(a.WeekAverage.Findings[0]?.Message).toBe('分析不完整：馒头 10 g无成分数据，未计入；加州鲈鱼的成分为参考值（每人）。以下结论据此得出');
    expect(find(a.WeekAverage.Findings, 'energy').Message).toContain('不完整');
    const verifiedOnly = week([e(1, 1, 'f1')]);
    expect(verifiedOnly.WeekAverage.Findings[0]?.Message).toBe('分析不完整：加州鲈鱼的成分为参考值（每人）。以下结论据此得出');
    expect(find(verifiedOnly.WeekAverage.Findings, 'energy').Message).not.toContain('不完整');
  });
});
