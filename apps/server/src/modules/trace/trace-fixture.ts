import { FillInStatus, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { newId } from '../../platform/ids.js';
import type { TestApp, TestClient } from '../../test/helper.js';
import { recordBatchEvents } from './epcis.js';
import { fillInLineFiles, fillInLines, fillIns } from './trace.tables.js';

/** A minimal PDF, uploaded as a certificate. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a file as `who` (multipart, as the browser does) and answers its id and the status. */
export async function upload(
  t: TestApp,
  who: TestClient,
  moduleType: number,
  bytes: Buffer,
  name: string,
  mime: string,
): Promise<{ status: number; id: string | null; message: string }> {
  const form = new FormData();
  form.append('ModuleType', String(moduleType));
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), name);
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: who.cookie ?? '' }, body: form });
  const body = (await res.json()) as { Data: { Id: string }[] | null; Message: string };
  return { status: res.status, id: body.Data?.[0]?.Id ?? null, message: body.Message };
}

export interface LineFixture {
  recordId: string;
  fillInNo: string;
  lineId: string;
  orderLineId: string | null;
  certificateId: string;
  traceId: string;
}

/**
 * A stock-in record of the demo supplier to a buyer firm, delivered and accepted, with one line,
 * an uploaded certificate and its EPCIS events (commissioning at the origin, shipping, receiving,
 * accepting). Written straight into the trace tables, as shipping an order would leave them.
 */
export async function acceptedLine(
  t: TestApp,
  supplier: TestClient,
  o: {
    buyerFirmId: string;
    supplierFirmId: string;
    supplierName: string;
    buyerName: string;
    fromOrder?: boolean;
    gtin?: string;
    batch?: string;
    productName?: string;
    acceptedAt?: Date;
    acceptUserId?: string | null;
  },
): Promise<LineFixture> {
  const db = t.database.db;
  const now = o.acceptedAt ?? t.clock.now();
  const cert = await upload(t, supplier, UPLOAD_MODULE_TYPE.certificate, PDF, '检验报告.pdf', 'application/pdf');
  if (!cert.id) throw new Error(`certificate upload failed: ${cert.message}`);
  const recordId = newId();
  const lineId = newId();
  const orderLineId = o.fromOrder ? newId() : null;
  // unique however many records a test makes at one instant of its clock (a random 0–999 collided)
  const fillInNo = `JH${now.getTime()}${recordId.replaceAll('-', '').slice(-10)}`;
  await db.insert(fillIns).values({
    id: recordId,
    fillInNo,
    source: o.fromOrder ? 'order' : 'supplier',
    supplierFirmId: o.supplierFirmId,
    supplyFirmName: o.supplierName,
    supplyFirmAddress: '杭州市西湖区文三路 1 号',
    supplyFirmContact: '王经理 0571-88888888',
    buyerFirmId: o.buyerFirmId,
    orderId: o.fromOrder ? newId() : null,
    orderNo: o.fromOrder ? `DD${now.getTime()}` : null,
    status: FillInStatus.Accepted,
    distDate: new Date(now.getTime() - 86_400_000),
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
    acceptUserId: o.acceptUserId ?? null,
    acceptedAt: now,
  });
  await db.insert(fillInLines).values({
    id: lineId,
    fillInId: recordId,
    orderLineId,
    productName: o.productName ?? '东北大米',
    specification: '25kg/袋',
    unit: '公斤',
    quantity: 20,
    acceptedQuantity: 20,
    priceFen: 12_850,
    batchNumber: o.batch ?? 'B20261101',
    productDate: '2026-11-01',
    shelfLifeDays: 365,
    storage: '阴凉干燥处',
    productLicense: 'SC10633010600123',
    traceabilityCode: 'TC-0001',
    originFirmName: '五常市稻香米业有限公司',
    gtin: o.gtin ?? '',
  });
  await db.insert(fillInLineFiles).values({ id: newId(), lineId, fileId: cert.id, createdAt: now });
  const day = 3_600_000;
  await recordBatchEvents(db, now, [
    { lineId, bizStep: 'commissioning', eventTime: new Date(now.getTime() - 48 * day), firmId: null, firmName: '五常市稻香米业有限公司' },
    {
      lineId,
      bizStep: 'shipping',
      eventTime: new Date(now.getTime() - 24 * day),
      firmId: o.supplierFirmId,
      firmName: o.supplierName,
      certificateFileIds: [cert.id],
    },
    { lineId, bizStep: 'receiving', eventTime: new Date(now.getTime() - day), firmId: o.buyerFirmId, firmName: o.buyerName },
    { lineId, bizStep: 'accepting', eventTime: now, firmId: o.buyerFirmId, firmName: o.buyerName, quantity: 20 },
  ]);
  return { recordId, fillInNo, lineId, orderLineId, certificateId: cert.id, traceId: orderLineId ?? lineId };
}
