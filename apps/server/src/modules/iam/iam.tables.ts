import type { DataScope, Duty, Permission } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/**
 * The people of the platform and of every firm: their identity (phone, password hash, lockout) is
 * read by the account module through user-records.service.ts; the rest is managed here.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull(),
    passwordChangedAt: at('password_changed_at'),
    /** '男' | '女' | '' */
    gender: text('gender').notNull().default(''),
    contactAddress: text('contact_address').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    /** EDUCATION_LEVELS code */
    education: smallint('education'),
    /** 1 enabled, 2 disabled: a disabled user cannot log in and has no session. */
    status: smallint('status').$type<1 | 2>().notNull().default(1),
    /** Platform users: their own area and organisation. Firm users: empty (the firm's area counts). */
    areaCode: text('area_code').notNull().default(''),
    orgId: text('org_id'),
    /** Platform users: departments/positions; firm users: firm_departments/firm_positions. */
    departmentId: text('department_id'),
    positionId: text('position_id'),
    /** Firm staff duties that notices go to: manager, quality, safety. */
    duties: text('duties').array().$type<Duty[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('users_firm_idx').on(t.firmId), index('users_department_idx').on(t.departmentId), index('users_area_idx').on(t.areaCode)],
);

/** Administrative areas by their national codes: province 2 digits, city 4, district 6. */
export const areas = pgTable(
  'areas',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** 浙江省杭州市西湖区 */
    fullName: text('full_name').notNull(),
    parentCode: text('parent_code'),
    /** 1 province, 2 city, 3 district */
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('areas_parent_idx').on(t.parentCode)],
);

/**
 * Roles: a tree (a role's parent bounds its permissions and scope), each with a data scope.
 * Platform roles (firm_id null) belong to an area (the creator's); a firm's own roles to the firm.
 * The seeded roles carry a code (buyer, supplier, supervisor, operator).
 */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').unique(),
    parentId: text('parent_id'),
    dataScope: smallint('data_scope').$type<DataScope>().notNull(),
    remark: text('remark').notNull().default(''),
    firmId: text('firm_id').references(() => firms.id),
    /** '' for national roles */
    areaCode: text('area_code').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('roles_parent_idx').on(t.parentId), index('roles_firm_idx').on(t.firmId), index('roles_area_idx').on(t.areaCode)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/**
 * Departments of platform users (by organisation and area), a tree. `path` is the chain of ids
 * from the root, '/a/b/c/', so that "this department and below" is one prefix match.
 */
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    path: text('path').notNull(),
    areaCode: text('area_code').notNull(),
    orgId: text('org_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('departments_area_idx').on(t.areaCode),
    index('departments_path_idx').on(t.path),
    uniqueIndex('departments_name_uq').on(t.areaCode, sql`coalesce(${t.orgId}, '')`, t.name),
  ],
);

export const positions = pgTable(
  'positions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull(),
    orgId: text('org_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('positions_area_idx').on(t.areaCode), uniqueIndex('positions_name_uq').on(t.areaCode, sql`coalesce(${t.orgId}, '')`, t.name)],
);

/** A firm's own departments, a tree (same `path` as platform departments). */
export const firmDepartments = pgTable(
  'firm_departments',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    path: text('path').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('firm_departments_name_uq').on(t.firmId, t.name), index('firm_departments_path_idx').on(t.path)],
);

export const firmPositions = pgTable(
  'firm_positions',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('firm_positions_name_uq').on(t.firmId, t.name)],
);
