import { PLANNING_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { raiseToRules } from './dishes.service.js';

const PAGE = { PageIndex: 1, PageSize: 100 };

interface Product {
  FoodSaleShelfId: string;
  Name: string;
  ProductName: string;
  CartNumber: number;
  QuantityStep: number;
  Stock: number;
  SupplyFirmId: string;
  SupplyName: string;
}

const dish = (name: string, lines: { FoodId: string; Grams: number }[], extra: Record<string, unknown> = {}) => ({
  ENX_DishesinformationInfo: { Name: name, DishesType: 2, Cuisine: 2, Describe: '测试菜品', ENX_DishesinformationfoodInfos: lines, ...extra },
});

describe('units a dish order asks for', () => {
  it('raises the units to the product’s minimum, then to its step', () => {
    expect(raiseToRules(1, 1, 1)).toBe(1);
    expect(raiseToRules(1, 5, 1)).toBe(5);
    // minimum 4, step 3: 4, 7, 10 …
    expect(raiseToRules(5, 4, 3)).toBe(7);
    expect(raiseToRules(7, 4, 3)).toBe(7);
    expect(raiseToRules(8, 4, 3)).toBe(10);
  });
});

describe.each(BACKENDS)('dishes on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let operator: TestClient;
  /** a: the demo supplier's product; b: another supplier's; both sold by the unit from 1 */
  let a: Product;
  let b: Product;
  let meal: { FoodSaleShelfId: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    operator = await t.client().login('13800000004');
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const all: Product[] = [];
    for (let page = 1; page <= 20; page++) {
      const r = await buyer.ok('B2B_Foodplan/GetFeedingShoppingCartProducts', { PagerInfo: { PageIndex: page, PageSize: 100 } });
      all.push(...r.ShoppingcartInfos);
      if (r.ShoppingcartInfos.length < 100) break;
    }
    const simple = all.filter((p) => p.CartNumber === 1 && p.QuantityStep === 1 && p.Stock >= 100);
    a = simple.find((p) => p.SupplyFirmId === me.FirmId) as Product;
    b = simple.find((p) => p.SupplyFirmId !== me.FirmId) as Product;
    expect(a && b).toBeTruthy();
    // nobody's minimum order amount stands in the way of these small orders
    const terms = await supplier.ok('SupplierSetting/GetDeliverySettings', {});
    await supplier.ok('SupplierSetting/SaveDeliverySettings', { ...terms, MinOrderAmount: 0 });
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: a.FoodSaleShelfId, FoodCode: null, NetWeight: 25_000 });
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: b.FoodSaleShelfId, FoodCode: null, NetWeight: 500 });
    [meal] = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the enumerations as EnumValue and Desction', async () => {
    const types = await buyer.ok('ENX_Dishesinformation/GetDishesinformationType', {});
    expect(types).toContainEqual({ EnumValue: 2, Desction: '荤菜' });
    expect(types).toHaveLength(8);
    expect(await buyer.ok('ENX_Dishesinformation/GetDishesinformationCuisine', {})).toContainEqual({ EnumValue: 2, Desction: '浙菜' });
    expect(await buyer.ok('ENX_Dishesinformation/GetDishesinformationAgeGroup', {})).toEqual([
      { EnumValue: 1, Desction: '6~8岁' },
      { EnumValue: 2, Desction: '9~11岁' },
      { EnumValue: 3, Desction: '12~14岁' },
      { EnumValue: 4, Desction: '15~17岁' },
    ]);
    expect(await buyer.ok('ENX_Dishesinformation/GetDishesinformationPackageType', {})).toEqual([
      { EnumValue: 1, Desction: '早餐' },
      { EnumValue: 2, Desction: '午餐' },
      { EnumValue: 3, Desction: '晚餐' },
    ]);
  });

  it('lists on-sale products for ingredients by product and by supplier name, never nutrition meals', async () => {
    const byName = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { ProductName: b.ProductName, PagerInfo: PAGE });
    expect(byName.map((p: { Id: string }) => p.Id)).toContain(b.FoodSaleShelfId);
    const found = byName.find((p: { Id: string }) => p.Id === b.FoodSaleShelfId);
    expect(found).toMatchObject({ SupplyName: b.SupplyName, NetWeight: 500, FoodCode: null });
    const bySupplier = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { SupplyName: a.SupplyName, PagerInfo: PAGE });
    expect(bySupplier.length).toBeGreaterThan(0);
    expect(bySupplier.every((p: { SupplyId: string }) => p.SupplyId === a.SupplyFirmId)).toBe(true);
    const r = await buyer.call('ENX_Dishesinformation/GetProductOnSaleList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(r.body.PagerInfo.RowCount).toBeGreaterThan(20);
    for (let page = 1; page <= 20; page++) {
      const rows = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { PagerInfo: { PageIndex: page, PageSize: 100 } });
      expect(rows.some((p: { Id: string }) => p.Id === meal.FoodSaleShelfId)).toBe(false);
      if (rows.length < 100) break;
    }
    expect(await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { SupplyName: '没有这家供应商', PagerInfo: PAGE })).toEqual([]);
  });

  it('takes an amount in ml (spec 02: weight unit 1 g, 2 ml) and counts it in grams by the food’s density', async () => {
    const { Id } = await buyer.ok(
      'ENX_Dishesinformation/AddDishesinformation',
      dish('葱油拌面测试', [
        // the kitchen names 菜籽油 for this ingredient: 10 ml of a vegetable oil weigh 9.2 g
        { FoodId: a.FoodSaleShelfId, Grams: 10, WeightUnit: 2, FoodCode: '192001' } as never,
        { FoodId: b.FoodSaleShelfId, Grams: 120 },
      ]),
    );
    const saved = await buyer.ok('ENX_Dishesinformation/GetDishesById', { Id });
    const [oil, noodles] = saved.ENX_DishesinformationfoodInfos;
    expect(oil).toMatchObject({ Amount: 10, WeightUnit: 2, Grams: 9.2, FoodCode: '192001' });
    // grams by default, as before
    expect(noodles).toMatchObject({ Amount: 120, WeightUnit: 1, Grams: 120 });
    const bad = await buyer.raw(
      'ENX_Dishesinformation/AddDishesinformation',
      dish('坏单位', [{ FoodId: a.FoodSaleShelfId, Grams: 10, WeightUnit: 3 } as never]),
    );
    expect([bad.status, bad.body.Message]).toEqual([400, PLANNING_MSG.weightUnit]);
    await buyer.ok('ENX_Dishesinformation/DeleteDishesinformation', { Id });
  });

  it('refuses a bad dish with each message, saving nothing', async () => {
    const good = [{ FoodId: a.FoodSaleShelfId, Grams: 100 }];
    const cases: [unknown, string][] = [
      [dish('', good), PLANNING_MSG.dishNameRequired],
      [dish('菜'.repeat(31), good), PLANNING_MSG.dishNameTooLong],
      [dish('坏类型', good, { DishesType: 99 }), PLANNING_MSG.dishTypeRequired],
      [dish('无菜系', good, { Cuisine: undefined }), PLANNING_MSG.cuisineRequired],
      [dish('描述太长', good, { Describe: '字'.repeat(201) }), PLANNING_MSG.describeTooLong],
      [dish('零克', [{ FoodId: a.FoodSaleShelfId, Grams: 0 }]), PLANNING_MSG.ingredientGrams],
      [dish('太重', [{ FoodId: a.FoodSaleShelfId, Grams: 5000.1 }]), PLANNING_MSG.ingredientGrams],
      [
        dish('两次', [
          { FoodId: a.FoodSaleShelfId, Grams: 10 },
          { FoodId: a.FoodSaleShelfId, Grams: 20 },
        ]),
        PLANNING_MSG.ingredientTwice,
      ],
      [dish('没有的商品', [{ FoodId: 'no-such-item', Grams: 10 }]), PLANNING_MSG.ingredientNotFound],
      [dish('营养餐做食材', [{ FoodId: meal.FoodSaleShelfId, Grams: 10 }]), PLANNING_MSG.ingredientNotFound],
    ];
    for (const [body, message] of cases) {
      const r = await buyer.raw('ENX_Dishesinformation/AddDishesinformation', body);
      expect([r.status, r.body.Message]).toEqual([400, message]);
    }
    const r = await buyer.call('ENX_Dishesinformation/GetDishesinformationList', { SearchName: '两次', PagerInfo: PAGE });
    expect(r.body.Data).toEqual([]);
  });

  it('adds, lists (searching dish, product and supplier names), updates and deletes the firm’s own dishes', async () => {
    const { Id } = await buyer.ok(
      'ENX_Dishesinformation/AddDishesinformation',
      dish('番茄炒蛋测试', [
        { FoodId: a.FoodSaleShelfId, Grams: 150 },
        { FoodId: b.FoodSaleShelfId, Grams: 200 },
      ]),
    );
    const got = await buyer.ok('ENX_Dishesinformation/GetDishesById', { Id });
    expect(got).toMatchObject({ Name: '番茄炒蛋测试', DishesType: 2, DishesTypeName: '荤菜', Cuisine: 2, CuisineName: '浙菜', Describe: '测试菜品' });
    expect(got.ENX_DishesinformationfoodInfos).toHaveLength(2);
    expect(got.ENX_DishesinformationfoodInfos[1]).toMatchObject({
      FoodId: b.FoodSaleShelfId,
      FoodName: b.ProductName,
      SupplyName: b.SupplyName,
      Grams: 200,
      NetWeight: 500,
      OnSale: true,
    });
    for (const word of ['番茄炒蛋测试', b.ProductName, b.SupplyName]) {
      const rows = await buyer.ok('ENX_Dishesinformation/GetDishesinformationList', { SearchName: word, PagerInfo: PAGE });
      expect(rows.map((d: { Id: string }) => d.Id)).toContain(Id);
    }
    expect(await buyer.ok('ENX_Dishesinformation/GetDishesinformationList', { SearchName: '没有这个词', PagerInfo: PAGE })).toEqual([]);

    await buyer.ok('ENX_Dishesinformation/UpdateDishesinformation', {
      ENX_DishesinformationInfo: { ...dish('番茄炒蛋改', [{ FoodId: b.FoodSaleShelfId, Grams: 120 }]).ENX_DishesinformationInfo, Id },
    });
    const changed = await buyer.ok('ENX_Dishesinformation/GetDishesById', { Id });
    expect(changed.Name).toBe('番茄炒蛋改');
    expect(changed.ENX_DishesinformationfoodInfos.map((i: { FoodId: string; Grams: number }) => [i.FoodId, i.Grams])).toEqual([[b.FoodSaleShelfId, 120]]);

    // newest first
    const second = await buyer.ok('ENX_Dishesinformation/AddDishesinformation', dish('后加的菜', []));
    const list = await buyer.ok('ENX_Dishesinformation/GetDishesinformationList', { PagerInfo: PAGE });
    expect(list.findIndex((d: { Id: string }) => d.Id === second.Id)).toBeLessThan(list.findIndex((d: { Id: string }) => d.Id === Id));

    await buyer.ok('ENX_Dishesinformation/DeleteDishesinformation', { Id: second.Id });
    expect((await buyer.call('ENX_Dishesinformation/GetDishesById', { Id: second.Id })).status).toBe(404);
  });

  it('keeps a firm’s dishes from other firms: 403 by id, absent from their list, unchanged', async () => {
    const { Id } = await buyer.ok('ENX_Dishesinformation/AddDishesinformation', dish('别人碰不到的菜', [{ FoodId: a.FoodSaleShelfId, Grams: 50 }]));
    const before = await buyer.ok('ENX_Dishesinformation/GetDishesById', { Id });
    const refused = [
      await otherBuyer.call('ENX_Dishesinformation/GetDishesById', { Id }),
      await otherBuyer.call('ENX_Dishesinformation/UpdateDishesinformation', {
        ENX_DishesinformationInfo: { ...dish('改掉', []).ENX_DishesinformationInfo, Id },
      }),
      await otherBuyer.call('ENX_Dishesinformation/DeleteDishesinformation', { Id }),
      await otherBuyer.call('ENX_Dishesinformation/GetDishesinformationToOrder', { Id, Number: 10 }),
      await supplier.call('ENX_Dishesinformation/GetDishesById', { Id }),
    ];
    for (const r of refused) expect(r.status).toBe(403);
    expect(await otherBuyer.ok('ENX_Dishesinformation/GetDishesinformationList', { SearchName: '别人碰不到', PagerInfo: PAGE })).toEqual([]);
    expect(await buyer.ok('ENX_Dishesinformation/GetDishesById', { Id })).toEqual(before);
    expect((await buyer.call('ENX_Dishesinformation/GetDishesById', { Id: 'missing' })).status).toBe(404);
    // a supplier keeps dishes of its own too
    const own = await supplier.ok('ENX_Dishesinformation/AddDishesinformation', dish('供应商的菜', [{ FoodId: b.FoodSaleShelfId, Grams: 30 }]));
    const theirs = (await supplier.ok('ENX_Dishesinformation/GetDishesinformationList', { PagerInfo: PAGE })).map((d: { Id: string }) => d.Id);
    expect(theirs).toContain(own.Id);
    expect(theirs).not.toContain(Id);
  });

  it('orders a dish for 40 portions: grams to units by net weight, rounded up; one order per supplier, source 2', async () => {
    const { Id } = await buyer.ok(
      'ENX_Dishesinformation/AddDishesinformation',
      dish('下单用的菜', [
        { FoodId: a.FoodSaleShelfId, Grams: 150 },
        { FoodId: b.FoodSaleShelfId, Grams: 200 },
      ]),
    );
    // a: 150 g × 40 = 6 000 g of 25 000 g sacks → 0.24 → 1 sack; b: 200 g × 40 = 8 000 g of 500 g units → 16
    const made = await buyer.ok('ENX_Dishesinformation/GetDishesinformationToOrder', { Id, Number: 40 });
    expect(made).toHaveLength(2);
    expect(made.map((m: { SupplierName: string }) => m.SupplierName).sort()).toEqual([a.SupplyName, b.SupplyName].sort());
    const orders = await buyer.ok('Order/GetFirmElectricityOrderList', { OrderSourceType: 2, PagerInfo: PAGE });
    const ours = orders.filter((o: { Id: string }) => made.some((m: { Id: string }) => m.Id === o.Id));
    expect(ours).toHaveLength(2);
    const lines = ours.flatMap((o: { B2B_ElectricityorderdetailInfos: { FoodSaleShelfId: string; SealNumber: number }[] }) =>
      o.B2B_ElectricityorderdetailInfos.map((l) => [l.FoodSaleShelfId, l.SealNumber]),
    );
    expect(lines.sort()).toEqual(
      [
        [a.FoodSaleShelfId, 1],
        [b.FoodSaleShelfId, 16],
      ].sort(),
    );
    for (const o of ours) expect(o).toMatchObject({ OrderSourceType: 2, PlanId: null, PlanName: '菜品 下单用的菜 40份' });
  });

  it('refuses to order a dish without ingredients or with an ingredient of unknown net weight, placing nothing', async () => {
    const empty = await buyer.ok('ENX_Dishesinformation/AddDishesinformation', dish('空菜', []));
    const r1 = await buyer.call('ENX_Dishesinformation/GetDishesinformationToOrder', { Id: empty.Id, Number: 40 });
    expect([r1.status, r1.body.Message]).toEqual([400, PLANNING_MSG.noIngredients]);
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: b.FoodSaleShelfId, FoodCode: null, NetWeight: null });
    try {
      const { Id } = await buyer.ok(
        'ENX_Dishesinformation/AddDishesinformation',
        dish('缺净重', [
          { FoodId: a.FoodSaleShelfId, Grams: 150 },
          { FoodId: b.FoodSaleShelfId, Grams: 200 },
        ]),
      );
      const before = (await buyer.call('Order/GetFirmElectricityOrderList', { OrderSourceType: 2, PagerInfo: PAGE })).body.PagerInfo.RowCount;
      const r2 = await buyer.call('ENX_Dishesinformation/GetDishesinformationToOrder', { Id, Number: 40 });
      expect([r2.status, r2.body.Message]).toEqual([400, PLANNING_MSG.noNetWeight(b.ProductName)]);
      const after = (await buyer.call('Order/GetFirmElectricityOrderList', { OrderSourceType: 2, PagerInfo: PAGE })).body.PagerInfo.RowCount;
      expect(after).toBe(before);
      const r3 = await buyer.call('ENX_Dishesinformation/GetDishesinformationToOrder', { Id, Number: 0 });
      expect([r3.status, r3.body.Message]).toEqual([400, PLANNING_MSG.orderPortions]);
    } finally {
      await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: b.FoodSaleShelfId, FoodCode: null, NetWeight: 500 });
    }
  });
});
