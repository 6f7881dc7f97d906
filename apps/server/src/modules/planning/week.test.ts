import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const fen = (yuan: number) => Math.round(yuan * 100);

interface Meal {
  Id: string;
  FoodSaleShelfId: string;
  Name: string;
  PackageType: number;
  PresentPrice: number;
  SupplyFirmId: string;
}

/** A staff account of a central kitchen (the demo has no kitchen login), logged in. */
async function kitchenStaff(t: TestApp, firmId: string, phone: string): Promise<TestClient> {
  const id = newId();
  await t.database.db
    .insert(users)
    .values({ id, firmId, fullName: '配餐员', phone, passwordHash: await hashPassword(DEMO_PASSWORD), createdAt: t.clock.now() });
  await grantSystemRole(t.database.db, id, 'supplier');
  return t.client().login(phone);
}

/**
 * Every nutrition meal on sale gets a composition through the operations: its kitchen makes one
 * dish of an on-sale product (100 g a portion) and sets the meal to one portion of it.
 */
async function configureMeals(t: TestApp, buyer: TestClient): Promise<Meal[]> {
  const shelf = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
  const kitchens = [...new Set(shelf.map((p: { SupplierId: string }) => p.SupplierId))] as string[];
  for (const [k, firmId] of kitchens.entries()) {
    const kitchen = await kitchenStaff(t, firmId, `1380000009${k}`);
    const [food] = await kitchen.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: '大米', PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const dish = await kitchen.ok('ENX_Dishesinformation/AddDishesinformation', {
      ENX_DishesinformationInfo: { Name: `米饭${k}`, DishesType: 1, Cuisine: 1, ENX_DishesinformationfoodInfos: [{ FoodId: food.Id, Grams: 100 }] },
    });
    for (const p of shelf.filter((s: { SupplierId: string }) => s.SupplierId === firmId)) {
      await kitchen.ok('WeekFeeding/SaveFeeding', {
        REC_FeedingInfo: { FoodSaleShelfId: p.FoodSaleShelfId, AgeGroup: 2, Gender: 1, REC_FeedingdetailInfos: [{ DishesId: dish.Id, Portions: 1 }] },
      });
    }
  }
  const list = await buyer.ok('WeekFeeding/GetFeedingShoppingcartList', { PagerInfo: PAGE });
  return list.ShoppingcartInfos.map((r: { REC_FeedingInfo: Meal }) => r.REC_FeedingInfo).filter((m: Meal) => m.Id);
}

type Entry = { FeedingId: string; Number: number };
function weekOf(name: string, cells: { PackageType: number; DayOfWeek: number; entries: Entry[] }[], extra: Record<string, unknown> = {}) {
  const types = [...new Set(cells.map((c) => c.PackageType))];
  return {
    REC_WeekfeedingInfo: {
      WeekFeedingName: name,
      Gender: 1,
      AgeGroup: 2,
      Number: 50,
      REC_WebPackageTypeFeedingInfos: types.map((pt) => ({
        PackageType: pt,
        REC_WebDayFeedingInfos: cells.filter((c) => c.PackageType === pt).map((c) => ({ DayOfWeek: c.DayOfWeek, REC_DetailFeedingInfos: c.entries })),
      })),
      ...extra,
    },
  };
}

describe.each(BACKENDS)('weekly nutrition packages on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let meals: Meal[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    otherBuyer = await t.client().login('13800000005');
    meals = await configureMeals(t, buyer);
    expect(meals.length).toBeGreaterThanOrEqual(3);
  }, 120_000);
  afterAll(() => t?.close());

  it('refuses bad input with the Chinese messages and keeps nothing', async () => {
    const m = meals[0] as Meal;
    const cell = [{ PackageType: 2, DayOfWeek: 1, entries: [{ FeedingId: m.Id, Number: 10 }] }];
    const before = (await buyer.call('WeekFeeding/GetWeekFeedingList', { PagerInfo: PAGE })).body.PagerInfo.RowCount;
    const cases: [unknown, string][] = [
      [weekOf(' ', cell), '营养套餐名称未填写！'],
      [weekOf('套餐', [{ PackageType: 2, DayOfWeek: 1, entries: [{ FeedingId: m.Id, Number: 0 }] }]), '请填写人数'],
      [weekOf('套餐', cell, { Gender: 4 }), '请选择性别'],
      [weekOf('套餐', cell, { Gender: 3 }), '男女混合的班级请填写男生和女生人数'],
      [weekOf('套餐', cell, { Gender: 3, Boys: 0, Girls: 0 }), '男生、女生人数须为0到99999的整数，且合计大于0'],
      [weekOf('套餐', cell, { AgeGroup: null }), '请选择年龄段'],
      [weekOf('套餐', cell, { FeedingProperty: 3 }), '请选择供餐性质（自费或补贴）'],
      [weekOf('套餐', [{ PackageType: 2, DayOfWeek: 1, entries: [{ FeedingId: 'no-such-meal', Number: 1 }] }]), '营养餐不存在'],
    ];
    for (const [body, message] of cases) {
      const r = await buyer.raw('WeekFeeding/AddWeekFeeding', body);
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
    expect((await buyer.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [] })).body.Message).toBe('请选择营养套餐后提交！');
    expect((await buyer.call('WeekFeeding/BatchDeleteFeeding', { Ids: [] })).body.Message).toBe('请选择需要批量操作的商品！');
    expect((await buyer.call('WeekFeeding/GetWeekFeedingList', { PagerInfo: PAGE })).body.PagerInfo.RowCount).toBe(before);
  });

  it('answers the full 3 × 5 grid with the meal’s own name, and TotalNum and TotalPrice by hand', async () => {
    const [a, b] = meals as [Meal, Meal];
    const { Id } = await buyer.ok(
      'WeekFeeding/AddWeekFeeding',
      weekOf('二年级男生午餐', [
        { PackageType: 2, DayOfWeek: 1, entries: [{ FeedingId: a.Id, Number: 30 }] },
        {
          PackageType: 2,
          DayOfWeek: 3,
          entries: [
            { FeedingId: a.Id, Number: 20 },
            { FeedingId: b.Id, Number: 5 },
          ],
        },
      ]),
    );
    const w = await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id });
    expect(w.REC_WebPackageTypeFeedingInfos.map((p: { PackageType: number }) => p.PackageType)).toEqual([1, 2, 3]);
    for (const p of w.REC_WebPackageTypeFeedingInfos) expect(p.REC_WebDayFeedingInfos.map((d: { DayOfWeek: number }) => d.DayOfWeek)).toEqual([1, 2, 3, 4, 5]);
    const wed = w.REC_WebPackageTypeFeedingInfos[1].REC_WebDayFeedingInfos[2].REC_DetailFeedingInfos;
    expect(wed.map((e: { Name: string; Number: number }) => [e.Name, e.Number])).toEqual([
      [a.Name, 20],
      [b.Name, 5],
    ]);
    expect(wed[0].FeedingInfo.FoodSaleShelfId).toBe(a.FoodSaleShelfId);
    expect(w.TotalNum).toBe(55);
    expect(fen(w.TotalPrice)).toBe(fen(a.PresentPrice) * 50 + fen(b.PresentPrice) * 5);
    expect(w).toMatchObject({ WeekFeedingName: '二年级男生午餐', Gender: 1, GenderName: '男', AgeGroup: 2, AgeGroupName: '9~11岁', Number: 50 });
    // paid by the families unless the package says it is subsidised (spec 02: feeding property)
    expect(w).toMatchObject({ FeedingProperty: 1, FeedingPropertyName: '自费' });
    const listed = await buyer.ok('WeekFeeding/GetWeekFeedingList', { SearchName: '二年级男生', PagerInfo: PAGE });
    expect(listed.map((x: { Id: string }) => x.Id)).toEqual([Id]);
    expect(listed[0].TotalNum).toBe(55);
    // update replaces the entries
    await buyer.ok('WeekFeeding/UpdateWeekFeeding', {
      REC_WeekfeedingInfo: { ...weekOf('改名套餐', [{ PackageType: 1, DayOfWeek: 5, entries: [{ FeedingId: b.Id, Number: 7 }] }]).REC_WeekfeedingInfo, Id },
    });
    const u = await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id });
    expect(u.WeekFeedingName).toBe('改名套餐');
    await buyer.ok('WeekFeeding/UpdateWeekFeeding', {
      REC_WeekfeedingInfo: {
        ...weekOf('改名套餐', [{ PackageType: 1, DayOfWeek: 5, entries: [{ FeedingId: b.Id, Number: 7 }] }], { FeedingProperty: 2 }).REC_WeekfeedingInfo,
        Id,
      },
    });
    expect(await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id })).toMatchObject({ FeedingProperty: 2, FeedingPropertyName: '补贴' });
    expect(u.TotalNum).toBe(7);
    expect(u.REC_WebPackageTypeFeedingInfos[0].REC_WebDayFeedingInfos[4].REC_DetailFeedingInfos).toHaveLength(1);
  });

  it('keeps another firm out (403/404) and unchanged; batch delete of a foreign id deletes nothing', async () => {
    const m = meals[0] as Meal;
    const mine = await buyer.ok(
      'WeekFeeding/AddWeekFeeding',
      weekOf('不给别人看', [{ PackageType: 2, DayOfWeek: 2, entries: [{ FeedingId: m.Id, Number: 3 }] }]),
    );
    const theirs = await otherBuyer.ok(
      'WeekFeeding/AddWeekFeeding',
      weekOf('别人的', [{ PackageType: 2, DayOfWeek: 2, entries: [{ FeedingId: m.Id, Number: 3 }] }]),
    );
    const before = await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id: mine.Id });
    const refused = [
      await otherBuyer.call('WeekFeeding/GetWeekFeedingById', { Id: mine.Id }),
      await otherBuyer.call('WeekFeeding/UpdateWeekFeeding', { REC_WeekfeedingInfo: { ...weekOf('改掉', []).REC_WeekfeedingInfo, Id: mine.Id } }),
      await otherBuyer.call('WeekFeeding/DeleteWeekFeeding', { Id: mine.Id }),
      await otherBuyer.call('WeekFeeding/GetNutritionAnalysis', { Id: mine.Id }),
      await otherBuyer.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [mine.Id] }),
      await otherBuyer.call('WeekFeeding/BatchDeleteFeeding', { Ids: [theirs.Id, mine.Id] }),
    ];
    for (const r of refused) expect([403, 404]).toContain(r.status);
    expect(await buyer.ok('WeekFeeding/GetWeekFeedingById', { Id: mine.Id })).toEqual(before);
    expect(await otherBuyer.ok('WeekFeeding/GetWeekFeedingById', { Id: theirs.Id })).toMatchObject({ WeekFeedingName: '别人的' });
    expect((await buyer.call('WeekFeeding/GetWeekFeedingById', { Id: 'missing' })).status).toBe(404);
    expect(await buyer.ok('WeekFeeding/BatchDeleteFeeding', { Ids: [mine.Id] })).toEqual({ Deleted: 1 });
    expect((await buyer.call('WeekFeeding/GetWeekFeedingById', { Id: mine.Id })).status).toBe(404);
  });

  it('orders a package: portions summed per meal, one order per supplier, source 1 with the package named; grouped and filterable', async () => {
    const bySupplier = new Map<string, Meal>();
    for (const m of meals) if (!bySupplier.has(m.SupplyFirmId)) bySupplier.set(m.SupplyFirmId, m);
    const picked = [...bySupplier.values()].slice(0, 2);
    const [a] = picked as [Meal];
    const cells = [
      { PackageType: a.PackageType, DayOfWeek: 1, entries: [{ FeedingId: a.Id, Number: 4 }] },
      { PackageType: a.PackageType, DayOfWeek: 4, entries: [{ FeedingId: a.Id, Number: 6 }] },
      ...picked.slice(1).map((m) => ({
        PackageType: m.PackageType === a.PackageType ? (m.PackageType % 3) + 1 : m.PackageType,
        DayOfWeek: 2,
        entries: [{ FeedingId: m.Id, Number: 3 }],
      })),
    ];
    const empty = await buyer.ok('WeekFeeding/AddWeekFeeding', weekOf('空套餐', []));
    const r0 = await buyer.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [empty.Id] });
    expect(r0.status).toBe(400);
    expect(r0.body.Message).toBe('营养套餐中还没有安排营养餐');
    const { Id } = await buyer.ok('WeekFeeding/AddWeekFeeding', weekOf('下单套餐', cells));
    const made = await buyer.ok('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [Id] });
    // one order per supplier and day: the first meal arrives on Monday and on Thursday
    expect(made).toHaveLength(picked.length + 1);
    const orders = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: 1, PagerInfo: PAGE });
    expect(orders.every((o: { OrderSourceType: number }) => o.OrderSourceType === 1)).toBe(true);
    const ours = orders.filter((o: { PlanId: string }) => o.PlanId === Id);
    expect(ours).toHaveLength(picked.length + 1);
    for (const o of ours) expect(o.PlanName).toBe('下单套餐');
    const linesA = ours
      .flatMap((o: { B2B_ElectricityorderdetailInfos: { FoodSaleShelfId: string; SealNumber: number }[] }) => o.B2B_ElectricityorderdetailInfos)
      .filter((l: { FoodSaleShelfId: string }) => l.FoodSaleShelfId === a.FoodSaleShelfId);
    expect(linesA.map((l: { SealNumber: number }) => l.SealNumber).sort()).toEqual([4, 6]);
    const cart = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: 0, PagerInfo: PAGE });
    expect(cart.some((o: { PlanId: string }) => o.PlanId === Id)).toBe(false);
    const groups = await buyer.ok('WeekFeeding/GetWeekFeedingOrderList', { SearchName: '下单套餐', PagerInfo: PAGE });
    expect(groups).toHaveLength(1);
    expect(groups[0].WeekFeedingId).toBe(Id);
    expect(groups[0].Orders.map((o: { Id: string }) => o.Id).sort()).toEqual(made.map((o: { Id: string }) => o.Id).sort());
    expect(fen(groups[0].TotalAmount)).toBe(made.reduce((s: number, o: { TotalAmount: number }) => s + fen(o.TotalAmount), 0));
    expect(await otherBuyer.ok('WeekFeeding/GetWeekFeedingOrderList', { SearchName: '下单套餐', PagerInfo: PAGE })).toHaveLength(0);
  });

  it('refuses to order a package whose meal went off sale (409) and places nothing', async () => {
    const m = meals[0] as Meal;
    const { Id } = await buyer.ok(
      'WeekFeeding/AddWeekFeeding',
      weekOf('下架套餐', [{ PackageType: m.PackageType, DayOfWeek: 1, entries: [{ FeedingId: m.Id, Number: 2 }] }]),
    );
    const { shelfItems } = await import('../store/store.tables.js');
    await t.database.db.update(shelfItems).set({ onSale: false }).where(eq(shelfItems.id, m.FoodSaleShelfId));
    const r = await buyer.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [Id] });
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe(`营养餐“${m.Name}”已下架`);
    expect(await buyer.ok('WeekFeeding/GetWeekFeedingOrderList', { SearchName: '下架套餐', PagerInfo: PAGE })).toHaveLength(0);
    await t.database.db.update(shelfItems).set({ onSale: true }).where(eq(shelfItems.id, m.FoodSaleShelfId));
  });
});
