import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';

const PAGE = { PagerInfo: { PageIndex: 1, PageSize: 100 } };
type Row = { Id: string; Name: string; AreaCode: string; FirmType: string };

describe.each(BACKENDS)("supervision of a district's firms on %s", (backend) => {
  let t: TestApp;
  let xihu: TestClient;
  let shangcheng: TestClient;
  let operator: TestClient;
  let buyer: TestClient;
  beforeAll(async () => {
    t = await createTestApp(backend);
    xihu = await t.client().login('13800000003');
    shangcheng = await t.client().login('13800000006');
    operator = await t.client().login('13800000004');
    buyer = await t.asBuyer();
  });
  afterAll(() => t?.close());

  it('refuses an area filter outside the district (403) and narrows within it; the operator names any area', async () => {
    const outside = await shangcheng.call('Supervision/GetFirmList', { ...PAGE, AreaCode: '330106' });
    expect([outside.status, outside.body.Message]).toEqual([403, '所选地区不在您的管辖范围内']);
    const own: Row[] = await shangcheng.ok('Supervision/GetFirmList', { ...PAGE, AreaCode: '330102' });
    expect(own.length).toBeGreaterThan(0);
    const west: Row[] = await operator.ok('Supervision/GetFirmList', { ...PAGE, AreaCode: '330106' });
    expect(west.length).toBeGreaterThan(0);
    expect(west.every((f) => f.AreaCode.startsWith('330106'))).toBe(true);
  });

  it('lists and opens the firms of the own district only', async () => {
    const west: Row[] = await xihu.ok('Supervision/GetFirmList', PAGE);
    const east: Row[] = await shangcheng.ok('Supervision/GetFirmList', PAGE);
    expect(west.length).toBeGreaterThan(0);
    expect(east.length).toBeGreaterThan(0);
    expect(west.every((f) => f.AreaCode.startsWith('330106') && ['buyer', 'supplier'].includes(f.FirmType))).toBe(true);
    expect(east.every((f) => f.AreaCode.startsWith('330102'))).toBe(true);
    expect(east.map((f) => f.Name)).toContain('上城区胜利小学食堂');
    const westIds = new Set(west.map((f) => f.Id));
    expect(east.some((f) => westIds.has(f.Id))).toBe(false);
    // the operator (scope all) sees both
    const all: Row[] = await operator.ok('Supervision/GetFirmList', PAGE);
    expect(all.length).toBeGreaterThanOrEqual(Math.min(100, west.length + east.length));

    const mine = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    expect(westIds.has(mine)).toBe(true);
    expect((await xihu.ok('Firm/GetFirmById', { Id: mine })).Id).toBe(mine);
    const refused = await shangcheng.call('Firm/GetFirmById', { Id: mine });
    expect(refused.status).toBe(403);
    const eastFirm = east[0] as Row;
    expect((await shangcheng.ok('Firm/GetFirmById', { Id: eastFirm.Id })).Name).toBe(eastFirm.Name);
    expect((await xihu.call('Firm/GetFirmById', { Id: eastFirm.Id })).status).toBe(403);
    expect((await xihu.call('Firm/GetFirmById', { Id: 'no-such-firm' })).status).toBe(404);
    // a firm user opens only its own firm
    expect((await buyer.call('Firm/GetFirmById', { Id: eastFirm.Id })).status).toBe(403);
    expect((await buyer.ok('Firm/GetFirmById', { Id: mine })).Id).toBe(mine);
  });

  it('filters by area inside the district, name and firm type', async () => {
    const suppliers: Row[] = await xihu.ok('Supervision/GetFirmList', { FirmType: 'supplier', ...PAGE });
    expect(suppliers.length).toBeGreaterThan(0);
    expect(suppliers.every((f) => f.FirmType === 'supplier')).toBe(true);
    const named: Row[] = await shangcheng.ok('Supervision/GetFirmList', { SearchName: '胜利', ...PAGE });
    expect(named.map((f) => f.Name)).toEqual(['上城区胜利小学食堂']);
    expect(await xihu.ok('Supervision/GetFirmList', { SearchName: '胜利', ...PAGE })).toEqual([]);
    expect((await xihu.ok('Supervision/GetFirmList', { AreaCode: '330106', ...PAGE })).length).toBeGreaterThan(0);
    const outside = await xihu.call('Supervision/GetFirmList', { AreaCode: '330102', ...PAGE });
    expect(outside.status).toBe(403);
    expect((await buyer.call('Supervision/GetFirmList', PAGE)).status).toBe(403);
  });
});
