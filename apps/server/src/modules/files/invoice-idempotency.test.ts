import { UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { shipOrder } from '../order/test-support.js';

/** A minimal PDF: the content check reads its first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** 提交发票 clicked twice: the same Idempotency-Key attaches the invoices once. */
describe.each(BACKENDS)('SupplierOrder/AddInvoice with one key on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let supplier: TestClient;
  let supplierFirmId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    supplier = await t.asSupplier();
    supplierFirmId = (await supplier.ok('Account/GetCurrentUser', {})).FirmId;
  });
  afterAll(() => t?.close());

  async function shippedOrder(): Promise<string> {
    const items = await t.client().ok('Store/GetFoodsaleshelfDetailList', { SupplierId: supplierFirmId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
    const item = items.find((p: { Stock: number; MinQuantity?: number }) => p.Stock >= 50 && (p.MinQuantity ?? 1) <= 1);
    const [made] = await buyer.ok('Cart/BuyNow', { FoodSaleShelfId: item.Id, CartNumber: 2 });
    await supplier.ok('SupplierOrder/ConfirmOrder', { Id: made.Id });
    await shipOrder(t, supplier, made.Id, '2026-11-25');
    return made.Id;
  }
  async function invoicePdf(): Promise<string> {
    const form = new FormData();
    form.append('ModuleType', String(UPLOAD_MODULE_TYPE.invoice));
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), '发票.pdf');
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie ?? '' }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
  }
  const add = (id: string, fileIds: string[], key: string) =>
    supplier.raw('SupplierOrder/AddInvoice', { Id: id, FileIds: fileIds }, { headers: { 'idempotency-key': key } });
  async function counts(id: string) {
    const detail = await buyer.ok('Order/GetOrderById', { Id: id });
    const events = await buyer.ok('Order/GetOrderEvents', { Id: id });
    const box = await buyer.ok('Message/GetMessageList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
    return {
      invoices: detail.B2B_ElectricityorderinvfileInfos.length,
      timeline: events.filter((e: { Type: string }) => e.Type === 'invoiced').length,
      messages: box.filter((m: { Title: string; Content?: string }) => m.Title === '供应商已上传发票' && JSON.stringify(m).includes(detail.OrderNo)).length,
    };
  }

  it('answers the same key twice with the first result and attaches the PDFs once', async () => {
    const id = await shippedOrder();
    const files = [await invoicePdf(), await invoicePdf()];
    const key = `invoice-${Math.random()}`;
    const first = await add(id, files, key);
    expect(first.status).toBe(200);
    const again = await add(id, files, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await counts(id)).toEqual({ invoices: 2, timeline: 1, messages: 1 });
  });

  it('attaches once when two clicks with one key arrive at once', async () => {
    const id = await shippedOrder();
    const files = [await invoicePdf()];
    const key = `invoice-${Math.random()}`;
    const both = await Promise.all([add(id, files, key), add(id, files, key)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body).toEqual(both[1].body);
    expect(await counts(id)).toEqual({ invoices: 1, timeline: 1, messages: 1 });
  });

  it('attaches again under a new key (a second, deliberate submission)', async () => {
    const id = await shippedOrder();
    await add(id, [await invoicePdf()], `invoice-${Math.random()}`);
    const second = await add(id, [await invoicePdf()], `invoice-${Math.random()}`);
    expect(second.status).toBe(200);
    expect((await counts(id)).invoices).toBe(2);
  });
});
