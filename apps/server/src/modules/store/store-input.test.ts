import { MSG } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { rivalSupplier } from '../order/test-support.js';
import { shelfItems } from './store.tables.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(BACKENDS)('money, times and shelf ownership under attack on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let rival: TestClient;
  let typeId: string;
  let imageId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    rival = await rivalSupplier(t, (await supplier.ok('Account/GetCurrentUser', {})).FirmId, '13800000097');
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: PNG });
    // saves here go to the store at once: the platform's review is off (operator/review.test.ts covers it on)
    await (await t.client().login('13800000004')).ok('Operator/SaveSettings', { ShelfReviewRequired: false });
  });
  afterAll(() => t?.close());

  const item = (over: Record<string, unknown> = {}) => ({
    ProductName: '金额测试挂面',
    FoodTypeId: typeId,
    FoodSpecification: '1kg/袋',
    Unit: '袋',
    FoodShelfLife: 365,
    PresentPrice: 9.9,
    OriginalPrice: 12,
    Stock: 100,
    ImageFileIds: [imageId],
    ...over,
  });
  /** The body as raw JSON text, so that a number goes out exactly as spelled (1e-7 stays 1e-7). */
  const spelled = (body: object, field: string, literal: string) => JSON.stringify({ ...body, [field]: '__X__' }).replace('"__X__"', literal);

  it('judges every price on its value in fen, however JSON spells it', async () => {
    for (const literal of ['1e-7', '0.001', '12.345', '-1', '-0.01', '0', '1e8', '10000000.01', '"9.90"', 'null']) {
      const r = await supplier.raw('SupplierShelf/SaveShelfItem', null, { rawBody: spelled(item(), 'PresentPrice', literal) });
      expect(r.status, literal).toBe(400);
      expect(r.body.Message, literal).toBe(MSG.priceRange);
    }
    // 0.1 + 0.2 is 30 fen to within float rounding; 3e-1 is 0.3 spelled otherwise
    for (const literal of [String(0.1 + 0.2), '3e-1', '0.30']) {
      const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', JSON.parse(spelled(item({ OriginalPrice: 1 }), 'PresentPrice', literal)));
      const [row] = await t.database.db.select().from(shelfItems).where(eq(shelfItems.id, Id));
      expect(row?.priceFen, literal).toBe(30);
      expect((await t.client().ok('Store/GetProductDetailById', { Id })).PresentPrice).toBe(0.3);
    }
  });

  it('refuses a seckill price of 1e-7, so nothing sells for ¥0.00', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item());
    const now = t.clock.now().getTime();
    const body = {
      FoodSaleShelfId: Id,
      StartTime: new Date(now - 60_000).toISOString(),
      EndTime: new Date(now + 3_600_000).toISOString(),
      PresentPrice: 1,
      Quantity: 5,
    };
    for (const literal of ['1e-7', '0.001', '12.345', '-5']) {
      const r = await supplier.raw('SupplierShelf/SaveSeckillWindow', null, { rawBody: spelled(body, 'PresentPrice', literal) });
      expect(r.status, literal).toBe(400);
      expect(r.body.Message, literal).toBe(MSG.priceRange);
    }
    const filter = await t.client().raw('Store/GetFoodsaleshelfDetailList', { PriceRange: [1e-7, null] });
    expect(filter.status).toBe(400);
    expect((await t.client().raw('Store/GetFoodsaleshelfDetailList', { PriceRange: [0, 0.3] })).status).toBe(200);
  });

  it('answers odd times with 400, never 500', async () => {
    for (const time of [
      '+275760-09-13T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1970-01-01T00:00:00Z',
      '2026-02-30',
      '2026-13-01T00:00:00Z',
      '2026-11-21T25:00:00+08:00',
      '2026-11-21T08:00:00+99:00',
      'now',
      '',
      '1732147200000',
      '2026-11-21T08:00:00.123456789012Z',
    ]) {
      const r = await t.client().raw('Store/GetSkillList', { TimeNow: time });
      expect(r.status, time).toBe(400);
      expect(r.body.Message, time).toBe(MSG.timeInvalid);
    }
    for (const time of ['2026-11-21T08:00:00+08:00', '2026-11-21T00:00:00Z', '2026-11-21', '2026-11-21T08:00:00.5Z']) {
      expect((await t.client().raw('Store/GetSkillList', { TimeNow: time })).status, time).toBe(200);
    }
    const badWindow = await supplier.raw('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: 'x',
      StartTime: '+275760-09-13T00:00:00Z',
      EndTime: '+275760-09-14T00:00:00Z',
      PresentPrice: 1,
      Quantity: 1,
    });
    expect(badWindow.status).toBe(400);
    const badFilter = await t.client().raw('Order/GetFirmElectricityOrderList', { StartTime: '+275760-09-13' });
    expect(badFilter.status).toBeLessThan(500);
  });

  it('checks whose shelf item and window it is before anything about the input', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '别家商品测试' }));
    const now = t.clock.now().getTime();
    const { Id: windowId } = await supplier.ok('SupplierShelf/SaveSeckillWindow', {
      FoodSaleShelfId: Id,
      StartTime: new Date(now + 3_600_000).toISOString(),
      EndTime: new Date(now + 7_200_000).toISOString(),
      PresentPrice: 5,
      Quantity: 5,
    });
    const mine = await rival.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '对手自己的商品' }));
    for (const [op, body] of [
      // an unknown food type and a foreign image: on the owner's item these are 400s about the input
      ['SupplierShelf/SaveShelfItem', item({ Id, FoodTypeId: 'no-such-type' })],
      ['SupplierShelf/SaveShelfItem', item({ Id, ImageFileIds: ['no-such-file'] })],
      ['SupplierShelf/SetOnSale', { Id, OnSale: false }],
      // a price above the shelf price and a quantity above stock
      [
        'SupplierShelf/SaveSeckillWindow',
        { FoodSaleShelfId: Id, StartTime: new Date(now + 1e7).toISOString(), EndTime: new Date(now + 2e7).toISOString(), PresentPrice: 999, Quantity: 9999 },
      ],
      [
        'SupplierShelf/SaveSeckillWindow',
        {
          Id: windowId,
          FoodSaleShelfId: mine.Id,
          StartTime: new Date(now + 1e7).toISOString(),
          EndTime: new Date(now + 2e7).toISOString(),
          PresentPrice: 1,
          Quantity: 1,
        },
      ],
      ['SupplierShelf/DeleteSeckillWindow', { Id: windowId }],
    ] as const) {
      const r = await rival.raw(op, body);
      expect([403, 404], `${op}: ${r.status} ${r.body.Message}`).toContain(r.status);
      expect([MSG.forbidden, MSG.notFound, MSG.productNotFound, '秒杀场次不存在'], op).toContain(r.body.Message);
      expect(r.body.Message).not.toContain('别家商品测试');
    }
    // nothing changed
    const d = await t.client().ok('Store/GetProductDetailById', { Id });
    expect(d).toMatchObject({ ProductName: '别家商品测试', PresentPrice: 9.9 });
    expect(d.b2B_FoodsaleshelfseckilldetailInfos).toHaveLength(1);
  });
});
