import fs from 'node:fs';
import path from 'node:path';
import { MSG, PLANNING_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const CSV = path.resolve(import.meta.dirname, '../../../data/nutrition/food-composition.csv');

/** A composition row's figures as the file writes them (an empty cell is NaN here). */
type Figures = Record<'edible_pct' | 'energy_kcal' | 'protein_g' | 'calcium_mg', number>;
function fileRow(code: string): Figures {
  const [head, ...lines] = fs.readFileSync(CSV, 'utf8').trim().split(/\r?\n/);
  const cols = (head as string).split(',');
  for (const line of lines) {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')) ?? [];
    if (cells[0] === code) return Object.fromEntries(cols.map((c, i) => [c, cells[i] === '' ? Number.NaN : Number(cells[i])])) as Figures;
  }
  throw new Error(`no row ${code}`);
}

describe.each(BACKENDS)('nutrition meals on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let kitchen: TestClient;
  let operator: TestClient;
  let meals: { Id: string; ProductName: string; SupplierId: string }[];
  let meal: { Id: string; ProductName: string };
  let otherMeal: { Id: string; SupplierId: string };
  let otherKitchen: TestClient;
  /** rice (012101), fresh corn (013101, calcium not measured), and a product without a code */
  let rice: { Id: string; ProductName: string };
  let corn: { Id: string; ProductName: string };
  let plain: { Id: string; ProductName: string };
  let dish1: string;
  let dish2: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    operator = await t.client().login('13800000004');
    const shelf = await buyer.ok('Store/GetFoodsaleshelfInfoList', { FoodTypeCode: '100', PagerInfo: PAGE });
    const kitchenFirm = shelf[0].SupplierId as string;
    meals = shelf.filter((p: { SupplierId: string }) => p.SupplierId === kitchenFirm);
    meal = meals[0] as { Id: string; ProductName: string };
    otherMeal = shelf.find((p: { SupplierId: string }) => p.SupplierId !== kitchenFirm);
    expect(meal && otherMeal).toBeTruthy();
    const userId = newId();
    await t.database.db.insert(users).values({
      id: userId,
      firmId: kitchenFirm,
      fullName: '配餐员',
      phone: '13800000081',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: t.clock.now(),
    });
    await grantSystemRole(t.database.db, userId, 'supplier');
    kitchen = await t.client().login('13800000081');
    // a second kitchen: another supplier firm's staff with the same role
    const otherId = newId();
    await t.database.db.insert(users).values({
      id: otherId,
      firmId: otherMeal.SupplierId,
      fullName: '配餐员',
      phone: '13800000082',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      createdAt: t.clock.now(),
    });
    await grantSystemRole(t.database.db, otherId, 'supplier');
    otherKitchen = await t.client().login('13800000082');

    const foods = await kitchen.ok('ENX_Dishesinformation/GetProductOnSaleList', { PagerInfo: PAGE });
    [rice, corn, plain] = foods.slice(0, 3);
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: rice.Id, FoodCode: '012101', NetWeight: 25_000 });
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: corn.Id, FoodCode: '013101', NetWeight: 500 });
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: plain.Id, FoodCode: null, NetWeight: 1000 });
    const add = async (name: string, lines: { FoodId: string; Grams: number }[]) =>
      (
        await kitchen.ok('ENX_Dishesinformation/AddDishesinformation', {
          ENX_DishesinformationInfo: { Name: name, DishesType: 1, Cuisine: 1, ENX_DishesinformationfoodInfos: lines },
        })
      ).Id as string;
    dish1 = await add('玉米饭', [
      { FoodId: rice.Id, Grams: 150 },
      { FoodId: corn.Id, Grams: 80 },
    ]);
    dish2 = await add('杂拌', [
      { FoodId: plain.Id, Grams: 50 },
      { FoodId: rice.Id, Grams: 20 },
    ]);
  }, 60_000);
  afterAll(() => t?.close());

  const save = (over: Record<string, unknown> = {}) =>
    kitchen.call('WeekFeeding/SaveFeeding', {
      REC_FeedingInfo: {
        FoodSaleShelfId: meal.Id,
        AgeGroup: 2,
        Gender: 1,
        REC_FeedingdetailInfos: [
          { DishesId: dish1, Portions: 1 },
          { DishesId: dish2, Portions: 0.5 },
        ],
        ...over,
      },
    });

  it('composes the kitchen’s own meal of its own dishes only', async () => {
    const buyerDish = await buyer.ok('ENX_Dishesinformation/AddDishesinformation', {
      ENX_DishesinformationInfo: { Name: '食堂的菜', DishesType: 1, Cuisine: 1, ENX_DishesinformationfoodInfos: [] },
    });
    const foreignDish = await save({ REC_FeedingdetailInfos: [{ DishesId: buyerDish.Id, Portions: 1 }] });
    expect([foreignDish.status, foreignDish.body.Message]).toEqual([400, PLANNING_MSG.dishNotFound]);
    const foreignMeal = await save({ FoodSaleShelfId: otherMeal.Id });
    expect(foreignMeal.status).toBe(403);
    expect(foreignMeal.body.Message).toBe(MSG.forbidden);
    const own = await kitchen.ok('SupplierShelf/GetShelfList', { PagerInfo: PAGE });
    const ownNotMeal = own.find((p: { FoodTypeCode: string }) => p.FoodTypeCode !== '100');
    expect(ownNotMeal).toBeTruthy();
    const notMeal = await save({ FoodSaleShelfId: ownNotMeal.Id });
    expect([notMeal.status, notMeal.body.Message]).toEqual([400, PLANNING_MSG.notNutritionMeal]);
    const missing = await save({ FoodSaleShelfId: 'no-such-item' });
    expect([missing.status, missing.body.Message]).toEqual([404, MSG.productNotFound]);
    const portions = await save({ REC_FeedingdetailInfos: [{ DishesId: dish1, Portions: 0 }] });
    expect([portions.status, portions.body.Message]).toEqual([400, PLANNING_MSG.portionsRange]);
    // the demo composes every meal; the refusals above changed nothing of it
    const list0 = await kitchen.ok('WeekFeeding/GetFirmFeedingList', { PagerInfo: PAGE });
    const seeded = list0.find((m: { FoodSaleShelfId: string }) => m.FoodSaleShelfId === meal.Id);
    expect(seeded.Id).toBeTruthy();
    expect(seeded.REC_FeedingdetailInfos.map((d: { DishesId: string }) => d.DishesId)).not.toContain(dish1);

    const first = await save();
    expect(first.status).toBe(200);
    expect(first.body.Data.Id).toBe(seeded.Id);
    const again = await save();
    expect(again.body.Data.Id).toBe(first.body.Data.Id);
    const list = await kitchen.ok('WeekFeeding/GetFirmFeedingList', { PagerInfo: PAGE });
    expect(list.length).toBe(meals.length);
    const row = list.find((m: { FoodSaleShelfId: string }) => m.FoodSaleShelfId === meal.Id);
    expect(row).toMatchObject({ Id: first.body.Data.Id, AgeGroup: 2, AgeGroupName: '9~11岁', Gender: 1, GenderName: '男' });
    expect(row.Missing).toEqual([{ ProductName: plain.ProductName, Grams: 25, Reason: 'unmapped' }]);
    expect(row.REC_FeedingdetailInfos.map((d: { DishesName: string; Portions: number }) => [d.DishesName, d.Portions])).toEqual([
      ['玉米饭', 1],
      ['杂拌', 0.5],
    ]);
    expect(row.EnergyKcal).toBeGreaterThan(0);
  });

  it('works out nutrition per portion from grams × edible% × value / 100, listing unmapped ingredients', async () => {
    const { Id } = (await save()).body.Data;
    const r = fileRow('012101');
    const c = fileRow('013101');
    // grams per portion of the meal: rice 150 × 1 + 20 × 0.5 = 160 g (edible 100 %), corn 80 × 1 = 80 g (edible 46 %)
    const riceEdible = ((150 + 20 * 0.5) * r.edible_pct) / 100;
    const cornEdible = (80 * c.edible_pct) / 100;
    const n = await buyer.ok('WeekFeeding/GetFeedingNutrition', { Id });
    expect(n.Id).toBe(Id);
    expect(n.Name).toBe(meal.ProductName);
    expect(n.EnergyKcal).toBeCloseTo((riceEdible * r.energy_kcal) / 100 + (cornEdible * c.energy_kcal) / 100, 6);
    expect(n.ProteinG).toBeCloseTo((riceEdible * r.protein_g) / 100 + (cornEdible * c.protein_g) / 100, 6);
    // corn's calcium was not measured: it adds nothing, yet corn is not missing
    expect(Number.isNaN(c.calcium_mg)).toBe(true);
    expect(n.CalciumMg).toBeCloseTo((riceEdible * r.calcium_mg) / 100, 6);
    // named with its grams per portion (50 g × 0.5 portion), and the nutrition is not complete
    expect(n.Missing).toEqual([{ ProductName: plain.ProductName, Grams: 25, Reason: 'unmapped' }]);
    expect(n.Complete).toBe(false);
    const byName = (name: string, dish: string) => n.Ingredients.find((i: { Name: string; DishesName: string }) => i.Name === name && i.DishesName === dish);
    expect(byName(corn.ProductName, '玉米饭')).toMatchObject({ Grams: 80, FoodCode: '013101', EdiblePct: c.edible_pct, Group: 'grain' });
    expect(byName(rice.ProductName, '杂拌')).toMatchObject({ Grams: 10, FoodCode: '012101' });
    expect(byName(plain.ProductName, '杂拌')).toMatchObject({ Grams: 25, FoodCode: null, FoodName: null, Group: null, EnergyKcal: 0 });
    // by the meal's shelf item id too, and in a batch
    expect((await buyer.ok('WeekFeeding/GetFeedingNutrition', { Id: meal.Id })).EnergyKcal).toBe(n.EnergyKcal);
    const batch = await buyer.ok('WeekFeeding/GetFeedingNutritionList', { Ids: [Id] });
    expect(batch).toEqual([n]);
    expect((await buyer.call('WeekFeeding/GetFeedingNutrition', { Id: 'missing' })).status).toBe(404);

    // off sale: only its own kitchen still reads it
    await kitchen.ok('SupplierShelf/SetOnSale', { Id: meal.Id, OnSale: false });
    try {
      const hidden = await buyer.call('WeekFeeding/GetFeedingNutrition', { Id });
      expect([hidden.status, hidden.body.Message]).toEqual([404, PLANNING_MSG.feedingNotFound]);
      expect((await kitchen.ok('WeekFeeding/GetFeedingNutrition', { Id })).EnergyKcal).toBe(n.EnergyKcal);
      // another kitchen holds the same permission, on its own firm's meals only
      const foreign = await otherKitchen.call('WeekFeeding/GetFeedingNutrition', { Id });
      expect([foreign.status, foreign.body.Message]).toEqual([404, PLANNING_MSG.feedingNotFound]);
      const foreignBatch = await otherKitchen.call('WeekFeeding/GetFeedingNutritionList', { Ids: [Id] });
      expect([foreignBatch.status, foreignBatch.body.Message]).toEqual([404, PLANNING_MSG.feedingNotFound]);
    } finally {
      await kitchen.ok('SupplierShelf/SetOnSale', { Id: meal.Id, OnSale: true });
    }
  });

  it('refuses to delete a dish a meal uses (409), naming the meal', async () => {
    await save();
    const r = await kitchen.call('ENX_Dishesinformation/DeleteDishesinformation', { Id: dish1 });
    expect([r.status, r.body.Message]).toEqual([409, PLANNING_MSG.dishInUse(meal.ProductName)]);
    expect((await kitchen.call('ENX_Dishesinformation/GetDishesById', { Id: dish1 })).status).toBe(200);
  });

  it('answers the standard with each value’s status and source', async () => {
    const std = await t.client().ok('WeekFeeding/GetNutritionStandard', {});
    expect(std.name).toContain('554');
    const energy = std.daily['2']['1'].EnergyKcal;
    expect(energy.min).toBeGreaterThan(0);
    expect(energy.source).not.toBe('');
    expect(std.mealSharePct['2']).toMatchObject({ min: 35, max: 40 });
  });
});
