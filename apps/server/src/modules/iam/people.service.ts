import type { TPersonRow } from '@shanlian/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { firmDepartments as departmentsT, firmPositions as positionsT, users } from './iam.tables.js';
import { pickerPage, searchUsers } from './people-core.js';

/**
 * The buyer-side person picker (spec 02 §2.16): the users of the caller's own firm, searched
 * by name or mobile number and filtered by department and position (enabled people only; the mobile
 * masked). Never another firm's.
 */
export async function firmPeople(
  db: Db,
  actor: Actor,
  input: { SearchName?: string | null; DepId?: string | null; PosId?: string | null; limit: number; offset: number },
): Promise<{ rows: TPersonRow[]; total: number }> {
  const dep = input.DepId?.trim();
  const pos = input.PosId?.trim();
  const where = and(
    eq(users.firmId, actor.firmId),
    searchUsers(input.SearchName?.trim()),
    dep ? eq(users.departmentId, dep) : undefined,
    pos ? eq(users.positionId, pos) : undefined,
  );
  const { rows, total } = await pickerPage(db, where, false, [asc(users.createdAt), asc(users.id)], input);
  return { rows, total };
}

/** The departments of the caller's firm, for the picker's filter. */
export async function firmDepartments(db: Db, actor: Actor): Promise<{ Id: string; Name: string }[]> {
  return db
    .select({ Id: departmentsT.id, Name: departmentsT.name })
    .from(departmentsT)
    .where(eq(departmentsT.firmId, actor.firmId))
    .orderBy(asc(departmentsT.path));
}

/** The positions of the caller's firm, for the picker's filter. */
export async function firmPositions(db: Db, actor: Actor): Promise<{ Id: string; Name: string }[]> {
  return db.select({ Id: positionsT.id, Name: positionsT.name }).from(positionsT).where(eq(positionsT.firmId, actor.firmId)).orderBy(asc(positionsT.name));
}
