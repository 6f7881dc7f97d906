import { CERTIFICATE_KINDS, encodeTraceBlob, toChinaIso } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';

const DAY = 86_400_000;
const dayMs = (day: string) => new Date(`${day}T00:00:00+08:00`).getTime();
const KIND_NAMES: string[] = Object.values(CERTIFICATE_KINDS);

/**
 * What the demo shows a school's manager: statements issued and paid, a purchase ledger with no
 * expired or near-expiry acceptance, two acceptors on every line and certificates that are
 * pictures, and public traces with storage, licence, trace code, certificates captioned by kind
 * and steps at their own times.
 */
describe.each(BACKENDS)('the demo’s statements, ledger and traces on %s', (backend) => {
  let t: TestApp;
  let schools: TestClient[];
  let supplier: TestClient;

  beforeAll(async () => {
    t = await createTestApp(backend);
    schools = [await t.asBuyer(), await t.client().login('13800000005')];
    supplier = await t.asSupplier();
  }, 60_000);
  afterAll(() => t?.close());

  it('gives both demo schools issued and paid statements, and the supplier its drafts, never the schools', async () => {
    const supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
    for (const school of schools) {
      const rows = await school.ok('Statement/GetStatementList', { PagerInfo: { PageIndex: 1, PageSize: 50 } });
      const own = rows.filter((r: { SupplyFirmId: string }) => r.SupplyFirmId === supplierFirmId);
      expect(own.some((r: { Status: number; Unpaid: number }) => r.Status === 4 && r.Unpaid === 0)).toBe(true);
      expect(rows.every((r: { Status: number; IssueTime: string | null }) => r.Status !== 0 && r.IssueTime)).toBe(true);
      const paid = await school.ok('Statement/GetStatementById', { Id: own.find((r: { Status: number }) => r.Status === 4).Id });
      expect(paid.Payments[0].Files[0].FileName).toMatch(/\.png$/);
      const voucher = await fetch(`${t.baseUrl}${paid.Payments[0].Files[0].FileUrl}`, { headers: { cookie: school.cookie ?? '' } });
      expect(voucher.headers.get('content-type')).toBe('image/png');
    }
    const firstOfMonth = new Date(`${toChinaIso(t.clock.now()).slice(0, 7)}-01T01:00:00+08:00`);
    if (t.clock.now() > firstOfMonth) {
      const drafts = await supplier.ok('Statement/GetStatementList', { Status: 0, PagerInfo: { PageIndex: 1, PageSize: 50 } });
      expect(drafts.length).toBeGreaterThan(0);
    }
  });

  it('keeps the ledger lawful: nothing accepted past or near expiry, two acceptors, certificates as pictures', async () => {
    const now = t.clock.now().getTime();
    for (const school of schools) {
      const rows = [];
      for (let page = 1; ; page++) {
        const got = await school.ok('Trace/GetPurchaseLedger', {
          StartTime: toChinaIso(new Date(now - 120 * DAY)).slice(0, 19),
          EndTime: toChinaIso(new Date(now)).slice(0, 19),
          PagerInfo: { PageIndex: page, PageSize: 100 },
        });
        rows.push(...got);
        if (got.length < 100) break;
      }
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        expect(r.AcceptUserName, r.ProductName).not.toBe('');
        expect(r.WitnessUserName, r.ProductName).not.toBe('');
        expect(r.WitnessUserName).not.toBe(r.AcceptUserName);
        if (r.ExpiryDate) {
          // more than a third of the shelf life left on the day of acceptance
          const left = (dayMs(r.ExpiryDate) - dayMs(r.PurchaseDate.slice(0, 10))) / DAY;
          expect(left, `${r.ProductName} ${r.ProductDate}+${r.ShelfLife} accepted ${r.PurchaseDate}`).toBeGreaterThan(r.ShelfLife / 3);
        }
        expect(r.Certificates.length).toBeGreaterThan(0);
        // a probe's reading, of chilled (1.5–4.5 °C) or frozen (−20 to −18.5 °C) goods only
        if (r.ReceivedTemperature !== null) expect(r.ReceivedTemperature <= 4.5 && r.ReceivedTemperature >= -20, r.ProductName).toBe(true);
      }
      // chilled and frozen goods had their temperature taken at the door, dry goods none
      expect(rows.some((r) => r.ReceivedTemperature !== null)).toBe(true);
      expect(rows.some((r) => r.ReceivedTemperature === null)).toBe(true);
      const cert = rows[0].Certificates[0];
      const got = await fetch(`${t.baseUrl}${cert.FileUrl}`, { headers: { cookie: school.cookie ?? '' } });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
    }
  });

  it('answers a demo trace with storage, licence, trace code, certificates by kind and each step at its own time', async () => {
    const orders = await schools[0]?.ok('Order/GetFirmElectricityOrderList', { Status: 4, PagerInfo: { PageIndex: 1, PageSize: 5 } });
    const order = await schools[0]?.ok('Order/GetOrderById', { Id: orders[0].Id });
    const line = order.B2B_ElectricityorderdetailInfos[0];
    const trace = await t.client().ok('Trace/GetTraceByCode', { Code: encodeTraceBlob(line.Id, 2) });
    expect(trace.Storage).not.toBe('');
    expect(trace.ProductLicense).toMatch(/^SC\d{14}$/);
    expect(trace.fD_FoodfirmfillindetailInfo.TraceabilityCode).toMatch(/^\d{20}$/);
    expect(trace.FD_FoodfirmfillindtlfileInfos.length).toBeGreaterThan(0);
    for (const c of trace.FD_FoodfirmfillindtlfileInfos) expect(KIND_NAMES).toContain(c.Name);
    const steps = trace.FD_FoodTraceObjects.filter((s: { BizStep: string }) => s.BizStep !== 'sensor_reporting');
    expect(steps.map((s: { BizStep: string }) => s.BizStep)).toEqual(['commissioning', 'shipping', 'receiving', 'accepting', 'storing']);
    const times = steps.map((s: { CirculationTime: string }) => new Date(s.CirculationTime).getTime());
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // made at the origin before the day it was shipped, or early that morning
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(60 * 60_000);
  });
});
