import { type DataScope, type Duty, isPermission, type Permission, type SystemRole } from '@shanlian/contract';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import type { Firm } from '../firm/firm.service.js';
import type { users } from './iam.tables.js';
import { areas, departments, firmDepartments, firmPositions, positions, rolePermissions, roles, userRoles } from './iam.tables.js';

/** Firms of these kinds hold platform users (operators, supervisors); the others hold firm staff. */
export const PLATFORM_FIRM_TYPES: readonly string[] = ['operator', 'supervisor'];
export const isPlatformFirm = (firmType: string | null | undefined) => PLATFORM_FIRM_TYPES.includes(firmType ?? '');

export interface Grants {
  roleIds: string[];
  roleNames: string[];
  scopes: Map<Permission, DataScope>;
}

/** One role-permission pair of a user (a role without permissions has permission null). */
interface GrantRow {
  id: string;
  name: string;
  scope: number;
  permission: string | null;
}

function grantsFrom(rows: readonly GrantRow[]): Grants {
  const names = new Map<string, string>();
  const scopes = new Map<Permission, DataScope>();
  for (const r of rows) {
    names.set(r.id, r.name);
    if (!r.permission || !isPermission(r.permission)) continue;
    const had = scopes.get(r.permission);
    if (had === undefined || r.scope < had) scopes.set(r.permission, r.scope as DataScope);
  }
  return { roleIds: [...names.keys()], roleNames: [...names.values()], scopes };
}

/** The user's roles and, for each permission they grant, the widest data scope. Read on every request, so a role change counts at once. */
export async function grantsOf(db: Db, userId: string): Promise<Grants> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, scope: roles.dataScope, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  return grantsFrom(rows);
}

/**
 * The grants of the user whose id the outer query names, as a JSON array, and the path of its
 * department in either tree (ids are unique across both): what a session needs beside the user,
 * read in the same statement as the session (one round trip instead of three on every request).
 */
export function grantColumns(userId: AnyColumn, departmentId: AnyColumn) {
  return {
    grants: sql<
      GrantRow[]
    >`(select coalesce(json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}, 'scope', ${roles.dataScope}, 'permission', ${rolePermissions.permission})), '[]'::json)
      from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} left join ${rolePermissions} on ${rolePermissions.roleId} = ${roles.id}
      where ${userRoles.userId} = ${userId})`,
    platformPath: sql<string | null>`(select ${departments.path} from ${departments} where ${departments.id} = ${departmentId})`,
    firmPath: sql<string | null>`(select ${firmDepartments.path} from ${firmDepartments} where ${firmDepartments.id} = ${departmentId})`,
  };
}

type UserRow = typeof users.$inferSelect;

/** The actor of a user: roles, permissions with scope, area and department (the platform's or the firm's tree). */
export async function loadActor(db: Db, user: UserRow, firm: Firm | null, sessionId: string): Promise<Actor> {
  const platform = isPlatformFirm(firm?.type);
  const grants = await grantsOf(db, user.id);
  return actorOf(user, firm, sessionId, grants, await departmentPathOf(db, user.departmentId, platform));
}

/** The actor of a user whose grants and department paths were read beside its session (grantColumns). */
export function actorFromSessionRow(
  user: UserRow,
  firm: Firm | null,
  sessionId: string,
  row: { grants: GrantRow[]; platformPath: string | null; firmPath: string | null },
): Actor {
  const platform = isPlatformFirm(firm?.type);
  return actorOf(user, firm, sessionId, grantsFrom(row.grants), user.departmentId ? ((platform ? row.platformPath : row.firmPath) ?? null) : null);
}

function actorOf(user: UserRow, firm: Firm | null, sessionId: string, grants: Grants, departmentPath: string | null): Actor {
  const platform = isPlatformFirm(firm?.type);
  return {
    userId: user.id,
    sessionId,
    fullName: user.fullName,
    phone: user.phone,
    firmId: user.firmId,
    firmName: firm?.name ?? '',
    firmType: firm?.type ?? '',
    platform,
    areaCode: platform ? user.areaCode : (firm?.areaCode ?? ''),
    departmentId: user.departmentId,
    departmentPath,
    roleIds: grants.roleIds,
    roleNames: grants.roleNames,
    scopes: grants.scopes,
    duties: user.duties as Duty[],
  };
}

/** The path of a user's department (the platform's or the firm's tree); null without one. */
export async function departmentPathOf(db: Db, departmentId: string | null, platform: boolean): Promise<string | null> {
  if (!departmentId) return null;
  const table = platform ? departments : firmDepartments;
  const [d] = await db.select({ path: table.path }).from(table).where(eq(table.id, departmentId)).limit(1);
  return d?.path ?? null;
}

/** The name of an area code ('' when unknown). */
export async function areaNameOf(db: Db, code: string): Promise<string> {
  if (!code) return '';
  const [a] = await db.select({ fullName: areas.fullName }).from(areas).where(eq(areas.code, code)).limit(1);
  return a?.fullName ?? '';
}

/** Department and position names of a user (from the platform's or the firm's tables). */
export async function placeNamesOf(
  db: Db,
  user: Pick<UserRow, 'departmentId' | 'positionId'>,
  platform: boolean,
): Promise<{ department: string; position: string }> {
  const dt = platform ? departments : firmDepartments;
  const pt = platform ? positions : firmPositions;
  const [d] = user.departmentId ? await db.select({ name: dt.name }).from(dt).where(eq(dt.id, user.departmentId)).limit(1) : [];
  const [p] = user.positionId ? await db.select({ name: pt.name }).from(pt).where(eq(pt.id, user.positionId)).limit(1) : [];
  return { department: d?.name ?? '', position: p?.name ?? '' };
}

/** Gives the user the seeded role of that code (registration, the operator's command, seeds and tests). */
export async function grantSystemRole(db: Db, userId: string, code: SystemRole): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
  if (!role) throw new Error(`system role ${code} is not seeded`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}
