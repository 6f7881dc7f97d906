import { MSG, type Permission } from '@shanlian/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { conflict } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { grantSystemRole } from './grants.js';
import { rolePermissions, roles, userRoles, users } from './iam.tables.js';
import { assertPhoneFree, newPasswordHash } from './people-core.js';

/**
 * The administrator of a supervision authority: a platform user of the authority's firm and area
 * who keeps the authority's own people (BA_User/*), departments, positions and roles, and is an
 * officer too (the seeded 监管人员 role), so that the officers' role is one the administrator may
 * grant. The administration role is the authority's own (a platform role of its area): its scope
 * is the area, and among platform users it reaches only the authority's own (grant-rules).
 */
export const AUTHORITY_ADMIN_PERMISSIONS: readonly Permission[] = [
  'user:view',
  'user:edit',
  'user:delete',
  'user:export',
  'department:view',
  'department:edit',
  'department:delete',
  'position:view',
  'position:edit',
  'position:delete',
  'role:view',
  'role:edit',
  'role:delete',
];

/** The remark that marks an authority's administration role (the operator's list finds its holders by it). */
export const AUTHORITY_ADMIN_ROLE_REMARK = '监管机构管理员：管理本机构人员、部门、岗位与角色';

export async function createAuthorityAdmin(
  db: Db,
  now: Date,
  input: {
    firmId: string;
    firmName: string;
    areaCode: string;
    orgId: string | null;
    fullName: string;
    phone: string;
    password: string;
    createdBy: string | null;
  },
): Promise<{ userId: string; roleId: string }> {
  await assertPhoneFree(db, input.phone);
  const passwordHash = await newPasswordHash(input.password);
  const userId = newId();
  // two registrations of one phone at once: the unique phone decides, the later one answers 409
  const inserted = await db
    .insert(users)
    .values({
      id: userId,
      firmId: input.firmId,
      fullName: input.fullName,
      phone: input.phone,
      passwordHash,
      areaCode: input.areaCode,
      orgId: input.orgId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (inserted.length !== 1) throw conflict(MSG.phoneRegistered);
  const roleId = newId();
  await db.insert(roles).values({
    id: roleId,
    name: `${input.firmName}管理员`,
    dataScope: 2,
    remark: AUTHORITY_ADMIN_ROLE_REMARK,
    firmId: null,
    areaCode: input.areaCode,
    createdBy: input.createdBy,
    createdAt: now,
  });
  await db.insert(rolePermissions).values(AUTHORITY_ADMIN_PERMISSIONS.map((permission) => ({ roleId, permission })));
  await db.insert(userRoles).values({ userId, roleId });
  await grantSystemRole(db, userId, 'supervisor');
  return { userId, roleId };
}

/** For each authority firm: the names of its administrators and the count of its enabled people. */
export async function authorityPeople(db: Db, firmIds: string[]): Promise<Map<string, { admins: string[]; people: number }>> {
  const out = new Map(firmIds.map((id) => [id, { admins: [] as string[], people: 0 }]));
  if (firmIds.length === 0) return out;
  const counts = await db
    .select({ firmId: users.firmId, n: count() })
    .from(users)
    .where(and(inArray(users.firmId, firmIds), eq(users.status, 1)))
    .groupBy(users.firmId);
  for (const c of counts) (out.get(c.firmId) as { people: number }).people = Number(c.n);
  const admins = await db
    .selectDistinct({ firmId: users.firmId, name: users.fullName, createdAt: users.createdAt })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(users.firmId, firmIds), eq(users.status, 1), eq(roles.remark, AUTHORITY_ADMIN_ROLE_REMARK)))
    .orderBy(sql`${users.createdAt}`);
  for (const a of admins) out.get(a.firmId)?.admins.push(a.name);
  return out;
}
