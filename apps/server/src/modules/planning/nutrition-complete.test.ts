import fs from 'node:fs';
import path from 'node:path';
import { PLANNING_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

/**
 * Issue 26 §4–5 over HTTP on the demo data: an analysis names every ingredient it cannot count
 * (or only counts from 参考值) and says it is incomplete, on the day and the meal too; the demo
 * school's week counts its fish; a mixed class is judged against the standard weighted by its
 * boys and girls; a new package starts from the school's own students; a dish may choose its
 * ingredient's composition entry.
 */

const PAGE = { PageIndex: 1, PageSize: 100 };
const STANDARD_CSV = path.resolve(import.meta.dirname, '../../../data/nutrition/wst554-2017.csv');

function tableOne(item: string, ageGroup: number, gender: number): number {
  const [head, ...lines] = fs.readFileSync(STANDARD_CSV, 'utf8').trim().split(/\r?\n/);
  const cols = (head as string).split(',');
  for (const line of lines) {
    const c = line.split(',');
    const at = (name: string) => c[cols.indexOf(name)];
    if (at('table') === 'daily' && at('item') === item && at('age_group') === String(ageGroup) && at('gender') === String(gender)) return Number(at('min'));
  }
  throw new Error(`no ${item}`);
}

interface Meal {
  Id: string;
  Name: string;
  PackageType: number;
}

describe.each(BACKENDS)('nutrition on the full table on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let meals: Meal[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const list = await buyer.ok('WeekFeeding/GetFeedingShoppingcartList', { PagerInfo: PAGE });
    meals = list.ShoppingcartInfos.map((r: { REC_FeedingInfo: Meal }) => r.REC_FeedingInfo).filter((m: Meal) => m.Id);
  }, 60_000);
  afterAll(() => t?.close());

  const meal = (prefix: string) => {
    const m = meals.find((x) => x.Name.startsWith(prefix));
    if (!m) throw new Error(`no meal ${prefix}`);
    return m;
  };
  const week = (name: string, entries: { type: number; day: number; meal: Meal; n: number }[], head: Record<string, unknown> = {}) => ({
    REC_WeekfeedingInfo: {
      WeekFeedingName: name,
      Gender: 1,
      AgeGroup: 2,
      Number: 40,
      REC_WebPackageTypeFeedingInfos: [1, 2, 3].map((pt) => ({
        PackageType: pt,
        REC_WebDayFeedingInfos: entries
          .filter((e) => e.type === pt)
          .map((e) => ({ DayOfWeek: e.day, REC_DetailFeedingInfos: [{ FeedingId: e.meal.Id, Number: e.n }] })),
      })),
      ...head,
    },
  });

  it('answers Complete: false and names an ingredient without composition data with its grams, on the day and the meal', async () => {
    // 营养早餐B's 鲜肉大包 (160 g a portion) has no entry in the book
    const b = meal('营养早餐B');
    const nutrition = await buyer.ok('WeekFeeding/GetFeedingNutrition', { Id: b.Id });
    expect(nutrition.Complete).toBe(false);
    expect(nutrition.Missing).toContainEqual({ ProductName: '鲜肉大包', Grams: 160, Reason: 'unmapped' });

    const { Id } = await buyer.ok('WeekFeeding/AddWeekFeeding', week('缺数据的一周', [{ type: 1, day: 2, meal: b, n: 20 }]));
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id });
    expect(a.Complete).toBe(false);
    // per person: 160 g × 20 of 40 people, once in the week
    expect(a.Missing).toContainEqual({ ProductName: '鲜肉大包', Grams: 80, Reason: 'unmapped', Days: [2], PackageTypes: [1] });
    const tue = a.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === 2);
    expect(tue.Missing).toContainEqual({ ProductName: '鲜肉大包', Grams: 80, Reason: 'unmapped' });
    expect(tue.Meals[0].Missing).toContain('鲜肉大包');
    expect(tue.Findings[0]).toMatchObject({ Code: 'incomplete', Level: 'low' });
    expect(tue.Findings[0].Message).toContain('鲜肉大包 80 g无成分数据，未计入');
    expect(tue.Findings.find((f: { Code: string }) => f.Code === 'energy').Message).toContain('不完整');
    expect(a.WeekAverage.Findings[0].Code).toBe('incomplete');
    const mon = a.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === 1);
    expect(mon.Missing).toEqual([]);
  });

  it('counts the fish of the demo school’s 清蒸鲈鱼 lunch; its week is a mixed class and names only 参考值 ingredients', async () => {
    const weeks = await buyer.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: PAGE });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ Gender: 3, GenderName: '男女混合', Boys: 26, Girls: 24, Number: 50 });
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weeks[0].Id });
    // every ingredient counts: nothing is unmapped, the few named are 参考值 entries
    expect(a.Missing.filter((m: { Reason: string }) => m.Reason === 'unmapped')).toEqual([]);
    expect(a.Complete).toBe(a.Missing.length === 0);
    const wed = a.Days.find((d: { DayOfWeek: number }) => d.DayOfWeek === 3);
    const lunch = wed.Meals.find((m: { PackageType: number }) => m.PackageType === 2);
    expect(lunch.Meals[0]).toMatch(/^清蒸鲈鱼/);
    expect(lunch.Groups.fish).toBeGreaterThan(15);
    // the recomposed week reaches 90 % of the energy of its class on average (it was 68 %)
    expect(a.WeekAverage.PercentOfStandard.Energy).toBeGreaterThanOrEqual(90);
    expect(a.WeekAverage.Findings.find((f: { Code: string }) => f.Code === 'energy').Level).toBe('ok');
  });

  it('judges a mixed class against the standard weighted by its boys and girls', async () => {
    const lunch = meal('小学生午餐');
    const entries = [{ type: 2, day: 1, meal: lunch, n: 40 }];
    const boys = await buyer.ok('WeekFeeding/AddWeekFeeding', week('男生', entries));
    const mixed = await buyer.ok('WeekFeeding/AddWeekFeeding', week('混合', entries, { Gender: 3, Boys: 30, Girls: 10 }));
    const share = 37.5 / (27.5 + 37.5 + 32.5);
    const b = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: boys.Id });
    const m = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: mixed.Id });
    const male = tableOne('energy_kcal', 2, 1);
    const female = tableOne('energy_kcal', 2, 2);
    expect(male).not.toBe(female);
    expect(b.Standard.EnergyKcal).toBeCloseTo(male * share, 1);
    expect(m.Standard.EnergyKcal).toBeCloseTo((male * 0.75 + female * 0.25) * share, 1);
    expect(m).toMatchObject({ Gender: 3, Boys: 30, Girls: 10 });
    const saved = await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id: mixed.Id });
    expect(saved).toMatchObject({ Gender: 3, Boys: 30, Girls: 10 });
    // a one-sex package keeps no counts
    expect(await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id: boys.Id })).toMatchObject({ Boys: null, Girls: null });
  });

  it('keeps the school’s own students for new packages, refusing an empty class', async () => {
    expect(await buyer.ok('WeekFeeding/GetSchoolClass', {})).toEqual({ AgeGroup: 2, Boys: 26, Girls: 24 });
    const empty = await buyer.call('WeekFeeding/SaveSchoolClass', { AgeGroup: 3, Boys: 0, Girls: 0 });
    expect([empty.status, empty.body.Message]).toEqual([400, PLANNING_MSG.classCountsRange]);
    expect(await buyer.ok('WeekFeeding/GetSchoolClass', {})).toEqual({ AgeGroup: 2, Boys: 26, Girls: 24 });
    await buyer.ok('WeekFeeding/SaveSchoolClass', { AgeGroup: 3, Boys: 20, Girls: 22 });
    expect(await buyer.ok('WeekFeeding/GetSchoolClass', {})).toEqual({ AgeGroup: 3, Boys: 20, Girls: 22 });
    // another school has said nothing yet
    const other = await t.client().login('13800000005');
    expect(await other.ok('WeekFeeding/GetSchoolClass', {})).toBeNull();
    // a mixed package without its counts is refused
    const r = await buyer.call('WeekFeeding/AddWeekFeeding', week('无人数', [], { Gender: 3 }));
    expect([r.status, r.body.Message]).toEqual([400, PLANNING_MSG.classCountsRequired]);
  });

  it('lets a dish choose its ingredient’s composition entry over the product’s, and refuses an unknown code', async () => {
    const [food] = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: '加州鲈鱼', PagerInfo: PAGE });
    expect(food.FoodCode).toBe('121226');
    const dish = (code: string | null) => ({
      ENX_DishesinformationInfo: {
        Name: '清蒸海鲈',
        DishesType: 2,
        Cuisine: 2,
        ENX_DishesinformationfoodInfos: [{ FoodId: food.Id, Grams: 80, FoodCode: code }],
      },
    });
    const bad = await buyer.call('ENX_Dishesinformation/AddDishesinformation', dish('999999'));
    expect([bad.status, bad.body.Message]).toEqual([400, PLANNING_MSG.compositionNotFound]);
    const { Id } = await buyer.ok('ENX_Dishesinformation/AddDishesinformation', dish('121250'));
    const list = await buyer.ok('ENX_Dishesinformation/GetDishesinformationList', { SearchName: '清蒸海鲈', PagerInfo: PAGE });
    const line = list.find((d: { Id: string }) => d.Id === Id).ENX_DishesinformationfoodInfos[0];
    expect(line).toMatchObject({ FoodCode: '121250', OwnFoodCode: '121250', ProductFoodCode: '121226', FoodCodeName: '海鲈鱼 (鲜)', FoodCodeVerified: true });
  });
  it('answers a package’s analysis from its last reading only while neither the package nor a meal changed', async () => {
    const fish = meal('清蒸鲈鱼');
    const lunch = meal('小学生午餐');
    const { Id } = await buyer.ok('WeekFeeding/AddWeekFeeding', week('缓存的一周', [{ type: 2, day: 1, meal: fish, n: 40 }]));
    const first = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id });
    expect(await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id })).toEqual(first);
    const tuesdayLunch = (a: { Days: { DayOfWeek: number; Meals: { PackageType: number; Meals: string[] }[] }[] }) =>
      a.Days.find((d) => d.DayOfWeek === 2)?.Meals.find((m) => m.PackageType === 2)?.Meals ?? [];
    expect(tuesdayLunch(first)).toEqual([]);

    // the package changes: Tuesday gets a lunch
    const entries = [
      { type: 2, day: 1, meal: fish, n: 40 },
      { type: 2, day: 2, meal: lunch, n: 40 },
    ];
    await buyer.ok('WeekFeeding/UpdateWeekFeeding', { REC_WeekfeedingInfo: { ...week('缓存的一周', entries).REC_WeekfeedingInfo, Id } });
    const second = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id });
    expect(tuesdayLunch(second)).toHaveLength(1);

    // a meal's ingredient changes: the fish loses its composition entry, then gets it back
    const operator = await t.client().login('13800000004');
    const [food] = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: '加州鲈鱼', PagerInfo: PAGE });
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: food.Id, FoodCode: null, NetWeight: food.NetWeight });
    const unmapped = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id });
    expect(unmapped.Missing).toContainEqual(expect.objectContaining({ ProductName: '加州鲈鱼', Reason: 'unmapped' }));
    expect(unmapped.Days[0].Total.ProteinG).toBeLessThan(second.Days[0].Total.ProteinG);
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: food.Id, FoodCode: food.FoodCode, NetWeight: food.NetWeight });
    expect(await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id })).toEqual(second);

    // the cache never answers another firm, nor after the package is gone
    const other = await t.client().login('13800000005');
    expect((await other.call('WeekFeeding/GetNutritionAnalysis', { Id })).status).toBe(403);
    await buyer.ok('WeekFeeding/DeleteWeekFeeding', { Id });
    expect((await buyer.call('WeekFeeding/GetNutritionAnalysis', { Id })).status).toBe(404);
  });
});
