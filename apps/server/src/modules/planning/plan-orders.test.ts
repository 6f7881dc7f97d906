import type { InputOf, TPreviewGroup } from '@shanlian/contract';
import { and, eq, gte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { deliverySettings } from '../checkout/checkout.tables.js';
import { orders } from '../order/order.tables.js';
import { shelfItems } from '../store/store.tables.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
// a Wednesday morning in China: this week's Monday is past, so a package goes to next week (12-07 … 12-11)
const NOW = '2026-12-02T10:00:00+08:00';
const NEXT_MONDAY = '2026-12-07';

type Item = typeof shelfItems.$inferSelect;
interface Meal {
  Id: string;
  FoodSaleShelfId: string;
  Name: string;
  PackageType: number;
  SupplyFirmId: string;
  OnSale: boolean;
  REC_FeedingdetailInfos: unknown[];
}

describe.each(BACKENDS)('planning orders through the checkout on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let supplierFirmId: string;
  /** the demo supplier's listed single-unit ingredients with a net weight, and one of another supplier */
  let own: Item[];
  let other: Item;
  let terms: InputOf<'SupplierSetting/SaveDeliverySettings'>;

  const ordersOf = async (planName: string) => (await t.database.db.select().from(orders).where(eq(orders.planName, planName))).length;
  const plan = (name: string, lines: { FoodSaleShelfId: string; Number: number; DeliveryDate?: string }[]) => ({
    B2B_FoodplanInfo: { Name: name, StartTime: NEXT_MONDAY, EndTime: '2026-12-11', B2B_FoodplandetailInfos: lines },
  });
  const dish = async (client: TestClient, name: string, ingredients: { FoodId: string; Grams: number }[]) =>
    (
      await client.ok('ENX_Dishesinformation/AddDishesinformation', {
        ENX_DishesinformationInfo: { Name: name, DishesType: 1, Cuisine: 1, ENX_DishesinformationfoodInfos: ingredients },
      })
    ).Id as string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    const single = and(
      eq(shelfItems.listed, true),
      eq(shelfItems.minQuantity, 1),
      eq(shelfItems.quantityStep, 1),
      gte(shelfItems.stock, 100),
      ne(shelfItems.foodTypeCode, '100'),
    );
    own = (
      await t.database.db
        .select()
        .from(shelfItems)
        .where(and(single, eq(shelfItems.supplierFirmId, supplierFirmId), gte(shelfItems.netWeightG, 1000)))
    ).sort((x, y) => x.id.localeCompare(y.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
    [other] = (await t.database.db
      .select()
      .from(shelfItems)
      .where(and(single, ne(shelfItems.supplierFirmId, supplierFirmId)))) as [Item];
    // the other supplier delivers Monday to Saturday with no minimum
    const week = {
      weekdays: [1, 2, 3, 4, 5, 6],
      slots: ['08:00-10:00'],
      cutoffTime: '18:00',
      leadDays: 1,
      freightFen: 0,
      freeFreightFen: null,
      minOrderFen: 0,
      updatedAt: t.clock.now(),
    };
    await t.database.db
      .insert(deliverySettings)
      .values({ firmId: other.supplierFirmId, ...week })
      .onConflictDoUpdate({ target: deliverySettings.firmId, set: week });
    terms = await supplier.ok('SupplierSetting/GetDeliverySettings', {});
    // the demo supplier: Monday to Saturday, two slots, no freight, no minimum
    await supplier.ok('SupplierSetting/SaveDeliverySettings', {
      ...terms,
      DeliveryWeekdays: [1, 2, 3, 4, 5, 6],
      DeliverySlots: ['07:00-09:00', '14:00-16:00'],
      CutoffTime: '18:00',
      LeadDays: 1,
      Freight: 0,
      FreeFreightAmount: null,
      MinOrderAmount: 0,
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('splits an ingredient plan per supplier and planned day, and places one order for each with its slot and note', async () => {
    const [a, b] = own as [Item, Item];
    const c = other;
    const { Id } = await buyer.ok(
      'B2B_Foodplan/AddB2B_Foodplan',
      plan('按天送达计划', [
        { FoodSaleShelfId: a.id, Number: 1, DeliveryDate: NEXT_MONDAY },
        { FoodSaleShelfId: b.id, Number: 1, DeliveryDate: NEXT_MONDAY },
        { FoodSaleShelfId: a.id, Number: 1, DeliveryDate: '2026-12-09' },
        { FoodSaleShelfId: c.id, Number: 1, DeliveryDate: '2026-12-09' },
      ]),
    );
    const saved = await buyer.ok('B2B_Foodplan/GetB2B_FoodplanById', { Id });
    expect(saved.B2B_FoodplandetailInfos.map((l: { DeliveryDate: string }) => l.DeliveryDate).sort()).toEqual([
      NEXT_MONDAY,
      NEXT_MONDAY,
      '2026-12-09',
      '2026-12-09',
    ]);

    const groups: TPreviewGroup[] = await buyer.ok('B2B_Foodplan/PreviewPlanOrder', { Ids: [Id] });
    const key = (g: TPreviewGroup) => `${g.SupplyFirmId === supplierFirmId ? 'own' : 'other'} ${g.DeliveryDate}`;
    expect(groups.map(key).sort()).toEqual([`other 2026-12-09`, `own ${NEXT_MONDAY}`, 'own 2026-12-09']);
    for (const g of groups) {
      expect(g.DateFixed).toBe(true);
      expect(g.DeliverySlots.every((s) => s.Date === g.DeliveryDate)).toBe(true);
      for (const l of g.Lines) expect(l.NeededQuantity).toBe(1);
    }
    const monday = groups.find((g) => key(g) === `own ${NEXT_MONDAY}`) as TPreviewGroup;
    expect(monday.Lines.map((l) => l.FoodSaleShelfId).sort()).toEqual([a.id, b.id].sort());
    expect(monday.DeliveryProblem).toBeNull();

    const made = await buyer.ok('B2B_Foodplan/FoodplanToOrder', {
      Ids: [Id],
      TaxNumber: '91330106MA2B3C4D5E',
      Orders: [{ SupplyFirmId: supplierFirmId, DeliveryDate: NEXT_MONDAY, DeliverySlot: '14:00-16:00', Remark: '周一下午送到后门' }],
    });
    expect(made.map((m: { DeliveryDate: string }) => m.DeliveryDate).sort()).toEqual([NEXT_MONDAY, '2026-12-09', '2026-12-09']);
    const mondayOrder = made.find((m: { DeliveryDate: string }) => m.DeliveryDate === NEXT_MONDAY);
    const order = await buyer.ok('Order/GetOrderById', { Id: mondayOrder.Id });
    expect(order).toMatchObject({ DeliveryDate: NEXT_MONDAY, DeliverySlot: '14:00-16:00', Remark: '周一下午送到后门', TaxNumber: '91330106MA2B3C4D5E' });
    expect(order.B2B_ElectricityorderdetailInfos).toHaveLength(2);
    // a day without a choice gets that day's first slot
    const wednesday = made.find((m: { DeliveryDate: string; Id: string }) => m.DeliveryDate === '2026-12-09' && m.Id !== mondayOrder.Id);
    expect(wednesday.DeliverySlot).not.toBeNull();
  });

  it('explains a planned day the supplier does not deliver, and refuses to order it', async () => {
    const [a] = own as [Item];
    const { Id } = await buyer.ok('B2B_Foodplan/AddB2B_Foodplan', {
      B2B_FoodplanInfo: {
        Name: '周日送达计划',
        StartTime: NEXT_MONDAY,
        EndTime: '2026-12-13',
        B2B_FoodplandetailInfos: [{ FoodSaleShelfId: a.id, Number: 1, DeliveryDate: '2026-12-13' }],
      },
    });
    const [g] = await buyer.ok('B2B_Foodplan/PreviewPlanOrder', { Ids: [Id] });
    expect(g.DeliveryProblem).toMatch(/12月13日（周日）不配送（配送日：周一、周二、周三、周四、周五、周六）/);
    expect(g.DeliverySlots).toEqual([]);
    const r = await buyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [Id] });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(g.DeliveryProblem);
    expect(await ordersOf('周日送达计划')).toBe(0);
    // a day outside the plan's dates is refused when saving
    const outside = await buyer.call('B2B_Foodplan/AddB2B_Foodplan', plan('越界', [{ FoodSaleShelfId: a.id, Number: 1, DeliveryDate: '2026-12-20' }]));
    expect(outside.status).toBe(400);
    expect(outside.body.Message).toBe('送达日期须在计划的开始与结束日期之间');
  });

  it('delivers a package’s Monday and Friday meals on their own days: two orders on two dates of one week', async () => {
    const list = await buyer.ok('WeekFeeding/GetFeedingShoppingcartList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const meals = list.ShoppingcartInfos.map((r: { REC_FeedingInfo: Meal }) => r.REC_FeedingInfo) as Meal[];
    const meal = meals.find((m) => m.OnSale && m.REC_FeedingdetailInfos.length > 0) as Meal;
    const { Id } = await buyer.ok('WeekFeeding/AddWeekFeeding', {
      REC_WeekfeedingInfo: {
        WeekFeedingName: '周一周五套餐',
        Gender: 1,
        AgeGroup: 2,
        Number: 100,
        REC_WebPackageTypeFeedingInfos: [
          {
            PackageType: meal.PackageType,
            REC_WebDayFeedingInfos: [
              { DayOfWeek: 1, REC_DetailFeedingInfos: [{ FeedingId: meal.Id, Name: meal.Name, Gender: 1, AgeGroup: 2, Number: 100 }] },
              { DayOfWeek: 5, REC_DetailFeedingInfos: [{ FeedingId: meal.Id, Name: meal.Name, Gender: 1, AgeGroup: 2, Number: 100 }] },
            ],
          },
        ],
      },
    });
    const groups: TPreviewGroup[] = await buyer.ok('WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: [Id] });
    expect(groups.map((g) => g.DeliveryDate)).toEqual([NEXT_MONDAY, '2026-12-11']);
    for (const g of groups) {
      expect(g.SupplyFirmId).toBe(meal.SupplyFirmId);
      expect(g.Lines).toHaveLength(1);
      expect(g.Lines[0]).toMatchObject({ FoodSaleShelfId: meal.FoodSaleShelfId, CartNumber: 100, NeededQuantity: 100, NeededUnit: '份' });
    }
    const made = await buyer.ok('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [Id] });
    expect(made.map((m: { DeliveryDate: string }) => m.DeliveryDate)).toEqual([NEXT_MONDAY, '2026-12-11']);
    for (const m of made) {
      const o = await buyer.ok('Order/GetOrderById', { Id: m.Id });
      expect(o.OrderSourceType).toBe(1);
      expect(o.PlanId).toBe(Id);
      expect(o.B2B_ElectricityorderdetailInfos.map((l: { SealNumber: number }) => l.SealNumber)).toEqual([100]);
    }
    // a week asked for: its Monday, and it must be a Monday
    const later: TPreviewGroup[] = await buyer.ok('WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: [Id], WeekStart: '2026-12-14' });
    expect(later.map((g) => g.DeliveryDate)).toEqual(['2026-12-14', '2026-12-18']);
    const notMonday = await buyer.call('WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: [Id], WeekStart: '2026-12-15' });
    expect(notMonday.status).toBe(400);
    expect(notMonday.body.Message).toBe('请选择一周的周一');
  });

  it('rounds a dish’s grams up to whole packages, shows what was needed and offers the smallest pack of the same product', async () => {
    const big = own[0] as Item;
    const dishId = await dish(buyer, '凉拌小菜', [{ FoodId: big.id, Grams: 1 }]);
    const before: TPreviewGroup[] = await buyer.ok('ENX_Dishesinformation/PreviewDishOrder', { Ids: [dishId], Portions: 300 });
    expect(before).toHaveLength(1);
    expect(before[0]?.DateFixed).toBe(false);
    expect(before[0]?.DeliveryDate).toBe(before[0]?.DeliverySlots[0]?.Date);
    expect(before[0]?.Lines[0]).toMatchObject({
      FoodSaleShelfId: big.id,
      CartNumber: 1,
      NeededQuantity: 300,
      NeededUnit: 'g',
      NetWeight: big.netWeightG,
      SmallerPack: null,
    });

    // the same supplier starts selling the same product in a 100 g pack, and an unrelated small item
    const { listed: _listed, ...copy } = big;
    const smallId = newId();
    const otherId = newId();
    await t.database.db.insert(shelfItems).values([
      {
        ...copy,
        id: smallId,
        name: `${copy.name}（100g装）`,
        specification: '100g/袋',
        unit: '袋',
        netWeightG: 100,
        priceFen: 150,
        minQuantity: 1,
        quantityStep: 1,
        compositionCode: null,
      },
      {
        ...copy,
        id: otherId,
        name: '完全不同的东西',
        specification: '50g/袋',
        unit: '袋',
        netWeightG: 50,
        priceFen: 100,
        minQuantity: 1,
        quantityStep: 1,
        compositionCode: null,
      },
    ]);
    const offered: TPreviewGroup[] = await buyer.ok('ENX_Dishesinformation/PreviewDishOrder', { Ids: [dishId], Portions: 300 });
    expect(offered[0]?.Lines[0]?.SmallerPack).toMatchObject({ FoodSaleShelfId: smallId, NetWeight: 100, CartNumber: 3, Price: 1.5, Amount: 4.5 });

    const swapped: TPreviewGroup[] = await buyer.ok('ENX_Dishesinformation/PreviewDishOrder', {
      Ids: [dishId],
      Portions: 300,
      Swaps: [{ FoodSaleShelfId: big.id, ToFoodSaleShelfId: smallId }],
    });
    expect(swapped[0]?.Lines[0]).toMatchObject({ FoodSaleShelfId: smallId, CartNumber: 3, NeededQuantity: 300, Amount: 4.5 });
    expect(swapped[0]?.GoodsAmount).toBe(4.5);
    const refused = await buyer.call('ENX_Dishesinformation/PreviewDishOrder', {
      Ids: [dishId],
      Portions: 300,
      Swaps: [{ FoodSaleShelfId: big.id, ToFoodSaleShelfId: otherId }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe('只能换成同一供应商同种商品的更小包装');

    const day = swapped[0]?.DeliverySlots.at(-1) as { Date: string; Slot: string };
    const made = await buyer.ok('ENX_Dishesinformation/DishesToOrder', {
      Ids: [dishId],
      Portions: 300,
      Swaps: [{ FoodSaleShelfId: big.id, ToFoodSaleShelfId: smallId }],
      Orders: [{ SupplyFirmId: supplierFirmId, DeliveryDate: day.Date, DeliverySlot: day.Slot, Remark: '小包装' }],
    });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ DeliveryDate: day.Date, DeliverySlot: day.Slot, TotalAmount: 4.5 });
    const o = await buyer.ok('Order/GetOrderById', { Id: made[0].Id });
    expect(o.B2B_ElectricityorderdetailInfos.map((l: { FoodSaleShelfId: string; SealNumber: number }) => [l.FoodSaleShelfId, l.SealNumber])).toEqual([
      [smallId, 3],
    ]);
    expect(o.Remark).toBe('小包装');
  });

  it('refuses a group below its supplier’s 起送 with the checkout’s message, and places nothing', async () => {
    const [a] = own as [Item];
    const { Id } = await buyer.ok('B2B_Foodplan/AddB2B_Foodplan', plan('起送计划', [{ FoodSaleShelfId: a.id, Number: 1, DeliveryDate: NEXT_MONDAY }]));
    const current = await supplier.ok('SupplierSetting/GetDeliverySettings', {});
    await supplier.ok('SupplierSetting/SaveDeliverySettings', { ...current, MinOrderAmount: 99_999 });
    try {
      const [g] = await buyer.ok('B2B_Foodplan/PreviewPlanOrder', { Ids: [Id] });
      expect(g.MeetsMinimum).toBe(false);
      expect(g.MinOrderAmount).toBe(99_999);
      const r = await buyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [Id] });
      expect(r.status).toBe(409);
      expect(r.body.Message).toBe(`${g.SupplyFirmName} 起送金额为 ¥99999.00，当前 ¥${g.GoodsAmount.toFixed(2)}`);
      expect(await ordersOf('起送计划')).toBe(0);
    } finally {
      await supplier.ok('SupplierSetting/SaveDeliverySettings', current);
    }
  });

  it('refuses another firm’s address and another firm’s plans, packages and dishes, placing nothing', async () => {
    const [a] = own as [Item];
    const { Id } = await buyer.ok('B2B_Foodplan/AddB2B_Foodplan', plan('地址计划', [{ FoodSaleShelfId: a.id, Number: 1 }]));
    const [theirs] = await otherBuyer.ok('Address/GetAddressList', {});
    const r = await buyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [Id], AddressId: theirs.Id });
    expect(r.status).toBe(404);
    expect(r.body.Message).toBe('收货地址不存在');
    expect(await ordersOf('地址计划')).toBe(0);

    expect((await otherBuyer.call('B2B_Foodplan/PreviewPlanOrder', { Ids: [Id] })).status).toBe(403);
    expect((await otherBuyer.call('B2B_Foodplan/FoodplanToOrder', { Ids: [Id] })).status).toBe(403);
    const [week] = await buyer.ok('WeekFeeding/GetWeekFeedingList', { PagerInfo: PAGE });
    expect((await otherBuyer.call('WeekFeeding/PreviewWeekOrder', { WeekfeedingIds: [week.Id] })).status).toBe(403);
    expect((await otherBuyer.call('WeekFeeding/WeekFeedingToOrder', { WeekfeedingIds: [week.Id] })).status).toBe(403);
    const dishId = await dish(buyer, '别人的菜', [{ FoodId: a.id, Grams: 10 }]);
    expect((await otherBuyer.call('ENX_Dishesinformation/PreviewDishOrder', { Ids: [dishId], Portions: 10 })).status).toBe(403);
    expect((await otherBuyer.call('ENX_Dishesinformation/DishesToOrder', { Ids: [dishId], Portions: 10 })).status).toBe(403);
    expect(await ordersOf('地址计划')).toBe(0);
  });

  it('keeps the specification’s one-step GetDishesinformationToOrder: default address, first offered slot, whole packages', async () => {
    const [a] = own as [Item];
    const dishId = await dish(buyer, '一步下单菜', [{ FoodId: a.id, Grams: 1 }]);
    const [expected] = await buyer.ok('ENX_Dishesinformation/PreviewDishOrder', { Ids: [dishId], Portions: 5 });
    const made = await buyer.ok('ENX_Dishesinformation/GetDishesinformationToOrder', { Id: dishId, Number: 5 });
    expect(made).toHaveLength(1);
    expect(made[0].DeliveryDate).toBe(expected.DeliverySlots[0].Date);
    const o = await buyer.ok('Order/GetOrderById', { Id: made[0].Id });
    expect(o).toMatchObject({ OrderSourceType: 2, PlanName: '菜品 一步下单菜 5份', DeliverySlot: expected.DeliverySlots[0].Slot });
    expect(o.Address).not.toBeNull();
    expect(o.B2B_ElectricityorderdetailInfos[0].SealNumber).toBe(expected.Lines[0].CartNumber);
  });
});
