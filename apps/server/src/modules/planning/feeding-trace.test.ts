import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';
import { fillInLines } from '../trace/trace.tables.js';
import { acceptedLine } from '../trace/trace-fixture.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const DAY = 86_400_000;

describe.each(BACKENDS)('the meal trace on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let meal: { FoodSaleShelfId: string; ProductName: string; SupplierId: string; Id: string };
  let rice: { Id: string; ProductName: string };
  let oil: { Id: string; ProductName: string };
  let traced: string;
  let orderLineId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    const supplier = await t.asSupplier();
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const [m] = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
    // a staff account of the meal's kitchen
    const userId = newId();
    await t.database.db.insert(users).values({
      id: userId,
      firmId: m.SupplierId,
      fullName: '配餐员',
      phone: '13800000081',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: t.clock.now(),
    });
    await grantSystemRole(t.database.db, userId, 'supplier');
    const kitchen = await t.client().login('13800000081');
    [rice] = await kitchen.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: '大米', PagerInfo: { PageIndex: 1, PageSize: 1 } });
    [oil] = await kitchen.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: '油', PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const dish = await kitchen.ok('ENX_Dishesinformation/AddDishesinformation', {
      ENX_DishesinformationInfo: {
        Name: '蛋炒饭',
        DishesType: 1,
        Cuisine: 1,
        ENX_DishesinformationfoodInfos: [
          { FoodId: rice.Id, Grams: 100 },
          { FoodId: oil.Id, Grams: 8 },
        ],
      },
    });
    const saved = await kitchen.ok('WeekFeeding/SaveFeeding', {
      REC_FeedingInfo: { FoodSaleShelfId: m.FoodSaleShelfId, AgeGroup: 2, Gender: 1, REC_FeedingdetailInfos: [{ DishesId: dish.Id, Portions: 1.5 }] },
    });
    meal = { ...m, Id: saved.Id };
    // the kitchen accepted a batch of the rice; a later batch is not yet in at the time asked
    const common = { buyerFirmId: m.SupplierId, supplierFirmId: s.FirmId, supplierName: s.FirmName, buyerName: '中央厨房', fromOrder: false };
    const earlier = await acceptedLine(t, supplier, {
      ...common,
      productName: rice.ProductName,
      batch: 'RICE-1',
      acceptedAt: new Date(t.clock.now().getTime() - DAY),
    });
    const later = await acceptedLine(t, supplier, {
      ...common,
      productName: rice.ProductName,
      batch: 'RICE-2',
      acceptedAt: new Date(t.clock.now().getTime() + 3 * DAY),
    });
    for (const l of [earlier, later]) await t.database.db.update(fillInLines).set({ shelfItemId: rice.Id }).where(eq(fillInLines.id, l.lineId));
    traced = earlier.traceId;
    // the buyer orders the meal through a package
    const week = await buyer.ok('WeekFeeding/AddWeekFeeding', {
      REC_WeekfeedingInfo: {
        WeekFeedingName: '溯源套餐',
        Gender: 1,
        AgeGroup: 2,
        Number: 10,
        REC_WebPackageTypeFeedingInfos: [
          { PackageType: 2, REC_WebDayFeedingInfos: [{ DayOfWeek: 1, REC_DetailFeedingInfos: [{ FeedingId: saved.Id, Number: 10 }] }] },
        ],
      },
    });
    const [made] = await buyer.ok('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [week.Id] });
    const order = await buyer.ok('Order/GetOrderById', { Id: made.Id });
    orderLineId = order.B2B_ElectricityorderdetailInfos[0].Id;
  }, 120_000);
  afterAll(() => t?.close());

  for (const by of ['order line', 'shelf item'] as const) {
    it(`answers the dishes and each ingredient's latest received batch, by ${by}, to anyone`, async () => {
      const id = by === 'order line' ? orderLineId : meal.FoodSaleShelfId;
      const r = await t.client().call('Trace/GetFeedingFoodTraceabilityById', { Id: id });
      expect(r.status).toBe(200);
      const d = r.body.Data;
      expect(d.Name).toBe(meal.ProductName);
      expect(d.OrderNo === null).toBe(by === 'shelf item');
      expect(d.REC_FeedingdetailInfos).toHaveLength(1);
      const dish = d.REC_FeedingdetailInfos[0];
      expect(dish).toMatchObject({ DishesName: '蛋炒饭', Portions: 1.5 });
      const byName = new Map(dish.FD_FoodTraceabilities.map((f: { ProductName: string }) => [f.ProductName, f]));
      expect(byName.get(rice.ProductName)).toMatchObject({ TraceId: traced, BatchNumber: 'RICE-1', OriginFirmName: '五常市稻香米业有限公司' });
      expect(byName.get(oil.ProductName)).toMatchObject({ TraceId: null, BatchNumber: null, ReceivedTime: null });
    });
  }

  it('answers 404 for an unknown id and refuses a blank one', async () => {
    expect((await t.client().call('Trace/GetFeedingFoodTraceabilityById', { Id: 'no-such-thing' })).status).toBe(404);
    expect([400, 404]).toContain((await t.client().call('Trace/GetFeedingFoodTraceabilityById', { Id: '' })).status);
    // a product that is not a nutrition meal
    expect((await t.client().call('Trace/GetFeedingFoodTraceabilityById', { Id: rice.Id })).status).toBe(404);
  });
});
