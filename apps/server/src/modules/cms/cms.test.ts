import { FLOOR_FEATURED_LABEL, OPERATOR_MSG as M, MSG, NUTRITION_MEAL_TYPE_CODE, type OperationName, operations, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.tables.js';
import { ABOUT_V1_CLAUSES } from '../../seed/about-data.js';
import { fuzzOperations } from '../../test/fuzz.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient, tinyPng } from '../../test/helper.js';
import { shelfItems } from '../store/store.tables.js';
import { aboutVersions, banners, news } from './cms.tables.js';

const OPERATOR = '13800000004';
const HOUR = 3_600_000;

async function upload(t: TestApp, client: TestClient, moduleType: number = UPLOAD_MODULE_TYPE.banner): Promise<string> {
  const form = new FormData();
  form.append('ModuleType', String(moduleType));
  form.append('file', new Blob([new Uint8Array(tinyPng())]), 'picture.png');
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: client.cookie as string }, body: form });
  const body = (await res.json()) as { Data: { Id: string }[] };
  expect(res.status).toBe(200);
  return body.Data[0]?.Id as string;
}

type Row = { Id: string };
const ids = (rows: Row[]) => rows.map((r) => r.Id);
const PAGE = { PagerInfo: { PageIndex: 1, PageSize: 100 } };

describe.each(BACKENDS)('store content in the operator console on %s', (backend) => {
  let t: TestApp;
  let operator: TestClient;
  let buyer: TestClient;
  let supplier: TestClient;
  let seededAt: Date;
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  /** Moves the platform clock; a session idle past its limit ends, so the operator logs in again. */
  const moveClock = async (ms: number) => {
    t.clock.advance(ms);
    operator = await t.client().login(OPERATOR);
  };
  const resetClock = async () => {
    t.clock.set(seededAt);
    operator = await t.client().login(OPERATOR);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    seededAt = t.clock.now();
    operator = await t.client().login(OPERATOR);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
  });
  afterAll(() => t?.close());

  /** The store's carousel, as ids. */
  const carousel = async () => ids(await t.client().ok('Store/GetIndexBackImg', {}));
  const storeNews = async () => ids(await t.client().ok('Store/GetDocumentList', PAGE));

  it('keeps news bodies clean: scripts, handlers and javascript: links go, structure and platform images stay', async () => {
    const Source = [
      '<h2>秋季食材采购通知</h2>',
      '<p onclick="steal()">请各校食堂<strong>按时</strong>下单。</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<ul><li>大米</li><li>蔬菜</li></ul>',
      '<p><img src="/v1/File/Download/0189aaaa-0000-7000-8000-000000000000" alt="图"></p>',
      '<p><a href="javascript:alert(document.cookie)">点我</a> <a href="https://www.samr.gov.cn/">市场监管总局</a></p>',
    ].join('');
    const saved = await operator.ok('CMS/SaveNews', { Title: '秋季采购通知', Source, Author: '膳链运营' });
    expect(saved.Status).toBe('published');
    expect((await storeNews())[0]).toBe(saved.Id);

    const d = await t.client().ok('Store/GetDocumentById', { Id: saved.Id });
    expect(d.Source).not.toMatch(/<script/i);
    expect(d.Source).not.toMatch(/alert\(1\)/);
    expect(d.Source).not.toMatch(/onerror|onclick/i);
    expect(d.Source).not.toMatch(/javascript:/i);
    expect(d.Source).toContain('<h2>秋季食材采购通知</h2>');
    expect(d.Source).toContain('<ul><li>大米</li><li>蔬菜</li></ul>');
    expect(d.Source).toContain('src="/v1/File/Download/0189aaaa-0000-7000-8000-000000000000"');
    expect(d.Source).toContain('href="https://www.samr.gov.cn/"');
    expect(d.Author).toBe('膳链运营');
    expect(d.Summary.startsWith('秋季食材采购通知请各校食堂按时下单。')).toBe(true);
    expect(d.ReadCount).toBe(1);
    // the console sees the same cleaned body
    const c = await operator.ok('CMS/GetNewsById', { Id: saved.Id });
    expect(c.Source).toBe(d.Source);
    expect(c).toMatchObject({ Status: 'published', StatusName: '已发布', ReadCount: 1 });
  });

  it('switches a banner off and on, and shows one with a future window only once the clock reaches it', async () => {
    const fileId = await upload(t, operator);
    const { Id } = await operator.ok('CMS/SaveBanner', { FileId: fileId, Title: '秋季新品', Link: '/eshop/store/latest', Sort: 5 });
    expect(await carousel()).toContain(Id);
    // the picture is public now: the store shows it to anyone
    const shown = (await t.client().ok('Store/GetIndexBackImg', {})).find((b: Row) => b.Id === Id);
    expect((await fetch(`${t.baseUrl}${shown.FileUrl}`)).status).toBe(200);
    expect(shown.LinkUrl).toBe('/eshop/store/latest');

    await operator.ok('CMS/SaveBanner', { Id, FileId: fileId, Title: '秋季新品', Sort: 5, Enabled: false });
    expect(await carousel()).not.toContain(Id);
    let row = (await operator.ok('CMS/GetBannerList', {})).find((b: Row) => b.Id === Id);
    expect(row).toMatchObject({ Enabled: false, State: 'off', StateName: '已停用' });
    await operator.ok('CMS/SaveBanner', { Id, FileId: fileId, Title: '秋季新品', Sort: 5, Enabled: true });
    expect(await carousel()).toContain(Id);

    // a window from tomorrow 08:00 to the day after
    const from = at(24 * HOUR);
    const until = at(48 * HOUR);
    const later = await operator.ok('CMS/SaveBanner', { FileId: fileId, Title: '明日上线', ShowFrom: from, ShowUntil: until });
    expect(await carousel()).not.toContain(later.Id);
    row = (await operator.ok('CMS/GetBannerList', {})).find((b: Row) => b.Id === later.Id);
    expect(row).toMatchObject({ State: 'waiting', StateName: '未到上线时间' });
    await moveClock(24 * HOUR + 60_000);
    try {
      expect(await carousel()).toContain(later.Id);
      row = (await operator.ok('CMS/GetBannerList', {})).find((b: Row) => b.Id === later.Id);
      expect(row.State).toBe('showing');
      await moveClock(24 * HOUR);
      expect(await carousel()).not.toContain(later.Id);
      row = (await operator.ok('CMS/GetBannerList', {})).find((b: Row) => b.Id === later.Id);
      expect(row.State).toBe('expired');
    } finally {
      await resetClock();
    }
    expect(await carousel()).not.toContain(later.Id);
  });

  it('orders banners by SortBanners, which must name every banner once', async () => {
    const all: Row[] = await operator.ok('CMS/GetBannerList', {});
    const reversed = ids(all).reverse();
    expect(await operator.ok('CMS/SortBanners', { Ids: reversed })).toBe(true);
    const after = await operator.ok('CMS/GetBannerList', {});
    expect(ids(after)).toEqual(reversed);
    expect(after.map((b: { Sort: number }) => b.Sort)).toEqual(reversed.map((_, i) => i));
    const visible = await carousel();
    expect(visible).toEqual(reversed.filter((id) => visible.includes(id)));

    for (const bad of [reversed.slice(1), [...reversed, reversed[0] as string], [...reversed.slice(1), '0189aaaa-0000-7000-8000-000000000000']]) {
      const r = await operator.call('CMS/SortBanners', { Ids: bad });
      expect(r.status).toBe(400);
      expect(r.body.Message).toBe(M.sortIdsInvalid);
    }
    expect(ids(await operator.ok('CMS/GetBannerList', {}))).toEqual(reversed);
  });

  it('takes only pictures the operator may use, and deletes banners', async () => {
    const before = await operator.ok('CMS/GetBannerList', {});
    // the supplier may not upload a banner at all (decision 023): a file of its own for no particular use
    const foreign = await upload(t, supplier, UPLOAD_MODULE_TYPE.firmOwn);
    const r1 = await operator.call('CMS/SaveBanner', { FileId: foreign, Title: '别人的图' });
    // another firm's file: refused without saying whose (decision 008)
    expect(r1.status).toBe(403);
    expect(r1.body.Message).toBe(MSG.fileNotOwn);
    const r2 = await operator.call('CMS/SaveBanner', { FileId: '0189aaaa-0000-7000-8000-000000000000', Title: '没有的图' });
    expect(r2.status).toBe(400);
    expect(r2.body.Message).toBe(MSG.fileNotFound);
    const r3 = await operator.call('CMS/SaveBanner', { Id: '0189aaaa-0000-7000-8000-000000000000', FileId: foreign });
    expect(r3.status).toBe(404);
    expect(r3.body.Message).toBe(M.bannerNotFound);
    expect(await operator.ok('CMS/GetBannerList', {})).toEqual(before);

    const { Id } = await operator.ok('CMS/SaveBanner', { FileId: await upload(t, operator), Title: '将删除' });
    expect(await carousel()).toContain(Id);
    expect(await operator.ok('CMS/DeleteBanner', { Id })).toBe(true);
    expect(await carousel()).not.toContain(Id);
    expect((await operator.call('CMS/DeleteBanner', { Id })).status).toBe(404);
  });

  it('keeps partners, which the store lists', async () => {
    const fileId = await upload(t, operator);
    const { Id } = await operator.ok('CMS/SavePartner', { Name: '杭州市教育局', FileId: fileId, Link: 'https://edu.hangzhou.gov.cn/', Sort: 0 });
    const store = async () => (await t.client().ok('Store/GetFoodproductfirmlogoList', PAGE)) as { Id: string; FirmName: string }[];
    expect((await store()).find((p) => p.Id === Id)?.FirmName).toBe('杭州市教育局');
    await operator.ok('CMS/SavePartner', { Id, Name: '杭州市教育局（新）', FileId: fileId });
    const listed = (await operator.ok('CMS/GetPartnerList', {})).find((p: Row) => p.Id === Id);
    expect(listed).toMatchObject({ Name: '杭州市教育局（新）', Link: null, FileId: fileId });
    expect(await operator.ok('CMS/DeletePartner', { Id })).toBe(true);
    expect((await store()).some((p) => p.Id === Id)).toBe(false);
    expect((await operator.call('CMS/DeletePartner', { Id })).status).toBe(404);
  });

  it('publishes scheduled news at its time, takes it off when unpublished and back when saved again', async () => {
    const { Id, Status } = await operator.ok('CMS/SaveNews', { Title: '定时发布的通知', Source: '<p>两小时后发布</p>', PublishAt: at(2 * HOUR) });
    expect(Status).toBe('scheduled');
    expect(await storeNews()).not.toContain(Id);
    const hidden = await t.client().call('Store/GetDocumentById', { Id });
    expect(hidden.status).toBe(404);
    expect(hidden.body.Message).toBe(M.newsNotFound);
    expect((await operator.ok('CMS/GetNewsById', { Id })).ReadCount).toBe(0);
    const scheduled = await operator.call('CMS/GetNewsList', { Status: 'scheduled', ...PAGE });
    expect(ids(scheduled.body.Data)).toEqual([Id]);

    await moveClock(2 * HOUR + 60_000);
    try {
      expect((await storeNews())[0]).toBe(Id);
      expect((await t.client().ok('Store/GetDocumentById', { Id })).ReadCount).toBe(1);
      expect((await operator.ok('CMS/GetNewsById', { Id })).Status).toBe('published');

      expect(await operator.ok('CMS/UnpublishNews', { Id })).toBe(true);
      expect(await storeNews()).not.toContain(Id);
      expect((await t.client().call('Store/GetDocumentById', { Id })).status).toBe(404);
      expect((await operator.ok('CMS/GetNewsById', { Id })).ReadCount).toBe(1);
      const off = await operator.call('CMS/GetNewsList', { Status: 'unpublished', ...PAGE });
      expect(ids(off.body.Data)).toContain(Id);

      // saved again: back in the store, keeping its publish time
      const again = await operator.ok('CMS/SaveNews', { Id, Title: '定时发布的通知（更正）', Source: '<p>已更正</p>' });
      expect(again.Status).toBe('published');
      expect(await storeNews()).toContain(Id);
      const detail = await operator.ok('CMS/GetNewsById', { Id });
      expect(new Date(detail.PublishAt).getTime()).toBeLessThan(t.clock.now().getTime() - 50_000);
    } finally {
      await resetClock();
    }

    // a draft is not out, and cannot be taken off
    const draft = await operator.ok('CMS/SaveNews', { Title: '草稿', Source: '<p>未完成</p>', Draft: true, PublishAt: at(HOUR) });
    expect(draft.Status).toBe('draft');
    expect((await operator.ok('CMS/GetNewsById', { Id: draft.Id })).PublishAt).toBeNull();
    expect(await storeNews()).not.toContain(draft.Id);
    const un = await operator.call('CMS/UnpublishNews', { Id: draft.Id });
    expect(un.status).toBe(400);
    expect(un.body.Message).toBe(M.newsNotPublished);
    const drafts = await operator.call('CMS/GetNewsList', { Status: 'draft', Title: '草稿', ...PAGE });
    expect(ids(drafts.body.Data)).toEqual([draft.Id]);
    expect(drafts.body.PagerInfo.RowCount).toBe(1);

    expect(await operator.ok('CMS/DeleteNews', { Id: draft.Id })).toBe(true);
    expect((await operator.call('CMS/GetNewsById', { Id: draft.Id })).status).toBe(404);
    expect((await operator.call('CMS/DeleteNews', { Id: draft.Id })).status).toBe(404);

    // the seeded news is out, newest publication first
    const store = await t.client().call('Store/GetDocumentList', { PagerInfo: { PageIndex: 1, PageSize: 6 } });
    expect(store.body.Data).toHaveLength(6);
    const times = store.body.Data.map((n: { CreateTime: string }) => n.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('edits a floor (name, tabs, label, featured items) and the store follows', async () => {
    const floors = await operator.ok('CMS/GetFloorList', {});
    const floor = floors[0];
    expect(floor.FeaturedLabel).toBe(FLOOR_FEATURED_LABEL);
    const tree = await operator.ok('CMS/GetFoodTypeList', {});
    const grain = tree.find((n: { Code: string }) => n.Code === '101');
    const veg = tree.find((n: { Code: string }) => n.Code === '102');
    const products = await t.client().ok('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 3 } });
    const [a, b, off] = ids(products) as [string, string, string];
    // one featured item is taken off sale by its supplier
    await t.database.db.update(shelfItems).set({ onSale: false }).where(eq(shelfItems.id, off));

    await operator.ok('CMS/SaveFloor', {
      Id: floor.Id,
      Name: '时令推荐',
      Sort: floor.Sort,
      FoodTypeIds: [veg.Id, grain.Id, veg.Id],
      FeaturedLabel: '本周推荐',
      FeaturedShelfIds: [b, off, a],
    });
    const store = await t.client().call('Store/GetFoodfloorLoginess', PAGE);
    const shown = store.body.Data.find((f: Row) => f.Id === floor.Id);
    expect(shown.Name).toBe('时令推荐');
    expect(shown.FD_FoodfloortypedetailmanageInfos.map((x: { FoodTypeCode: string }) => x.FoodTypeCode)).toEqual(['102', '101']);
    expect(shown.FeaturedLabel).toBe('本周推荐');
    expect(shown.FeaturedIds).toEqual([b, a]);

    const console = (await operator.ok('CMS/GetFloorList', {})).find((f: Row) => f.Id === floor.Id);
    expect(console.FoodTypes.map((x: { Code: string }) => x.Code)).toEqual(['102', '101']);
    expect(console.Featured.map((x: { Id: string; Listed: boolean }) => [x.Id, x.Listed])).toEqual([
      [b, true],
      [off, false],
      [a, true],
    ]);
    expect(console.Featured[0].ProductName).toBe(products[1].ProductName);
    expect(console.Featured[0].SupplierName).toBe(products[1].SupplierName);

    // back on sale: featured again; an empty label is the default
    await t.database.db.update(shelfItems).set({ onSale: true }).where(eq(shelfItems.id, off));
    await operator.ok('CMS/SaveFloor', { Id: floor.Id, Name: '时令推荐', FoodTypeIds: [veg.Id], FeaturedShelfIds: [off] });
    const again = (await t.client().call('Store/GetFoodfloorLoginess', PAGE)).body.Data.find((f: Row) => f.Id === floor.Id);
    expect(again.FeaturedLabel).toBe(FLOOR_FEATURED_LABEL);
    expect(again.FeaturedIds).toEqual([off]);

    // refusals change nothing
    for (const [input, status, message] of [
      [{ FoodTypeIds: ['0189aaaa-0000-7000-8000-000000000000'] }, 400, M.floorTypeUnknown],
      [{ FoodTypeIds: [veg.Id], FeaturedShelfIds: ['0189aaaa-0000-7000-8000-000000000000'] }, 400, M.shelfNotFound],
      [{ FoodTypeIds: [] }, 400, M.floorTypesRequired],
      [{ FoodTypeIds: [veg.Id], Name: '' }, 400, M.floorNameRequired],
      [{ FoodTypeIds: [veg.Id], FeaturedLabel: '一二三四五六七八九' }, 400, M.featuredLabelTooLong],
      [{ FoodTypeIds: [veg.Id], Id: '0189aaaa-0000-7000-8000-000000000000' }, 404, M.floorNotFound],
    ] as const) {
      const r = await operator.call('CMS/SaveFloor', { Id: floor.Id, Name: '改不了', ...(input as object) } as never);
      expect(r.status, message).toBe(status);
      expect(r.body.Message).toBe(message);
    }
    expect((await t.client().call('Store/GetFoodfloorLoginess', PAGE)).body.Data.find((f: Row) => f.Id === floor.Id)).toEqual(again);

    // a new floor, then deleted
    const made = await operator.ok('CMS/SaveFloor', { Name: '新楼层', Sort: 99, FoodTypeIds: [grain.Id] });
    expect(ids((await t.client().call('Store/GetFoodfloorLoginess', PAGE)).body.Data)).toContain(made.Id);
    expect(await operator.ok('CMS/DeleteFloor', { Id: made.Id })).toBe(true);
    expect(ids((await t.client().call('Store/GetFoodfloorLoginess', PAGE)).body.Data)).not.toContain(made.Id);
    expect((await operator.call('CMS/DeleteFloor', { Id: made.Id })).status).toBe(404);
  });

  it('keeps food type codes in shape, unique, the meal type fixed, and refuses to delete types in use', async () => {
    type Node = { Id: string; Code: string; Name: string; ItemCount: number; Children: Node[] };
    const treeOf = async (): Promise<Node[]> => operator.ok('CMS/GetFoodTypeList', {});
    const find = (nodes: Node[], code: string): Node | undefined => {
      for (const n of nodes) {
        if (n.Code === code) return n;
        const hit = find(n.Children, code);
        if (hit) return hit;
      }
    };
    let tree = await treeOf();
    const grain = find(tree, '101') as Node;
    expect(grain.ItemCount).toBeGreaterThan(0);
    expect(grain.ItemCount).toBe(grain.Children.reduce((s, c) => s + c.ItemCount, 0));
    const meal = find(tree, NUTRITION_MEAL_TYPE_CODE) as Node;

    const top = await operator.ok('CMS/SaveFoodType', { Code: '121', Name: '测试分类', Sort: 50 });
    const refusals = [
      [{ Code: '121', Name: '重复' }, 409, M.foodTypeCodeTaken],
      [{ Code: '1211', Name: '四位' }, 400, M.foodTypeCodeInvalid],
      [{ Code: '12', Name: '两位' }, 400, M.foodTypeCodeInvalid],
      [{ Code: '10299', Name: '不在上级下', ParentId: top.Id }, 400, M.foodTypeCodeInvalid],
      [{ Code: '121', Name: '顶级编码作子级', ParentId: top.Id }, 400, M.foodTypeCodeInvalid],
      [{ Code: '12101', Name: '上级不存在', ParentId: '0189aaaa-0000-7000-8000-000000000000' }, 400, M.foodTypeParentUnknown],
      [{ Code: 'abc', Name: '字母' }, 400, M.foodTypeCodeInvalid],
      [{ Code: '122', Name: '' }, 400, M.foodTypeNameRequired],
      [{ Id: meal.Id, Code: '199', Name: meal.Name }, 400, M.mealTypeFixed],
    ] as const;
    for (const [input, status, message] of refusals) {
      const r = await operator.call('CMS/SaveFoodType', input);
      expect(r.status, message).toBe(status);
      expect(r.body.Message).toBe(message);
    }
    const child = await operator.ok('CMS/SaveFoodType', { Code: '12101', Name: '测试子类', ParentId: top.Id });
    // the meal type keeps its code but may be renamed
    await operator.ok('CMS/SaveFoodType', { Id: meal.Id, Code: NUTRITION_MEAL_TYPE_CODE, Name: '学生营养餐' });
    tree = await treeOf();
    expect(find(tree, NUTRITION_MEAL_TYPE_CODE)?.Name).toBe('学生营养餐');
    expect(find(tree, '121')?.Children.map((c) => c.Id)).toEqual([child.Id]);
    // a type cannot go below itself
    const loop = await operator.call('CMS/SaveFoodType', { Id: top.Id, Code: '1210101', Name: '测试分类', ParentId: child.Id });
    expect(loop.status).toBe(400);
    expect(loop.body.Message).toBe(M.foodTypeParentUnknown);

    // deletions: the meal type never; types with items, children or floors not
    for (const [id, status, message] of [
      [meal.Id, 400, M.mealTypeFixed],
      [grain.Id, 409, M.foodTypeInUse],
      [(grain.Children.find((c) => c.ItemCount > 0) as Node).Id, 409, M.foodTypeInUse],
      [top.Id, 409, M.foodTypeInUse],
      ['0189aaaa-0000-7000-8000-000000000000', 404, M.foodTypeNotFound],
    ] as const) {
      const r = await operator.call('CMS/DeleteFoodType', { Id: id });
      expect(r.status, message).toBe(status);
      expect(r.body.Message).toBe(message);
    }
    const floor = await operator.ok('CMS/SaveFloor', { Name: '测试楼层', FoodTypeIds: [child.Id] });
    expect((await operator.call('CMS/DeleteFoodType', { Id: child.Id })).status).toBe(409);
    await operator.ok('CMS/DeleteFloor', { Id: floor.Id });
    expect(await operator.ok('CMS/DeleteFoodType', { Id: child.Id })).toBe(true);
    expect(await operator.ok('CMS/DeleteFoodType', { Id: top.Id })).toBe(true);
    expect(find(await treeOf(), '121')).toBeUndefined();
  });

  it('carries a changed code to the types below and their items, so the store still finds them', async () => {
    const count = async (code: string) =>
      (await t.client().call('Store/GetFoodsaleshelfDetailList', { FoodTypeCode: code, PagerInfo: { PageIndex: 1, PageSize: 1 } })).body.PagerInfo.RowCount;
    const tree = await operator.ok('CMS/GetFoodTypeList', {});
    const frozen = tree.find((n: { Code: string }) => n.Code === '110');
    const before = await count('110');
    expect(before).toBeGreaterThan(0);
    const taken = await operator.call('CMS/SaveFoodType', { Id: frozen.Id, Code: '109', Name: frozen.Name });
    expect(taken.status).toBe(409);
    expect(taken.body.Message).toBe(M.foodTypeCodeTaken);

    await operator.ok('CMS/SaveFoodType', { Id: frozen.Id, Code: '120', Name: frozen.Name, Sort: frozen.Sort });
    expect(await count('110')).toBe(0);
    expect(await count('120')).toBe(before);
    const moved = (await operator.ok('CMS/GetFoodTypeList', {})).find((n: { Id: string }) => n.Id === frozen.Id);
    expect(moved.Children.every((c: { Code: string }) => c.Code.startsWith('120') && c.Code.length === 5)).toBe(true);
    expect(moved.ItemCount).toBe(frozen.ItemCount);
    const items = await t.database.db
      .select({ code: shelfItems.foodTypeCode })
      .from(shelfItems)
      .where(
        inArray(
          shelfItems.foodTypeId,
          moved.Children.map((c: Row) => c.Id),
        ),
      );
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.code.startsWith('120'))).toBe(true);

    await operator.ok('CMS/SaveFoodType', { Id: frozen.Id, Code: '110', Name: frozen.Name, Sort: frozen.Sort });
    expect(await count('110')).toBe(before);
  });

  it('keeps public firm types, counting the firms that chose each', async () => {
    const list = await operator.ok('CMS/GetPubFirmTypeList', {});
    const used = list.find((x: { FirmCount: number }) => x.FirmCount > 0);
    expect(used).toBeTruthy();
    const r = await operator.call('CMS/DeletePubFirmType', { Id: used.Id });
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe(M.firmTypeInUse);

    const { Id } = await operator.ok('CMS/SavePubFirmType', { Name: '托育机构', Sort: 90 });
    await operator.ok('CMS/SavePubFirmType', { Id, Name: '托育机构食堂', Sort: 91 });
    const mine = (await operator.ok('CMS/GetPubFirmTypeList', {})).find((x: Row) => x.Id === Id);
    expect(mine).toEqual({ Id, Name: '托育机构食堂', Sort: 91, FirmCount: 0 });
    // firms choose it in their profile
    expect(ids(await buyer.ok('Firm/GetPubFirmTypeList', {}))).toContain(Id);
    expect(await operator.ok('CMS/DeletePubFirmType', { Id })).toBe(true);
    expect((await operator.call('CMS/DeletePubFirmType', { Id })).status).toBe(404);
    const missing = await operator.call('CMS/SavePubFirmType', { Id, Name: '已删' });
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe(M.firmTypeNotFound);
  });

  it('keeps the disclaimer in versions; the store shows the newest', async () => {
    const v1 = await t.client().ok('Store/GetAbout', {});
    expect(v1.Version).toBe(1);
    expect(v1.Clauses).toHaveLength(12);
    expect(v1.Clauses).toEqual(ABOUT_V1_CLAUSES);
    expect(v1.Clauses[0].Title).toBe('访问者行为规范');
    expect(v1.Clauses[11].Title).toBe('最终解释权');

    const Clauses = ABOUT_V1_CLAUSES.map((c, i) => (i === 1 ? { Title: '版权声明', Body: '本网站内容的著作权归膳链所有，转载请注明来源。' } : c));
    const saved = await operator.ok('CMS/SaveAbout', { Clauses, EffectiveDate: '2026-03-01' });
    expect(saved.Version).toBe(2);
    const v2 = await t.client().ok('Store/GetAbout', {});
    expect(v2).toMatchObject({ Version: 2, EffectiveDate: '2026-03-01' });
    expect(v2.Clauses[1].Body).toBe('本网站内容的著作权归膳链所有，转载请注明来源。');
    expect(v2).not.toHaveProperty('UpdatedBy');
    const c = await operator.ok('CMS/GetAbout', {});
    expect(c.Version).toBe(2);
    expect(c.UpdatedBy).not.toBe('');
    expect(c.Versions.map((v: { Version: number }) => v.Version)).toEqual([2, 1]);

    for (const [input, message] of [
      [{ Clauses: Clauses.slice(1), EffectiveDate: '2026-04-01' }, M.aboutClauses],
      [{ Clauses: Clauses.map((x, i) => (i === 3 ? { ...x, Body: ' ' } : x)), EffectiveDate: '2026-04-01' }, M.aboutClauses],
      [{ Clauses, EffectiveDate: '明天' }, M.aboutDate],
      [{ Clauses: Clauses.map((x, i) => (i === 0 ? { ...x, Title: '长'.repeat(31) } : x)), EffectiveDate: '2026-04-01' }, M.aboutTitleTooLong],
    ] as const) {
      const r = await operator.call('CMS/SaveAbout', input);
      expect(r.status, message).toBe(400);
      expect(r.body.Message).toBe(message);
    }
    expect(await t.database.db.select({ v: aboutVersions.version }).from(aboutVersions)).toHaveLength(2);
  });

  it('answers bad banner, partner and news input with 400 and its message, changing nothing', async () => {
    const fileId = await upload(t, operator);
    const bannersBefore = await t.database.db.select().from(banners);
    const newsBefore = await t.database.db.select({ id: news.id }).from(news);
    const partnersBefore = await operator.ok('CMS/GetPartnerList', {});
    for (const [name, input, message] of [
      ['CMS/SaveBanner', { Title: '无图' }, M.bannerImageRequired],
      ['CMS/SaveBanner', { FileId: fileId, Link: 'javascript:alert(1)' }, M.linkInvalid],
      ['CMS/SaveBanner', { FileId: fileId, Sort: -1 }, M.sortRange],
      ['CMS/SaveBanner', { FileId: fileId, ShowFrom: at(2 * HOUR), ShowUntil: at(HOUR) }, M.showRange],
      ['CMS/SaveBanner', { FileId: fileId, Title: '长'.repeat(51) }, M.bannerTitleTooLong],
      ['CMS/SavePartner', { Name: '', FileId: fileId }, M.partnerNameRequired],
      ['CMS/SavePartner', { Name: '某单位' }, M.partnerLogoRequired],
      ['CMS/SaveNews', { Title: '', Source: '<p>正文</p>' }, M.newsTitleRequired],
      ['CMS/SaveNews', { Title: '只有脚本', Source: '<script>alert(1)</script>' }, M.newsBodyRequired],
      ['CMS/SaveNews', { Title: '没有正文', Source: '' }, M.newsBodyRequired],
      ['CMS/SaveNews', { Title: '长'.repeat(61), Source: '<p>正文</p>' }, M.newsTitleTooLong],
      ['CMS/SaveNews', { Title: '时间不对', Source: '<p>正文</p>', PublishAt: '2026-02-30' }, MSG.timeInvalid],
      ['CMS/SaveNews', { Title: '图不存在', Source: '<p>正文</p>', TitleImageFileId: '0189aaaa-0000-7000-8000-000000000000' }, MSG.fileNotFound],
      ['CMS/SavePubFirmType', { Name: '' }, M.firmTypeNameRequired],
    ] as const) {
      const r = await operator.call(name as OperationName, input as never);
      expect(r.status, `${name} ${message}`).toBe(400);
      expect(r.body.IsSuccess).toBe(false);
      expect(r.body.Message).toBe(message);
    }
    expect(await t.database.db.select().from(banners)).toEqual(bannersBefore);
    expect(await t.database.db.select({ id: news.id }).from(news)).toEqual(newsBefore);
    expect(await operator.ok('CMS/GetPartnerList', {})).toEqual(partnersBefore);
  });

  const WRITES: [OperationName, Record<string, unknown>][] = [
    ['CMS/SaveBanner', { FileId: 'x' }],
    ['CMS/SortBanners', { Ids: ['x'] }],
    ['CMS/DeleteBanner', { Id: 'x' }],
    ['CMS/SavePartner', { Name: 'x', FileId: 'x' }],
    ['CMS/DeletePartner', { Id: 'x' }],
    ['CMS/SaveFloor', { Name: 'x', FoodTypeIds: ['x'] }],
    ['CMS/DeleteFloor', { Id: 'x' }],
    ['CMS/SaveFoodType', { Code: '123', Name: 'x' }],
    ['CMS/DeleteFoodType', { Id: 'x' }],
    ['CMS/SavePubFirmType', { Name: 'x' }],
    ['CMS/DeletePubFirmType', { Id: 'x' }],
    ['CMS/SaveAbout', { Clauses: ABOUT_V1_CLAUSES, EffectiveDate: '2026-05-01' }],
    ['CMS/SaveNews', { Title: 'x', Source: '<p>x</p>' }],
    ['CMS/UnpublishNews', { Id: 'x' }],
    ['CMS/DeleteNews', { Id: 'x' }],
  ];

  it('lets only holders of cms permissions in: a buyer gets 403, a visitor 401', async () => {
    for (const [name, input] of WRITES) {
      const r = await buyer.call(name, input as never);
      expect(r.status, name).toBe(403);
      expect(r.body.Message).toBe(MSG.noPermission);
      expect((await t.client().call(name, input as never)).status, name).toBe(401);
    }
    for (const name of [
      'CMS/GetBannerList',
      'CMS/GetFloorList',
      'CMS/GetFoodTypeList',
      'CMS/GetAbout',
      'CMS/GetPartnerList',
      'CMS/GetPubFirmTypeList',
    ] as const) {
      expect((await supplier.call(name, {})).status, name).toBe(403);
    }
    expect((await buyer.call('CMS/GetNewsList', PAGE)).status).toBe(403);
    // nothing came of them
    expect((await t.client().ok('Store/GetAbout', {})).Version).toBe(2);
  });

  it('leaves an audit row for every write: the operator’s successes and refusals, and the buyer’s attempts', async () => {
    const rows = await t.database.db
      .select({ operation: auditLog.operation, result: auditLog.result, status: auditLog.status, phone: auditLog.phone })
      .from(auditLog)
      .where(
        inArray(
          auditLog.operation,
          WRITES.map(([n]) => n),
        ),
      );
    for (const [name] of WRITES) {
      expect(
        rows.some((r) => r.operation === name && r.phone === OPERATOR && r.result === 'ok'),
        `${name} ok`,
      ).toBe(true);
      expect(
        rows.some((r) => r.operation === name && r.status === 403 && r.result === 'fail'),
        `${name} 403`,
      ).toBe(true);
    }
    // a refusal inside the service is kept too, with its status
    expect(rows.some((r) => r.operation === 'CMS/DeleteFoodType' && r.status === 409 && r.phone === OPERATOR)).toBe(true);
    // the operator reads them in the operation log, naming what was saved
    const log = await operator.call('Audit/GetOperationLogList', { Operation: 'CMS/SaveAbout', Result: 'ok', ...PAGE });
    expect(log.status).toBe(200);
    expect(log.body.Data.length).toBeGreaterThan(0);
    expect(log.body.Data.every((r: { Operation: string; MobileNumber: string }) => r.Operation === 'CMS/SaveAbout' && r.MobileNumber === OPERATOR)).toBe(true);
  });

  it('never answers a CMS operation with a 500 as the operator, whatever the input', async () => {
    const names = (Object.keys(operations) as OperationName[]).filter((n) => n.startsWith('CMS/'));
    await fuzzOperations(operator, names, 10);
  }, 240_000);
});
