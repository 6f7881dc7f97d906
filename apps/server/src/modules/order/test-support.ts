import { type TShipLine, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import type { TestApp, TestClient } from '../../test/helper.js';
import { firms } from '../firm/firm.tables.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';
import { orderLines } from './order.tables.js';

/** A staff account of a second supplier firm (the demo has one supplier account). */
export async function rivalSupplier(t: TestApp, demoSupplierFirmId: string, phone = '13800000098'): Promise<TestClient> {
  const db = t.database.db;
  const [firm] = await db
    .select()
    .from(firms)
    .where(and(eq(firms.type, 'supplier'), ne(firms.id, demoSupplierFirmId)))
    .limit(1);
  if (!firm) throw new Error('no second supplier firm in the demo data');
  const id = newId();
  await db
    .insert(users)
    .values({ id, firmId: firm.id, fullName: '对手供应商', phone, passwordHash: await hashPassword(DEMO_PASSWORD), createdAt: t.clock.now() });
  await grantSystemRole(db, id, 'supplier');
  return t.client().login(phone);
}

/** A tiny PNG: the inspection certificate the tests upload. */
export const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads one small PNG as an inspection certificate (检验证明) of the caller's firm; answers its file id. */
export async function uploadCertificate(t: TestApp, who: TestClient, name = '检验报告.png'): Promise<string> {
  const form = new FormData();
  form.append('ModuleType', String(UPLOAD_MODULE_TYPE.certificate));
  form.append('file', new Blob([TEST_PNG], { type: 'image/png' }), name);
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: who.cookie ?? '' }, body: form });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { Data: { Id: string }[] }).Data[0]?.Id as string;
}

/** Lines for `SupplierOrder/ShipOrder`: a batch for each line of the order, with one uploaded certificate each (unless told not to). */
export async function shipLines(
  t: TestApp,
  supplier: TestClient,
  orderId: string,
  opts: { certificates?: boolean; productDate?: string } = {},
): Promise<TShipLine[]> {
  const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const out: TShipLine[] = [];
  for (const [i, l] of lines.entries()) {
    out.push({
      Id: l.id,
      BatchNumber: `20261118-${String(i + 1).padStart(2, '0')}`,
      ProductDate: opts.productDate ?? '2026-11-18',
      ShelfLife: 180,
      Storage: '常温干燥',
      OriginFirmName: '五常市民乐米业有限公司',
      CertificateFileIds: opts.certificates === false ? [] : [await uploadCertificate(t, supplier)],
    });
  }
  return out;
}

/** Ships the order with a batch and a certificate for every line. */
export async function shipOrder(t: TestApp, supplier: TestClient, orderId: string, distDate: string): Promise<void> {
  await supplier.ok('SupplierOrder/ShipOrder', { Id: orderId, DistDate: distDate, Lines: await shipLines(t, supplier, orderId) });
}

/** Lines that are well formed but name no line of any order (for calls expected to be refused before they are read). */
export const FOREIGN_SHIP_LINES: TShipLine[] = [{ Id: 'no-such-line', BatchNumber: '20261118-01', ProductDate: '2026-11-18', OriginFirmName: '某食品厂' }];
