import { NUTRITION_MEAL_TYPE_CODE, soldPercent } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.js';

describe.each(BACKENDS)('store reads on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  it('serves banners, partners and the food-type tree with ten types and nutrition meals', async () => {
    const c = t.client();
    const banners = await c.ok('Store/GetIndexBackImg', {});
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const img = await fetch(`${t.baseUrl}${banners[0].FileUrl}`);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    expect(await img.text()).toContain('<svg');
    const partners = await c.call('Store/GetFoodproductfirmlogoList', { PagerInfo: { PageIndex: 1, PageSize: 6 } });
    expect(partners.body.Data).toHaveLength(6);
    expect(partners.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(6);
    const tree = await c.ok('Store/GetFoodTypeTree', {});
    const names = tree.map((n: { Name: string }) => n.Name);
    for (const n of ['粮油', '蔬菜', '水果', '肉禽', '水产', '蛋奶', '豆制品', '调味品', '干货', '冻品']) expect(names).toContain(n);
    expect(tree.find((n: { Code: string }) => n.Code === NUTRITION_MEAL_TYPE_CODE)).toBeTruthy();
    expect(tree.find((n: { Name: string }) => n.Name === '蔬菜').Children.length).toBeGreaterThan(0);
  });

  it('lists floors with their food types', async () => {
    const r = await t.client().call('Store/GetFoodfloorLoginess', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(r.body.Data.length).toBeGreaterThanOrEqual(4);
    expect(r.body.Data[0].FD_FoodfloortypedetailmanageInfos[0]).toMatchObject({ FoodTypeCode: expect.any(String), FoodTypeName: expect.any(String) });
  });

  it('searches by name, supplier, type, price, flags, with paging and a total that agrees with GetProductCount', async () => {
    const c = t.client();
    const all = await c.call('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(all.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(200);
    expect(all.body.Data).toHaveLength(20);
    expect(await c.ok('Store/GetProductCount', {})).toBe(all.body.PagerInfo.RowCount);

    const rice = await c.call('Store/GetFoodsaleshelfDetailList', { ProductName: '米', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(rice.body.Data.length).toBeGreaterThan(0);
    for (const p of rice.body.Data) expect(p.ProductName).toContain('米');

    const veg = await c.call('Store/GetFoodsaleshelfDetailList', { FoodTypeCode: '102', PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(veg.body.Data.length).toBeGreaterThan(0);
    for (const p of veg.body.Data) expect(p.FoodTypeCode.startsWith('102')).toBe(true);

    const cheap = await c.call('Store/GetFoodsaleshelfDetailList', { PriceRange: [10, 20], OrderBy: 'price_asc', PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const prices = cheap.body.Data.map((p: { PresentPrice: number }) => p.PresentPrice);
    expect(prices.every((p: number) => p >= 10 && p <= 20)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const open = await c.call('Store/GetFoodsaleshelfDetailList', { PriceRange: [null, 5], PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(open.body.Data.every((p: { PresentPrice: number }) => p.PresentPrice <= 5)).toBe(true);

    const rec = await c.call('Store/GetFoodsaleshelfDetailList', { IsRecommended: true, IsDiscount: true, PagerInfo: { PageIndex: 1, PageSize: 100 } });
    for (const p of rec.body.Data) {
      expect(p.IsRecommended).toBe(true);
      expect(p.IsDiscount).toBe(true);
    }

    const first = all.body.Data[0];
    const bySupplier = await c.call('Store/GetFoodsaleshelfDetailList', {
      SupplyName: first.SupplierName.slice(0, 4),
      PagerInfo: { PageIndex: 1, PageSize: 100 },
    });
    expect(bySupplier.body.Data.length).toBeGreaterThan(0);
    const nobody = await c.call('Store/GetFoodsaleshelfDetailList', { SupplyName: '不存在的供应商名', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(nobody.body.Data).toEqual([]);
    expect(nobody.body.PagerInfo.RowCount).toBe(0);

    const page2 = await c.call('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 2, PageSize: 20 } });
    const ids1 = new Set(all.body.Data.map((p: { Id: string }) => p.Id));
    expect(page2.body.Data.some((p: { Id: string }) => ids1.has(p.Id))).toBe(false);
    expect(page2.body.PagerInfo).toMatchObject({ PageIndex: 2, PageSize: 20 });
  });

  it('treats LIKE wildcards in search text as text', async () => {
    const r = await t.client().call('Store/GetFoodsaleshelfDetailList', { ProductName: '%', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(r.body.PagerInfo.RowCount).toBe(0);
  });

  it('sorts hot sale by units sold and lists nutrition meals by package type', async () => {
    const c = t.client();
    const hot = await c.ok('Store/GetFoodsaleshelfInfoList', { SortNumber: 1, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const sold = hot.map((p: { SoldCount: number }) => p.SoldCount);
    expect(sold[0]).toBeGreaterThan(0);
    expect([...sold].sort((a, b) => b - a)).toEqual(sold);
    for (const type of [1, 2, 3]) {
      const meals = await c.ok('Store/GetFoodsaleshelfInfoList', {
        FoodTypeCode: NUTRITION_MEAL_TYPE_CODE,
        PackageType: type,
        PagerInfo: { PageIndex: 1, PageSize: 5 },
      });
      expect(meals.length).toBeGreaterThan(0);
      for (const m of meals) expect(m.PackageType).toBe(type);
    }
    const latest = await c.ok('Store/GetLatestList', { SortNumber: 0, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const times = latest.map((p: { CreateTime: string }) => p.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows product detail with images, sanitized introduction and real sales figures', async () => {
    const c = t.client();
    const [hot] = await c.ok('Store/GetFoodsaleshelfInfoList', { SortNumber: 1, PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const d = await c.ok('Store/GetProductDetailById', { Id: hot.FoodSaleShelfId });
    expect(d.ProductName).toBe(hot.ProductName);
    expect(d.B2B_FoodsaleshelffileInfos.length).toBeGreaterThan(0);
    expect(d.Introduction).not.toMatch(/<script/i);
    expect(d.SoldCount).toBeGreaterThan(0);
    expect(d.OrderedFirmCount).toBeGreaterThan(0);
    expect(d.FoodIsCollect).toBe(false);
    const missing = await c.call('Store/GetProductDetailById', { Id: '01890000-0000-7000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.IsSuccess).toBe(false);
  });

  it('groups seckill offers into running, upcoming and ended windows on the platform clock', async () => {
    const c = t.client();
    const windows = await c.ok('Store/GetSkillList', {});
    const statuses = windows.map((w: { Status: number }) => w.Status);
    expect(statuses).toContain(1);
    expect(statuses).toContain(2);
    expect(statuses).toContain(3);
    // running first, then about to start, then ended
    const rank = (s: number) => [0, 1, 0, 2][s] as number;
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => rank(a) - rank(b)));
    for (const w of windows) {
      for (const d of w.b2B_FoodsaleshelfseckilldetailInfos) {
        expect(d.SoldPercent).toBe(soldPercent(d.OrderQuantity, d.Quantity));
        expect(d.OrderQuantity).toBeLessThanOrEqual(d.Quantity);
      }
    }
    const soldOut = windows
      .flatMap((w: { b2B_FoodsaleshelfseckilldetailInfos: { SoldPercent: number }[] }) => w.b2B_FoodsaleshelfseckilldetailInfos)
      .filter((d: { SoldPercent: number }) => d.SoldPercent === 100);
    expect(soldOut.length).toBeGreaterThan(0);

    // a detail in seckill mode carries its offers
    const running = windows.find((w: { Status: number }) => w.Status === 2);
    const offer = running.b2B_FoodsaleshelfseckilldetailInfos[0];
    const detail = await c.ok('Store/GetProductDetailById', { Id: offer.SaleShelfId });
    expect(detail.b2B_FoodsaleshelfseckilldetailInfos.map((o: { Id: string }) => o.Id)).toContain(offer.Id);

    // move the clock past every window: all ended
    t.clock.advance(8 * 24 * 3_600_000);
    const later = await c.ok('Store/GetSkillList', {});
    expect(later.every((w: { Status: number }) => w.Status === 3)).toBe(true);
    t.clock.advance(-8 * 24 * 3_600_000);
    const seckillOnly = await c.ok('Store/GetFoodsaleshelfInfoList', { SortNumber: 2, PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(seckillOnly.length).toBeGreaterThan(0);
  });

  it('lists news with 150-character tag-free summaries and counts reads', async () => {
    const c = t.client();
    const r = await c.call('Store/GetDocumentList', { PagerInfo: { PageIndex: 1, PageSize: 6 } });
    expect(r.body.Data).toHaveLength(6);
    expect(r.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(12);
    for (const n of r.body.Data) {
      expect(n.Summary.length).toBeLessThanOrEqual(150);
      expect(n.Summary).not.toMatch(/<[a-z]/i);
    }
    const first = r.body.Data[0];
    const a = await c.ok('Store/GetDocumentById', { Id: first.Id });
    const b = await c.ok('Store/GetDocumentById', { Id: first.Id });
    expect(b.ReadCount).toBe(a.ReadCount + 1);
    expect(a.Source).toContain('<p');
    expect((await c.call('Store/GetDocumentById', { Id: 'nope' })).status).toBe(404);
  });

  it('lists suppliers with search, and shows one with its licences and products', async () => {
    const c = t.client();
    const r = await c.call('Store/GetSupplierList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(r.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(8);
    const s = r.body.Data[0];
    expect(s.ProductCount).toBeGreaterThan(0);
    const found = await c.ok('Store/GetSupplierList', { SearchName: s.FirmName.slice(0, 3), PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(found.map((x: { Id: string }) => x.Id)).toContain(s.Id);
    const d = await c.ok('Store/GetSupplierById', { Id: s.Id });
    expect(d.firmuserInfo.FirmName).toBe(s.FirmName);
    expect(d.firmlicenseInfos.length).toBeGreaterThan(0);
    const products = await c.ok('Store/GetFoodsaleshelfDetailList', { SupplierId: s.Id, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(products.every((p: { SupplierId: string }) => p.SupplierId === s.Id)).toBe(true);
    // a buyer firm is not a supplier
    const buyer = await t.asBuyer();
    const me = await buyer.ok('Account/GetCurrentUser', {});
    expect((await c.call('Store/GetSupplierById', { Id: me.FirmId })).status).toBe(404);
  });

  it('guesses what a visitor likes from hot items and a buyer from its own history', async () => {
    const visitor = await t.client().ok('Store/GetGuessYouLike', { PageSize: 10 });
    expect(visitor).toHaveLength(10);
    const buyer = await (await t.asBuyer()).ok('Store/GetGuessYouLike', { PageSize: 10 });
    expect(buyer).toHaveLength(10);
    expect(buyer.map((p: { Id: string }) => p.Id)).not.toEqual(visitor.map((p: { Id: string }) => p.Id));
  });

  it('reports real store figures', async () => {
    const s = await t.client().ok('Store/GetStoreStats', {});
    expect(s.OrderedFirmCount).toBeGreaterThanOrEqual(5);
    expect(s.SupplierCount).toBeGreaterThanOrEqual(8);
    expect(s.ProductCount).toBeGreaterThanOrEqual(200);
  });
});
