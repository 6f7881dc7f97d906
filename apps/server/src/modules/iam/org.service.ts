import type { Permission, TDepartment, TFirmDepartment, TFirmPosition, TPosition } from '@shanlian/contract';
import { MSG, toChinaIso } from '@shanlian/contract';
import { and, asc, count, eq, ilike, inArray, notInArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allows, assertAllowed, reachesArea, scopeFilter, scopeOf } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { getFirm, orgNameColumn, orgsByIds, orgsUnder } from '../firm/firm.service.js';
import { areas, departments, firmDepartments, firmPositions, positions, users } from './iam.tables.js';

/**
 * Departments and positions: the platform's (by area and organisation, scoped by area) and a
 * firm's own (scoped to the firm). Departments are trees whose `path` is '/root/…/id/'.
 */

interface Paging {
  limit: number;
  offset: number;
}

/** 400 unless the area code is a known area. */
export async function assertAreaExists(db: Db, code: string): Promise<void> {
  const [a] = await db.select({ code: areas.code }).from(areas).where(eq(areas.code, code)).limit(1);
  if (!a) throw badRequest(MSG.areaNotFound);
}

/** 400 unless the organisation exists. */
export async function assertOrgExists(db: Db, orgId: string | null | undefined): Promise<void> {
  if (orgId && !(await orgsByIds(db, [orgId])).has(orgId)) throw badRequest('机构不存在');
}

/** A filter of an area-coded column to the area code and below. */
const underArea = (col: SQLWrapper, code: string) => sql`${col} like ${`${escapeLike(code)}%`}`;

/** 403 unless the area is inside the caller's reach (an area filter or a record's area). */
export function assertAreaInside(actor: Actor, permission: Permission | readonly Permission[], code: string): void {
  if (!reachesArea(actor, permission, code)) throw forbidden(MSG.areaOutsideReach);
}

/**
 * A supervisor naming the parent executor of a report looks at a level above its own area (that
 * level exactly: its people, departments and positions): the one reach beyond its scope, for
 * holders of violation:edit asking through an operation that admits it.
 */
export function isLevelAbove(actor: Actor, perms: readonly Permission[], code: string | null | undefined): code is string {
  return (
    !!code &&
    perms.includes('violation:edit') &&
    actor.platform &&
    scopeOf(actor, 'violation:edit') !== null &&
    code.length < actor.areaCode.length &&
    actor.areaCode.startsWith(code)
  );
}

const areaNameOf = (col: SQLWrapper) => sql<string>`coalesce((select a.full_name from areas a where a.code = ${col}), '')`;
/** A selected row on the wire: its count a number, its creation time China time. */
const wire = <T extends { createdAt: Date; UserCount: number }>({ createdAt, ...r }: T) => ({
  ...r,
  UserCount: Number(r.UserCount),
  CreateTime: toChinaIso(createdAt),
});

/** A page of rows and the count of all that match. */
async function paged<T>(db: Db, table: OrgTable, where: SQL | undefined, rows: () => Promise<T[]>) {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { rows: await rows(), total: Number(total?.n ?? 0) };
}

type OrgTable = typeof departments | typeof positions | typeof firmDepartments | typeof firmPositions;

/**
 * Active people of a department or position. The row's id is named with its table: a select of one
 * table renders its columns unqualified, and a bare "id" inside the subquery would be the user's own.
 */
const userCountOf = (table: OrgTable) =>
  sql<number>`(select count(*) from users u where u.department_id = ${table}.${sql.identifier('id')} and u.status = 1)::int`;
const positionUserCountOf = (table: OrgTable) =>
  sql<number>`(select count(*) from users u where u.position_id = ${table}.${sql.identifier('id')} and u.status = 1)::int`;

// ---------- platform departments ----------

const DEPT_VIEW = ['department:view'] as const;
const parentDept = alias(departments, 'parent_dept');

const deptColumns = {
  Id: departments.id,
  Name: departments.name,
  ParentId: departments.parentId,
  ParentName: sql<string>`coalesce(${parentDept.name}, '')`,
  AreaCode: departments.areaCode,
  AreaName: areaNameOf(departments.areaCode),
  OrgId: departments.orgId,
  OrgName: orgNameColumn(departments.orgId),
  UserCount: userCountOf(departments),
  createdAt: departments.createdAt,
};

interface AreaFilters {
  SearchName?: string | null;
  AreaCode?: string | null;
  OrgId?: string | null;
}

function deptWhere(actor: Actor, perms: readonly Permission[], f: AreaFilters & { Name?: string }): SQL | undefined {
  if (isLevelAbove(actor, perms, f.AreaCode)) return eq(departments.areaCode, f.AreaCode);
  if (f.AreaCode) assertAreaInside(actor, perms, f.AreaCode);
  return and(
    scopeFilter(actor, perms, { area: departments.areaCode }),
    f.SearchName ? ilike(departments.name, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.Name ? eq(departments.name, f.Name) : undefined,
    f.AreaCode ? underArea(departments.areaCode, f.AreaCode) : undefined,
    f.OrgId ? eq(departments.orgId, f.OrgId) : undefined,
  );
}

async function selectDepts(db: Db, where: SQL | undefined, page?: Paging): Promise<TDepartment[]> {
  const q = db
    .select(deptColumns)
    .from(departments)
    .leftJoin(parentDept, eq(parentDept.id, departments.parentId))
    .where(where)
    .orderBy(asc(departments.path), asc(departments.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(wire);
}

export async function listDepartments(db: Db, actor: Actor, f: AreaFilters & Paging, perms: readonly Permission[] = DEPT_VIEW) {
  const where = deptWhere(actor, perms, f);
  return paged(db, departments, where, () => selectDepts(db, where, f));
}

export async function departmentsByName(db: Db, actor: Actor, f: AreaFilters & { Name: string }) {
  return selectDepts(db, deptWhere(actor, DEPT_VIEW, f));
}

export async function departmentsByOrg(db: Db, actor: Actor, orgId: string) {
  return selectDepts(db, deptWhere(actor, [...DEPT_VIEW, 'user:view'], { OrgId: orgId }));
}

type DeptRow = typeof departments.$inferSelect;

/** By id: 404 missing, 403 outside the caller's area for the permission. */
async function reachableDept(db: Db, actor: Actor, id: string, perm: Permission | readonly Permission[]): Promise<DeptRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  if (!row) throw notFound(MSG.departmentNotFound);
  assertAllowed(actor, perm, { areaCode: row.areaCode }, MSG.departmentOutsideReach);
  return row;
}

export async function getDepartment(db: Db, actor: Actor, id: string): Promise<TDepartment> {
  await reachableDept(db, actor, id, DEPT_VIEW);
  const [row] = await selectDepts(db, eq(departments.id, id));
  return row as TDepartment;
}

interface DeptInfo {
  Name: string;
  ParentId?: string | null;
  AreaCode: string;
  OrgId?: string | null;
}

async function checkDeptInfo(db: Db, actor: Actor, info: DeptInfo, selfId: string | null): Promise<DeptRow | null> {
  if (!allows(actor, 'department:edit', { areaCode: info.AreaCode })) throw forbidden(MSG.areaOutsideReach);
  await assertAreaExists(db, info.AreaCode);
  await assertOrgExists(db, info.OrgId);
  let parent: DeptRow | null = null;
  if (info.ParentId) {
    const [p] = await db.select().from(departments).where(eq(departments.id, info.ParentId)).limit(1);
    if (!p) throw badRequest(MSG.parentDepartmentNotFound);
    if (!allows(actor, 'department:view', { areaCode: p.areaCode })) throw forbidden('上级部门不在您的管理范围内');
    if (!info.AreaCode.startsWith(p.areaCode)) throw badRequest('部门的地区须在上级部门的地区之内');
    if (selfId && (p.id === selfId || p.path.includes(`/${selfId}/`))) throw badRequest(MSG.parentDepartmentLoop);
    parent = p;
  }
  const [same] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.name, info.Name),
        eq(departments.areaCode, info.AreaCode),
        sql`coalesce(${departments.orgId}, '') = ${info.OrgId ?? ''}`,
        selfId ? sql`${departments.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict(MSG.departmentNameTaken);
  return parent;
}

export async function addDepartment(db: Db, now: Date, actor: Actor, info: DeptInfo): Promise<{ Id: string }> {
  const parent = await checkDeptInfo(db, actor, info, null);
  const id = newId();
  await db.insert(departments).values({
    id,
    name: info.Name,
    parentId: parent?.id ?? null,
    path: `${parent?.path ?? '/'}${id}/`,
    areaCode: info.AreaCode,
    orgId: info.OrgId || null,
    createdAt: now,
  });
  return { Id: id };
}

/**
 * Deletes departments or positions, all or none, in a few queries whatever the count: 404 when one is
 * missing, 403 (by `reach`) when one is out of reach, 409 while enabled people remain in one or a
 * department keeps a child that is not deleted with it. Disabled people who were in them lose the reference.
 */
async function deleteAll<T extends OrgTable>(
  db: Db,
  table: T,
  kind: 'department' | 'position',
  ids: string[],
  reach: (row: T['$inferSelect']) => void,
): Promise<{ Deleted: number }> {
  const t = table as OrgTable;
  const unique = [...new Set(ids)];
  const rows = (await db.select().from(t).where(inArray(t.id, unique))) as T['$inferSelect'][];
  if (rows.length !== unique.length) throw notFound(kind === 'department' ? MSG.departmentNotFound : MSG.positionNotFound);
  for (const r of rows) reach(r);
  const col = kind === 'department' ? users.departmentId : users.positionId;
  const [busy] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(col, unique), eq(users.status, 1)))
    .limit(1);
  if (busy) throw conflict(kind === 'department' ? '该部门仍有人员，不能删除' : '该岗位仍有人员，不能删除');
  if (kind === 'department') {
    const d = table as typeof departments | typeof firmDepartments;
    const [child] = await db
      .select({ id: d.id })
      .from(d)
      .where(and(inArray(d.parentId, unique), notInArray(d.id, unique)))
      .limit(1);
    if (child) throw conflict('该部门有下级部门，不能删除');
  }
  await db
    .update(users)
    .set(kind === 'department' ? { departmentId: null } : { positionId: null })
    .where(inArray(col, unique));
  const gone = await db.delete(t).where(inArray(t.id, unique)).returning({ id: t.id });
  return { Deleted: gone.length };
}

/** Moves a subtree: every path under the old one takes the new prefix. */
async function movePaths(db: Db, table: 'departments' | 'firm_departments', oldPath: string, newPath: string): Promise<void> {
  if (oldPath === newPath) return;
  await db.execute(sql`update ${sql.raw(table)} set path = ${newPath} || substr(path, ${oldPath.length + 1}) where path like ${`${escapeLike(oldPath)}%`}`);
}

export async function updateDepartment(db: Db, actor: Actor, info: DeptInfo & { Id: string }): Promise<{ Id: string }> {
  const row = await reachableDept(db, actor, info.Id, 'department:edit');
  const parent = await checkDeptInfo(db, actor, info, row.id);
  await db
    .update(departments)
    .set({ name: info.Name, parentId: parent?.id ?? null, areaCode: info.AreaCode, orgId: info.OrgId || null })
    .where(eq(departments.id, row.id));
  await movePaths(db, 'departments', row.path, `${parent?.path ?? '/'}${row.id}/`);
  return { Id: row.id };
}

export async function deleteDepartments(db: Db, actor: Actor, ids: string[]): Promise<{ Deleted: number }> {
  return deleteAll(db, departments, 'department', ids, (r) => assertAllowed(actor, 'department:delete', { areaCode: r.areaCode }, MSG.departmentOutsideReach));
}

// ---------- platform positions ----------

const POS_VIEW = ['position:view'] as const;
const posColumns = {
  Id: positions.id,
  Name: positions.name,
  AreaCode: positions.areaCode,
  AreaName: areaNameOf(positions.areaCode),
  OrgId: positions.orgId,
  OrgName: orgNameColumn(positions.orgId),
  UserCount: positionUserCountOf(positions),
  createdAt: positions.createdAt,
};

function posWhere(actor: Actor, perms: readonly Permission[], f: AreaFilters & { Name?: string }): SQL | undefined {
  if (isLevelAbove(actor, perms, f.AreaCode)) return eq(positions.areaCode, f.AreaCode);
  if (f.AreaCode) assertAreaInside(actor, perms, f.AreaCode);
  return and(
    scopeFilter(actor, perms, { area: positions.areaCode }),
    f.SearchName ? ilike(positions.name, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.Name ? eq(positions.name, f.Name) : undefined,
    f.AreaCode ? underArea(positions.areaCode, f.AreaCode) : undefined,
    f.OrgId ? eq(positions.orgId, f.OrgId) : undefined,
  );
}

async function selectPositions(db: Db, where: SQL | undefined, page?: Paging): Promise<TPosition[]> {
  const q = db.select(posColumns).from(positions).where(where).orderBy(asc(positions.areaCode), asc(positions.name), asc(positions.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(wire);
}

export async function listPositions(db: Db, actor: Actor, f: AreaFilters & Paging, perms: readonly Permission[] = POS_VIEW) {
  const where = posWhere(actor, perms, f);
  return paged(db, positions, where, () => selectPositions(db, where, f));
}

export async function positionsByName(db: Db, actor: Actor, f: AreaFilters & { Name: string }) {
  return selectPositions(db, posWhere(actor, POS_VIEW, f));
}

export async function positionsByOrg(db: Db, actor: Actor, orgId: string) {
  return selectPositions(db, posWhere(actor, [...POS_VIEW, 'user:view'], { OrgId: orgId }));
}

type PosRow = typeof positions.$inferSelect;

async function reachablePosition(db: Db, actor: Actor, id: string, perm: Permission | readonly Permission[]): Promise<PosRow> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  if (!row) throw notFound(MSG.positionNotFound);
  assertAllowed(actor, perm, { areaCode: row.areaCode }, MSG.positionOutsideReach);
  return row;
}

export async function getPosition(db: Db, actor: Actor, id: string): Promise<TPosition> {
  await reachablePosition(db, actor, id, POS_VIEW);
  const [row] = await selectPositions(db, eq(positions.id, id));
  return row as TPosition;
}

interface PosInfo {
  Name: string;
  AreaCode: string;
  OrgId?: string | null;
}

async function checkPosInfo(db: Db, actor: Actor, info: PosInfo, selfId: string | null): Promise<void> {
  if (!allows(actor, 'position:edit', { areaCode: info.AreaCode })) throw forbidden(MSG.areaOutsideReach);
  await assertAreaExists(db, info.AreaCode);
  await assertOrgExists(db, info.OrgId);
  const [same] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        eq(positions.name, info.Name),
        eq(positions.areaCode, info.AreaCode),
        sql`coalesce(${positions.orgId}, '') = ${info.OrgId ?? ''}`,
        selfId ? sql`${positions.id} <> ${selfId}` : undefined,
      ),
    )
    .limit(1);
  if (same) throw conflict(MSG.positionNameTaken);
}

export async function addPosition(db: Db, now: Date, actor: Actor, info: PosInfo): Promise<{ Id: string }> {
  await checkPosInfo(db, actor, info, null);
  const id = newId();
  await db.insert(positions).values({ id, name: info.Name, areaCode: info.AreaCode, orgId: info.OrgId || null, createdAt: now });
  return { Id: id };
}

export async function updatePosition(db: Db, actor: Actor, info: PosInfo & { Id: string }): Promise<{ Id: string }> {
  const row = await reachablePosition(db, actor, info.Id, 'position:edit');
  await checkPosInfo(db, actor, info, row.id);
  await db
    .update(positions)
    .set({ name: info.Name, areaCode: info.AreaCode, orgId: info.OrgId || null })
    .where(eq(positions.id, row.id));
  return { Id: row.id };
}

export async function deletePositions(db: Db, actor: Actor, ids: string[]): Promise<{ Deleted: number }> {
  return deleteAll(db, positions, 'position', ids, (r) => assertAllowed(actor, 'position:delete', { areaCode: r.areaCode }, MSG.positionOutsideReach));
}

// ---------- a firm's own departments ----------

const FDEPT_VIEW = ['firm-department:view', 'firm-user:view'] as const;
const FPOS_VIEW = ['firm-position:view', 'firm-user:view'] as const;
const parentFirmDept = alias(firmDepartments, 'parent_firm_dept');

/** A firm's own departments and positions are managed by its own users only. */
function assertFirmUser(actor: Actor): void {
  if (actor.platform) throw forbidden('仅企业用户可以管理本单位的部门、岗位和员工');
}

/** The firm whose departments or positions the caller asks for by id: the own firm, or (supervision) a firm in the caller's area. */
async function assertFirmReadable(db: Db, actor: Actor, firmId: string, perms: readonly Permission[]): Promise<void> {
  const firm = await getFirm(db, firmId);
  if (!firm) throw notFound('单位不存在');
  if (!allows(actor, [...perms, 'supervision-firm:view'], { firmId: firm.id, areaCode: firm.areaCode })) throw forbidden('该单位不在您的管理范围内');
}

const fdeptColumns = {
  Id: firmDepartments.id,
  Name: firmDepartments.name,
  ParentId: firmDepartments.parentId,
  ParentName: sql<string>`coalesce(${parentFirmDept.name}, '')`,
  FirmId: firmDepartments.firmId,
  UserCount: userCountOf(firmDepartments),
  createdAt: firmDepartments.createdAt,
};

async function selectFirmDepts(db: Db, where: SQL | undefined, page?: Paging): Promise<TFirmDepartment[]> {
  const q = db
    .select(fdeptColumns)
    .from(firmDepartments)
    .leftJoin(parentFirmDept, eq(parentFirmDept.id, firmDepartments.parentId))
    .where(where)
    .orderBy(asc(firmDepartments.path), asc(firmDepartments.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(wire);
}

function fdeptWhere(actor: Actor, f: { SearchName?: string | null; Name?: string }): SQL | undefined {
  return and(
    scopeFilter(actor, FDEPT_VIEW, { firm: firmDepartments.firmId }),
    actor.platform ? sql`false` : undefined,
    f.SearchName ? ilike(firmDepartments.name, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.Name ? eq(firmDepartments.name, f.Name) : undefined,
  );
}

export async function listFirmDepartments(db: Db, actor: Actor, f: { SearchName?: string | null } & Paging) {
  const where = fdeptWhere(actor, f);
  return paged(db, firmDepartments, where, () => selectFirmDepts(db, where, f));
}

export async function firmDepartmentsByName(db: Db, actor: Actor, name: string) {
  return selectFirmDepts(db, fdeptWhere(actor, { Name: name }));
}

export async function firmDepartmentsByFirm(db: Db, actor: Actor, firmId: string) {
  await assertFirmReadable(db, actor, firmId, FDEPT_VIEW);
  return selectFirmDepts(db, eq(firmDepartments.firmId, firmId));
}

export async function firmDepartmentByFirmAndName(db: Db, actor: Actor, firmId: string, name: string): Promise<TFirmDepartment | null> {
  await assertFirmReadable(db, actor, firmId, FDEPT_VIEW);
  const [row] = await selectFirmDepts(db, and(eq(firmDepartments.firmId, firmId), eq(firmDepartments.name, name)));
  return row ?? null;
}

type FirmDeptRow = typeof firmDepartments.$inferSelect;

/** 403 unless the caller is a firm user whose permission reaches the firm's record. */
function assertFirmRow(actor: Actor, perm: Permission | readonly Permission[], firmId: string, message: string): void {
  if (actor.platform) throw forbidden(message);
  assertAllowed(actor, perm, { firmId }, message);
}

async function reachableFirmDept(db: Db, actor: Actor, id: string, perm: Permission | readonly Permission[]): Promise<FirmDeptRow> {
  const [row] = await db.select().from(firmDepartments).where(eq(firmDepartments.id, id)).limit(1);
  if (!row) throw notFound(MSG.departmentNotFound);
  assertFirmRow(actor, perm, row.firmId, MSG.departmentOutsideReach);
  return row;
}

export async function getFirmDepartment(db: Db, actor: Actor, id: string): Promise<TFirmDepartment> {
  await reachableFirmDept(db, actor, id, FDEPT_VIEW);
  const [row] = await selectFirmDepts(db, eq(firmDepartments.id, id));
  return row as TFirmDepartment;
}

async function checkFirmDeptInfo(db: Db, actor: Actor, info: { Name: string; ParentId?: string | null }, selfId: string | null): Promise<FirmDeptRow | null> {
  assertFirmUser(actor);
  let parent: FirmDeptRow | null = null;
  if (info.ParentId) {
    const [p] = await db.select().from(firmDepartments).where(eq(firmDepartments.id, info.ParentId)).limit(1);
    if (!p || p.firmId !== actor.firmId) throw badRequest(MSG.parentDepartmentNotFound);
    if (selfId && (p.id === selfId || p.path.includes(`/${selfId}/`))) throw badRequest(MSG.parentDepartmentLoop);
    parent = p;
  }
  const [same] = await db
    .select({ id: firmDepartments.id })
    .from(firmDepartments)
    .where(and(eq(firmDepartments.firmId, actor.firmId), eq(firmDepartments.name, info.Name), selfId ? sql`${firmDepartments.id} <> ${selfId}` : undefined))
    .limit(1);
  if (same) throw conflict(MSG.departmentNameTaken);
  return parent;
}

export async function addFirmDepartment(db: Db, now: Date, actor: Actor, info: { Name: string; ParentId?: string | null }): Promise<{ Id: string }> {
  const parent = await checkFirmDeptInfo(db, actor, info, null);
  const id = newId();
  await db
    .insert(firmDepartments)
    .values({ id, firmId: actor.firmId, name: info.Name, parentId: parent?.id ?? null, path: `${parent?.path ?? '/'}${id}/`, createdAt: now });
  return { Id: id };
}

export async function updateFirmDepartment(db: Db, actor: Actor, info: { Id: string; Name: string; ParentId?: string | null }): Promise<{ Id: string }> {
  const row = await reachableFirmDept(db, actor, info.Id, 'firm-department:edit');
  const parent = await checkFirmDeptInfo(db, actor, info, row.id);
  await db
    .update(firmDepartments)
    .set({ name: info.Name, parentId: parent?.id ?? null })
    .where(eq(firmDepartments.id, row.id));
  await movePaths(db, 'firm_departments', row.path, `${parent?.path ?? '/'}${row.id}/`);
  return { Id: row.id };
}

export async function deleteFirmDepartments(db: Db, actor: Actor, ids: string[]): Promise<{ Deleted: number }> {
  return deleteAll(db, firmDepartments, 'department', ids, (r) => assertFirmRow(actor, 'firm-department:delete', r.firmId, MSG.departmentOutsideReach));
}

// ---------- a firm's own positions ----------

const fposColumns = {
  Id: firmPositions.id,
  Name: firmPositions.name,
  FirmId: firmPositions.firmId,
  UserCount: positionUserCountOf(firmPositions),
  createdAt: firmPositions.createdAt,
};

async function selectFirmPositions(db: Db, where: SQL | undefined, page?: Paging): Promise<TFirmPosition[]> {
  const q = db.select(fposColumns).from(firmPositions).where(where).orderBy(asc(firmPositions.name), asc(firmPositions.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(wire);
}

function fposWhere(actor: Actor, f: { SearchName?: string | null; Name?: string }): SQL | undefined {
  return and(
    scopeFilter(actor, FPOS_VIEW, { firm: firmPositions.firmId }),
    actor.platform ? sql`false` : undefined,
    f.SearchName ? ilike(firmPositions.name, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.Name ? eq(firmPositions.name, f.Name) : undefined,
  );
}

export async function listFirmPositions(db: Db, actor: Actor, f: { SearchName?: string | null } & Paging) {
  const where = fposWhere(actor, f);
  return paged(db, firmPositions, where, () => selectFirmPositions(db, where, f));
}

export async function firmPositionsByName(db: Db, actor: Actor, name: string) {
  return selectFirmPositions(db, fposWhere(actor, { Name: name }));
}

export async function firmPositionsByFirm(db: Db, actor: Actor, firmId: string) {
  await assertFirmReadable(db, actor, firmId, FPOS_VIEW);
  return selectFirmPositions(db, eq(firmPositions.firmId, firmId));
}

export async function firmPositionByFirmAndName(db: Db, actor: Actor, firmId: string, name: string): Promise<TFirmPosition | null> {
  await assertFirmReadable(db, actor, firmId, FPOS_VIEW);
  const [row] = await selectFirmPositions(db, and(eq(firmPositions.firmId, firmId), eq(firmPositions.name, name)));
  return row ?? null;
}

type FirmPosRow = typeof firmPositions.$inferSelect;

async function reachableFirmPosition(db: Db, actor: Actor, id: string, perm: Permission | readonly Permission[]): Promise<FirmPosRow> {
  const [row] = await db.select().from(firmPositions).where(eq(firmPositions.id, id)).limit(1);
  if (!row) throw notFound(MSG.positionNotFound);
  assertFirmRow(actor, perm, row.firmId, MSG.positionOutsideReach);
  return row;
}

export async function getFirmPosition(db: Db, actor: Actor, id: string): Promise<TFirmPosition> {
  await reachableFirmPosition(db, actor, id, FPOS_VIEW);
  const [row] = await selectFirmPositions(db, eq(firmPositions.id, id));
  return row as TFirmPosition;
}

async function assertFirmPositionNameFree(db: Db, actor: Actor, name: string, selfId: string | null): Promise<void> {
  assertFirmUser(actor);
  const [same] = await db
    .select({ id: firmPositions.id })
    .from(firmPositions)
    .where(and(eq(firmPositions.firmId, actor.firmId), eq(firmPositions.name, name), selfId ? sql`${firmPositions.id} <> ${selfId}` : undefined))
    .limit(1);
  if (same) throw conflict(MSG.positionNameTaken);
}

export async function addFirmPosition(db: Db, now: Date, actor: Actor, info: { Name: string }): Promise<{ Id: string }> {
  await assertFirmPositionNameFree(db, actor, info.Name, null);
  const id = newId();
  await db.insert(firmPositions).values({ id, firmId: actor.firmId, name: info.Name, createdAt: now });
  return { Id: id };
}

export async function updateFirmPosition(db: Db, actor: Actor, info: { Id: string; Name: string }): Promise<{ Id: string }> {
  const row = await reachableFirmPosition(db, actor, info.Id, 'firm-position:edit');
  await assertFirmPositionNameFree(db, actor, info.Name, row.id);
  await db.update(firmPositions).set({ name: info.Name }).where(eq(firmPositions.id, row.id));
  return { Id: row.id };
}

export async function deleteFirmPositions(db: Db, actor: Actor, ids: string[]): Promise<{ Deleted: number }> {
  return deleteAll(db, firmPositions, 'position', ids, (r) => assertFirmRow(actor, 'firm-position:delete', r.firmId, MSG.positionOutsideReach));
}

// ---------- lookups for the user forms ----------

/** A platform department's path (for the scope of a user placed in it); 400 when unknown. */
export async function platformDepartment(db: Db, id: string): Promise<DeptRow> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  if (!row) throw badRequest(MSG.departmentNotFound);
  return row;
}

export async function platformPosition(db: Db, id: string): Promise<PosRow> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).limit(1);
  if (!row) throw badRequest(MSG.positionNotFound);
  return row;
}

/** A department of the firm; 400 when it is not one. */
export async function departmentOfFirm(db: Db, firmId: string, id: string): Promise<FirmDeptRow> {
  const [row] = await db.select().from(firmDepartments).where(eq(firmDepartments.id, id)).limit(1);
  if (!row || row.firmId !== firmId) throw badRequest('部门不属于本单位');
  return row;
}

export async function positionOfFirm(db: Db, firmId: string, id: string): Promise<FirmPosRow> {
  const [row] = await db.select().from(firmPositions).where(eq(firmPositions.id, id)).limit(1);
  if (!row || row.firmId !== firmId) throw badRequest('岗位不属于本单位');
  return row;
}

/** Organisations under the area (the caller's area and, when given, the filter's). */
export async function orgList(db: Db, actor: Actor, areaCode: string | null | undefined): Promise<{ Id: string; Name: string; AreaCode: string }[]> {
  const perms = ['user:view', 'department:view', 'position:view'] as const;
  const scope = scopeOf(actor, perms);
  if (areaCode) assertAreaInside(actor, perms, areaCode);
  const base = scope === 1 ? '' : actor.areaCode;
  const prefix = areaCode && areaCode.length > base.length ? areaCode : base;
  return (await orgsUnder(db, prefix)).map((o) => ({ Id: o.id, Name: o.name, AreaCode: o.areaCode }));
}
