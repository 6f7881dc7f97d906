import { TRACE_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { LABELS_PER_PAGE } from './labels.js';
import { fillInLines } from './trace.tables.js';
import { acceptedLine, type LineFixture } from './trace-fixture.js';

/** Pages of a pdfkit PDF: its page objects (pdfkit writes no object streams, so they are plain text). */
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe.each(BACKENDS)('QR labels on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let otherBuyer: TestClient;
  let record: LineFixture;
  let single: LineFixture;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    otherBuyer = await t.client().login('13800000005');
    const b = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const common = { buyerFirmId: b.FirmId, supplierFirmId: s.FirmId, supplierName: s.FirmName, buyerName: b.FirmName };
    record = await acceptedLine(t, supplier, { ...common, fromOrder: true });
    single = await acceptedLine(t, supplier, common);
    // one more line than a page holds
    await t.database.db.insert(fillInLines).values(
      Array.from({ length: LABELS_PER_PAGE }, (_, i) => ({
        id: newId(),
        fillInId: record.recordId,
        sort: i + 1,
        productName: `标签商品${i + 1}`,
        unit: '箱',
        quantity: 1,
        priceFen: 100,
        batchNumber: `LB-${i + 1}`,
        productDate: '2026-11-01',
        originFirmName: '某食品厂',
      })),
    );
  }, 60_000);
  afterAll(() => t?.close());

  async function download(who: TestClient, id: string): Promise<Buffer> {
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${id}`, { headers: { cookie: who.cookie ?? '' } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it('prints one label per line on A4 pages of eight, for the supplier and for the buyer', async () => {
    const out = await supplier.ok('FD_Foodfirmfillin/PrintLabels', { Id: record.recordId });
    expect(out.FileName).toMatch(/^追溯标签-.+\.pdf$/);
    const pdf = await download(supplier, out.FileId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(pdf)).toBe(2);
    // A4 in points
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const one = await buyer.ok('FD_Foodfirmfillin/PrintLabels', { Id: single.recordId });
    expect(pagesOf(await download(buyer, one.FileId))).toBe(1);
  });

  it('refuses a record of another firm as not found', async () => {
    const r = await otherBuyer.call('FD_Foodfirmfillin/PrintLabels', { Id: record.recordId });
    expect(r.status).toBe(404);
    expect(r.body.Message).toBe(TRACE_MSG.fillInNotFound);
  });

  it('answers 503 with the message when the server has no CJK font', async () => {
    const kept = t.deps.config.CJK_FONT_PATH;
    t.deps.config.CJK_FONT_PATH = '/nonexistent/font.ttc';
    try {
      const r = await supplier.call('FD_Foodfirmfillin/PrintLabels', { Id: record.recordId });
      expect(r.status).toBe(503);
      expect(r.body.Message).toBe(TRACE_MSG.noCjkFont);
    } finally {
      t.deps.config.CJK_FONT_PATH = kept;
    }
  });
});
