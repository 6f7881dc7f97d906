import { MSG, type TBaUser, type ZBaUserInfo } from '@shanlian/contract';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allows, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { firmIdsOf, firmsByIds, orgsByIds } from '../firm/firm.service.js';
import { assertMayManageUser, keptToOwnFirm } from './grant-rules.js';
import { PLATFORM_FIRM_TYPES } from './grants.js';
import { areas, users } from './iam.tables.js';
import { assertAreaExists, assertAreaInside, assertOrgExists, isLevelAbove, platformDepartment, platformPosition } from './org.service.js';
import { type PeopleKind, type PersonFilters, peopleOf, personFilter, pickerPage, type UserRow, userRowsOf, withRoleNames } from './people-core.js';

/**
 * Platform users (operators and supervisors: their scope is an area), one kind of the people core
 * (people-core.ts), and the supervision's person picker.
 */

/** Users of the platform's own firms (operator, supervisor). */
const isPlatformUser = inArray(users.firmId, firmIdsOf(PLATFORM_FIRM_TYPES));

async function baUserRows(db: Db, rows: UserRow[]): Promise<TBaUser[]> {
  const common = await userRowsOf(db, rows, true);
  const codes = [...new Set(rows.map((r) => r.areaCode).filter(Boolean))];
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((x): x is string => !!x))];
  const firms = await firmsByIds(
    db,
    rows.map((r) => r.firmId),
  );
  const areaRows = codes.length ? await db.select({ code: areas.code, name: areas.fullName }).from(areas).where(inArray(areas.code, codes)) : [];
  const areaName = new Map(areaRows.map((a) => [a.code, a.name]));
  const orgsById = await orgsByIds(db, orgIds);
  return rows.map((u, i) => ({
    ...(common[i] as (typeof common)[number]),
    AreaCode: u.areaCode,
    AreaName: u.areaCode ? (areaName.get(u.areaCode) ?? '') : '全国',
    OrgId: u.orgId,
    OrgName: (u.orgId && orgsById.get(u.orgId)?.name) || '',
    FirmId: u.firmId,
    FirmName: firms.get(u.firmId)?.name ?? '',
  }));
}

// ---------- platform users ----------

export interface BaUserFilters extends PersonFilters {
  AreaCode?: string | null;
  OrgId?: string | null;
  RoleId?: string | null;
}

/** The platform user's form as the contract reads it (the password only when adding). */
type BaUserInfo = Omit<z.output<typeof ZBaUserInfo>, 'Password'>;

/** Platform users: reached by area (the role's scope), an authority's administrator only its own people. */
const platformUsers: PeopleKind<BaUserFilters, BaUserInfo, TBaUser> = {
  platform: true,
  permission: { view: 'user:view', edit: 'user:edit', delete: 'user:delete' },
  missing: MSG.userNotFound,
  where(actor, f, extra) {
    if (f.AreaCode) assertAreaInside(actor, 'user:view', f.AreaCode);
    return and(
      isPlatformUser,
      scopeFilter(actor, 'user:view', { area: users.areaCode, owner: users.id }),
      // as mayManageUser: an authority's administrator lists the authority's own people
      keptToOwnFirm(actor, 'user:view') ? eq(users.firmId, actor.firmId) : undefined,
      personFilter(f),
      f.AreaCode ? sql`${users.areaCode} like ${`${escapeLike(f.AreaCode)}%`}` : undefined,
      f.OrgId ? eq(users.orgId, f.OrgId) : undefined,
      f.RoleId ? sql`${users.id} in (select ur.user_id from user_roles ur where ur.role_id = ${f.RoleId})` : undefined,
      extra,
    );
  },
  assertReach: (actor, perm, target) => assertMayManageUser(actor, perm as 'user:view' | 'user:edit' | 'user:delete', target),
  /** The area, organisation, department and position of a platform user's form. */
  async checkPlace(db, actor, info) {
    if (!actor.platform || !allows(actor, 'user:edit', { areaCode: info.AreaCode })) throw forbidden(MSG.areaOutsideReach);
    await assertAreaExists(db, info.AreaCode);
    await assertOrgExists(db, info.OrgId);
    if (info.DepartmentId) {
      const d = await platformDepartment(db, info.DepartmentId);
      if (!info.AreaCode.startsWith(d.areaCode) && !d.areaCode.startsWith(info.AreaCode)) throw badRequest('部门不属于所选地区');
    }
    if (info.PositionId) {
      const p = await platformPosition(db, info.PositionId);
      if (!info.AreaCode.startsWith(p.areaCode) && !p.areaCode.startsWith(info.AreaCode)) throw badRequest('岗位不属于所选地区');
    }
  },
  columns: (info) => ({ areaCode: info.AreaCode, orgId: info.OrgId || null }),
  rows: baUserRows,
};

const platformPeople = peopleOf(platformUsers);

export const listBaUsers = platformPeople.list;

export function listNoRoleBaUsers(db: Db, actor: Actor, f: { SearchName?: string | null; limit: number; offset: number }) {
  return listBaUsers(db, actor, f, sql`not exists (select 1 from user_roles ur where ur.user_id = ${users.id})`);
}

export const { get: getBaUser, add: addBaUser, update: updateBaUser, remove: deleteBaUser } = platformPeople;

/** The rows of the platform user export (the list's filters, at most 10000). */
export async function baUserExportRows(db: Db, actor: Actor, f: BaUserFilters) {
  return (await platformPeople.exportRows(db, actor, f)).map(withRoleNames);
}

// ---------- the supervision person picker ----------

export async function pickPlatformUsers(
  db: Db,
  actor: Actor,
  f: { Areacode?: string | null; SearchName?: string | null; DepartmentId?: string | null; PositionId?: string | null; limit: number; offset: number },
) {
  const perms = ['user:view', 'violation:edit'] as const;
  // the parent executor of a report is picked among the people of the level above (org.service isLevelAbove)
  const above = isLevelAbove(actor, perms, f.Areacode);
  if (f.Areacode && !above) assertAreaInside(actor, perms, f.Areacode);
  const where = and(
    isPlatformUser,
    above ? eq(users.areaCode, f.Areacode as string) : scopeFilter(actor, perms, { area: users.areaCode, owner: users.id }),
    f.SearchName ? ilike(users.fullName, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.Areacode ? sql`${users.areaCode} like ${`${escapeLike(f.Areacode)}%`}` : undefined,
    f.DepartmentId ? eq(users.departmentId, f.DepartmentId) : undefined,
    f.PositionId ? eq(users.positionId, f.PositionId) : undefined,
  );
  return pickerPage(db, where, true, [asc(users.fullName), asc(users.id)], f);
}
