import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

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
