import type { TPersonRow } from '@shanlian/contract';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';

import { users } from './account.tables.js';
import { escapeLike } from '../../platform/sql.js';

/**
 * The buyer-side person picker (spec 02 §2.16): the users of the caller's own firm, searched
 * by name or mobile number and filtered by department and position. Never another firm's.
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
    text ? or(ilike(users.fullName, `%${escapeLike(text)}%`), ilike(users.phone, `%${escapeLike(text)}%`)) : undefined,
    dep ? eq(users.department, dep) : undefined,
    pos ? eq(users.position, pos) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        Id: users.id,
        FullName: users.fullName,
        Gender: users.gender,
        MobileNumber: users.phone,
        ContactAddress: users.contactAddress,
        PosName: users.position,
        DeptName: users.department,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The distinct departments of the caller's firm, for the picker's filter; the Id is the name. */
export async function firmDepartments(db: Db, actor: Actor): Promise<{ Id: string; Name: string }[]> {
  const rows = await db
    .selectDistinct({ name: users.department })
    .from(users)
    .where(and(eq(users.firmId, actor.firmId), ne(users.department, '')))
    .orderBy(asc(users.department));
  return rows.map((r) => ({ Id: r.name, Name: r.name }));
}

/** The distinct positions of the caller's firm, for the picker's filter; the Id is the name. */
export async function firmPositions(db: Db, actor: Actor): Promise<{ Id: string; Name: string }[]> {
  const rows = await db
    .selectDistinct({ name: users.position })
    .from(users)
    .where(and(eq(users.firmId, actor.firmId), ne(users.position, '')))
    .orderBy(asc(users.position));
  return rows.map((r) => ({ Id: r.name, Name: r.name }));
}
