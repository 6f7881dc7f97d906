import { DUTIES, type Duty, type TFirmUser, type TOrgChartNode, type ZFirmUserInfo } from '@shanlian/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allows, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { firmIdsOf, firmsByIds, getFirm } from '../firm/firm.service.js';
import { firmDepartments, firmPositions, users } from './iam.tables.js';
import { assertAreaInside, departmentOfFirm, positionOfFirm } from './org.service.js';
import {
  assertPlaceAllowed,
  type PeopleKind,
  type PersonFilters,
  peopleOf,
  personFilter,
  pickerPage,
  searchUsers,
  type UserRow,
  userRowsOf,
  withRoleNames,
} from './people-core.js';

/** A firm's own staff (EN_Firmuser), one kind of the people core (people-core.ts): scoped to the firm, and within it by the role's department scope. */

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

export type StaffFilters = PersonFilters;

/** The staff form as the contract reads it (the password only when adding). */
type StaffInfo = Omit<z.output<typeof ZFirmUserInfo>, 'Password'>;

/** A firm's staff: never a platform user's to manage; within the firm, the role's department scope. */
const firmStaff: PeopleKind<StaffFilters, StaffInfo, TFirmUser> = {
  platform: false,
  permission: { view: 'firm-user:view', edit: 'firm-user:edit', delete: 'firm-user:delete' },
  missing: '员工不存在',
  where: (actor, f) =>
    and(
      actor.platform ? sql`false` : eq(users.firmId, actor.firmId),
      scopeFilter(actor, 'firm-user:view', { firm: users.firmId, owner: users.id }),
      personFilter(f),
    ),
  assertReach(actor, perm, target) {
    if (actor.platform || !allows(actor, perm, { firmId: target.firmId, ownerId: target.id, ownerDepartmentPath: target.departmentPath }))
      throw forbidden('该员工不在您的管理范围内');
  },
  /** Department and position must be the firm's; a department-scoped caller places people only where it reaches. */
  async checkPlace(db, actor, info) {
    assertFirmUser(actor);
    const dept = info.DepartmentId ? await departmentOfFirm(db, actor.firmId, info.DepartmentId) : null;
    if (info.PositionId) await positionOfFirm(db, actor.firmId, info.PositionId);
    assertPlaceAllowed(actor, 'firm-user:edit', actor.firmId, dept?.path ?? null);
  },
  columns: (info) => ({ duties: [...new Set(info.Duties ?? [])] }),
  rows: firmUserRows,
};

const staffPeople = peopleOf(firmStaff);

export const { list: listStaff, get: getStaff, add: addStaff, update: updateStaff, remove: deleteStaff } = staffPeople;

export async function staffExportRows(db: Db, actor: Actor, f: StaffFilters) {
  return (await staffPeople.exportRows(db, actor, f)).map((r) => ({ ...withRoleNames(r), DutyText: r.DutyNames.join('、') }));
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
