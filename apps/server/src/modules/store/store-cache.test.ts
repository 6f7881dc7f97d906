import { UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient, tinyPng, twinOf } from '../../test/helper.js';

const PAGE = { PageIndex: 1, PageSize: 50 };
type Row = { Id: string; PresentPrice: number; Stock: number; FoodIsCollect: boolean };

/**
 * The store's read cache (decision 018): answers are served from memory, and no answer that a
 * write replaced is served once the write has answered, on this instance or the other (on
 * PostgreSQL a twin shares the database and Redis, as behind a balancer).
 */
describe.each(BACKENDS)('the store read cache on %s', (backend) => {
  let t: TestApp;
  let twin: TestApp | null;
  let supplier: TestClient;
  let buyer: TestClient;
  let operator: TestClient;
  let typeId: string;
  let imageId: string;
  /** Every instance: reads go to each, writes alternate. */
  let instances: TestApp[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    twin = await twinOf(t);
    instances = twin ? [t, twin] : [t];
    supplier = await t.asSupplier();
    buyer = await t.asBuyer();
    operator = await t.client().login('13800000004');
    await operator.ok('Operator/SaveSettings', { ShelfReviewRequired: false });
    const tree = await t.client().ok('Store/GetFoodTypeTree', {});
    typeId = tree.find((n: { Name: string }) => n.Name === '粮油').Children[0].Id;
    imageId = await t.deps.files.save(t.database.db, { fileName: 'item.png', bytes: tinyPng() });
  });
  afterAll(async () => {
    await twin?.close();
    await t?.close();
  });

  const item = (over: Record<string, unknown> = {}) => ({
    ProductName: '缓存测试糯米',
    FoodTypeId: typeId,
    FoodSpecification: '5kg/袋',
    Unit: '袋',
    FoodBrand: '江南',
    SealNumber: 'NM-01',
    FoodShelfLife: 365,
    PresentPrice: 40,
    OriginalPrice: 100,
    Stock: 500,
    ImageFileIds: [imageId],
    Introduction: '<p>糯米</p>',
    ...over,
  });
  async function upload(who: TestClient, moduleType: number): Promise<string> {
    const form = new FormData();
    form.append('ModuleType', String(moduleType));
    form.append('file', new Blob([new Uint8Array(tinyPng())]), 'picture.png');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: who.cookie as string }, body: form });
    return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
  }
  const detailOn = (a: TestApp, Id: string, as?: TestClient) => (as ? as.via(a.baseUrl) : a.client()).ok('Store/GetProductDetailById', { Id });
  const searchOn = async (a: TestApp, word: string, as?: TestClient): Promise<Row[]> =>
    (as ? as.via(a.baseUrl) : a.client()).ok('Store/GetFoodsaleshelfDetailList', { ProductName: word, PagerInfo: PAGE });

  it('serves a product detail and a list from memory, and never what a write replaced once the write has answered', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item());
    for (const a of instances) await detailOn(a, Id);
    const hitsBefore = t.deps.readCache.stats.hits;
    for (let i = 0; i < 5; i++) await detailOn(t, Id);
    // the first read after a change of its tags reads the database; the others are hits (a sweep of
    // the logins' writes, announced within the second, may move a tag once in between)
    expect(t.deps.readCache.stats.hits - hitsBefore).toBeGreaterThanOrEqual(3);

    // 12 price changes, written through either instance; each answered write is seen at once by both
    for (let round = 1; round <= 12; round++) {
      const writer = instances[round % instances.length] as TestApp;
      const price = 40 + round;
      await supplier.via(writer.baseUrl).ok('SupplierShelf/SaveShelfItem', item({ Id, PresentPrice: price }));
      for (const a of instances) {
        expect((await detailOn(a, Id)).PresentPrice).toBe(price);
        expect((await searchOn(a, '缓存测试糯米')).find((p) => p.Id === Id)?.PresentPrice).toBe(price);
      }
    }

    // a purchase on the last instance: the stock shown drops everywhere at once
    const before = (await detailOn(t, Id)).Stock;
    const last = instances.at(-1) as TestApp;
    await buyer.via(last.baseUrl).ok('Cart/BuyNow', { FoodSaleShelfId: Id, CartNumber: 3 });
    for (const a of instances) {
      expect((await detailOn(a, Id)).Stock).toBe(before - 3);
      expect((await searchOn(a, '缓存测试糯米')).find((p) => p.Id === Id)?.Stock).toBe(before - 3);
    }
  });

  it('fills 收藏 per firm on cached answers: the firm that favoured an item sees it, a visitor and another firm do not', async () => {
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '缓存收藏测试黑米' }));
    const other = await t.client().login('13800000005');
    for (const a of instances) expect((await detailOn(a, Id, buyer)).FoodIsCollect).toBe(false);
    await buyer.ok('Favorite/AddToFavorite', { B2B_UserfoodcollectInfo: { FoodSaleShelfId: Id } });
    for (const a of instances) {
      expect((await detailOn(a, Id, buyer)).FoodIsCollect).toBe(true);
      expect((await detailOn(a, Id)).FoodIsCollect).toBe(false);
      expect((await detailOn(a, Id, other)).FoodIsCollect).toBe(false);
      const listed = await searchOn(a, '缓存收藏测试黑米', buyer);
      expect(listed.find((p) => p.Id === Id)?.FoodIsCollect).toBe(true);
      expect((await searchOn(a, '缓存收藏测试黑米')).find((p) => p.Id === Id)?.FoodIsCollect).toBe(false);
    }
  });

  it('takes a suspended supplier’s products out of every cached read on every instance, and brings them back on resumption', async () => {
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '缓存停用测试紫米' }));
    for (const a of instances) {
      await detailOn(a, Id);
      expect((await searchOn(a, '缓存停用测试紫米')).map((p) => p.Id)).toContain(Id);
      await a.client().ok('Store/GetSupplierById', { Id: me.FirmId });
    }
    await operator.ok('Operator/SuspendFirm', { Id: me.FirmId, Reason: '缓存测试' });
    try {
      for (const a of instances) {
        expect((await a.client().call('Store/GetProductDetailById', { Id })).status).toBe(404);
        expect((await searchOn(a, '缓存停用测试紫米')).map((p) => p.Id)).not.toContain(Id);
        expect((await a.client().call('Store/GetSupplierById', { Id: me.FirmId })).status).toBe(404);
      }
    } finally {
      await operator.ok('Operator/ResumeFirm', { Id: me.FirmId, Reason: '缓存测试结束' });
    }
    for (const a of instances) expect((await detailOn(a, Id)).Id).toBe(Id);
    supplier = await t.asSupplier();
  });

  it('drops a banner switched off from the cached carousel of every instance at once', async () => {
    const fileId = await upload(operator, UPLOAD_MODULE_TYPE.banner);
    const { Id } = await operator.ok('CMS/SaveBanner', { FileId: fileId, Title: '缓存横幅', Sort: 0 });
    const carousel = async (a: TestApp) => (await a.client().ok('Store/GetIndexBackImg', {})).map((b: { Id: string }) => b.Id);
    for (const a of instances) expect(await carousel(a)).toContain(Id);
    await operator.ok('CMS/SaveBanner', { Id, FileId: fileId, Title: '缓存横幅', Sort: 0, Enabled: false });
    for (const a of instances) expect(await carousel(a)).not.toContain(Id);
  });

  it('shows a supplier’s new licence on its store page of every instance at once', async () => {
    const me = await supplier.ok('Account/GetCurrentUser', {});
    const licences = async (a: TestApp) =>
      (await a.client().ok('Store/GetSupplierById', { Id: me.FirmId })).firmlicenseInfos.map((l: { LicenseNumber: string }) => l.LicenseNumber);
    for (const a of instances) expect(await licences(a)).not.toContain('JY33010600CACHE');
    const file = await upload(supplier, UPLOAD_MODULE_TYPE.licence);
    await supplier.ok('EN_Firmlicense/SaveFirmlicense', {
      LicenseType: 3,
      Name: '食品经营许可证',
      LicenseNo: 'JY33010600CACHE',
      ValidFrom: '2025-01-01',
      ValidUntil: '2030-12-31',
      FileIds: [file],
    });
    for (const a of instances) expect(await licences(a)).toContain('JY33010600CACHE');
  });

  it('stays right when Redis loses its data: nothing stale, and caching again after', async (ctx) => {
    if (!t.deps.redis) return ctx.skip('needs Redis (REDIS_URL)');
    const { Id } = await supplier.ok('SupplierShelf/SaveShelfItem', item({ ProductName: '缓存丢失测试香米', PresentPrice: 30 }));
    for (const a of instances) expect((await detailOn(a, Id)).PresentPrice).toBe(30);
    // every version gone, as after a Redis restart without persistence
    const keys = await t.deps.redis.keys(`${t.redisPrefix}v:*`);
    expect(keys.length).toBeGreaterThan(0);
    await t.deps.redis.del(...keys.map((k) => k.slice(t.redisPrefix.length)));
    await supplier.ok('SupplierShelf/SaveShelfItem', item({ Id, ProductName: '缓存丢失测试香米', PresentPrice: 31 }));
    for (const a of instances) expect((await detailOn(a, Id)).PresentPrice).toBe(31);
    const hits = t.deps.readCache.stats.hits;
    for (let i = 0; i < 3; i++) expect((await detailOn(t, Id)).PresentPrice).toBe(31);
    expect(t.deps.readCache.stats.hits).toBeGreaterThan(hits);
  });
});
