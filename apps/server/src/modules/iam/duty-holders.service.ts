import type { Duty, Permission } from '@shanlian/contract';
import { and, arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { rolePermissions, userRoles, users } from './iam.tables.js';

/** A person notices go to. */
export interface Person {
  id: string;
  fullName: string;
  phone: string;
  firmId: string;
  areaCode: string;
  duties: Duty[];
}

const personColumns = {
  id: users.id,
  fullName: users.fullName,
  phone: users.phone,
  firmId: users.firmId,
  areaCode: users.areaCode,
  duties: users.duties,
};

/** The enabled staff of a firm holding one of the duties (firm manager, head of quality, food-safety officer). */
export async function staffWithDuties(db: Db, firmId: string, duties: readonly Duty[]): Promise<Person[]> {
  if (duties.length === 0) return [];
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.status, 1), arrayOverlaps(users.duties, [...duties])))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows as Person[];
}

/** Enabled users by id (an executor named on a report), in no particular order. */
export async function peopleByIds(db: Db, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 1)));
  return new Map(rows.map((r) => [r.id, r as Person]));
}

/** Whether the user holds the permission through any role. */
export async function userHolds(db: Db, userId: string, permission: Permission): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(rolePermissions.permission, permission)))
    .limit(1);
  return Boolean(row);
}

/** The enabled platform users of exactly this area holding the permission (a district's executors), oldest first. */
export async function holdersInArea(db: Db, areaCode: string, permission: Permission): Promise<Person[]> {
  const rows = await db
    .selectDistinct({ ...personColumns, createdAt: users.createdAt })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(eq(users.areaCode, areaCode), eq(users.status, 1), eq(rolePermissions.permission, permission)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(({ createdAt: _c, ...p }) => p as Person);
}
