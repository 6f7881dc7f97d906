import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { largestAllowed } from './quantity-rules.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('largestAllowed', () => {
  it('answers the largest quantity the minimum and step allow at or below a cap', () => {
    expect(largestAllowed(42, 5, 5)).toBe(40);
    expect(largestAllowed(40, 5, 5)).toBe(40);
    expect(largestAllowed(4, 5, 5)).toBe(0);
    expect(largestAllowed(18, 1, 1)).toBe(18);
    expect(largestAllowed(13, 2, 5)).toBe(12);
  });
});

describe.each(BACKENDS)('quantity rules on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let buyer: TestClient;
  let other: TestClient;
  let typeId: string;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    buyer = await t.asBuyer();
    other = await t.client().login('13800000005'); // a buyer of another school
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: PNG });
    // items saved here are bought at once: the platform's review is off (operator/review.test.ts covers it on)
    await (await t.client().login('13800000004')).ok('Operator/SaveSettings', { ShelfReviewRequired: false });
  });
  afterAll(() => t?.close());

  let n = 0;
  const item = (over: Record<string, unknown> = {}) => ({
    ProductName: `测试土豆${++n}-${Math.random().toString(36).slice(2, 7)}`,
    FoodTypeId: typeId,
    FoodSpecification: '散装称重',
    Unit: '斤',
    FoodShelfLife: 30,
    PresentPrice: 3.6,
    OriginalPrice: 4,
    Stock: 500,
    ImageFileIds: [imageId],
    ...over,
  });
  const newItem = async (over: Record<string, unknown> = {}) => {
    const body = item(over);
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', body);
    return { Id: Id as string, name: body.ProductName as string };
  };
  const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const runningOffer = async (shelfId: string, quantity: number, limit = 0) =>
    (
      await supplier.ok('SupplierShelf/SaveSeckillWindow', {
        FoodSaleShelfId: shelfId,
        StartTime: at(-5),
        EndTime: at(120),
        PresentPrice: 1,
        Quantity: quantity,
        LimitPerBuyer: limit,
      })
    ).Id as string;
  const add = (c: TestClient, FoodSaleShelfId: string, CartNumber: number, SeckillDetailId?: string) =>
    c.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId, CartNumber, SeckillDetailId } });
  const lineOf = async (c: TestClient, id: string) =>
    (await c.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).ShoppingcartInfos.find((l: { Id: string }) => l.Id === id);

  it('refuses below the minimum and off the step (400, naming the number and unit); the shelf and cart carry both', async () => {
    const p = await newItem({ MinQuantity: 5, QuantityStep: 5, Stock: 42 });
    const shelf = await supplier.ok('SupplierShelf/GetShelfList', { SearchName: p.name, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(shelf[0]).toMatchObject({ MinQuantity: 5, QuantityStep: 5 });
    expect(await t.client().ok('Store/GetProductDetailById', { Id: p.Id })).toMatchObject({ MinQuantity: 5, QuantityStep: 5 });

    const below = await add(buyer, p.Id, 3);
    expect(below.status).toBe(400);
    expect(below.body.Message).toBe(`「${p.name}」起订量为 5 斤`);
    const off = await add(buyer, p.Id, 7);
    expect(off.status).toBe(400);
    expect(off.body.Message).toBe(`「${p.name}」须按 5 斤的倍数购买`);

    const ok = await add(buyer, p.Id, 10);
    expect(ok.status).toBe(200);
    expect(await lineOf(buyer, ok.body.Data.Id)).toMatchObject({ CartNumber: 10, MinQuantity: 5, QuantityStep: 5 });
    const offUpdate = await buyer.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id: ok.body.Data.Id, CartNumber: 12 } });
    expect(offUpdate.status).toBe(400);
    expect((await lineOf(buyer, ok.body.Data.Id)).CartNumber).toBe(10);
    // a minimum that is no multiple of the step names how it rises
    const q = await newItem({ MinQuantity: 2, QuantityStep: 5, Unit: '箱' });
    const r = await add(buyer, q.Id, 4);
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(`「${q.name}」起订 2 箱，之后须按 5 箱递增（如 2、7、12 箱）`);
  });

  it('refuses a cart total above the stock (409, naming stock and the most one may buy), changing nothing; at the limit it is fine', async () => {
    const p = await newItem({ MinQuantity: 5, QuantityStep: 5, Stock: 42 });
    const c = await t.asBuyer();
    const first = await add(c, p.Id, 10);
    expect(first.status).toBe(200);
    const over = await add(c, p.Id, 35);
    expect(over.status).toBe(409);
    expect(over.body.Message).toBe(`「${p.name}」库存仅剩 42 斤，最多可购买 40 斤`);
    expect((await lineOf(c, first.body.Data.Id)).CartNumber).toBe(10);
    const exact = await add(c, p.Id, 30);
    expect(exact.status).toBe(200);
    expect(exact.body.Data.CartNumber).toBe(40);

    // a typed 999 999 is refused by the contract, not put in the cart as the whole stock
    expect((await add(c, p.Id, 999_999)).status).toBe(400);
  });

  it('refuses a changed quantity above the stock (409) and keeps the line as it was: no silent cap', async () => {
    const p = await newItem({ Stock: 4 });
    const c = await t.asBuyer();
    const { Id } = (await add(c, p.Id, 2)).body.Data;
    const high = await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: 50 } });
    expect(high.status).toBe(409);
    expect(high.body.Message).toBe(`「${p.name}」库存仅剩 4 斤，最多可购买 4 斤`);
    expect((await lineOf(c, Id)).CartNumber).toBe(2);
    expect((await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: 4 } })).status).toBe(200);
    expect((await lineOf(c, Id)).CartNumber).toBe(4);
  });

  it('refuses above a flash sale’s remaining units naming them, never 已抢光 while some remain', async () => {
    const p = await newItem({ Unit: '件', Stock: 1000 });
    const offer = await runningOffer(p.Id, 18);
    await other.ok('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 16, SeckillDetailId: offer });
    const c = await t.asBuyer();
    const over = await add(c, p.Id, 500, offer);
    expect(over.status).toBe(409);
    expect(over.body.Message).toBe(`「${p.name}」秒杀仅剩 2 件，最多可抢 2 件`);
    expect(over.body.Message).not.toContain('已抢光');
    const exact = await add(c, p.Id, 2, offer);
    expect(exact.status).toBe(200);
    expect(await lineOf(c, exact.body.Data.Id)).toMatchObject({ CartNumber: 2, SeckillRemaining: 2, SeckillBuyerRemaining: null });
    const up = await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id: exact.body.Data.Id, CartNumber: 3 } });
    expect(up.status).toBe(409);
    expect(up.body.Message).toBe(`「${p.name}」秒杀仅剩 2 件，最多可抢 2 件`);
    // once none remain, 已抢光
    await other.ok('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 2, SeckillDetailId: offer });
    const gone = await add(c, p.Id, 1, offer);
    expect(gone.status).toBe(409);
    expect(gone.body.Message).toContain('已抢光');
  });

  it('refuses above what the firm may still buy under the per-buyer limit, naming both; at it is fine', async () => {
    const p = await newItem({ Unit: '件', Stock: 1000 });
    const offer = await runningOffer(p.Id, 50, 5);
    const c = await t.client().login('13800000005');
    await c.ok('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 3, SeckillDetailId: offer });
    const over = await add(c, p.Id, 3, offer);
    expect(over.status).toBe(409);
    expect(over.body.Message).toBe(`「${p.name}」每家单位限购 5 件，您还可购买 2 件`);
    const exact = await add(c, p.Id, 2, offer);
    expect(exact.status).toBe(200);
    expect(await lineOf(c, exact.body.Data.Id)).toMatchObject({ CartNumber: 2, SeckillBuyerRemaining: 2 });
    const up = await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id: exact.body.Data.Id, CartNumber: 4 } });
    expect(up.status).toBe(409);
    expect((await lineOf(c, exact.body.Data.Id)).CartNumber).toBe(2);
    // another firm's limit is its own
    const mine = await add(await t.asBuyer(), p.Id, 5, offer);
    expect(mine.status).toBe(200);
  });

  const idOf = (r: { body: unknown }) => (r.body as { Data: { Id: string } }).Data.Id;
  const shelfCount = async (name: string) =>
    (await supplier.ok('SupplierShelf/GetShelfList', { SearchName: name, PagerInfo: { PageIndex: 1, PageSize: 10 } })).length;

  it('saves a shelf item once per Idempotency-Key, repeated or at once', async () => {
    const body = item({ MinQuantity: 2, QuantityStep: 1 });
    const key = `shelf-${Math.random()}`;
    const a = await supplier.raw('SupplierShelf/SaveShelfItem', body, { headers: { 'idempotency-key': key } });
    const b = await supplier.raw('SupplierShelf/SaveShelfItem', body, { headers: { 'idempotency-key': key } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(idOf(b)).toBe(idOf(a));
    expect(await shelfCount(body.ProductName)).toBe(1);

    const twin = item();
    const k2 = `shelf-${Math.random()}`;
    const both = await Promise.all([0, 1].map(() => supplier.raw('SupplierShelf/SaveShelfItem', twin, { headers: { 'idempotency-key': k2 } })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(idOf(both[1]!)).toBe(idOf(both[0]!));
    expect(await shelfCount(twin.ProductName)).toBe(1);
  });

  it('saves a seckill window once per Idempotency-Key, repeated or at once', async () => {
    const offersOf = async (name: string) =>
      (await supplier.ok('SupplierShelf/GetShelfList', { SearchName: name, PagerInfo: { PageIndex: 1, PageSize: 10 } }))[0].b2B_FoodsaleshelfseckilldetailInfos
        .length;
    for (const concurrent of [false, true]) {
      const p = await newItem();
      const body = { FoodSaleShelfId: p.Id, StartTime: at(60), EndTime: at(120), PresentPrice: 1, Quantity: 10, LimitPerBuyer: 0 };
      const key = `seckill-${Math.random()}`;
      const send = () => supplier.raw('SupplierShelf/SaveSeckillWindow', body, { headers: { 'idempotency-key': key } });
      const [a, b] = concurrent ? await Promise.all([send(), send()]) : [await send(), await send()];
      expect([a!.status, b!.status]).toEqual([200, 200]);
      expect(idOf(b!)).toBe(idOf(a!));
      expect(await offersOf(p.name)).toBe(1);
    }
  });
});
