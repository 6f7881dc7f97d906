import { EDUCATION_LEVELS, GENDERS, MSG, maskPhone, type Permission, toChinaIso, USER_STATUS } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { assertAllowed } from '../../platform/access.js';
import { isCommonPassword } from '../../platform/common-passwords.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { sessions } from '../../platform/platform.tables.js';
import { escapeLike } from '../../platform/sql.js';
import { getFirm } from '../firm/firm.service.js';
import { assertNotSelf, type ManagedUser } from './grant-rules.js';
import { departmentPathOf, isPlatformFirm } from './grants.js';
import { departments, firmDepartments, firmPositions, positions, roles, userRoles, users } from './iam.tables.js';

/**
 * The one people core: platform users (BA_User, users.service.ts) and a firm's staff (EN_Firmuser,
 * staff.service.ts) are rows of one table and are listed, reached, added, changed and removed the
 * same way; each kind says only what differs (its permissions, its filters, where a person may be
 * placed, its own columns and its wire row). The wire names stay two.
 */

export type UserRow = typeof users.$inferSelect;

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

// ---------- the kinds ----------

/** The filters every list of people offers: a name or phone, a department, a position, a status. */
export interface PersonFilters {
  SearchName?: string | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
  Status?: 1 | 2 | null;
}

/** The condition of the filters every list of people offers. */
export function personFilter(f: PersonFilters): SQL | undefined {
  return and(
    searchUsers(f.SearchName),
    f.DepartmentId ? eq(users.departmentId, f.DepartmentId) : undefined,
    f.PositionId ? eq(users.positionId, f.PositionId) : undefined,
    f.Status ? eq(users.status, f.Status) : undefined,
  );
}

/** One kind of person: what differs between platform users and a firm's staff. */
export interface PeopleKind<Filters, Info extends PersonInfo, Row> {
  /** Platform users (an area's) or a firm's staff. */
  platform: boolean;
  /** The kind's view, edit and delete permissions. */
  permission: { view: Permission; edit: Permission; delete: Permission };
  /** 404 for an id of the other kind (or none). */
  missing: string;
  /** The list's condition: the kind, the caller's scope, the filters. */
  where(actor: Actor, f: Filters, extra?: SQL): SQL | undefined;
  /** 403 when the caller may not do `perm` on this person. */
  assertReach(actor: Actor, perm: Permission, target: ManagedUser): void;
  /** Where the form places the person (area, department, position) must exist and be the caller's to use. */
  checkPlace(db: Db, actor: Actor, info: Info): Promise<void>;
  /** The kind's own columns of the form (beyond the person's fields). */
  columns(info: Info): Partial<typeof users.$inferInsert>;
  /** The wire rows. */
  rows(db: Db, users: UserRow[]): Promise<Row[]>;
}

/** The fields of a person's form both kinds share. */
export interface PersonInfo {
  FullName: string;
  MobileNumber: string;
  Gender?: 1 | 2 | null;
  BOD?: string | null;
  Education?: number | null;
  DepartmentId?: string | null;
  PositionId?: string | null;
}

/** The person's columns of a form. */
function personFields(info: PersonInfo) {
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

/** One page of the kind's people, newest first. */
async function listPeople<F, I extends PersonInfo, R>(
  kind: PeopleKind<F, I, R>,
  db: Db,
  actor: Actor,
  f: F & { limit: number; offset: number },
  extra?: SQL,
): Promise<{ rows: R[]; total: number }> {
  const where = kind.where(actor, f, extra);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(f.limit).offset(f.offset);
  return { rows: await kind.rows(db, rows), total: Number(total?.n ?? 0) };
}

/** A person of the kind by id: 404 when missing or of the other kind, 403 outside the caller's reach. */
async function reachablePerson<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>, db: Db, actor: Actor, id: string, perm: Permission) {
  const managed = await managedUser(db, id);
  if (managed.target.platform !== kind.platform) throw notFound(kind.missing);
  kind.assertReach(actor, perm, managed.target);
  return managed;
}

async function getPerson<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>, db: Db, actor: Actor, id: string): Promise<R> {
  const { user } = await reachablePerson(kind, db, actor, id, kind.permission.view);
  const [row] = await kind.rows(db, [user]);
  return row as R;
}

/** A new person of the caller's firm, placed where the form says. */
async function addPerson<F, I extends PersonInfo, R>(
  kind: PeopleKind<F, I, R>,
  db: Db,
  now: Date,
  actor: Actor,
  info: I & { Password: string },
): Promise<{ Id: string }> {
  await kind.checkPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber);
  const id = newId();
  await db.insert(users).values({
    id,
    firmId: actor.firmId,
    ...personFields(info),
    passwordHash: await newPasswordHash(info.Password),
    ...kind.columns(info),
    createdAt: now,
  });
  return { Id: id };
}

async function updatePerson<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>, db: Db, actor: Actor, info: I & { Id: string }): Promise<{ Id: string }> {
  await reachablePerson(kind, db, actor, info.Id, kind.permission.edit);
  await kind.checkPlace(db, actor, info);
  await assertPhoneFree(db, info.MobileNumber, info.Id);
  await db
    .update(users)
    .set({ ...personFields(info), ...kind.columns(info) })
    .where(eq(users.id, info.Id));
  return { Id: info.Id };
}

async function deletePerson<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>, db: Db, actor: Actor, id: string): Promise<null> {
  await reachablePerson(kind, db, actor, id, kind.permission.delete);
  return softDelete(db, actor, id);
}

/** The rows of an export: the list's filters, at most 10 000. */
async function exportPeople<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>, db: Db, actor: Actor, f: F): Promise<R[]> {
  return (await listPeople(kind, db, actor, { ...f, limit: 10_000, offset: 0 })).rows;
}

/** The operations of one kind of person, bound to it (users.service and staff.service export them under their wire's names). */
export function peopleOf<F, I extends PersonInfo, R>(kind: PeopleKind<F, I, R>) {
  return {
    list: (db: Db, actor: Actor, f: F & { limit: number; offset: number }, extra?: SQL) => listPeople(kind, db, actor, f, extra),
    get: (db: Db, actor: Actor, id: string) => getPerson(kind, db, actor, id),
    add: (db: Db, now: Date, actor: Actor, info: I & { Password: string }) => addPerson(kind, db, now, actor, info),
    update: (db: Db, actor: Actor, info: I & { Id: string }) => updatePerson(kind, db, actor, info),
    remove: (db: Db, actor: Actor, id: string) => deletePerson(kind, db, actor, id),
    exportRows: (db: Db, actor: Actor, f: F) => exportPeople(kind, db, actor, f),
  };
}
