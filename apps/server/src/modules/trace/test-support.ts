import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD } from '../../seed/seed.js';
import type { TestApp, TestClient } from '../../test/helper.js';
import { grantSystemRole } from '../iam/grants.js';
import { users } from '../iam/iam.tables.js';

/** A second staff member of the buyer firm (the witness of a two-person acceptance), logged in. */
export async function buyerColleague(t: TestApp, firmId: string, phone = '13800000091'): Promise<{ client: TestClient; userId: string }> {
  const id = newId();
  await t.database.db
    .insert(users)
    .values({ id, firmId, fullName: '验收员李四', phone, passwordHash: await hashPassword(DEMO_PASSWORD), createdAt: t.clock.now() });
  await grantSystemRole(t.database.db, id, 'buyer');
  return { client: await t.client().login(phone), userId: id };
}
