import { maskPhone, type TPersonRow } from '@shanlian/contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';

import { users } from './account.tables.js';
import { firmDepartments as departmentsT, firmPositions as positionsT } from './iam.tables.js';
import { escapeLike } from '../../platform/sql.js';

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
  const text = input.SearchName?.trim();
  const dep = input.DepId?.trim();
  const pos = input.PosId?.trim();
  const where = and(
    eq(users.firmId, actor.firmId),
    eq(users.status, 1),
    text ? or(ilike(users.fullName, `%${escapeLike(text)}%`), ilike(users.phone, `%${escapeLike(text)}%`)) : undefined,
    dep ? eq(users.departmentId, dep) : undefined,
    pos ? eq(users.positionId, pos) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        Id: users.id,
        FullName: users.fullName,
        Gender: users.gender,
        MobileNumber: users.phone,
        ContactAddress: users.contactAddress,
        BOD: users.birthDate,
        Duties: users.duties,
        PosName: positionsT.name,
        DeptName: departmentsT.name,
      })
      .from(users)
      .leftJoin(departmentsT, eq(departmentsT.id, users.departmentId))
      .leftJoin(positionsT, eq(positionsT.id, users.positionId))
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, MobileNumber: maskPhone(r.MobileNumber), PosName: r.PosName ?? '', DeptName: r.DeptName ?? '' })),
    total: total?.n ?? 0,
  };
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
