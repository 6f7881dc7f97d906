import fs from 'node:fs';
import path from 'node:path';
import { MSG, PLANNING_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

const PAGE = { PageIndex: 1, PageSize: 100 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const CSV = path.resolve(import.meta.dirname, '../../../data/nutrition/food-composition.csv');
const GENERAL = path.resolve(import.meta.dirname, '../../../data/nutrition/cfct6-general.csv');

/** The file's rows as text cells by column name (the figures never hold commas). */
function csvRows(): Record<string, string>[] {
  const [head, ...lines] = fs.readFileSync(CSV, 'utf8').trim().split(/\r?\n/);
  const cols = (head as string).split(',');
  return lines.map((line) => {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')) ?? [];
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** A row as the list answers it (the fields these tests read). */
type CompositionRow = { Code: string; Verified: boolean; VerifyNote: string; NotMeasured: string[]; EdiblePct: number; [k: string]: unknown };

describe.each(BACKENDS)('food composition data on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let operator: TestClient;
  let buyer: TestClient;
  let ownItem: { Id: string };
  let otherItem: { FoodSaleShelfId: string; SupplyFirmId: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    buyer = await t.asBuyer();
    operator = await t.client().login('13800000004');
    const me = await supplier.ok('Account/GetCurrentUser', {});
    [ownItem] = await supplier.ok('SupplierShelf/GetShelfList', { PagerInfo: PAGE });
    const products = await buyer.ok('B2B_Foodplan/GetFeedingShoppingCartProducts', { PagerInfo: PAGE });
    otherItem = products.ShoppingcartInfos.find((p: { SupplyFirmId: string }) => p.SupplyFirmId !== me.FirmId);
    expect(ownItem && otherItem).toBeTruthy();
  }, 60_000);
  afterAll(() => t?.close());

  /** Every row, page by page (100 a page). */
  async function allRows(): Promise<CompositionRow[]> {
    const first = await t.client().ok('Catalog/GetFoodCompositionList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const rows = [...first.Rows];
    for (let p = 2; (p - 1) * 100 < first.Total; p++) {
      rows.push(...(await t.client().ok('Catalog/GetFoodCompositionList', { PagerInfo: { PageIndex: p, PageSize: 100 } })).Rows);
    }
    return rows;
  }

  it('answers the full table of 中国食物成分表 第6版 and the hand-checked rows, paged, with verification marks', async () => {
    const page = await t.client().ok('Catalog/GetFoodCompositionList', { PagerInfo: { PageIndex: 2, PageSize: 20 } });
    expect(page.Rows).toHaveLength(20);
    expect([page.PageIndex, page.PageSize]).toEqual([2, 20]);
    const general = fs.readFileSync(GENERAL, 'utf8').trim().split(/\r?\n/).length - 1;
    const file = csvRows();
    // 1 851 foods of the general table; the 3 USDA rows of the hand-checked file come on top
    expect(general).toBe(1851);
    expect(page.Total).toBe(general + file.filter((r) => r.source?.startsWith('USDA')).length);
    const rows = await allRows();
    expect(rows).toHaveLength(page.Total);
    expect(new Set(rows.map((r) => r.Code)).size).toBe(rows.length);
    // both marks are there, each 参考值 with its reason
    const unverified = rows.filter((r) => !r.Verified);
    expect(unverified.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.Verified).length).toBeGreaterThan(1000);
    expect(unverified.every((r) => /仅一次识别|两次识别不一致|能量校验/.test(r.VerifyNote))).toBe(true);
    // 043120 樱桃番茄: the energy check is 16 % off → 参考值; 121226 鲈鱼: both readings agree on the energy and the macronutrients
    expect(rows.find((r) => r.Code === '043120')).toMatchObject({ Verified: false, VerifyNote: expect.stringContaining('能量校验偏差 16%') });
    expect(rows.find((r) => r.Code === '121226')).toMatchObject({ Name: '鲈鱼 [鲈花]', Verified: true, Group: 'fish', Category: '鱼虾蟹贝类-鱼' });

    // the hand-checked rows win where both files have the code, and are verified
    for (const text of file) {
      const row = rows.find((r) => r.Code === text.code);
      expect(row, text.code).toMatchObject({ Name: text.name, EnergyKcal: Number(text.energy_kcal), Source: text.source, Verified: true });
    }
    const rice = rows.find((r) => r.Code === '012101');
    const riceText = file.find((r) => r.code === '012101') as Record<string, string>;
    expect(rice).toMatchObject({
      Name: riceText.name,
      EdiblePct: Number(riceText.edible_pct),
      EnergyKcal: Number(riceText.energy_kcal),
      ProteinG: Number(riceText.protein_g),
      Group: 'grain',
      GroupName: '谷薯类',
      Source: 'CFCT6',
      NotMeasured: [],
    });
    // 013101 玉米（鲜）: the book left calcium and vitamin A empty — shown as not measured, not as 0 measured
    const corn = rows.find((r) => r.Code === '013101') as CompositionRow;
    const cornText = file.find((r) => r.code === '013101') as Record<string, string>;
    expect([cornText.calcium_mg, cornText.vitamin_a_ugrae]).toEqual(['', '']);
    expect(corn.NotMeasured).toEqual(['CalciumMg', 'VitaminAUgRae']);
    expect(corn.EdiblePct).toBe(Number(cornText.edible_pct));

    const byName = await t.client().ok('Catalog/GetFoodCompositionList', { SearchName: '粳米', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(byName.Total).toBeGreaterThan(0);
    expect(byName.Rows.every((r: { Name: string }) => r.Name.includes('粳米'))).toBe(true);
    const byCode = await t.client().ok('Catalog/GetFoodCompositionList', { SearchName: '012101', PagerInfo: { PageIndex: 1, PageSize: 5 } });
    expect(byCode.Rows[0].Code).toBe('012101');
  });

  it('suggests entries from a product’s name, the nearest first', async () => {
    const fish = await buyer.ok('Catalog/SuggestFoodComposition', { ProductName: '加州鲈鱼' });
    expect(fish[0]).toMatchObject({ Code: '121226', Name: '鲈鱼 [鲈花]', Verified: true });
    const greens = await buyer.ok('Catalog/SuggestFoodComposition', { ProductName: '新鲜西兰花 500g' });
    expect(greens[0].Code).toBe('045217');
    expect(await buyer.ok('Catalog/SuggestFoodComposition', { ProductName: '   ' })).toEqual([]);
  });

  it('lets a supplier map its own items, an operator any item, and refuses unknown codes and others’ items', async () => {
    await supplier.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: ownItem.Id, FoodCode: '012101', NetWeight: 25_000 });
    let shelf = await supplier.ok('SupplierShelf/GetShelfList', { PagerInfo: PAGE });
    expect(shelf.find((i: { Id: string }) => i.Id === ownItem.Id)).toMatchObject({ FoodCode: '012101', FoodCodeName: '粳米（标一）', NetWeight: 25_000 });

    const unknown = await supplier.call('Catalog/SetFoodComposition', { FoodSaleShelfId: ownItem.Id, FoodCode: 'NOPE99', NetWeight: 100 });
    expect([unknown.status, unknown.body.Message]).toEqual([400, PLANNING_MSG.compositionNotFound]);
    const zero = await supplier.call('Catalog/SetFoodComposition', { FoodSaleShelfId: ownItem.Id, FoodCode: null, NetWeight: 0 });
    expect([zero.status, zero.body.Message]).toEqual([400, PLANNING_MSG.netWeightRange]);
    shelf = await supplier.ok('SupplierShelf/GetShelfList', { PagerInfo: PAGE });
    expect(shelf.find((i: { Id: string }) => i.Id === ownItem.Id)).toMatchObject({ FoodCode: '012101', NetWeight: 25_000 });

    const foreign = await supplier.call('Catalog/SetFoodComposition', { FoodSaleShelfId: otherItem.FoodSaleShelfId, FoodCode: '012101', NetWeight: 1000 });
    expect(foreign.status).toBe(403);
    const missing = await supplier.call('Catalog/SetFoodComposition', { FoodSaleShelfId: 'no-such-item', FoodCode: '012101', NetWeight: 1000 });
    expect([missing.status, missing.body.Message]).toEqual([404, MSG.productNotFound]);
    expect((await buyer.call('Catalog/SetFoodComposition', { FoodSaleShelfId: ownItem.Id, FoodCode: null, NetWeight: null })).status).toBe(403);

    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: otherItem.FoodSaleShelfId, FoodCode: '012101', NetWeight: 5000 });
    const found = await buyer.ok('ENX_Dishesinformation/GetProductOnSaleList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    const mapped = found.find((p: { Id: string }) => p.Id === otherItem.FoodSaleShelfId);
    if (mapped) expect(mapped).toMatchObject({ FoodCode: '012101', FoodCodeName: '粳米（标一）', NetWeight: 5000 });

    // null clears
    await operator.ok('Catalog/SetFoodComposition', { FoodSaleShelfId: ownItem.Id, FoodCode: null, NetWeight: null });
    shelf = await supplier.ok('SupplierShelf/GetShelfList', { PagerInfo: PAGE });
    expect(shelf.find((i: { Id: string }) => i.Id === ownItem.Id)).toMatchObject({ FoodCode: null, FoodCodeName: null, NetWeight: null });
  });

  it('takes net weight and composition code on the shelf form, the same rules, and keeps them when left out', async () => {
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    const typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    const imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: PNG });
    const item = (over: Record<string, unknown> = {}) => ({
      ProductName: '成分测试大米',
      FoodTypeId: typeId,
      FoodSpecification: '25kg/袋',
      Unit: '袋',
      FoodShelfLife: 365,
      PresentPrice: 150,
      OriginalPrice: 160,
      Stock: 100,
      ImageFileIds: [imageId],
      ...over,
    });
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ NetWeight: 25_000, FoodCode: '012101' }));
    const saved = async () => (await supplier.ok('SupplierShelf/GetShelfList', { SearchName: '成分测试大米', PagerInfo: PAGE }))[0];
    expect(await saved()).toMatchObject({ Id, NetWeight: 25_000, FoodCode: '012101', FoodCodeName: '粳米（标一）' });
    await supplier.ok('SupplierShelf/SaveShelfItem', item({ Id, PresentPrice: 140 }));
    expect(await saved()).toMatchObject({ NetWeight: 25_000, FoodCode: '012101' });
    for (const [over, message] of [
      [{ FoodCode: 'NOPE99' }, PLANNING_MSG.compositionNotFound],
      [{ NetWeight: 0 }, PLANNING_MSG.netWeightRange],
      [{ NetWeight: 1.5 }, PLANNING_MSG.netWeightRange],
      [{ NetWeight: 1_000_001 }, PLANNING_MSG.netWeightRange],
    ] as const) {
      const r = await supplier.raw('SupplierShelf/SaveShelfItem', item({ Id, ...over }));
      expect([r.status, r.body.Message]).toEqual([400, message]);
    }
    expect(await saved()).toMatchObject({ NetWeight: 25_000, FoodCode: '012101', PresentPrice: 140 });
    await supplier.ok('SupplierShelf/SaveShelfItem', item({ Id, NetWeight: null, FoodCode: null }));
    expect(await saved()).toMatchObject({ NetWeight: null, FoodCode: null, FoodCodeName: null });
  });
});
