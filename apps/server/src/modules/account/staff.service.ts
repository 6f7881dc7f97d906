import { DUTIES, type Duty, type TFirmUser, type TOrgChartNode, type ZFirmUserInfo } from '@shanlian/contract';
import type { z } from 'zod';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { allows, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { firmIdsOf, firmsByIds, getFirm } from '../firm/firm.service.js';
import { users } from './account.tables.js';
import { firmDepartments, firmPositions } from './iam.tables.js';
import { assertAreaInside, departmentOfFirm, positionOfFirm } from './org.service.js';
import {
  assertPhoneFree,
  assertPlaceAllowed,
  managedUser,
  newPasswordHash,
  personFields,
  pickerPage,
  searchUsers,
  softDelete,
  type UserRow,
  userRowsOf,
  withRoleNames,
} from './users.service.js';

/** A firm's own staff: scoped to the firm, and within it by the role's department scope. */

function assertFirmUser(actor: Actor): void {
  if (actor.platform) throw forbidden('仅企业用户可以管理本单位员工');
}

async function firmUserRows(db: Db, rows: UserRow[]): Promise<TFirmUser[]> {
  const common = await userRowsOf(db, rows, false);
  return rows.map((u, i) => ({
    ...(common[i] as (typeof common)[number]),
    Duties: u.duties as string[],
    DutyNames: (u.duties as Duty[]).map((d) => DUTIES[d] ?? d),
  }));
}

export interface StaffFilters {
  SearchName?: string | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
  Status?: 1 | 2 | null;
}

function staffWhere(actor: Actor, f: StaffFilters): SQL | undefined {
  return and(
    actor.platform ? sql`false` : eq(users.firmId, actor.firmId),
    scopeFilter(actor, 'firm-user:view', { firm: users.firmId, owner: users.id }),
    searchUsers(f.SearchName),
    f.DepartmentId ? eq(users.departmentId, f.DepartmentId) : undefined,
    f.PositionId ? eq(users.positionId, f.PositionId) : undefined,
    f.Status ? eq(users.status, f.Status) : undefined,
  );
}

export async function listStaff(db: Db, actor: Actor, f: StaffFilters & { limit: number; offset: number }) {
  const where = staffWhere(actor, f);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(f.limit).offset(f.offset);
  return { rows: await firmUserRows(db, rows), total: Number(total?.n ?? 0) };
}

/** A staff member by id: 404 when missing or a platform user, 403 outside the caller's firm or department scope. */
async function reachableStaff(db: Db, actor: Actor, id: string, perm: 'firm-user:view' | 'firm-user:edit' | 'firm-user:delete') {
  const managed = await managedUser(db, id);
  if (managed.target.platform) throw notFound('员工不存在');
  if (actor.platform || !allows(actor, perm, { firmId: managed.target.firmId, ownerId: id, ownerDepartmentPath: managed.target.departmentPath }))
    throw forbidden('该员工不在您的管理范围内');
  return managed;
}

export async function getStaff(db: Db, actor: Actor, id: string): Promise<TFirmUser> {
  const { user } = await reachableStaff(db, actor, id, 'firm-user:view');
  const [row] = await firmUserRows(db, [user]);
  return row as TFirmUser;
}

/** The staff form as the contract reads it (the password only when adding). */
type StaffInfo = Omit<z.output<typeof ZFirmUserInfo>, 'Password'>;

/** Department and position must be the firm's; a department-scoped caller places people only where it reaches. */
async function checkStaffPlace(db: Db, actor: Actor, info: StaffInfo): Promise<void> {
  assertFirmUser(actor);
  const dept = info.DepartmentId ? await departmentOfFirm(db, actor.firmId, info.DepartmentId) : null;
  if (info.PositionId) await positionOfFirm(db, actor.firmId, info.PositionId);
  assertPlaceAllowed(actor, 'firm-user:edit', actor.firmId, dept?.path ?? null);
}

export async function addStaff(db: Db, now: Date, actor: Actor, info: StaffInfo & { Password: string }): Promise<{ Id: string }> {
  await checkStaffPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber);
  const id = newId();
  await db.insert(users).values({
    id,
    firmId: actor.firmId,
    ...personFields(info),
    passwordHash: await newPasswordHash(info.Password),
    duties: [...new Set(info.Duties ?? [])],
    createdAt: now,
  });
  return { Id: id };
}

export async function updateStaff(db: Db, actor: Actor, info: StaffInfo & { Id: string }): Promise<{ Id: string }> {
  await reachableStaff(db, actor, info.Id, 'firm-user:edit');
  await checkStaffPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber, info.Id);
  await db
    .update(users)
    .set({ ...personFields(info), duties: [...new Set(info.Duties ?? [])] })
    .where(eq(users.id, info.Id));
  return { Id: info.Id };
}

export async function deleteStaff(db: Db, actor: Actor, id: string): Promise<null> {
  await reachableStaff(db, actor, id, 'firm-user:delete');
  return softDelete(db, actor, id);
}

export async function staffExportRows(db: Db, actor: Actor, f: StaffFilters) {
  const { rows } = await listStaff(db, actor, { ...f, limit: 10_000, offset: 0 });
  return rows.map((r) => ({ ...withRoleNames(r), DutyText: r.DutyNames.join('、') }));
}

export const dutyList = () => (Object.keys(DUTIES) as Duty[]).map((d) => ({ Code: d, Name: DUTIES[d] }));

// ---------- supervision ----------

/** Staff of the firms in the supervisor's area (masked mobiles). */
export async function supervisedStaff(
  db: Db,
  actor: Actor,
  f: { AreaCode?: string | null; FirmId?: string | null; SearchName?: string | null; limit: number; offset: number },
) {
  if (f.AreaCode) assertAreaInside(actor, 'supervision-firm:view', f.AreaCode);
  const where = and(
    // Staff of buyer and supplier firms (of the area filter's firms when given).
    inArray(users.firmId, firmIdsOf(['buyer', 'supplier'], f.AreaCode)),
    scopeFilter(actor, 'supervision-firm:view', { firm: users.firmId }),
    f.FirmId ? eq(users.firmId, f.FirmId) : undefined,
    searchUsers(f.SearchName),
  );
  const page = await pickerPage(db, where, false, [asc(users.firmId), asc(users.fullName), asc(users.id)], f);
  const firms = await firmsByIds(
    db,
    page.users.map((u) => u.firmId),
  );
  return {
    rows: page.rows.map((row, i) => {
      const firmId = (page.users[i] as UserRow).firmId;
      return { ...row, FirmId: firmId, FirmName: firms.get(firmId)?.name ?? '' };
    }),
    total: page.total,
  };
}

/** The firm's department tree with its people (enabled staff); people without a department under 未分配部门. */
async function orgChart(db: Db, firmId: string): Promise<TOrgChartNode[]> {
  const depts = await db.select().from(firmDepartments).where(eq(firmDepartments.firmId, firmId)).orderBy(asc(firmDepartments.path));
  const people = await db
    .select({ id: users.id, name: users.fullName, dept: users.departmentId, pos: firmPositions.name })
    .from(users)
    .leftJoin(firmPositions, eq(firmPositions.id, users.positionId))
    .where(and(eq(users.firmId, firmId), eq(users.status, 1)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const nodes = new Map<string, TOrgChartNode>();
  const roots: TOrgChartNode[] = [];
  for (const d of depts) nodes.set(d.id, { Id: d.id, Name: d.name, Users: [], Children: [] });
  for (const d of depts) {
    const node = nodes.get(d.id) as TOrgChartNode;
    const parent = d.parentId ? nodes.get(d.parentId) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  const loose: TOrgChartNode = { Id: '', Name: '未分配部门', Users: [], Children: [] };
  for (const p of people) {
    const node = (p.dept && nodes.get(p.dept)) || loose;
    node.Users.push({ Id: p.id, FullName: p.name, PositionName: p.pos ?? '' });
  }
  if (loose.Users.length) roots.push(loose);
  return roots;
}

export async function ownOrgChart(db: Db, actor: Actor): Promise<TOrgChartNode[]> {
  assertFirmUser(actor);
  return orgChart(db, actor.firmId);
}

export async function supervisedOrgChart(db: Db, actor: Actor, firmId: string): Promise<TOrgChartNode[]> {
  const firm = await getFirm(db, firmId);
  if (!firm) throw notFound('单位不存在');
  if (!allows(actor, 'supervision-firm:view', { firmId: firm.id, areaCode: firm.areaCode })) throw forbidden('该单位不在您的管辖范围内');
  return orgChart(db, firm.id);
}
