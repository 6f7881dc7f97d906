import { SUPERVISION_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type CallResult, createTestApp, type TestApp, type TestClient } from './test/helper.js';

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
});
