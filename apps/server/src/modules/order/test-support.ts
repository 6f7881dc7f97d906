import { and, eq, ne } from 'drizzle-orm';
import { newId } from '../../platform/ids.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import type { TestApp, TestClient } from '../../test/helper.js';
import { hashPassword } from '../account/account.service.js';
import { grantSystemRole } from '../account/grants.js';
import { users } from '../account/account.tables.js';
import { firms } from '../firm/firm.tables.js';

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
