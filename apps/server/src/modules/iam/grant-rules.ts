import { type DataScope, operationOf, type Permission, RESOURCES, type Resource } from '@shanlian/contract';
import { allows, holds, scopeOf, scopeWithin } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';

/**
 * The pure decisions of granting: which users and roles a caller may manage, and what a role
 * may hold without reaching beyond its creator (no escalation). No database here: the services
 * load the facts and ask these functions.
 */

// ---------- users ----------

/** What is known of a user someone wants to manage. */
export interface ManagedUser {
  id: string;
  firmId: string;
  /** Whether the user belongs to a platform firm (operator, supervisor). */
  platform: boolean;
  /** A platform user's own area; a firm user's firm's area. */
  areaCode: string;
  /** '/root/…/dept/' of the user's department, null without one. */
  departmentPath: string | null;
}

/**
 * Whether the actor may manage the user with the given permission's operation (view, edit,
 * delete, export). The permission may name either side (`user:edit` or `firm-user:edit`); the
 * side of the target decides which one is checked:
 * - a platform user: the actor holds `user:<op>` reaching the user's area/department/own record (an
 *   authority's own administrator: only the authority's people, `keptToOwnFirm`);
 * - a firm user: the actor is in the same firm with `firm-user:<op>` reaching the user, or a
 *   platform actor with `user:<op>` of scope 1 (all).
 */
export function mayManageUser(actor: Actor | null, permission: Permission, target: ManagedUser): boolean {
  if (!actor) return false;
  const op = operationOf(permission);
  const facts = { firmId: target.firmId, areaCode: target.areaCode, ownerId: target.id, ownerDepartmentPath: target.departmentPath };
  const platformPerm = `user:${op}` as Permission;
  const firmPerm = `firm-user:${op}` as Permission;
  if (target.platform) {
    return actor.platform && allows(actor, platformPerm, facts) && (!keptToOwnFirm(actor, platformPerm) || actor.firmId === target.firmId);
  }
  if (actor.platform) return scopeOf(actor, platformPerm) === 1;
  // allows keeps a firm user to its own firm
  return allows(actor, firmPerm, facts);
}

/**
 * A supervision authority's administrator (a user of a firm of type supervisor, below scope all)
 * manages only the authority's own people, not those of the authorities of the districts below or
 * of the platform's operators; the operator's regional administrators reach their area's people.
 */
export function keptToOwnFirm(actor: Actor, permission: Permission): boolean {
  return actor.platform && actor.firmType === 'supervisor' && scopeOf(actor, permission) !== 1;
}

/** Throws 403 unless `mayManageUser`. */
export function assertMayManageUser(actor: Actor | null, permission: Permission, target: ManagedUser, message = '该用户不在您的管理范围内'): void {
  if (!mayManageUser(actor, permission, target)) throw forbidden(message);
}

/** Disabling, resetting or ending one's own sessions through the management operations is refused. */
export function assertNotSelf(actor: Actor, targetId: string, message = '不能对自己执行此操作'): void {
  if (actor.userId === targetId) throw forbidden(message);
}

// ---------- roles ----------

/** What is known of a role. */
export interface RoleFacts {
  id: string;
  code: string | null;
  firmId: string | null;
  areaCode: string;
  dataScope: DataScope;
  parentId: string | null;
  /** The user who created it and that user's department path (for the department and own scopes). */
  createdBy: string | null;
  creatorDepartmentPath: string | null;
}

/** The seeded role of a firm's type (buyer, supplier, supervisor, operator). */
export function seededRoleOfFirmType(firmType: string): string {
  return firmType;
}

type RoleOp = 'view' | 'edit' | 'delete';

/** The permission that governs roles of the actor's side: platform users `role:*`, firm users `firm-role:*`. */
export function rolePermission(actor: Actor, op: RoleOp): Permission {
  return (actor.platform ? `role:${op}` : `firm-role:${op}`) as Permission;
}

/**
 * Whether the actor may manage the role with the operation (list, open, edit, delete), by the
 * scope functions: a firm user the roles of the own firm; a platform user platform roles (firm
 * null) of the own area and below (scope 1: all; department scopes: roles their creators made).
 */
export function mayManageRole(actor: Actor, role: RoleFacts, op: RoleOp = 'view'): boolean {
  if (actor.platform && role.firmId !== null) return false;
  if (!actor.platform && role.firmId === null) return false;
  return allows(actor, rolePermission(actor, op), {
    firmId: role.firmId,
    areaCode: role.areaCode,
    ownerId: role.createdBy,
    ownerDepartmentPath: role.creatorDepartmentPath,
  });
}

/** Whether the actor may see the role: the manageable ones, and a firm user the seeded role of the firm's type. */
export function mayViewRole(actor: Actor, role: RoleFacts): boolean {
  if (mayManageRole(actor, role, 'view')) return true;
  return !actor.platform && role.code !== null && role.code === seededRoleOfFirmType(actor.firmType) && holds(actor, 'firm-role:view');
}

/** Seeded roles: editable only by a platform user whose role:edit scope is all; never deleted. */
export function mayEditRole(actor: Actor, role: RoleFacts): boolean {
  if (role.code !== null) return actor.platform && scopeOf(actor, 'role:edit') === 1;
  return mayManageRole(actor, role, 'edit');
}

export function mayDeleteRole(actor: Actor, role: RoleFacts): boolean {
  return role.code === null && mayManageRole(actor, role, 'delete');
}

/** The widest scope with which the actor may edit roles (either side). */
export function roleEditScope(actor: Actor): DataScope | null {
  return scopeOf(actor, ['role:edit', 'firm-role:edit']);
}

/** Resource groups a firm's own role may hold permissions of. */
export const FIRM_ROLE_GROUPS: readonly string[] = ['buying', 'supply', 'firm'];

export function groupOf(p: Permission): string {
  return RESOURCES[p.slice(0, p.lastIndexOf(':')) as Resource].group;
}

/**
 * A role's scope and parent, on add or update: the scope within the caller's role-editing scope,
 * a parent the caller may manage (or the seeded role the caller holds), and no wider than it.
 * Throws 403 with the reason.
 */
export function assertRoleShape(actor: Actor, dataScope: DataScope, parent: RoleFacts | null): void {
  if (!scopeWithin(dataScope, roleEditScope(actor))) throw forbidden('不能授予超出本人权限的数据范围');
  if (parent) {
    const ownSeeded = parent.code !== null && actor.roleIds.includes(parent.id);
    if (!mayManageRole(actor, parent, 'view') && !ownSeeded) throw forbidden('上级角色不在您的管理范围内');
    if (!scopeWithin(dataScope, parent.dataScope)) throw forbidden('角色的数据范围不能大于上级角色的');
  }
}

/**
 * A role's permissions (BulkAdd, or the existing ones after a change of parent or scope): each held
 * by the caller with a scope at least as wide as the role's, within the parent's set, and for a
 * firm's role only of the firm groups. Throws 403 with the first violation.
 */
export function assertRolePermissions(
  actor: Actor,
  role: { firmId: string | null; dataScope: DataScope },
  permissions: readonly Permission[],
  parentPermissions: ReadonlySet<Permission> | null,
): void {
  for (const p of permissions) {
    if (role.firmId !== null && !FIRM_ROLE_GROUPS.includes(groupOf(p))) throw forbidden(`企业角色不能拥有该权限：${p}`);
    if (!scopeWithin(role.dataScope, scopeOf(actor, p))) throw forbidden(`不能授予超出本人权限的权限：${p}`);
    if (parentPermissions && !parentPermissions.has(p)) throw forbidden(`角色的权限不能超出上级角色：${p}`);
  }
}

/** The same check for a change of an existing role: its permissions must stay within the parent. */
export function assertWithinParent(permissions: readonly Permission[], parentPermissions: ReadonlySet<Permission>): void {
  for (const p of permissions) if (!parentPermissions.has(p)) throw forbidden(`角色的权限不能超出上级角色：${p}`);
}

/**
 * Whether the actor may grant the role to someone: the actor may manage it (or it is the seeded
 * role the actor holds, or for a firm user the seeded role of the firm's type that the actor
 * holds) and holds every permission of the role with a scope at least as wide as the role's.
 */
export function mayGrantRole(actor: Actor, role: RoleFacts, permissions: readonly Permission[]): boolean {
  const reachable = mayManageRole(actor, role, 'view') || (role.code !== null && actor.roleIds.includes(role.id));
  if (!reachable) return false;
  return permissions.every((p) => scopeWithin(role.dataScope, scopeOf(actor, p)));
}

/**
 * Whether the actor stands above the target: on the same side (platform, or the same firm), every
 * role the target holds must be one the actor could grant. Otherwise resetting the target's password
 * would hand the actor the target's wider rights, and disabling would let a clerk lock out the manager.
 * A platform user managing firm staff (user:edit of scope all) is above them by definition.
 */
export function standsAbove(actor: Actor, target: ManagedUser, targetRoles: readonly { role: RoleFacts; permissions: readonly Permission[] }[]): boolean {
  if (actor.platform && !target.platform) return true;
  return targetRoles.every((r) => mayGrantRole(actor, r.role, r.permissions));
}

/**
 * Whether a role may be held by the target user at all: firm users only the roles of their own firm
 * or the seeded role of their firm's type; platform users only platform roles.
 */
export function roleFitsUser(role: RoleFacts, target: ManagedUser & { firmType: string }): boolean {
  if (target.platform) return role.firmId === null && (role.code === null || role.code === target.firmType);
  if (role.code !== null) return role.code === seededRoleOfFirmType(target.firmType);
  return role.firmId === target.firmId;
}
