import { MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

describe.each(BACKENDS)('cart, favourites and orders on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let products: { Id: string; ProductName: string; Stock: number; PresentPrice: number; SupplierId: string }[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const r = await t.client().call('Store/GetFoodsaleshelfDetailList', { OrderBy: 'price_asc', PagerInfo: { PageIndex: 1, PageSize: 100 } });
    products = r.body.Data.filter((p: { Stock: number }) => p.Stock >= 100);
  });
  afterAll(() => t?.close());

  const cartOf = (c: TestClient) => c.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 10 } });
  const stockOf = async (id: string) => (await t.client().ok('Store/GetProductDetailById', { Id: id })).Stock;

  it('asks a visitor to log in, with the favourite wording for favourites', async () => {
    const v = t.client();
    const add = await v.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: products[0]!.Id, CartNumber: 1 } });
    expect(add.status).toBe(401);
    expect(add.body.Message).toBe(MSG.loginRequired);
    const fav = await v.call('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: products[0]!.Id } });
    expect(fav.status).toBe(401);
    expect(fav.body.Message).toBe(MSG.favoriteLoginRequired);
    expect((await v.call('Favorite/DeleteFoodCollectById', { FoodSaleShelfId: products[0]!.Id })).body.Message).toBe(MSG.favoriteLoginRequired);
  });

  it('toggles a favourite and fills FoodIsCollect for the firm', async () => {
    const id = products[1]!.Id;
    await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: id } });
    await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: id } });
    expect((await buyer.ok('Store/GetProductDetailById', { Id: id })).FoodIsCollect).toBe(true);
    expect((await t.client().ok('Store/GetProductDetailById', { Id: id })).FoodIsCollect).toBe(false);
    const list = await buyer.ok('Favorite/GetFavoriteList', {});
    expect(list.filter((p: { Id: string }) => p.Id === id)).toHaveLength(1);
    expect(list[0].FoodTypeName).toBeTruthy();
    await buyer.ok('Favorite/DeleteFoodCollectById', { FoodSaleShelfId: id });
    expect((await buyer.ok('Store/GetProductDetailById', { Id: id })).FoodIsCollect).toBe(false);
    expect((await buyer.call('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: 'missing' } })).status).toBe(404);
  });

  it('adds to the cart, merging the same item into one line, and keeps totals', async () => {
    const c = await t.asBuyer();
    await c
      .ok('Cart/BatchDeleteProductFromShoppingCart', { Ids: (await cartOf(c)).ShoppingcartInfos.map((l: { Id: string }) => l.Id).concat('x') })
      .catch(() => {});
    const [a, b] = [products[2]!, products[3]!];
    const first = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: a.Id, CartNumber: 1 } });
    const again = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: a.Id, CartNumber: 2 } });
    expect(again.Id).toBe(first.Id);
    expect(again.CartNumber).toBe(3);
    await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: b.Id } });
    const cart = await cartOf(c);
    expect(cart.LineCount).toBe(2);
    expect(cart.TotalNumber).toBe(4);
    expect(cart.TotalPrice).toBeCloseTo(a.PresentPrice * 3 + b.PresentPrice, 2);
    expect(cart.TotalIntegral).toBe(Math.floor(cart.TotalPrice));
    const zero = await c.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: a.Id, CartNumber: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.Message).toBe(MSG.chooseQuantity);
  });

  it('pages the cart 10 a page and searches it by name', async () => {
    const c = await t.asBuyer();
    for (const p of products.slice(10, 22)) await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 1 } });
    const page1 = await c.call('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(page1.body.Data.ShoppingcartInfos).toHaveLength(10);
    expect(page1.body.PagerInfo.RowCount).toBeGreaterThanOrEqual(12);
    const name = products[12]!.ProductName;
    const found = await c.call('Cart/GetShoppingCartProducts', { ProductName: name, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    expect(found.body.Data.ShoppingcartInfos.map((l: { ProductName: string }) => l.ProductName)).toContain(name);
  });

  it('keeps quantities between 1 and the stock, refusing (never cutting) one above it', async () => {
    const c = await t.asBuyer();
    const p = products[4]!;
    const { Id } = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 1 } });
    await c.ok('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: 5 } });
    const low = await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: 0 } });
    expect(low.status).toBe(400);
    expect(low.body.Message).toBe(MSG.quantityMin);
    const stock = await stockOf(p.Id);
    const high = await c.call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: stock + 1 } });
    expect(high.status).toBe(409);
    expect(high.body.Message).toContain(`「${p.ProductName}」库存仅剩 ${stock} `);
    const line = (await c.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).ShoppingcartInfos.find(
      (l: { Id: string }) => l.Id === Id,
    );
    expect(line).toMatchObject({ CartNumber: 5, MinQuantity: 1, QuantityStep: 1, SeckillBuyerRemaining: null });
  });

  it('moves lines to favourites and deletes lines', async () => {
    const c = await t.asBuyer();
    const [p, q] = [products[5]!, products[6]!];
    await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 1 } });
    const { Id } = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: q.Id, CartNumber: 1 } });
    expect((await c.ok('Cart/BatchStoreUpProduct', { FoodSaleShelfIds: [p.Id] })).Moved).toBe(1);
    expect((await c.ok('Store/GetProductDetailById', { Id: p.Id })).FoodIsCollect).toBe(true);
    await c.ok('Cart/DeleteShoppingCart', { Id });
    const ids = (await cartOf(c)).ShoppingcartInfos.map((l: { FoodSaleShelfId: string }) => l.FoodSaleShelfId);
    expect(ids).not.toContain(p.Id);
    expect(ids).not.toContain(q.Id);
    const none = await c.call('Cart/MakeOrder', { Ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe(MSG.selectProducts);
  });

  it('makes one order per supplier with frozen prices, takes stock and empties those lines', async () => {
    const c = await t.asBuyer();
    const bySupplier = new Map<string, (typeof products)[number]>();
    for (const p of products) {
      if (bySupplier.has(p.SupplierId)) continue;
      // suppliers without a minimum order amount (起送金额), so that a few units make an order
      const [group] = await c.ok('Cart/PreviewOrder', { FoodSaleShelfId: p.Id, CartNumber: 1 });
      if (group.MinOrderAmount === 0) bySupplier.set(p.SupplierId, p);
    }
    const [a, b] = [...bySupplier.values()];
    const before = { a: await stockOf(a!.Id), b: await stockOf(b!.Id) };
    const la = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: a!.Id, CartNumber: 3 } });
    const lb = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: b!.Id, CartNumber: 2 } });
    const made = await c.ok('Cart/MakeOrder', { Ids: [la.Id, lb.Id] });
    expect(made).toHaveLength(2);
    expect(await stockOf(a!.Id)).toBe(before.a - la.CartNumber);
    expect(await stockOf(b!.Id)).toBe(before.b - lb.CartNumber);
    const orders = await c.call('Order/GetFirmElectricityOrderList', { Status: 1, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const mine = orders.body.Data.filter((o: { Id: string }) => made.some((m: { Id: string }) => m.Id === o.Id));
    expect(mine).toHaveLength(2);
    for (const o of mine) {
      expect(o.Status).toBe(1);
      expect(o.OrderSourceType).toBe(0);
      expect(o.OrderNo).toMatch(/^SL\d{20}$/);
      const line = o.B2B_ElectricityorderdetailInfos[0];
      expect(line.TotalAmount).toBeCloseTo(line.Price * line.SealNumber, 2);
    }
    const ids = (await cartOf(c)).ShoppingcartInfos.map((l: { Id: string }) => l.Id);
    expect(ids).not.toContain(la.Id);
    // submitting the same lines again makes nothing
    const again = await c.call('Cart/MakeOrder', { Ids: [la.Id, lb.Id] });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(MSG.duplicateSubmit);
    const counts = await c.ok('Order/GetOrderStatusCounts', {});
    expect(counts['1']).toBeGreaterThanOrEqual(2);
  });

  it('makes no second order for a repeated Idempotency-Key, answering the first result again', async () => {
    const c = await t.asBuyer();
    const p = products[7]!;
    const stock = await stockOf(p.Id);
    const key = `k-${Math.random()}`;
    const first = await c.raw('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 1 }, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const second = await c.raw('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 1 }, { headers: { 'idempotency-key': key } });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.Data).toEqual(first.body.Data);
    expect(await stockOf(p.Id)).toBe(stock - 1);
  });

  it('refuses an order beyond the stock, naming the product, and takes nothing', async () => {
    const c = await t.asBuyer();
    const [p, q] = [products[8]!, products[9]!];
    const stockP = await stockOf(p.Id);
    const stockQ = await stockOf(q.Id);
    const lq = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: q.Id, CartNumber: 1 } });
    const lp = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 1 } });
    // someone else buys the stock away meanwhile
    await (await t.asBuyer()).ok('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: stockP });
    const r = await c.call('Cart/MakeOrder', { Ids: [lq.Id, lp.Id] });
    expect(r.status).toBe(409);
    // named, whether the quantity rules or the stock UPDATE see the shortage first
    expect(r.body.Message).toContain(p.ProductName);
    expect(await stockOf(q.Id)).toBe(stockQ);
    // the lines are still in the cart
    const all = await c.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(all.ShoppingcartInfos.map((l: { Id: string }) => l.Id)).toEqual(expect.arrayContaining([lq.Id, lp.Id]));
  });

  it('sells a seckill offer only inside its window, at its price, never beyond its quantity', async () => {
    const c = await t.asBuyer();
    const windows = await c.ok('Store/GetSkillList', {});
    const offers = windows.flatMap((w: { b2B_FoodsaleshelfseckilldetailInfos: unknown[] }) => w.b2B_FoodsaleshelfseckilldetailInfos);
    const running = offers.find((o: { Status: number; SoldPercent: number }) => o.Status === 2 && o.SoldPercent < 100);
    const upcoming = offers.find((o: { Status: number }) => o.Status === 1);
    const ended = offers.find((o: { Status: number }) => o.Status === 3);
    const early = await c.call('Cart/BuyNow', { FoodSaleShelfId: upcoming.SaleShelfId, CartNumber: 1, SeckillDetailId: upcoming.Id });
    expect(early.status).toBe(409);
    expect(early.body.Message).toBe(MSG.seckillNotStarted);
    expect((await c.call('Cart/BuyNow', { FoodSaleShelfId: ended.SaleShelfId, CartNumber: 1, SeckillDetailId: ended.Id })).body.Message).toBe(MSG.seckillEnded);
    const wrong = await c.call('Cart/BuyNow', { FoodSaleShelfId: products[0]!.Id, CartNumber: 1, SeckillDetailId: running.Id });
    expect(wrong.body.Message).toBe(MSG.seckillNotOfProduct);

    // a seckill line is its own line at the seckill price
    const line = await c.ok('Cart/AddToShoppingCart', {
      B2B_ShoppingcartInfo: { FoodSaleShelfId: running.SaleShelfId, CartNumber: 1, SeckillDetailId: running.Id },
    });
    const plain = await c.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: running.SaleShelfId, CartNumber: 1 } });
    expect(line.Id).not.toBe(plain.Id);
    const cart = await c.ok('Cart/GetShoppingCartProducts', { ProductName: running.ProductName, PagerInfo: { PageIndex: 1, PageSize: 10 } });
    const seckillLine = cart.ShoppingcartInfos.find((l: { Id: string }) => l.Id === line.Id);
    expect(seckillLine).toMatchObject({ IsSeckill: true, PresentPrice: running.PresentPrice, Available: true });
    const [order] = await c.ok('Cart/MakeOrder', { Ids: [line.Id] });
    expect(order.TotalAmount).toBeCloseTo(running.PresentPrice, 2);

    // buy the rest, then one more is refused
    const left = running.Quantity - running.OrderQuantity - 1;
    if (left > 0) await c.ok('Cart/BuyNow', { FoodSaleShelfId: running.SaleShelfId, CartNumber: left, SeckillDetailId: running.Id });
    const over = await c.call('Cart/BuyNow', { FoodSaleShelfId: running.SaleShelfId, CartNumber: 1, SeckillDetailId: running.Id });
    expect(over.status).toBe(409);
    expect(over.body.Message).toContain(MSG.seckillSoldOut);
    const detail = await c.ok('Store/GetProductDetailById', { Id: running.SaleShelfId });
    const after = detail.b2B_FoodsaleshelfseckilldetailInfos.find((o: { Id: string }) => o.Id === running.Id);
    expect(after.OrderQuantity).toBe(after.Quantity);
    expect(after.SoldPercent).toBe(100);

    // once the window ends the cart line cannot be ordered
    t.clock.advance(24 * 3_600_000);
    const late = await (await t.asBuyer()).ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    t.clock.advance(-24 * 3_600_000);
    expect(late.ShoppingcartInfos.every((l: { IsSeckill: boolean; Available: boolean }) => !l.IsSeckill || !l.Available)).toBe(true);
  });

  it('keeps one firm out of another firm’s cart, favourites and orders', async () => {
    const mine = await t.asBuyer();
    const p = products[0]!;
    const { Id } = await mine.ok('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 1 } });
    await mine.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: p.Id } });
    const [myOrder] = await mine.ok('Cart/BuyNow', { FoodSaleShelfId: p.Id, CartNumber: 1 });
    const other = await t.client().login('13800000005'); // a buyer of another school

    const otherCart = await other.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(otherCart.ShoppingcartInfos.map((l: { Id: string }) => l.Id)).not.toContain(Id);
    for (const [name, body] of [
      ['Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id, CartNumber: 2 } }],
      ['Cart/DeleteShoppingCart', { Id }],
      ['Cart/BatchDeleteProductFromShoppingCart', { Ids: [Id] }],
      ['Cart/BatchStoreUpProduct', { FoodSaleShelfIds: [p.Id] }],
      ['Cart/MakeOrder', { Ids: [Id] }],
    ] as const) {
      const r = await other.raw(name, body);
      expect(r.status, name).toBe(404);
    }
    // still there, untouched
    const line = (await mine.ok('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).ShoppingcartInfos.find(
      (l: { Id: string }) => l.Id === Id,
    );
    expect(line.CartNumber).toBe(1);

    expect((await other.ok('Store/GetProductDetailById', { Id: p.Id })).FoodIsCollect).toBe(false);
    expect((await other.ok('Favorite/GetFavoriteList', {})).map((f: { Id: string }) => f.Id)).not.toContain(p.Id);
    await other.ok('Favorite/DeleteFoodCollectById', { FoodSaleShelfId: p.Id });
    expect((await mine.ok('Store/GetProductDetailById', { Id: p.Id })).FoodIsCollect).toBe(true);

    const theirOrders = await other.ok('Order/GetFirmElectricityOrderList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    expect(theirOrders.map((o: { Id: string }) => o.Id)).not.toContain(myOrder.Id);
    expect(theirOrders.every((o: { BuyerFirmName: string }) => o.BuyerFirmName !== '')).toBe(true);

    // a supplier account holds no buyer permissions at all
    const supplier = await t.asSupplier();
    for (const name of ['Cart/GetShoppingCartProducts', 'Cart/MakeOrder', 'Order/GetFirmElectricityOrderList', 'Favorite/GetFavoriteList'] as const) {
      expect((await supplier.raw(name, { Ids: [Id] })).status, name).toBe(403);
    }
  });
});
