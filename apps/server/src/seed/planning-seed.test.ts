import { toChinaIso } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';
import { MEALS, PRODUCTS, SUPPLIERS } from './catalogue-data.js';
import { netWeightOf } from './planning-demo.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const DAY = 86_400_000;
type Trace = {
  Name: string;
  REC_FeedingdetailInfos: {
    DishesName: string;
    FD_FoodTraceabilities: { ProductName: string; SupplyName: string; BatchNumber: string | null; ReceivedTime: string | null }[];
  }[];
};

describe('net weights of the demo products', () => {
  it('reads packs of packs, whole fruit by the piece and eggs by the count', () => {
    const weight = (name: string) => {
      const p = PRODUCTS.find((x) => x.name === name);
      return p ? netWeightOf(p.name, p.specification, p.unit) : undefined;
    };
    expect(weight('菠菜营养挂面')).toBe(8_000); // 800g×10包/箱
    expect(weight('金针菇')).toBe(4_500); // 150g×30包/箱
    expect(weight('南汇麒麟西瓜')).toBe(5_000); // 约5kg/个
    expect(weight('散养土鸡蛋')).toBe(1_500); // 30枚/盒, 50 g an egg
    expect(weight('鲜鹌鹑蛋')).toBe(5_000); // quail eggs come by weight
    expect(weight('压榨一级花生油')).toBe(4_600); // 5L/桶, 0.92 kg a litre
  });
});

describe.each(BACKENDS)('the seeded planning demo, through the API, on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let week: { Id: string; REC_WebPackageTypeFeedingInfos: { REC_WebDayFeedingInfos: { REC_DetailFeedingInfos: { FeedingId: string; Name: string }[] }[] }[] };
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    [week] = await buyer.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: PAGE });
  });
  afterAll(() => t.close());

  it('composes every demo meal of dishes, and traces the kitchens’ ingredients to batches received in the last days', async () => {
    const meals = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
    expect(meals.map((m: { ProductName: string }) => m.ProductName).sort()).toEqual(MEALS.map((m) => m[0]).sort());
    const now = t.clock.now().getTime();
    let batches = 0;
    for (const m of meals) {
      const trace: Trace = await t.client().ok('Trace/GetFeedingFoodTraceabilityById', { Id: m.FoodSaleShelfId });
      expect(trace.REC_FeedingdetailInfos.length, m.ProductName).toBeGreaterThanOrEqual(2);
      for (const d of trace.REC_FeedingdetailInfos) {
        expect(d.FD_FoodTraceabilities.length, `${m.ProductName} ${d.DishesName}`).toBeGreaterThan(0);
        // the demo supplier's own goods are not in the kitchens' purchases; every other ingredient is
        for (const f of d.FD_FoodTraceabilities.filter((x) => x.SupplyName !== SUPPLIERS[0]?.name)) {
          expect(f.BatchNumber, `${m.ProductName} ${f.ProductName}`).toBeTruthy();
          const received = Date.parse(f.ReceivedTime as string);
          expect(received).toBeLessThan(now);
          expect(received).toBeGreaterThan(now - 5 * DAY);
          batches++;
        }
      }
    }
    expect(batches).toBeGreaterThan(30);
  });

  it('gives a demo lunch a plausible energy and names exactly its ingredients without composition data', async () => {
    const lunch = week.REC_WebPackageTypeFeedingInfos.flatMap((p) => p.REC_WebDayFeedingInfos.flatMap((d) => d.REC_DetailFeedingInfos)).find(
      (e) => e.Name === '小学生午餐套餐（两荤两素一汤）',
    );
    const n = await buyer.ok('WeekFeeding/GetFeedingNutrition', { Id: lunch?.FeedingId as string });
    expect(n.PackageType).toBe(2);
    expect(n.EnergyKcal).toBeGreaterThan(400);
    expect(n.EnergyKcal).toBeLessThan(1200);
    type Ingredient = { Name: string; FoodCode: string | null; Verified: boolean };
    type Missing = { ProductName: string; Reason: 'unmapped' | 'unverified' };
    const names = (list: string[]) => [...new Set(list)].sort();
    const ingredients: Ingredient[] = n.Ingredients;
    const missing: Missing[] = n.Missing;
    // every ingredient without an entry is named as uncounted, every one counted from 参考值 as such, nothing else
    const unmapped = names(ingredients.filter((i) => i.FoodCode === null).map((i) => i.Name));
    const unverified = names(ingredients.filter((i) => i.FoodCode !== null && !i.Verified).map((i) => i.Name));
    expect(names(missing.filter((m) => m.Reason === 'unmapped').map((m) => m.ProductName))).toEqual(unmapped);
    expect(names(missing.filter((m) => m.Reason === 'unverified').map((m) => m.ProductName))).toEqual(unverified);
    expect(n.Complete).toBe(missing.length === 0);
    expect(ingredients.find((i) => i.Name === '五常稻花香大米')?.FoodCode).toBeTruthy();
    expect(missing.map((m) => m.ProductName)).not.toContain('五常稻花香大米');
  });

  it('makes the demo week good but not perfect: some findings met, some low or high', async () => {
    const a = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: week.Id });
    const levels = new Set(a.WeekAverage.Findings.map((f: { Level: string }) => f.Level));
    expect(levels.has('ok')).toBe(true);
    expect(levels.has('low') || levels.has('high')).toBe(true);
    expect(a.Missing.length).toBeGreaterThan(0);
  });

  it('plans the school’s ingredients for next Monday to Friday (China dates)', async () => {
    const [plan] = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanList', { SearchName: '下周食材计划', PagerInfo: PAGE });
    // five foods on their own days: greens every morning, meat every other day, dry goods on Monday
    expect(plan.B2B_FoodplandetailInfos).toHaveLength(12);
    expect(new Set(plan.B2B_FoodplandetailInfos.map((l: { DeliveryDate: string }) => l.DeliveryDate)).size).toBe(5);
    expect(plan.StartTime).toMatch(/T00:00:00\+08:00$/);
    const start = Date.parse(plan.StartTime);
    expect(new Date(start + 8 * 3_600_000).getUTCDay()).toBe(1);
    expect(Date.parse(plan.EndTime) - start).toBe(4 * DAY);
    const today = Date.parse(`${toChinaIso(t.clock.now()).slice(0, 10)}T00:00:00+08:00`);
    expect(start - today).toBeGreaterThanOrEqual(DAY);
    expect(start - today).toBeLessThanOrEqual(7 * DAY);
  });
});
