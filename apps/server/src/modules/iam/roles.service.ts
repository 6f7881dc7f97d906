import {
  DATA_SCOPES,
  type DataScope,
  isPermission,
  MSG,
  PERMISSION_OPERATIONS,
  type Permission,
  type PermissionOperation,
  RESOURCE_GROUPS,
  RESOURCES,
  type Resource,
  type TAreaNode,
  type TResourceNode,
  type TRole,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { holds, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import {
  assertMayManageUser,
  assertNotSelf,
  assertRolePermissions,
  assertRoleShape,
  assertWithinParent,
  FIRM_ROLE_GROUPS,
  mayDeleteRole,
  mayEditRole,
  mayGrantRole,
  mayViewRole,
  type RoleFacts,
  roleFitsUser,
  seededRoleOfFirmType,
  standsAbove,
} from './grant-rules.js';
import { areas, departments, firmDepartments, rolePermissions, roles, userRoles, users } from './iam.tables.js';
import { endSessions, managedUser, newPasswordHash } from './people-core.js';

// ---------- the registry and areas ----------

/** Groups → resources → operations, from the permission registry. */
export function resourceTree(): TResourceNode[] {
  return RESOURCE_GROUPS.map((g) => ({
    Code: g.code,
    Name: g.name,
    Operations: [],
    Children: (Object.keys(RESOURCES) as Resource[])
      .filter((r) => RESOURCES[r].group === g.code)
      .map((r) => ({
        Code: r,
        Name: RESOURCES[r].name,
        Operations: (RESOURCES[r].ops as readonly PermissionOperation[]).map((o) => ({ Code: o, Name: PERMISSION_OPERATIONS[o] })),
        Children: [],
      })),
  }));
}

export async function areaTree(db: Db): Promise<TAreaNode[]> {
  const rows = await db.select().from(areas).orderBy(asc(areas.level), asc(areas.sort), asc(areas.code));
  const nodes = new Map<string, TAreaNode>();
  const roots: TAreaNode[] = [];
  for (const a of rows) {
    const node: TAreaNode = { Code: a.code, Name: a.name, Children: [] };
    nodes.set(a.code, node);
    const parent = a.parentCode ? nodes.get(a.parentCode) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  return roots;
}

// ---------- roles: loading and answering ----------

type RoleRow = typeof roles.$inferSelect;
const SEEDED_ROLE_EDIT = '内置角色只能由全部数据范围的平台管理员修改';
const creator = alias(users, 'creator');
const creatorDept = alias(departments, 'creator_dept');
const creatorFirmDept = alias(firmDepartments, 'creator_firm_dept');

async function loadRoles(db: Db, where: SQL | undefined): Promise<(RoleRow & { facts: RoleFacts })[]> {
  const rows = await db
    .select({ r: roles, dept: creatorDept.path, firmDept: creatorFirmDept.path })
    .from(roles)
    .leftJoin(creator, eq(creator.id, roles.createdBy))
    .leftJoin(creatorDept, eq(creatorDept.id, creator.departmentId))
    .leftJoin(creatorFirmDept, eq(creatorFirmDept.id, creator.departmentId))
    .where(where);
  return rows.map(({ r, dept, firmDept }) => ({ ...r, facts: factsOf(r, r.firmId === null ? dept : firmDept) }));
}

function factsOf(r: RoleRow, creatorDepartmentPath: string | null): RoleFacts {
  return {
    id: r.id,
    code: r.code,
    firmId: r.firmId,
    areaCode: r.areaCode,
    dataScope: r.dataScope,
    parentId: r.parentId,
    createdBy: r.createdBy,
    creatorDepartmentPath,
  };
}

async function roleById(db: Db, id: string): Promise<(RoleRow & { facts: RoleFacts }) | null> {
  const [r] = await loadRoles(db, eq(roles.id, id));
  return r ?? null;
}

/** The roles the user holds, oldest first. */
async function heldRoles(db: Db, userId: string): Promise<(RoleRow & { facts: RoleFacts })[]> {
  const rows = await loadRoles(db, inArray(roles.id, db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))));
  return rows.sort(byCreation);
}

const byCreation = (a: RoleRow, b: RoleRow) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

async function permissionsOf(db: Db, roleIds: string[]): Promise<Map<string, Permission[]>> {
  const out = new Map<string, Permission[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return out;
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  for (const r of rows) if (isPermission(r.permission)) out.get(r.roleId)?.push(r.permission);
  return out;
}

/**
 * Roles on the wire. A role's members are counted among the people the caller manages: a firm's
 * administrator counts the firm's own staff (a seeded role is shared by every firm of its type, and
 * another school's staff are none of its business); the platform counts everyone.
 */
async function toWire(db: Db, rows: RoleRow[], actor: Actor): Promise<TRole[]> {
  const ids = rows.map((r) => r.id);
  const perms = await permissionsOf(db, ids);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is string => !!x))];
  const parents = parentIds.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, parentIds)) : [];
  const parentName = new Map(parents.map((p) => [p.id, p.name]));
  const counts = ids.length
    ? await db
        .select({ roleId: userRoles.roleId, n: count() })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(inArray(userRoles.roleId, ids), actor.platform ? undefined : eq(users.firmId, actor.firmId)))
        .groupBy(userRoles.roleId)
    : [];
  const userCount = new Map(counts.map((c) => [c.roleId, Number(c.n)]));
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    Code: r.code,
    ParentId: r.parentId,
    ParentName: (r.parentId && parentName.get(r.parentId)) || '',
    DataScope: r.dataScope,
    DataScopeName: DATA_SCOPES[r.dataScope] ?? '',
    Remark: r.remark,
    FirmId: r.firmId,
    AreaCode: r.areaCode,
    IsSystem: r.code !== null,
    Permissions: perms.get(r.id) ?? [],
    UserCount: userCount.get(r.id) ?? 0,
    CreateTime: r.createdAt.toISOString(),
  }));
}

/** The roles the actor may see, as a query filter (the same decision as `mayViewRole`). */
function visibleRoles(actor: Actor): SQL {
  const cols = { firm: roles.firmId, area: roles.areaCode, owner: roles.createdBy };
  if (actor.platform) return and(isNull(roles.firmId), scopeFilter(actor, 'role:view', cols)) as SQL;
  const own = scopeFilter(actor, 'firm-role:view', cols);
  return (holds(actor, 'firm-role:view') ? or(own, eq(roles.code, seededRoleOfFirmType(actor.firmType))) : own) as SQL;
}

export async function listRoles(db: Db, actor: Actor, input: { SearchName?: string | null; limit: number; offset: number }) {
  const where = and(visibleRoles(actor), input.SearchName ? like(roles.name, `%${escapeLike(input.SearchName)}%`) : undefined);
  const [{ n }] = (await db.select({ n: count() }).from(roles).where(where)) as [{ n: number }];
  const rows = await db.select().from(roles).where(where).orderBy(desc(roles.createdAt), asc(roles.id)).limit(input.limit).offset(input.offset);
  return { rows: await toWire(db, rows, actor), total: Number(n) };
}

/** By id: 404 when missing, 403 when out of the actor's reach. */
async function reachableRole(db: Db, actor: Actor, id: string, missing: string = MSG.roleNotFound) {
  const role = await roleById(db, id);
  if (!role) throw notFound(missing);
  if (!mayViewRole(actor, role.facts)) throw forbidden('该角色不在您的管理范围内');
  return role;
}

export async function getRole(db: Db, actor: Actor, id: string): Promise<TRole> {
  const role = await reachableRole(db, actor, id);
  const [wire] = await toWire(db, [role], actor);
  return wire as TRole;
}

/** A parent named on add or update (400 when it does not exist; the rules decide the rest). */
async function parentOf(db: Db, parentId: string | null | undefined) {
  if (!parentId) return null;
  const parent = await roleById(db, parentId);
  if (!parent) throw badRequest('上级角色不存在');
  return parent;
}

async function assertNameFree(db: Db, name: string, side: { firmId: string | null; areaCode: string }, exceptId?: string) {
  const [same] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.name, name),
        side.firmId === null ? and(isNull(roles.firmId), eq(roles.areaCode, side.areaCode)) : eq(roles.firmId, side.firmId),
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict('角色名称已存在');
}

interface RoleInfo {
  Name: string;
  ParentId?: string | null;
  DataScope: DataScope;
  Remark?: string | null;
}

export async function addRole(db: Db, now: Date, actor: Actor, info: RoleInfo): Promise<{ Id: string }> {
  const parent = await parentOf(db, info.ParentId);
  assertRoleShape(actor, info.DataScope, parent?.facts ?? null);
  // A firm user's role belongs to the firm; a platform user's to the caller's area.
  const side = actor.platform ? { firmId: null, areaCode: actor.areaCode } : { firmId: actor.firmId, areaCode: actor.areaCode };
  await assertNameFree(db, info.Name, side);
  const id = newId();
  await db.insert(roles).values({
    id,
    name: info.Name,
    code: null,
    parentId: parent?.id ?? null,
    dataScope: info.DataScope,
    remark: info.Remark ?? '',
    firmId: side.firmId,
    areaCode: side.areaCode,
    createdBy: actor.userId,
    createdAt: now,
  });
  return { Id: id };
}

/** The ids of the role's descendants. */
async function descendantsOf(db: Db, id: string): Promise<string[]> {
  const out: string[] = [];
  let frontier = [id];
  while (frontier.length) {
    const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.parentId, frontier));
    frontier = rows.map((r) => r.id).filter((x) => !out.includes(x) && x !== id);
    out.push(...frontier);
  }
  return out;
}

export async function updateRole(db: Db, actor: Actor, info: RoleInfo & { Id: string }): Promise<{ Id: string }> {
  const role = await reachableRole(db, actor, info.Id);
  if (!mayEditRole(actor, role.facts)) throw forbidden(role.code ? SEEDED_ROLE_EDIT : '无权修改该角色');
  const parentId = info.ParentId || null;
  if (parentId === role.id || (parentId && (await descendantsOf(db, role.id)).includes(parentId))) throw badRequest('上级角色不能是本角色或其下级');
  const parent = parentId === role.parentId ? await roleById(db, parentId ?? '') : await parentOf(db, parentId);
  if (parentId !== role.parentId || info.DataScope !== role.dataScope) assertRoleShape(actor, info.DataScope, parent?.facts ?? null);
  const own = (await permissionsOf(db, [role.id])).get(role.id) ?? [];
  // Widening the scope grants each permission the role holds more widely: the caller must hold them so.
  if (info.DataScope < role.dataScope) assertRolePermissions(actor, { firmId: role.firmId, dataScope: info.DataScope }, own, null);
  if (parent && parentId !== role.parentId) assertWithinParent(own, new Set((await permissionsOf(db, [parent.id])).get(parent.id)));
  // Children may not reach wider than their parent.
  if (info.DataScope > role.dataScope) {
    const [wider] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.parentId, role.id), sql`${roles.dataScope} < ${info.DataScope}`))
      .limit(1);
    if (wider) throw conflict('下级角色的数据范围大于修改后的范围，请先调整下级角色');
  }
  if (info.Name !== role.name) await assertNameFree(db, info.Name, role, role.id);
  await db
    .update(roles)
    .set({ name: info.Name, parentId, dataScope: info.DataScope, remark: info.Remark ?? '' })
    .where(eq(roles.id, role.id));
  return { Id: role.id };
}

export async function deleteRole(db: Db, actor: Actor, id: string): Promise<null> {
  const role = await reachableRole(db, actor, id);
  if (role.code !== null) throw forbidden('内置角色不能删除');
  if (!mayDeleteRole(actor, role.facts)) throw forbidden('无权删除该角色');
  const [child] = await db.select({ id: roles.id }).from(roles).where(eq(roles.parentId, id)).limit(1);
  if (child) throw conflict('该角色有下级角色，不能删除');
  const [holder] = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id)).limit(1);
  if (holder) throw conflict('该角色仍有用户，不能删除');
  await db.delete(roles).where(eq(roles.id, id));
  return null;
}

/** Roles that may be a parent: those the caller may see, and the seeded roles the caller holds. */
export async function parentCandidates(db: Db, actor: Actor): Promise<TRole[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(or(visibleRoles(actor), actor.roleIds.length ? and(inArray(roles.id, actor.roleIds), sql`${roles.code} is not null`) : undefined))
    .orderBy(asc(roles.createdAt), asc(roles.id));
  return toWire(db, rows, actor);
}

/** Sets a role's permissions (replacing the set). */
export async function setRolePermissions(db: Db, actor: Actor, roleId: string, wanted: Permission[]): Promise<{ Count: number }> {
  const role = await reachableRole(db, actor, roleId);
  if (!mayEditRole(actor, role.facts)) throw forbidden(role.code ? SEEDED_ROLE_EDIT : '无权修改该角色的权限');
  const next = [...new Set(wanted)];
  const had = new Set((await permissionsOf(db, [role.id])).get(role.id));
  const parentPerms = role.parentId ? new Set((await permissionsOf(db, [role.parentId])).get(role.parentId)) : null;
  // A permission the role already holds is no new grant; every added one must be the caller's to give.
  const added = next.filter((p) => !had.has(p));
  assertRolePermissions(actor, role, added, parentPerms);
  if (parentPerms) assertWithinParent(next, parentPerms);
  for (const p of next) {
    if (role.firmId !== null && !FIRM_ROLE_GROUPS.includes(RESOURCES[p.slice(0, p.lastIndexOf(':')) as Resource].group))
      throw forbidden(`企业角色不能拥有该权限：${p}`);
  }
  const removed = [...had].filter((p) => !next.includes(p));
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
  if (next.length) await db.insert(rolePermissions).values(next.map((permission) => ({ roleId: role.id, permission })));
  // What the role loses, its descendants lose too (a child never holds more than its parent).
  if (removed.length) {
    const below = await descendantsOf(db, role.id);
    if (below.length) await db.delete(rolePermissions).where(and(inArray(rolePermissions.roleId, below), inArray(rolePermissions.permission, removed)));
  }
  return { Count: next.length };
}

// ---------- grantable roles and assignment ----------

/** Candidate roles the caller might grant: those visible to the caller and the seeded roles the caller holds. */
async function grantableRoles(db: Db, actor: Actor, extra?: SQL): Promise<(RoleRow & { facts: RoleFacts })[]> {
  const candidates = await loadRoles(
    db,
    and(or(visibleRoles(actor), actor.roleIds.length ? and(inArray(roles.id, actor.roleIds), sql`${roles.code} is not null`) : undefined), extra),
  );
  const perms = await permissionsOf(
    db,
    candidates.map((r) => r.id),
  );
  return candidates.filter((r) => mayGrantRole(actor, r.facts, perms.get(r.id) ?? []));
}

export async function grantableRoleList(db: Db, actor: Actor): Promise<TRole[]> {
  const rows = await grantableRoles(db, actor);
  return toWire(db, rows.sort(byCreation), actor);
}

/** Roles the caller may give the firm's staff: the firm's own roles and the seeded role of the firm's type. */
export async function grantableFirmRoleList(db: Db, actor: Actor): Promise<TRole[]> {
  if (actor.platform) return [];
  const rows = await grantableRoles(db, actor, or(eq(roles.firmId, actor.firmId), eq(roles.code, seededRoleOfFirmType(actor.firmType))));
  return toWire(db, rows.sort(byCreation), actor);
}

/**
 * Replaces the user's roles. The user must be inside the caller's scope; each role given must fit
 * the user (firm staff: their firm's roles or the seeded role of its type) and be grantable by the
 * caller. Roles the user holds that the caller could not have granted are kept: replacing the set
 * must not let a caller take away what is above the caller.
 */
export async function setUserRoles(db: Db, actor: Actor, userId: string, roleIds: string[], side: 'platform' | 'firm'): Promise<{ Count: number }> {
  const { target } = await managedUser(db, userId);
  if (side === 'firm' && target.platform) throw badRequest('该用户不是企业员工');
  assertMayManageUser(actor, side === 'firm' ? 'firm-user:edit' : 'user:edit', target, '该用户不在您的管理范围内，不能为其设置角色');
  const wanted = [...new Set(roleIds)];
  const wantedRows = wanted.length ? await loadRoles(db, inArray(roles.id, wanted)) : [];
  if (wantedRows.length !== wanted.length) throw badRequest(MSG.roleNotFound);
  const currentRows = await heldRoles(db, userId);
  const perms = await permissionsOf(
    db,
    [...wantedRows, ...currentRows].map((r) => r.id),
  );
  const grantable = (r: RoleRow & { facts: RoleFacts }) => mayGrantRole(actor, r.facts, perms.get(r.id) ?? []);
  for (const r of wantedRows) {
    if (!roleFitsUser(r.facts, target)) throw forbidden(`角色「${r.name}」不能授予该用户`);
    if (!grantable(r) && !currentRows.some((c) => c.id === r.id)) throw forbidden(`不能授予超出本人权限的角色「${r.name}」`);
  }
  const keep = currentRows.filter((r) => !grantable(r)).map((r) => r.id);
  const next = [...new Set([...wanted, ...keep])];
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (next.length) await db.insert(userRoles).values(next.map((roleId) => ({ userId, roleId })));
  return { Count: next.length };
}

export async function rolesOfUser(db: Db, actor: Actor, userId: string): Promise<TRole[]> {
  const { target } = await managedUser(db, userId);
  assertMayManageUser(actor, target.platform ? 'user:view' : 'firm-user:view', target);
  return toWire(db, await heldRoles(db, userId), actor);
}

// ---------- sessions follow changes ----------

/**
 * A user the actor may change (by edit permission): inside the actor's scope, not the actor
 * (unless `self`), and not holding any role the actor could not grant. 404 / 403 otherwise.
 * For the user operations (update, delete) as well.
 */
export async function editableUser(db: Db, actor: Actor, id: string, self: boolean, message = '不能对自己执行此操作') {
  const managed = await managedUser(db, id);
  assertMayManageUser(actor, managed.target.platform ? 'user:edit' : 'firm-user:edit', managed.target);
  if (!self) assertNotSelf(actor, id, message);
  const rows = await heldRoles(db, id);
  if (rows.length) {
    const perms = await permissionsOf(
      db,
      rows.map((r) => r.id),
    );
    const targetRoles = rows.map((r) => ({ role: r.facts, permissions: perms.get(r.id) ?? [] }));
    if (!standsAbove(actor, managed.target, targetRoles)) throw forbidden('该用户的权限超出您的权限，不能对其执行此操作');
  }
  return managed;
}

export async function setUserStatus(db: Db, actor: Actor, id: string, status: 1 | 2): Promise<null> {
  await editableUser(db, actor, id, status === 1, '不能禁用自己');
  await db
    .update(users)
    .set(status === 1 ? { status, failedLogins: 0, lockedUntil: null } : { status })
    .where(eq(users.id, id));
  if (status === 2) await endSessions(db, id);
  return null;
}

/**
 * Writes the login log's row of a password set by an administrator (the account module keeps the
 * login log; the app hands its writer in, since account stands on iam and not the other way).
 */
export type PasswordResetLog = (db: Db, e: { phone: string; userId: string; at: Date }) => Promise<void>;

export async function resetPassword(db: Db, now: Date, actor: Actor, id: string, password: string, logReset: PasswordResetLog): Promise<null> {
  const { user } = await editableUser(db, actor, id, false, '不能重置自己的密码，请使用修改密码');
  const passwordHash = await newPasswordHash(password);
  await db.update(users).set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
  await endSessions(db, id);
  await logReset(db, { phone: user.phone, userId: id, at: now });
  return null;
}

export async function cleanLoginCache(db: Db, actor: Actor, id: string): Promise<{ Ended: number }> {
  await editableUser(db, actor, id, false, '不能清除自己的登录');
  return { Ended: await endSessions(db, id) };
}
