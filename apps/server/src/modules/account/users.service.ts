import { EDUCATION_LEVELS, GENDERS, maskPhone, MSG, type TBaUser, toChinaIso, USER_STATUS, type ZBaUserInfo } from '@shanlian/contract';
import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { allows, assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { sessions } from '../../platform/platform.tables.js';
import { escapeLike } from '../../platform/sql.js';
import { firmIdsOf, firmsByIds, getFirm, orgsByIds } from '../firm/firm.service.js';
import { hashPassword } from './account.service.js';
import { users } from './account.tables.js';
import { isCommonPassword } from './common-passwords.js';
import { assertMayManageUser, assertNotSelf, keptToOwnFirm, type ManagedUser } from './grant-rules.js';
import { departmentPathOf, isPlatformFirm, PLATFORM_FIRM_TYPES } from './grants.js';
import { areas, departments, firmDepartments, firmPositions, positions, roles, userRoles } from './iam.tables.js';
import { assertAreaExists, assertAreaInside, assertOrgExists, isLevelAbove, platformDepartment, platformPosition } from './org.service.js';

/**
 * Platform users (operators and supervisors: their scope is an area) and what both kinds of user
 * share: the wire row, the facts the grant rules need, and the end of sessions on delete.
 */

export type UserRow = typeof users.$inferSelect;

/** Users of the platform's own firms (operator, supervisor). */
export const isPlatformUser = inArray(users.firmId, firmIdsOf(PLATFORM_FIRM_TYPES));

/** Users keep their gender as its name (男, 女); the identity operations say 1 or 2 (GENDERS). */
export const genderCode = (g: string): 1 | 2 | null => (g === GENDERS[1] ? 1 : g === GENDERS[2] ? 2 : null);
export const genderText = (g: 1 | 2 | null | undefined): string => (g ? GENDERS[g] : '');

export const searchUsers = (text: string | null | undefined): SQL | undefined =>
  text ? or(ilike(users.fullName, `%${escapeLike(text)}%`), ilike(users.phone, `%${escapeLike(text)}%`)) : undefined;

/** Each user's roles, by id. */
async function rolesOf(db: Db, ids: string[]): Promise<Map<string, { Id: string; Name: string }[]>> {
  const out = new Map<string, { Id: string; Name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(roles.createdAt), asc(roles.id));
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ Id: r.id, Name: r.name });
    out.set(r.userId, list);
  }
  return out;
}

/** The fields both kinds of user row share. */
export async function userRowsOf(db: Db, rows: UserRow[], platform: boolean) {
  const dt = platform ? departments : firmDepartments;
  const pt = platform ? positions : firmPositions;
  const deptIds = [...new Set(rows.map((r) => r.departmentId).filter((x): x is string => !!x))];
  const posIds = [...new Set(rows.map((r) => r.positionId).filter((x): x is string => !!x))];
  const depts = deptIds.length ? await db.select({ id: dt.id, name: dt.name }).from(dt).where(inArray(dt.id, deptIds)) : [];
  const poss = posIds.length ? await db.select({ id: pt.id, name: pt.name }).from(pt).where(inArray(pt.id, posIds)) : [];
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  const posName = new Map(poss.map((p) => [p.id, p.name]));
  const held = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((u) => {
    const gender = genderCode(u.gender);
    return {
      Id: u.id,
      FullName: u.fullName,
      MobileNumber: u.phone,
      Gender: gender,
      GenderName: gender ? GENDERS[gender] : '',
      BOD: u.birthDate,
      Education: u.education,
      EducationName: u.education ? (EDUCATION_LEVELS[u.education as keyof typeof EDUCATION_LEVELS] ?? '') : '',
      DepartmentId: u.departmentId,
      DepartmentName: (u.departmentId && deptName.get(u.departmentId)) || '',
      PositionId: u.positionId,
      PositionName: (u.positionId && posName.get(u.positionId)) || '',
      Status: u.status,
      StatusName: USER_STATUS[u.status] ?? '',
      Roles: held.get(u.id) ?? [],
      CreateTime: toChinaIso(u.createdAt),
    };
  });
}

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

/** A user with the facts the grant rules need; 404 when missing. */
export async function managedUser(db: Db, id: string): Promise<{ user: UserRow; target: ManagedUser & { firmType: string } }> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound(MSG.userNotFound);
  const firm = await getFirm(db, user.firmId);
  const platform = isPlatformFirm(firm?.type);
  return {
    user,
    target: {
      id: user.id,
      firmId: user.firmId,
      platform,
      areaCode: platform ? user.areaCode : (firm?.areaCode ?? ''),
      departmentPath: await departmentPathOf(db, user.departmentId, platform),
      firmType: firm?.type ?? '',
    },
  };
}

/** 409 when another user has the phone. */
export async function assertPhoneFree(db: Db, phone: string, exceptId?: string): Promise<void> {
  const [same] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (same && same.id !== exceptId) throw conflict(MSG.phoneRegistered);
}

/** Ends every session of the user (rows in the database: every instance at once). */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Soft delete: disabled, its sessions ended; never oneself. */
export async function softDelete(db: Db, actor: Actor, id: string): Promise<null> {
  assertNotSelf(actor, id, '不能删除自己');
  await db.update(users).set({ status: 2 }).where(eq(users.id, id));
  await endSessions(db, id);
  return null;
}

export async function newPasswordHash(password: string): Promise<string> {
  if (isCommonPassword(password)) throw badRequest(MSG.passwordCommon);
  return hashPassword(password);
}

// ---------- platform users ----------

export interface BaUserFilters {
  SearchName?: string | null;
  AreaCode?: string | null;
  OrgId?: string | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
  RoleId?: string | null;
  Status?: 1 | 2 | null;
}

function baUserWhere(actor: Actor, f: BaUserFilters, extra?: SQL): SQL | undefined {
  if (f.AreaCode) assertAreaInside(actor, 'user:view', f.AreaCode);
  return and(
    isPlatformUser,
    scopeFilter(actor, 'user:view', { area: users.areaCode, owner: users.id }),
    // as mayManageUser: an authority's administrator lists the authority's own people
    keptToOwnFirm(actor, 'user:view') ? eq(users.firmId, actor.firmId) : undefined,
    searchUsers(f.SearchName),
    f.AreaCode ? sql`${users.areaCode} like ${`${escapeLike(f.AreaCode)}%`}` : undefined,
    f.OrgId ? eq(users.orgId, f.OrgId) : undefined,
    f.DepartmentId ? eq(users.departmentId, f.DepartmentId) : undefined,
    f.PositionId ? eq(users.positionId, f.PositionId) : undefined,
    f.RoleId ? sql`${users.id} in (select ur.user_id from user_roles ur where ur.role_id = ${f.RoleId})` : undefined,
    f.Status ? eq(users.status, f.Status) : undefined,
    extra,
  );
}

export async function listBaUsers(db: Db, actor: Actor, f: BaUserFilters & { limit: number; offset: number }, extra?: SQL) {
  const where = baUserWhere(actor, f, extra);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(f.limit).offset(f.offset);
  return { rows: await baUserRows(db, rows), total: Number(total?.n ?? 0) };
}

export function listNoRoleBaUsers(db: Db, actor: Actor, f: { SearchName?: string | null; limit: number; offset: number }) {
  return listBaUsers(db, actor, f, sql`not exists (select 1 from user_roles ur where ur.user_id = ${users.id})`);
}

/** A platform user by id: 404 when missing or not a platform user, 403 outside the caller's scope. */
async function reachableBaUser(db: Db, actor: Actor, id: string, perm: 'user:view' | 'user:edit' | 'user:delete') {
  const managed = await managedUser(db, id);
  if (!managed.target.platform) throw notFound(MSG.userNotFound);
  assertMayManageUser(actor, perm, managed.target);
  return managed;
}

export async function getBaUser(db: Db, actor: Actor, id: string): Promise<TBaUser> {
  const { user } = await reachableBaUser(db, actor, id, 'user:view');
  const [row] = await baUserRows(db, [user]);
  return row as TBaUser;
}

/** The platform user's form as the contract reads it (the password only when adding). */
type BaUserInfo = Omit<z.output<typeof ZBaUserInfo>, 'Password'>;

/** The area, organisation, department and position of a platform user's form. */
async function checkBaPlace(db: Db, actor: Actor, info: BaUserInfo): Promise<void> {
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
}

function personFields(info: BaUserInfo | Omit<BaUserInfo, 'AreaCode'>) {
  return {
    fullName: info.FullName,
    phone: info.MobileNumber,
    gender: genderText(info.Gender),
    birthDate: info.BOD || null,
    education: info.Education ?? null,
    departmentId: info.DepartmentId || null,
    positionId: info.PositionId || null,
  };
}
export { personFields };

export async function addBaUser(db: Db, now: Date, actor: Actor, info: BaUserInfo & { Password: string }): Promise<{ Id: string }> {
  await checkBaPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber);
  const id = newId();
  await db.insert(users).values({
    id,
    firmId: actor.firmId,
    ...personFields(info),
    passwordHash: await newPasswordHash(info.Password),
    areaCode: info.AreaCode,
    orgId: info.OrgId || null,
    createdAt: now,
  });
  return { Id: id };
}

export async function updateBaUser(db: Db, actor: Actor, info: BaUserInfo & { Id: string }): Promise<{ Id: string }> {
  await reachableBaUser(db, actor, info.Id, 'user:edit');
  await checkBaPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber, info.Id);
  await db
    .update(users)
    .set({ ...personFields(info), areaCode: info.AreaCode, orgId: info.OrgId || null })
    .where(eq(users.id, info.Id));
  return { Id: info.Id };
}

export async function deleteBaUser(db: Db, actor: Actor, id: string): Promise<null> {
  await reachableBaUser(db, actor, id, 'user:delete');
  return softDelete(db, actor, id);
}

/** The rows of the platform user export (the list's filters, at most 10000). */
export async function baUserExportRows(db: Db, actor: Actor, f: BaUserFilters) {
  const { rows } = await listBaUsers(db, actor, { ...f, limit: 10_000, offset: 0 });
  return rows.map(withRoleNames);
}

/** An exported user row names its roles in one cell. */
export const withRoleNames = <T extends { Roles: { Name: string }[] }>(r: T) => ({ ...r, RoleNames: r.Roles.map((x) => x.Name).join('、') });

/** The columns of the user exports, each defined once; an export names the ones it shows. */
const USER_COLUMNS = {
  FullName: { header: '姓名' },
  MobileNumber: { header: '手机号', width: 16 },
  GenderName: { header: '性别' },
  BOD: { header: '出生日期', width: 14 },
  EducationName: { header: '文化程度' },
  AreaName: { header: '地区', width: 24 },
  OrgName: { header: '机构', width: 24 },
  DepartmentName: { header: '部门', width: 16 },
  PositionName: { header: '岗位', width: 16 },
  DutyText: { header: '职责', width: 24 },
  RoleNames: { header: '角色', width: 24 },
  StatusName: { header: '状态' },
  CreateTime: { header: '创建时间', width: 26 },
} as const;

export const userColumns = (keys: (keyof typeof USER_COLUMNS)[]) => keys.map((key) => ({ key, ...USER_COLUMNS[key] }));

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

/** One page of a person picker: the enabled users under `where` with their department and position (the platform's or the firms'). */
export async function pickerPage(db: Db, where: SQL | undefined, platform: boolean, orderBy: SQL[], page: { limit: number; offset: number }) {
  const dt = platform ? departments : firmDepartments;
  const pt = platform ? positions : firmPositions;
  const enabled = and(eq(users.status, 1), where);
  const [total] = await db.select({ n: count() }).from(users).where(enabled);
  const rows = await db
    .select({ u: users, dept: dt.name, pos: pt.name })
    .from(users)
    .leftJoin(dt, eq(dt.id, users.departmentId))
    .leftJoin(pt, eq(pt.id, users.positionId))
    .where(enabled)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { users: rows.map((r) => r.u), rows: rows.map(({ u, dept, pos }) => pickerRow(u, dept, pos)), total: Number(total?.n ?? 0) };
}

/** A row of a person picker (spec 02 §2.16): the mobile masked. */
export function pickerRow(u: UserRow, dept: string | null, pos: string | null) {
  return {
    Id: u.id,
    FullName: u.fullName,
    Gender: u.gender,
    BOD: u.birthDate,
    PosName: pos ?? '',
    DeptName: dept ?? '',
    MobileNumber: maskPhone(u.phone),
    ContactAddress: u.contactAddress,
    Duties: u.duties as string[],
  };
}

/** The user's own department must be reachable too when a department scope manages people. */
export function assertPlaceAllowed(actor: Actor, perm: 'firm-user:edit', firmId: string, departmentPath: string | null): void {
  assertAllowed(actor, perm, { firmId, ownerDepartmentPath: departmentPath }, '所选部门不在您的管理范围内');
}
