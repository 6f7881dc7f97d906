import type { Duty } from '@shanlian/contract';
import { date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { firms } from '../firm/firm.tables.js';
import { at } from '../../platform/columns.js';

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

/** SMS codes: stored hashed, bound to phone and purpose, used once. A checked code yields a ticket. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    attempts: integer('attempts').notNull().default(0),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: at('ticket_expires_at'),
    ticketUsedAt: at('ticket_used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt), index('sms_codes_ticket_idx').on(t.ticketHash)],
);

export const captchas = pgTable('captchas', {
  serial: text('serial').primaryKey(),
  text: text('text').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Every login, failed login and lockout (each one password check), refusal while locked (no
 * check), logout and password change.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    userId: text('user_id'),
    kind: text('kind').$type<'login' | 'failed' | 'locked' | 'refused' | 'logout' | 'password_changed'>().notNull(),
    ip: text('ip'),
    at: at('at').notNull(),
  },
  (t) => [index('login_events_phone_idx').on(t.phone, t.at)],
);
