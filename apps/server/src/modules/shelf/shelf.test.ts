import { MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(BACKENDS)('the supplier shelf on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let typeId: string;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: PNG });
    // saves here go to the store at once: the platform's review is off (operator/review.test.ts covers it on)
    await (await t.client().login('13800000004')).ok('Operator/SaveSettings', { ShelfReviewRequired: false });
  });
  afterAll(() => t?.close());

  const item = (over: Record<string, unknown> = {}) => ({
    ProductName: '测试有机小米',
    FoodTypeId: typeId,
    FoodSpecification: '5kg/袋',
    Unit: '袋',
    FoodBrand: '塞北',
    SealNumber: 'XM-01',
    FoodShelfLife: 365,
    PresentPrice: 58.8,
    OriginalPrice: 66,
    Stock: 500,
    ImageFileIds: [imageId],
    Introduction: '<h3>产地</h3><p onclick="x()">山西沁州<script>alert(1)</script></p><img src="https://evil.example/x.png"><img src="/v1/File/Download/abc">',
    ...over,
  });

  it('adds an item that appears in the store at once, with its introduction sanitized', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item());
    const found = await t.client().ok('Store/GetFoodsaleshelfDetailList', { ProductName: '有机小米', PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(found.map((p: { Id: string }) => p.Id)).toContain(Id);
    const d = await t.client().ok('Store/GetProductDetailById', { Id });
    expect(d).toMatchObject({ PresentPrice: 58.8, OriginalPrice: 66, IsDiscount: false, Stock: 500 });
    expect(d.Introduction).toContain('<h3>产地</h3>');
    expect(d.Introduction).not.toMatch(/script|onclick|evil/);
    expect(d.Introduction).toContain('/v1/File/Download/abc');

    // edit, then take off sale: gone from the store, still on the shelf
    await supplier.ok('SupplierShelf/SaveShelfItem', item({ Id, PresentPrice: 49.9 }));
    expect((await t.client().ok('Store/GetProductDetailById', { Id })).PresentPrice).toBe(49.9);
    await supplier.ok('SupplierShelf/SetOnSale', { Id, OnSale: false });
    expect((await t.client().call('Store/GetProductDetailById', { Id })).status).toBe(404);
    const shelf = await supplier.ok('SupplierShelf/GetShelfList', { OnSale: false, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(shelf.map((p: { Id: string }) => p.Id)).toContain(Id);
  });

  it('answers each rule with its message', async () => {
    for (const [over, message] of [
      [{ ProductName: '' }, MSG.enterProductName],
      [{ FoodTypeId: 'nope' }, MSG.chooseFoodType],
      [{ PresentPrice: 0 }, MSG.priceRange],
      [{ PresentPrice: 1.234 }, MSG.priceRange],
      [{ OriginalPrice: 10 }, MSG.originalBelowPrice],
      [{ Stock: -1 }, MSG.stockRange],
      [{ ImageFileIds: ['01890000-0000-7000-8000-000000000000'] }, MSG.fileNotFound],
    ] as const) {
      const r = await supplier.raw('SupplierShelf/SaveShelfItem', item(over));
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
  });

  it('keeps seckill windows honest: below the price, no overlap, started ones only extended, sold ones kept', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '秒杀测试小米' }));
    const now = t.clock.now().getTime();
    const at = (h: number) => new Date(now + h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const above = await supplier.call('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: at(1),
      EndTime: at(2),
      PresentPrice: 60,
      Quantity: 10,
    });
    expect(above.body.Message).toBe(MSG.seckillPriceBelow);
    const order = await supplier.call('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: at(2),
      EndTime: at(1),
      PresentPrice: 30,
      Quantity: 10,
    });
    expect(order.body.Message).toBe(MSG.seckillTimeOrder);
    const { Id: w } = await supplier.ok('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: at(-0.5),
      EndTime: at(2),
      PresentPrice: 30,
      Quantity: 10,
    });
    const overlap = await supplier.call('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: at(1),
      EndTime: at(3),
      PresentPrice: 30,
      Quantity: 10,
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.Message).toBe(MSG.seckillOverlap);

    // a buyer takes 4; the started window keeps its start and price, may grow and end later
    const buyer = await t.asBuyer();
    await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: Id, CartNumber: 4, SeckillDetailId: w });
    const detail = await t.client().ok('Store/GetProductDetailById', { Id });
    const start = detail.b2B_FoodsaleshelfseckilldetailInfos[0].StartTime;
    expect(
      (await supplier.call('SupplierShelf/SaveSeckillWindow', { Id: w, FoodSaleShelfId: Id, StartTime: start, EndTime: at(3), PresentPrice: 25, Quantity: 10 }))
        .body.Message,
    ).toBe(MSG.seckillStarted);
    expect(
      (await supplier.call('SupplierShelf/SaveSeckillWindow', { Id: w, FoodSaleShelfId: Id, StartTime: start, EndTime: at(3), PresentPrice: 30, Quantity: 3 }))
        .body.Message,
    ).toBe(MSG.seckillQuantityBelowSold(4));
    await supplier.ok('SupplierShelf/SaveSeckillWindow', { Id: w, FoodSaleShelfId: Id, StartTime: start, EndTime: at(3), PresentPrice: 30, Quantity: 20 });
    expect((await supplier.call('SupplierShelf/DeleteSeckillWindow', { Id: w })).body.Message).toBe(MSG.seckillHasOrders);
    const { Id: later } = await supplier.ok('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: at(5),
      EndTime: at(6),
      PresentPrice: 30,
      Quantity: 5,
    });
    await supplier.ok('SupplierShelf/DeleteSeckillWindow', { Id: later });
  });

  it('keeps a supplier to its own items', async () => {
    const mine = await supplier.ok('SupplierShelf/GetShelfList', { PagerInfo: { PageIndex: 1, PageSize: 5 } });
    const all = await t.client().ok('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const foreign = all.find((p: { SupplierId: string }) => p.SupplierId !== me.FirmId);
    expect(mine.every((p: { SupplierId: string }) => p.SupplierId === me.FirmId)).toBe(true);
    expect((await supplier.call('SupplierShelf/SetOnSale', { Id: foreign.Id, OnSale: false })).status).toBe(403);
    expect((await supplier.call('SupplierShelf/SaveShelfItem', item({ Id: foreign.Id }))).status).toBe(403);
    const now = t.clock.now().getTime();
    const r = await supplier.call('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: foreign.Id,
      StartTime: new Date(now + 3_600_000).toISOString(),
      EndTime: new Date(now + 7_200_000).toISOString(),
      PresentPrice: 0.01,
      Quantity: 1,
    });
    expect(r.status).toBe(403);
    expect((await (await t.asBuyer()).call('SupplierShelf/GetShelfList', {})).status).toBe(403);
  });
});
