import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeTraceBlob, encodeTraceBlob, TRACE_CODE_MSG, TRACE_MSG, traceLandingUrl, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import epcis from 'epcis2.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';
import { acceptedLine, type LineFixture, PDF, upload } from './trace-fixture.js';

const PUBLIC_URL = 'http://localhost:3000';

describe.each(BACKENDS)('the public trace on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let anonymous: TestClient;
  let line: LineFixture;
  let own: LineFixture;
  let supplierFirmId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    anonymous = t.client();
    const b = await buyer.ok('Account/GetCurrentUser', {});
    const s = await supplier.ok('Account/GetCurrentUser', {});
    supplierFirmId = s.FirmId;
    const common = { buyerFirmId: b.FirmId, supplierFirmId: s.FirmId, supplierName: s.FirmName, buyerName: b.FirmName };
    line = await acceptedLine(t, supplier, { ...common, fromOrder: true, gtin: '6901234567892', batch: 'B-DL-1' });
    own = await acceptedLine(t, supplier, { ...common, productName: '菜籽油' });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers version 2 to anyone, by the order line id, with the timeline in Chinese, certificates and licences', async () => {
    const r = await anonymous.ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: line.traceId });
    expect(r.ProductName).toBe('东北大米');
    expect(r.ProductDate).toBe('2026-11-01');
    expect(r.ShelfLife).toBe(365);
    expect(r.ProductFirm.FirmName).toBe('五常市稻香米业有限公司');
    expect(r.Supply.FirmId).toBe(supplierFirmId);
    expect(r.fD_FoodfirmfillindetailInfo.BatchNumber).toBe('B-DL-1');
    expect(r.fD_FoodfirmfillindetailInfo.TraceabilityCode).toBe('TC-0001');
    expect(r.FD_FoodTraceObjects.map((e: { StepName: string }) => e.StepName)).toEqual(['生产', '发货', '收货', '验收']);
    expect(r.FD_FoodfirmfillindtlfileInfos).toHaveLength(1);
    expect(r.FD_FoodfirmfillindtlfileInfos[0].FileUrl).toBe(`/v1/Trace/File/${line.lineId}/${line.certificateId}`);
    expect(r.eN_FirmlicenseInfos.length).toBeGreaterThan(0);
    expect(r.QrUrl).toBe(traceLandingUrl(PUBLIC_URL, line.traceId, 2));
    // no price and no people leak into the public answer
    expect(JSON.stringify(r)).not.toContain('12850');
    expect(JSON.stringify(r)).not.toContain('128.5');
  });

  it('answers version 1 without the batch, the timeline or the certificates; a stock-in line id works too', async () => {
    const r = await anonymous.ok('Trace/GetFoodTraceTrail', { OrderDetailId: own.lineId });
    expect(r.ProductName).toBe('菜籽油');
    expect(r.fD_FoodfirmfillindetailInfo.BatchNumber).toBe('');
    expect(r.FD_FoodTraceObjects).toEqual([]);
    expect(r.FD_FoodfirmfillindtlfileInfos).toEqual([]);
    expect(r.QrUrl).toBe(traceLandingUrl(PUBLIC_URL, own.lineId, 1));
  });

  it('answers 404 for an unknown id', async () => {
    const r = await anonymous.call('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: 'no-such-line' });
    expect(r.status).toBe(404);
    expect(r.body.Message).toBe(TRACE_MSG.traceNotFound);
  });

  it('decodes a scanned code into the trace of its version, and refuses broken codes with the codec message', async () => {
    const r = await anonymous.ok('Trace/GetTraceByCode', { Code: encodeTraceBlob(line.traceId, 2) });
    expect(r.Version).toBe(2);
    expect(r.fD_FoodfirmfillindetailInfo.BatchNumber).toBe('B-DL-1');
    const v1 = await anonymous.ok('Trace/GetTraceByCode', { Code: decodeURIComponent(encodeTraceBlob(line.traceId, 1)) });
    expect(v1.Version).toBe(1);
    const bad = await anonymous.call('Trace/GetTraceByCode', { Code: 'not-a-blob' });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe(TRACE_CODE_MSG.broken);
    const blank = await anonymous.call('Trace/GetTraceByCode', { Code: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.Message).toBe(TRACE_CODE_MSG.blank);
    const unknown = await anonymous.call('Trace/GetTraceByCode', { Code: encodeTraceBlob('nobody', 2) });
    expect(unknown.status).toBe(404);
  });

  it('draws a QR PNG that decodes to the landing URL; unknown ids are 404', async () => {
    const res = await fetch(`${t.baseUrl}/v1/Trace/QrCode/${line.traceId}.png?version=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const file = path.join(os.tmpdir(), `trace-qr-${process.pid}-${backend}.png`);
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    try {
      const text = execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim();
      expect(text).toBe(traceLandingUrl(PUBLIC_URL, line.traceId, 2));
      expect(decodeTraceBlob(new URL(text).searchParams.get('Id')).id).toBe(line.traceId);
    } finally {
      fs.rmSync(file, { force: true });
    }
    expect((await fetch(`${t.baseUrl}/v1/Trace/QrCode/nobody.png`)).status).toBe(404);
  });

  it('serves the certificates and licences the trace shows to anyone, and nothing else through that address', async () => {
    // the certificate is private: the ordinary download refuses a stranger
    expect((await fetch(`${t.baseUrl}/v1/File/Download/${line.certificateId}`)).status).toBe(404);
    const res = await fetch(`${t.baseUrl}/v1/Trace/File/${line.lineId}/${line.certificateId}`);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const r = await anonymous.ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: line.traceId });
    const licence = r.eN_FirmlicenseInfos.find((l: { FileUrl: string | null }) => l.FileUrl);
    expect((await fetch(`${t.baseUrl}${licence.FileUrl}`)).status).toBe(200);
    // the certificate of one line is not served under another line
    expect((await fetch(`${t.baseUrl}/v1/Trace/File/${own.lineId}/${line.certificateId}`)).status).toBe(404);
    // a private file of the supplier that no trace shows
    const other = await upload(t, supplier, UPLOAD_MODULE_TYPE.invoice, PDF, '发票.pdf', 'application/pdf');
    expect((await fetch(`${t.baseUrl}/v1/Trace/File/${line.lineId}/${other.id}`)).status).toBe(404);
  });

  it('resolves a GS1 Digital Link to the landing page of the latest line of that GTIN and batch', async () => {
    const res = await fetch(`${t.baseUrl}/01/06901234567892/10/B-DL-1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/eshop/store/retrospect?Id=${encodeTraceBlob(line.traceId, 2)}`);
    const none = await fetch(`${t.baseUrl}/01/06901234567892/10/NO-SUCH`, { redirect: 'manual' });
    expect(none.status).toBe(404);
    expect(await none.text()).toContain(TRACE_MSG.traceNotFound);
    const invalid = await fetch(`${t.baseUrl}/01/06901234567891/10/B-DL-1`, { redirect: 'manual' });
    expect(invalid.status).toBe(400);
  });

  it('traces an order line through the real flow: ordered, shipped with a batch and certificate, received', async () => {
    const s = await supplier.ok('Account/GetCurrentUser', {});
    const items = await anonymous.ok('Store/GetFoodsaleshelfDetailList', { SupplierId: s.FirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find(
      (p: { Stock: number; MinQuantity?: number; QuantityStep?: number }) => p.Stock >= 5 && (p.MinQuantity ?? 1) <= 2 && (p.QuantityStep ?? 1) === 1,
    );
    if (!item) throw new Error('the demo supplier needs an item in stock');
    const qty = Math.max(2, item.MinQuantity ?? 1);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: qty });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    const day = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    await shipOrder(t, supplier, made.Id, day);
    t.clock.advance(3_600_000);
    const detail = await buyer.ok('Order/GetOrderById', { Id: made.Id });
    const orderLine = detail.B2B_ElectricityorderdetailInfos[0];
    await buyer.ok('Order/ConfirmElectricityOrder', {
      B2B_ElectricityorderInfo: { Id: made.Id, B2B_ElectricityorderdetailInfos: [{ Id: orderLine.Id, SealNumber: qty }] },
    });
    const r = await anonymous.ok('Trace/GetFoodTraceTrailByOrderDetailId', { OrderDetailId: orderLine.Id });
    const steps = r.FD_FoodTraceObjects.map((e: { StepName: string }) => e.StepName);
    expect(steps[0]).toBe('生产');
    expect(steps).toEqual(expect.arrayContaining(['发货', '收货']));
    expect(r.fD_FoodfirmfillindetailInfo.BatchNumber).toMatch(/^20261118-/);
    expect(r.FD_FoodfirmfillindtlfileInfos.length).toBe(1);
    expect((await fetch(`${t.baseUrl}${r.FD_FoodfirmfillindtlfileInfos[0].FileUrl}`)).status).toBe(200);
    const doc = await buyer.ok('Trace/ExportEpcis', { OrderDetailId: orderLine.Id });
    expect(epcis.validateEpcisDocument(doc, false)).toEqual({ success: true, errors: [] });
    expect(doc.epcisBody.eventList.length).toBe(steps.length);
  });
});
