import { SUPERVISION_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type CallResult, createTestApp, type TestApp, type TestClient, tinyPng } from './test/helper.js';

/** A call as the specifications' client sends it, whatever the contract's types say; answers are read loosely. */
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked by the registrar against the contract in tests
const send = (c: TestClient, name: string, body: unknown) => c.raw(name, body) as Promise<CallResult<any>>;

/**
 * The specifications' own client, replayed call by call as the specifications write them
 * (CONTRACT.md, "Seed-client compatibility"): lowercase ids, empty ids, a top-level PageSize,
 * returns without a line or a quantity, a playback without times, abilities without a platform.
 * The account steps (a checked code registers) are in account.test.ts.
 */
describe.each(BACKENDS)("the specifications' client on %s", (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let xihu: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [buyer, xihu] = await Promise.all([t.asBuyer(), t.client().login('13800000003')]);
  });
  afterAll(() => t?.close());

  it('reads `id` as `Id` (spec §7 writes either)', async () => {
    const [first] = await buyer.ok('Order/GetFirmElectricityOrderList', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
    expect(first?.Id).toBeTruthy();
    const lower = await send(buyer, 'Order/GetOrderById', { id: first.Id });
    expect(lower.status, lower.body.Message).toBe(200);
    expect(lower.body.Data.Id).toBe(first.Id);
    // both named: the capitalised one counts, as the contract writes it
    const both = await send(buyer, 'Order/GetOrderById', { Id: first.Id, id: 'not-this-one' });
    expect(both.body.Data.Id).toBe(first.Id);
  });

  it("takes an empty `Id: ''` as no id", async () => {
    const types = await send(t.client(), 'Firm/GetPubFirmTypeList', { Id: '' });
    expect(types.status, types.body.Message).toBe(200);
    expect(types.body.Data.length).toBeGreaterThan(0);
    // an id that is required stays required: '' is refused with the field's own message
    const none = await send(buyer, 'Order/GetOrderById', { Id: '' });
    expect(none.status).toBe(400);
    expect(none.body.Message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('pages by a top-level PageSize when PagerInfo is absent (floors: 5, partner logos: 6)', async () => {
    const all = await send(t.client(), 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 20 } });
    expect(all.body.Data.length).toBeGreaterThan(5);
    const five = await send(t.client(), 'Store/GetFoodsaleshelfDetailList', { PageSize: 5 });
    expect(five.status).toBe(200);
    expect(five.body.Data).toHaveLength(5);
    expect(five.body.PagerInfo).toMatchObject({ PageIndex: 1, PageSize: 5 });
    const page2 = await send(t.client(), 'Store/GetFoodsaleshelfDetailList', { PageSize: 5, PageIndex: 2 });
    expect(page2.body.PagerInfo).toMatchObject({ PageIndex: 2, PageSize: 5 });
    expect(page2.body.Data[0].Id).toBe(all.body.Data[5].Id);
    const logos = await send(t.client(), 'Store/GetFoodproductfirmlogoList', { PageSize: 6 });
    expect(logos.status).toBe(200);
    expect(logos.body.PagerInfo.PageSize).toBe(6);
    // a PagerInfo, when given, wins; a bad top-level size is refused like a bad PagerInfo
    const given = await send(t.client(), 'Store/GetFoodsaleshelfDetailList', { PageSize: 5, PagerInfo: { PageIndex: 1, PageSize: 3 } });
    expect(given.body.Data).toHaveLength(3);
    const bad = await send(t.client(), 'Store/GetFoodsaleshelfDetailList', { PageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('每页最多100条');
  });

  it('plays back the last hour when a playback names only PlayUrl; one time alone is refused', async () => {
    const back = await send(xihu, 'Monitor/GetPlaybackUrl', { PlayUrl: 'kitchen-1' });
    expect(back.status, back.body.Message).toBe(200);
    const url = decodeURIComponent(back.body.Data.Url as string);
    const hourAgo = new Date(t.clock.now().getTime() - 3600_000).toISOString();
    expect(url).toContain(hourAgo);
    expect(url).toContain(t.clock.now().toISOString());
    const half = await send(xihu, 'Monitor/GetPlaybackUrl', { PlayUrl: 'kitchen-1', StartTime: hourAgo });
    expect(half.status).toBe(400);
    expect(half.body.Message).toBe(SUPERVISION_MSG.playbackRange);
  });

  it('lists every ability when asked without a platform', async () => {
    const every = await send(xihu, 'AI_Aiplatability/GetAbilityList', {});
    expect(every.status, every.body.Message).toBe(200);
    const catalogue = await xihu.ok('AI_Aiabilityunique/GetUniqueAbility', {});
    expect(every.body.Data.length).toBeGreaterThanOrEqual(catalogue.length);
    for (const a of catalogue as { Code: string }[]) expect(every.body.Data.map((r: { Code: string }) => r.Code)).toContain(a.Code);
  });

  it('answers File/GetFileById {Id} with the file as the download serves it, to who may download it', async () => {
    // a private upload of the school (an invoice-like file of its own)
    const form = new FormData();
    form.append('ModuleType', '3');
    form.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), '收货照片.png');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: buyer.cookie ?? '' }, body: form });
    const [saved] = ((await res.json()) as { Data: { Id: string; FileUrl: string }[] }).Data;
    const own = await send(buyer, 'File/GetFileById', { Id: saved?.Id });
    expect(own.status, own.body.Message).toBe(200);
    const download = await fetch(`${t.baseUrl}${saved?.FileUrl}`, { headers: { cookie: buyer.cookie ?? '' } });
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(own.body.Data).toEqual({
      Id: saved?.Id,
      FileName: '收货照片.png',
      ContentType: download.headers.get('content-type'),
      Size: bytes.length,
      Url: saved?.FileUrl,
    });
    // the same rule as the download: another firm and a visitor do not learn it exists
    for (const other of [xihu, t.client()]) {
      const hidden = await send(other, 'File/GetFileById', { Id: saved?.Id });
      expect(hidden.status).toBe(404);
      expect(hidden.body.Message).toBe('文件不存在');
      expect((await fetch(`${t.baseUrl}${saved?.FileUrl}`, { headers: { cookie: other.cookie ?? '' } })).status).toBe(404);
    }
    // a public file (a product picture of the store) answers anyone
    const [item] = await t.client().ok('Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
    const picture = String(item.B2B_FoodsaleshelffileInfos?.[0]?.FileUrl ?? item.PromotionImage)
      .split('/')
      .pop()
      ?.split('?')[0];
    const pub = await send(t.client(), 'File/GetFileById', { Id: picture });
    expect(pub.status, pub.body.Message).toBe(200);
    expect(pub.body.Data.ContentType).toMatch(/^image\//);
    // unknown ids are 404; an empty id is refused like the others
    expect((await send(buyer, 'File/GetFileById', { Id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await send(buyer, 'File/GetFileById', { Id: 'not-a-file' })).status).toBe(404);
    const empty = await send(buyer, 'File/GetFileById', { Id: '' });
    expect([empty.status, empty.body.Message]).toEqual([400, '请提供Id']);
  });
});
