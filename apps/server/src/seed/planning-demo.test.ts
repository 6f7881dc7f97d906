import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';
import { MEALS, PRODUCTS } from './catalogue-data.js';
import { compositionCodeOf, DISH_LIBRARY, dishFor, netWeightOf } from './planning-demo.js';

describe('the demo of meal planning, as data', () => {
  const ingredients = PRODUCTS.filter((p) => p.typeCode !== '100');

  it('knows the net weight of every demo ingredient, from its specification', () => {
    for (const p of ingredients) expect(netWeightOf(p.name, p.specification, p.unit), `${p.name} ${p.specification}`).toBeGreaterThan(0);
    // by hand
    expect(netWeightOf('五常稻花香大米', '10kg/袋', '袋')).toBe(10_000);
    expect(netWeightOf('鸡蛋挂面', '1kg×10包/箱', '箱')).toBe(10_000);
    expect(netWeightOf('学生饮用奶 纯牛奶', '200ml×24盒/箱', '箱')).toBe(4_800);
    expect(netWeightOf('一级大豆油', '20L/桶', '桶')).toBe(18_400);
    expect(netWeightOf('鲜鸡蛋（食堂装）', '360枚/箱', '箱')).toBe(18_000);
    expect(netWeightOf('本地菠菜', '散装称重', '斤')).toBe(500);
    expect(netWeightOf('三黄鸡', '约1.25kg/只', '只')).toBe(1_250);
  });

  it('maps a product to a composition entry only where it is that food', () => {
    expect(compositionCodeOf('普罗旺斯番茄')).toBe('043119');
    expect(compositionCodeOf('番茄沙司')).toBeNull();
    expect(compositionCodeOf('菠菜营养挂面')).toBe('011301x');
    expect(compositionCodeOf('高邮咸鸭蛋')).toBeNull();
    expect(ingredients.filter((p) => compositionCodeOf(p.name)).length).toBeGreaterThan(50);
  });

  it('has a dish for every line of every demo meal, made of demo products', () => {
    const names = new Set(ingredients.map((p) => p.name));
    for (const row of MEALS) for (const line of row[4]) expect(() => dishFor(line), line).not.toThrow();
    for (const [, spec] of DISH_LIBRARY) for (const [product] of spec.ingredients) expect(names.has(product), `${spec.name}: ${product}`).toBe(true);
  });
});

describe.each(BACKENDS)('the seeded planning demo on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
  });
  afterAll(() => t.close());

  it('gives the demo school a 15-meal week whose meals are made of dishes, with their nutrition and what is missing', async () => {
    const weeks = await buyer.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '三年级营养周菜谱', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(weeks).toHaveLength(1);
    expect(weeks[0].TotalNum).toBe(15 * 50);
    const entries = weeks[0].REC_WebPackageTypeFeedingInfos.flatMap((p: { REC_WebDayFeedingInfos: { REC_DetailFeedingInfos: unknown[] }[] }) =>
      p.REC_WebDayFeedingInfos.flatMap((d) => d.REC_DetailFeedingInfos),
    ) as { FeedingId: string; FeedingInfo: { PackageType: number; REC_FeedingdetailInfos: unknown[] } }[];
    expect(entries).toHaveLength(15);
    for (const e of entries) expect(e.FeedingInfo.REC_FeedingdetailInfos.length).toBeGreaterThanOrEqual(2);
    const lunch = entries.find((e) => e.FeedingInfo.PackageType === 2);
    const n = await buyer.ok('WeekFeeding/GetFeedingNutrition', { Id: lunch?.FeedingId as string });
    expect(n.EnergyKcal).toBeGreaterThan(400);
    expect(n.EnergyKcal).toBeLessThan(1200);
    const analysis = await buyer.ok('WeekFeeding/GetNutritionAnalysis', { Id: weeks[0].Id });
    expect(analysis.Days).toHaveLength(5);
    expect(analysis.ServedSharePct).toBe(100);
  });

  it('offers the demo week’s candidates for each meal of the day', async () => {
    for (const PackageType of [1, 2, 3]) {
      const page = await buyer.ok('WeekFeeding/GetFeedingShoppingcartList', { PackageType, AgeGroup: 2, Gender: 1, PagerInfo: { PageIndex: 1, PageSize: 20 } });
      expect(page.ShoppingcartInfos.length, `package type ${PackageType}`).toBeGreaterThanOrEqual(3);
    }
  });
});
