import type { InputOf } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const fen = (yuan: number) => Math.round(yuan * 100);

interface Product {
  FoodSaleShelfId: string;
  Name: string;
  PresentPrice: number;
  CartNumber: number;
  QuantityStep: number;
  Stock: number;
  SupplyFirmId: string;
}

describe.each(BACKENDS)('ingredient plans on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let mine: Product[];
  let terms: InputOf<'SupplierSetting/SaveDeliverySettings'>;
  const plan = (lines: { FoodSaleShelfId: string; Number: number }[], name = '十一月第一周食材') => ({
    B2B_FoodplanInfo: { Name: name, StartTime: '2026-11-02', EndTime: '2026-11-06', B2B_FoodplandetailInfos: lines },
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const all: Product[] = [];
    for (let page = 1; page <= 20; page++) {
      const r = await buyer.call('B2B_Foodplan/GetFeedingShoppingCartProducts', { PagerInfo: { PageIndex: page, PageSize: 100 } });
      expect(r.status).toBe(200);
      all.push(...r.body.Data.ShoppingcartInfos);
      if (r.body.Data.ShoppingcartInfos.length < 100) break;
    }
    mine = all.filter((p) => p.SupplyFirmId === s.FirmId && p.Stock >= p.CartNumber * 3);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    terms = await supplier.ok('SupplierSetting/GetDeliverySettings', {});
    // freight 7 until the goods reach 100 000, no minimum
    await supplier.ok('SupplierSetting/SaveDeliverySettings', { ...terms, Freight: 7, FreeFreightAmount: 100_000, MinOrderAmount: 0 });
  }, 60_000);
  afterAll(() => t?.close());

  it('lists on-sale products but never nutrition meals, searched by product name', async () => {
    const first = mine[0] as Product;
    const found = await buyer.ok('B2B_Foodplan/GetFeedingShoppingCartProducts', { ProductName: first.Name, PagerInfo: PAGE });
    expect(found.ShoppingcartInfos.map((p: Product) => p.FoodSaleShelfId)).toContain(first.FoodSaleShelfId);
    const meals = await buyer.ok('B2B_Foodplan/GetFeedingShoppingCartProducts', { ProductName: '营养餐', PagerInfo: PAGE });
    const mealsInStore = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
    expect(mealsInStore.length).toBeGreaterThan(0);
    const ids = new Set(meals.ShoppingcartInfos.map((p: Product) => p.FoodSaleShelfId));
    for (const m of mealsInStore) expect(ids.has(m.FoodSaleShelfId)).toBe(false);
  });

  it('refuses a plan without name, products or dates, or ending before it starts, in Chinese', async () => {
    const line = [{ FoodSaleShelfId: (mine[0] as Product).FoodSaleShelfId, Number: 1 }];
    const cases: [unknown, string][] = [
      [{ ...plan(line).B2B_FoodplanInfo, Name: '  ' }, '食材计划名称未填写！'],
      [{ ...plan(line).B2B_FoodplanInfo, B2B_FoodplandetailInfos: [] }, '未选择商品！'],
      [{ ...plan(line).B2B_FoodplanInfo, StartTime: '' }, '请选择计划时间'],
      [{ ...plan(line).B2B_FoodplanInfo, EndTime: '2026-11-01' }, '结束时间不能早于开始时间'],
    ];
    const before = await buyer.call('B2B_Foodplan/GetB2B_FoodplanList', { PagerInfo: PAGE });
    for (const [body, message] of cases) {
      const r = await buyer.raw('B2B_Foodplan/AddB2B_Foodplan', { B2B_FoodplanInfo: body });
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
    const unknown = await buyer.call('B2B_Foodplan/AddB2B_Foodplan', plan([{ FoodSaleShelfId: 'no-such-item', Number: 1 }]));
    expect(unknown.status).toBe(400);
    const after = await buyer.call('B2B_Foodplan/GetB2B_FoodplanList', { PagerInfo: PAGE });
    expect(after.body.PagerInfo.RowCount).toBe(before.body.PagerInfo.RowCount);
  });

  it('answers lines, totals, freight by the supplier’s terms and points, worked by hand', async () => {
    const [a, b] = mine as [Product, Product];
    const qa = a.CartNumber * 2;
    const qb = b.CartNumber;
    const { Id } = await buyer.ok(
      'B2B_Foodplan/AddB2B_Foodplan',
      plan([
        { FoodSaleShelfId: a.FoodSaleShelfId, Number: qa },
        { FoodSaleShelfId: b.FoodSaleShelfId, Number: qb },
      ]),
    );
    const got = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    const goodsFen = fen(a.PresentPrice) * qa + fen(b.PresentPrice) * qb;
    expect(got.Name).toBe('十一月第一周食材');
    expect(got.StartTime).toBe('2026-11-02T00:00:00+08:00');
    expect(got.Number).toBe(qa + qb);
    expect(got.B2B_FoodplandetailInfos).toHaveLength(2);
    const la = got.B2B_FoodplandetailInfos.find((l: { FoodSaleShelfId: string }) => l.FoodSaleShelfId === a.FoodSaleShelfId);
    expect(la).toMatchObject({
      Number: qa,
      PresentPrice: a.PresentPrice,
      Subtotal: (fen(a.PresentPrice) * qa) / 100,
      Points: (fen(a.PresentPrice) * qa) / 100,
    });
    expect(fen(got.TotalPrice)).toBe(goodsFen);
    expect(got.Freight).toBe(7);
    expect(fen(got.TotalWithFreight)).toBe(goodsFen + 700);
    expect(fen(got.Points)).toBe(goodsFen);
    // free freight once the goods reach the supplier's threshold
    await supplier.ok('SupplierSetting/SaveDeliverySettings', { ...terms, Freight: 7, FreeFreightAmount: goodsFen / 100, MinOrderAmount: 0 });
    const free = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    expect(free.Freight).toBe(0);
    expect(fen(free.TotalWithFreight)).toBe(goodsFen);
    await supplier.ok('SupplierSetting/SaveDeliverySettings', { ...terms, Freight: 7, FreeFreightAmount: 100_000, MinOrderAmount: 0 });
    // listed and searched
    const list = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanList', { SearchName: '十一月第一周', PagerInfo: PAGE });
    expect(list.map((p: { Id: string }) => p.Id)).toContain(Id);
    // update replaces the lines
    await buyer.ok('B2B_Foodplan/UpdateB2B_Foodplan', {
      B2B_FoodplanInfo: { ...plan([{ FoodSaleShelfId: a.FoodSaleShelfId, Number: qa }], '改后的计划').B2B_FoodplanInfo, Id },
    });
    const updated = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    expect(updated.Name).toBe('改后的计划');
    expect(updated.B2B_FoodplandetailInfos).toHaveLength(1);
  });

  it('keeps other firms out: 403/404 and nothing changed', async () => {
    const a = mine[0] as Product;
    const { Id } = await buyer.ok('B2B_Foodplan/AddB2B_Foodplan', plan([{ FoodSaleShelfId: a.FoodSaleShelfId, Number: a.CartNumber }], '别人碰不到'));
    const before = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    const refused = [
      await otherBuyer.call('B2B_Foodplan/GetB2B_FoodplanById', { Id }),
      await otherBuyer.call('B2B_Foodplan/UpdateB2B_Foodplan', {
        B2B_FoodplanInfo: { ...plan([{ FoodSaleShelfId: a.FoodSaleShelfId, Number: a.CartNumber }], '改掉').B2B_FoodplanInfo, Id },
      }),
      await otherBuyer.call('B2B_Foodplan/DeleteB2B_Foodplan', { Id }),
      await otherBuyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [Id] }),
    ];
    for (const r of refused) expect([403, 404]).toContain(r.status);
    expect(await otherBuyer.ok('B2B_Foodplan/GetB2B_FoodplanList', { SearchName: '别人碰不到', PagerInfo: PAGE })).toHaveLength(0);
    expect(await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id })).toEqual(before);
    expect((await supplier.call('B2B_Foodplan/GetB2B_FoodplanList', { PagerInfo: PAGE })).status).toBe(403);
    expect((await buyer.call('B2B_Foodplan/GetB2B_FoodplanById', { Id: 'missing' })).status).toBe(404);
    await buyer.ok('B2B_Foodplan/DeleteB2B_Foodplan', { Id });
    expect((await buyer.call('B2B_Foodplan/GetB2B_FoodplanById', { Id })).status).toBe(404);
  });

  it('orders a plan: one order per supplier, source 2, the plan named on it, freight by the terms; filterable by source', async () => {
    const [a, b] = mine as [Product, Product];
    const { Id } = await buyer.ok(
      'B2B_Foodplan/AddB2B_Foodplan',
      plan(
        [
          { FoodSaleShelfId: a.FoodSaleShelfId, Number: a.CartNumber },
          { FoodSaleShelfId: b.FoodSaleShelfId, Number: b.CartNumber },
        ],
        '下单用计划',
      ),
    );
    const p = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    // ordered the Wednesday before the plan's Monday, when its first day can still be delivered
    const seeded = t.clock.now();
    t.clock.set('2026-10-28T10:00:00+08:00');
    const made = await buyer.ok('B2B_Foodplan/FoodplanToOrder', { Ids: [Id] }).finally(() => t.clock.set(seeded));
    expect(made).toHaveLength(1);
    expect(fen(made[0].TotalAmount)).toBe(fen(p.TotalWithFreight));
    const planOrders = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: 2, PagerInfo: PAGE });
    const order = planOrders.find((o: { Id: string }) => o.Id === made[0].Id);
    expect(order).toMatchObject({ OrderSourceType: 2, PlanId: Id, PlanName: '下单用计划', Freight: 7 });
    expect(planOrders.every((o: { OrderSourceType: number }) => o.OrderSourceType === 2)).toBe(true);
    const cartOrders = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: 0, PagerInfo: PAGE });
    expect(cartOrders.some((o: { Id: string }) => o.Id === made[0].Id)).toBe(false);
    const all = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: -1, PagerInfo: PAGE });
    expect(all.some((o: { Id: string }) => o.Id === made[0].Id)).toBe(true);
    const amount2 = await buyer.ok('Order/GetOrderAmountStatistics', { OrderSourceType: 2 });
    const amount1 = await buyer.ok('Order/GetOrderAmountStatistics', { OrderSourceType: 1 });
    // the statistic counts the goods (lines at their received quantities), not the freight
    const sum2 = planOrders.filter((o: { Status: number }) => o.Status !== 5).reduce((s: number, o: { GoodsAmount: number }) => s + fen(o.GoodsAmount), 0);
    expect(fen(amount2)).toBe(sum2);
    expect(amount1).toBe(0);
    expect((await buyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [] })).body.Message).toBe('请选择食材计划后提交！');
  });
});
