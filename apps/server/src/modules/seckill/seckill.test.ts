import { MSG } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, split, type TestApp, type TestClient, twinOf } from '../../test/helper.js';
import { QUANTITY_MSG } from '../cart/quantity-rules.js';
import { seckillDetails, seckillPurchases } from './seckill.tables.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(BACKENDS)('seckill windows under attack on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let supplier: TestClient;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let typeId: string;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    buyer = await t.asBuyer();
    otherBuyer = await t.client().login('13800000005');
    // the items made here are on sale at once: no shelf review
    await (await t.client().login('13800000004')).ok('Operator/SaveSettings', { ShelfReviewRequired: false });
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: PNG });
    twin = await twinOf(t);
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  const at = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  async function newItem(stock: number): Promise<string> {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', {
      ProductName: `秒杀攻击测试米${Math.random().toString(36).slice(2, 6)}`,
      FoodTypeId: typeId,
      FoodSpecification: '5kg/袋',
      Unit: '袋',
      FoodShelfLife: 365,
      PresentPrice: 50,
      OriginalPrice: 60,
      Stock: stock,
      ImageFileIds: [imageId],
    });
    return Id;
  }
  const windowsOf = (itemId: string) => t.database.db.select().from(seckillDetails).where(eq(seckillDetails.shelfItemId, itemId));

  it('stores exactly one of 10 identical windows saved at once', async () => {
    const itemId = await newItem(100);
    const body = { FoodSaleShelfId: itemId, StartTime: at(1), EndTime: at(3), PresentPrice: 30, Quantity: 10 };
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => split(supplier, twin, i).raw('SupplierShelf/SaveSeckillWindow', body)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.Message).toBe(MSG.seckillOverlap);
    }
    expect(await windowsOf(itemId)).toHaveLength(1);

    // overlapping but different windows at once: still never two that overlap
    const shifted = await Promise.all(
      [0, 0.5, 1, 1.5, 2, 2.5].map((h, i) =>
        split(supplier, twin, i).raw('SupplierShelf/SaveSeckillWindow', { ...body, StartTime: at(4 + h), EndTime: at(5.5 + h) }),
      ),
    );
    expect(shifted.filter((r) => r.status >= 500)).toEqual([]);
    const rows = (await windowsOf(itemId)).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    for (let i = 1; i < rows.length; i++) expect((rows[i] as { startAt: Date }).startAt >= (rows[i - 1] as { endAt: Date }).endAt).toBe(true);
  }, 60_000);

  it('the database itself refuses an overlapping window, whatever path writes it', async () => {
    const itemId = await newItem(100);
    await supplier.ok('SupplierShelf/SaveSeckillWindow', { FoodSaleShelfId: itemId, StartTime: at(1), EndTime: at(3), PresentPrice: 30, Quantity: 10 });
    const now = t.clock.now();
    await expect(
      t.database.db.insert(seckillDetails).values({
        id: `x-${Math.random()}`,
        shelfItemId: itemId,
        startAt: new Date(now.getTime() + 2 * 3_600_000),
        endAt: new Date(now.getTime() + 4 * 3_600_000),
        priceFen: 100,
        quantity: 1,
        createdAt: now,
      }),
    ).rejects.toThrow();
  });

  it('keeps a window within the item’s stock', async () => {
    const itemId = await newItem(8);
    const over = await supplier.raw('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: itemId,
      StartTime: at(1),
      EndTime: at(2),
      PresentPrice: 30,
      Quantity: 9,
    });
    expect(over.status).toBe(400);
    expect(over.body.Message).toBe(MSG.seckillOverStock(8));
    await supplier.ok('SupplierShelf/SaveSeckillWindow', { FoodSaleShelfId: itemId, StartTime: at(1), EndTime: at(2), PresentPrice: 30, Quantity: 8 });
    const limitOver = await supplier.raw('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: itemId,
      StartTime: at(3),
      EndTime: at(4),
      PresentPrice: 30,
      Quantity: 2,
      LimitPerBuyer: 3,
    });
    expect(limitOver.status).toBe(400);
    expect(limitOver.body.Message).toBe(MSG.seckillLimitRange);
  });

  it('holds the per-buyer limit when one buyer sends 20 purchases at once', async () => {
    const itemId = await newItem(100);
    const { Id: offerId } = await supplier.ok('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: itemId,
      StartTime: at(-0.5),
      EndTime: at(2),
      PresentPrice: 30,
      Quantity: 50,
      LimitPerBuyer: 2,
    });
    // the store shows the limit
    const detail = await t.client().ok('Store/GetProductDetailById', { Id: itemId });
    expect(detail.b2B_FoodsaleshelfseckilldetailInfos[0]).toMatchObject({ Id: offerId, LimitPerBuyer: 2 });
    const windows = await t.client().ok('Store/GetSkillList', {});
    const shown = windows
      .flatMap((w: { b2B_FoodsaleshelfseckilldetailInfos: { Id: string }[] }) => w.b2B_FoodsaleshelfseckilldetailInfos)
      .find((d: { Id: string }) => d.Id === offerId);
    expect(shown.LimitPerBuyer).toBe(2);

    const body = { FoodSaleShelfId: itemId, CartNumber: 1, SeckillDetailId: offerId };
    const named = { name: detail.ProductName as string, unit: detail.Unit as string };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => split(buyer, twin, i).raw('Cart/BuyNow', body)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      // the quantity rules' words, or the conditional upsert's when two passed the rules at once
      expect([QUANTITY_MSG.overBuyerLimit(named, 2, 0), MSG.seckillLimitReached(2, 0)]).toContain(r.body.Message);
    }
    // another school is not held by this one's purchases; more than the limit in one go is refused
    expect((await otherBuyer.raw('Cart/BuyNow', { ...body, CartNumber: 3 })).body.Message).toBe(QUANTITY_MSG.overBuyerLimit(named, 2, 2));
    await otherBuyer.ok('Cart/BuyNow', { ...body, CartNumber: 2 });
    const [offer] = await t.database.db.select().from(seckillDetails).where(eq(seckillDetails.id, offerId));
    expect(offer?.orderQuantity).toBe(4);
    // the cart cannot hold more than is left to the firm
    expect((await buyer.raw('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: body })).body.Message).toBe(QUANTITY_MSG.overBuyerLimit(named, 2, 0));

    // a cancelled order gives its units back to the firm's limit
    const [first] = (ok[0]?.body.Data ?? []) as { Id: string }[];
    await buyer.ok('Order/SetOrderStatus', { Id: first?.Id as string, Status: 5 });
    const purchases = await t.database.db.select().from(seckillPurchases).where(eq(seckillPurchases.seckillDetailId, offerId));
    expect(purchases.map((p) => p.quantity).sort()).toEqual([1, 2]);
    await buyer.ok('Cart/BuyNow', body);
    expect((await buyer.raw('Cart/BuyNow', body)).status).toBe(409);
  }, 60_000);
});
