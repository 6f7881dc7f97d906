import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/** A buyer firm's receiving addresses (收货地址); exactly one is the default while any exist. */
export const firmAddresses = pgTable(
  'firm_addresses',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('firm_addresses_firm_idx').on(t.firmId), uniqueIndex('firm_addresses_default_uq').on(t.firmId).where(sql`${t.isDefault}`)],
);

/** A supplier's delivery terms: the checkout offers its days and slots and charges its freight. */
export const deliverySettings = pgTable('delivery_settings', {
  firmId: text('firm_id')
    .primaryKey()
    .references(() => firms.id),
  /** ISO weekdays 1 (Monday) … 7 (Sunday) */
  weekdays: integer('weekdays').array().notNull(),
  /** 'HH:mm-HH:mm' */
  slots: text('slots').array().notNull(),
  /** 'HH:mm', China time */
  cutoffTime: text('cutoff_time').notNull().default('18:00'),
  leadDays: integer('lead_days').notNull().default(1),
  freightFen: integer('freight_fen').notNull().default(0),
  freeFreightFen: integer('free_freight_fen'),
  minOrderFen: integer('min_order_fen').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});
