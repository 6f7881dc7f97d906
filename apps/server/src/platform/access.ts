import type { DataScope, Permission } from '@shanlian/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from './context.js';
import { forbidden } from './errors.js';
import { escapeLike } from './sql.js';

/**
 * The one place where access is decided. Default deny: a permission the actor does not hold
 * reaches nothing. Every list and every read by id of a role's data goes through `scopeFilter` (a
 * query filter) or `allows` / `assertAllowed` (a decision on one record's facts); an area the
 * caller names as a filter through `reachesArea`; the firm wall alone, where no permission applies
 * (a colleague read by any logged-in user, a file its firm uploaded), through `inOwnFirm`.
 *
 * Data scope (of the widest role that grants the permission): 1 all, 2 own area and below
 * (area-code prefix), 3 own department and below, 4 own department, 5 only own records.
 * A firm user never reaches outside the firm: for firm users 1 and 2 mean the whole firm.
 * An actor without a department who holds a department scope reaches only own records, and a
 * record without an owner (a firm's licence, shelf item, department) only scopes 1 and 2 reach.
 *
 * A service compares a record with the actor itself only where no role's data scope decides:
 * - the caller's own person, which no role extends to colleagues: its password, its sessions, its
 *   cart lines (`userId = actor.userId` beside `scopeFilter`), the viewer a signed stream token names;
 * - the subject an operation is defined on, as a plain `firm = actor.firmId` condition of its
 *   query: the caller's own firm's messages, address book, licences, people picker, published
 *   weeks, the uploads a record takes (claimFiles' one conditional UPDATE); where the operation
 *   needs a permission, `scopeFilter` stands beside it. A record read first and its firm compared
 *   afterwards is decided here instead;
 * - which party of a two-party record (buyer or supplier of a stock-in record or a statement) the
 *   caller's firm is, once the scope functions have let it act on the record;
 * - rules of the data, each with its own message: a parent department, the staff a return names,
 *   a driver are of the record's own firm; a run carries only its vehicle's firm's records; a camera
 *   stays with its firm; a witness is not the acceptor;
 * - rules on top of these functions: the management rules of account/grant-rules.ts (no
 *   escalation, an authority's administrator kept to its own people), a case's workflow (the parent
 *   executor it names and the level above its district, supervision/cases.service.ts) and the level
 *   above a supervisor's district where a report names its parent executor (isLevelAbove).
 * Any other comparison of a record's firm, area or owner with the actor's belongs here.
 */

/** The widest scope among the given permissions that the actor holds, or null (none held). */
export function scopeOf(actor: Actor | null, permission: Permission | readonly Permission[]): DataScope | null {
  if (!actor) return null;
  let best: DataScope | null = null;
  for (const p of ([] as Permission[]).concat(permission)) {
    const s = actor.scopes.get(p);
    if (s !== undefined && (best === null || s < best)) best = s;
  }
  return best;
}

export function holds(actor: Actor | null, permission: Permission | readonly Permission[]): boolean {
  return scopeOf(actor, permission) !== null;
}

/** What is known of one record: its firm, area, owner (the user it belongs to) and the owner's department path. */
export interface RecordFacts {
  firmId?: string | null;
  areaCode?: string | null;
  ownerId?: string | null;
  /** '/root/…/dept/' of the owner's department. */
  ownerDepartmentPath?: string | null;
}

/** Whether the actor may use the permission on the record. */
export function allows(actor: Actor | null, permission: Permission | readonly Permission[], record: RecordFacts): boolean {
  const scope = scopeOf(actor, permission);
  if (!actor || scope === null) return false;
  if (!actor.platform) {
    if (!record.firmId || record.firmId !== actor.firmId) return false;
    if (scope <= 2) return true;
  } else {
    if (scope === 1) return true;
    if (scope === 2) return record.areaCode != null && inOwnArea(actor, record.areaCode);
  }
  return personalAllows(actor, scope, record);
}

function personalAllows(actor: Actor, scope: DataScope, record: RecordFacts): boolean {
  if (record.ownerId != null && record.ownerId === actor.userId) return true;
  if (scope === 5 || !actor.departmentPath || !record.ownerDepartmentPath) return false;
  if (scope === 3) return record.ownerDepartmentPath.startsWith(actor.departmentPath);
  return record.ownerDepartmentPath === actor.departmentPath;
}

/** Throws 403 unless `allows`. */
export function assertAllowed(actor: Actor | null, permission: Permission | readonly Permission[], record: RecordFacts, message?: string): void {
  if (!allows(actor, permission, record)) throw forbidden(message);
}

/** Whether the area is the actor's own area or below it, by area-code prefix (what scope 2 reaches). */
export function inOwnArea(actor: Actor, areaCode: string): boolean {
  return areaCode.startsWith(actor.areaCode);
}

/**
 * Whether an area the caller names (a list's area filter) lies within the permission's reach:
 * every area with scope 1, the own area and below with any other scope, none without the
 * permission. The rows themselves are still kept by `scopeFilter`.
 */
export function reachesArea(actor: Actor | null, permission: Permission | readonly Permission[], areaCode: string): boolean {
  const scope = scopeOf(actor, permission);
  if (!actor || scope === null) return false;
  return scope === 1 || inOwnArea(actor, areaCode);
}

/**
 * The firm wall alone, for what no permission's scope governs: a colleague read through an
 * operation open to every logged-in user, a file the caller's firm uploaded (decision 008). True
 * when the record is the actor's own firm's; a record of no firm is nobody's own.
 */
export function inOwnFirm(actor: Actor | null, firmId: string | null | undefined): boolean {
  return !!actor && !!firmId && firmId === actor.firmId;
}

/** Throws 403 unless `inOwnFirm`. */
export function assertInOwnFirm(actor: Actor | null, firmId: string | null | undefined, message?: string): void {
  if (!inOwnFirm(actor, firmId)) throw forbidden(message);
}

/**
 * The columns of a query that tell a row's firm, area and owner. Give what the table has: area
 * falls back to the firm's area, the department scopes to the owner's department.
 */
export interface ScopeColumns {
  firm?: SQLWrapper;
  area?: SQLWrapper;
  owner?: SQLWrapper;
}

const FALSE = sql`false`;
const TRUE = sql`true`;

/** The filter that keeps exactly the rows `allows` would allow. */
export function scopeFilter(actor: Actor | null, permission: Permission | readonly Permission[], cols: ScopeColumns): SQL {
  const scope = scopeOf(actor, permission);
  if (!actor || scope === null) return FALSE;
  if (!actor.platform) {
    if (!cols.firm) return FALSE;
    const inFirm = sql`${cols.firm} = ${actor.firmId}`;
    if (scope <= 2) return inFirm;
    return sql`(${inFirm} and ${personalFilter(actor, scope, cols, 'firm_departments')})`;
  }
  if (scope === 1) return TRUE;
  if (scope === 2) {
    const prefix = `${escapeLike(actor.areaCode)}%`;
    if (cols.area) return sql`${cols.area} like ${prefix}`;
    if (cols.firm) return sql`${cols.firm} in (select f.id from firms f where f.area_code like ${prefix})`;
    return FALSE;
  }
  return personalFilter(actor, scope, cols, 'departments');
}

function personalFilter(actor: Actor, scope: DataScope, cols: ScopeColumns, deptTable: 'departments' | 'firm_departments'): SQL {
  if (!cols.owner) return FALSE;
  const own = sql`${cols.owner} = ${actor.userId}`;
  if (scope === 5 || !actor.departmentPath) return own;
  const table = sql.raw(deptTable);
  const inDept =
    scope === 3
      ? sql`${cols.owner} in (select u.id from users u join ${table} d on d.id = u.department_id where d.path like ${`${escapeLike(actor.departmentPath)}%`})`
      : sql`${cols.owner} in (select u.id from users u where u.department_id = ${actor.departmentId})`;
  return sql`(${own} or ${inDept})`;
}

/** A narrower scope never reaches more: 1 ⊇ 2 ⊇ … ⊇ 5 (how grants are bounded). */
export function scopeWithin(scope: DataScope, bound: DataScope | null): boolean {
  return bound !== null && scope >= bound;
}
