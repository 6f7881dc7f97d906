import { TRACE_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { TEST_PNG } from '../order/test-support.js';

describe.each(BACKENDS)('licences on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let buyer: TestClient;
  let xihu: TestClient;

  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set('2026-11-24T09:00:00+08:00');
    supplier = await t.asSupplier();
    buyer = await t.asBuyer();
    xihu = await t.client().login('13800000003');
  }, 60_000);
  afterAll(() => t?.close());

  async function scan(who: TestClient): Promise<string> {
    const form = new FormData();
    form.append('ModuleType', String(UPLOAD_MODULE_TYPE.licence));
    form.append('file', new Blob([TEST_PNG], { type: 'image/png' }), '许可证.png');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: who.cookie ?? '' }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
  }

  it('saves, lists with its state, alerts supervision when it lapses, and deletes only its own', async () => {
    const file = await scan(supplier);
    const input = {
      LicenseType: 3,
      Name: '食品生产许可证',
      LicenseNo: 'SC10633010600123',
      ValidFrom: '2024-01-01',
      ValidUntil: '2026-12-10',
      FileIds: [file],
    };
    const { Id } = await supplier.ok('EN_Firmlicense/SaveFirmlicense', input);
    const list = await supplier.ok('EN_Firmlicense/GetFirmlicenseList', {});
    const mine = list.find((l: { Id: string }) => l.Id === Id);
    expect(mine.State).toBe('expiring');
    expect(mine.DaysLeft).toBe(15);
    expect(mine.Files).toHaveLength(1);
    // another firm's file is not taken
    const foreign = await scan(buyer);
    expect((await supplier.call('EN_Firmlicense/SaveFirmlicense', { ...input, FileIds: [foreign] })).status).toBe(403);
    // supervision of the area sees it among lapsing licences
    const alerts = await xihu.ok('Supervision/GetLicenseAlertList', { State: 'expiring', PagerInfo: { PageIndex: 1, PageSize: 50 } });
    expect(alerts.map((a: { Id: string }) => a.Id)).toContain(Id);
    // a buyer cannot delete it; the owner can
    expect((await buyer.call('EN_Firmlicense/DeleteFirmlicense', { Id })).status).toBeGreaterThanOrEqual(403);
    await supplier.ok('EN_Firmlicense/DeleteFirmlicense', { Id });
    expect((await supplier.ok('EN_Firmlicense/GetFirmlicenseList', {})).map((l: { Id: string }) => l.Id)).not.toContain(Id);
  });

  it("keeps another firm's licences out of reach: not listed, not saved over, not deleted (404)", async () => {
    const before = await supplier.ok('EN_Firmlicense/GetFirmlicenseList', {});
    const theirs = before[0];
    expect(theirs, 'the demo supplier has a licence').toBeTruthy();
    expect((await buyer.ok('EN_Firmlicense/GetFirmlicenseList', {})).map((l: { Id: string }) => l.Id)).not.toContain(theirs.Id);
    const over = await buyer.call('EN_Firmlicense/SaveFirmlicense', {
      Id: theirs.Id,
      LicenseType: theirs.LicenseType,
      Name: '被改写的证照',
      LicenseNo: theirs.LicenseNo,
      ValidFrom: '2026-01-01',
      ValidUntil: '2030-12-31',
      FileIds: [await scan(buyer)],
    });
    expect([over.status, over.body.Message]).toEqual([404, TRACE_MSG.licenseNotFound]);
    const gone = await buyer.call('EN_Firmlicense/DeleteFirmlicense', { Id: theirs.Id });
    expect([gone.status, gone.body.Message]).toEqual([404, TRACE_MSG.licenseNotFound]);
    expect(await supplier.ok('EN_Firmlicense/GetFirmlicenseList', {})).toEqual(before);
  });
});

describe.each(BACKENDS)('a licence renewed on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 60_000);
  afterAll(() => t?.close());

  it('takes new dates alone: the scans it already has stay, whatever they were uploaded as', async () => {
    const who = await t.asSupplier();
    const [demo] = await who.ok('EN_Firmlicense/GetFirmlicenseList', {});
    expect(demo?.Files?.length, 'the demo supplier has a licence with its scan').toBeGreaterThan(0);
    const renewed = await who.call('EN_Firmlicense/SaveFirmlicense', {
      Id: demo.Id,
      LicenseType: demo.LicenseType,
      Name: demo.Name,
      LicenseNo: demo.LicenseNo,
      IssuingAuthority: demo.IssuingAuthority,
      ValidFrom: '2026-11-01',
      ValidUntil: '2031-10-31',
      FileIds: demo.Files.map((f: { Id: string }) => f.Id),
    });
    expect(renewed.status, renewed.body.Message).toBe(200);
    const after = (await who.ok('EN_Firmlicense/GetFirmlicenseList', {})).find((l: { Id: string }) => l.Id === demo.Id);
    expect(after.ValidUntil.slice(0, 10)).toBe('2031-10-31');
    expect(after.Files.map((f: { Id: string }) => f.Id)).toEqual(demo.Files.map((f: { Id: string }) => f.Id));
  });
});
