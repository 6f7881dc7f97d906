import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseWeek, type Finding, type MealIngredient, type MealNutrition, type NutritionStandard, type StandardValue, type WeekPlan } from './nutrition.js';
import { standardFromCsv } from './nutrition-data.js';

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

describe('analyseWeek', () => {
  const a = analyseWeek(plan, meals, standard());
  const [mon, tue, wed, thu, fri] = a.Days;
  if (!mon || !tue || !wed || !thu || !fri) throw new Error('five days expected');

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

  it('orders findings the same way every time', () => {
    const again = analyseWeek({ ...plan, Entries: [...plan.Entries].reverse() }, meals, standard());
    expect(again).toEqual(a);
  });
});

describe('analyseWeek served share and headcounts', () => {
  const lunchOnly: WeekPlan = { AgeGroup: 2, Gender: 1, Number: 0, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'l1', Number: 30 }] };
  const a = analyseWeek(lunchOnly, meals, standard());

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
  const a = analyseWeek(
    { AgeGroup: 2, Gender: 1, Number: 10, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'f1', Number: 10 }] },
    new Map([['f1', fish]]),
    standard(),
  );
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
  const std = standard();
  std.daily[2][2] = { ...std.daily[2][1], EnergyKcal: sv(1800, null), ProteinG: sv(50, null) };
  const week = (Gender: 1 | 2 | 3, Boys?: number, Girls?: number) =>
    analyseWeek({ AgeGroup: 2, Gender, Boys, Girls, Number: 30, Entries: [{ PackageType: 2, DayOfWeek: 1, FeedingId: 'l1', Number: 30 }] }, meals, std);

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
  const std = standardFromCsv(fs.readFileSync(new URL('../../../../apps/server/data/nutrition/wst554-2017.csv', import.meta.url), 'utf8'));
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
