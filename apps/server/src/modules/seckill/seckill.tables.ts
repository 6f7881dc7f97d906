import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { shelfItems } from '../store/store.tables.js';

/** One flash-sale offer of a shelf item: its window, price and the units it may sell. */
export const seckillDetails = pgTable(
  'seckill_details',
  {
    id: text('id').primaryKey(),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    orderQuantity: integer('order_quantity').notNull().default(0),
    /** 限购: units one buyer firm may buy of this offer; 0 means no limit. */
    limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
    /** Attempts refused because the offer was sold out or had too few units left (the platform's figures). */
    refusedCount: integer('refused_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  // Two offers of one item never overlap in time: an exclusion constraint on (shelf item,
  // [start, end)) in migration 0007 (drizzle-kit cannot express it), so the rule holds
  // however many saves arrive at once.
  (t) => [
    index('seckill_details_item_idx').on(t.shelfItemId),
    index('seckill_details_window_idx').on(t.startAt, t.endAt),
    check('seckill_details_sold_ck', sql`${t.orderQuantity} >= 0 and ${t.orderQuantity} <= ${t.quantity}`),
    check('seckill_details_limit_ck', sql`${t.limitPerBuyer} >= 0`),
  ],
);

/**
 * Units of an offer bought by each buyer firm, for the per-buyer limit: taken with one
 * conditional upsert inside the ordering transaction, given back when an order is cancelled.
 */
export const seckillPurchases = pgTable(
  'seckill_purchases',
  {
    seckillDetailId: text('seckill_detail_id')
      .notNull()
      .references(() => seckillDetails.id, { onDelete: 'cascade' }),
    buyerFirmId: text('buyer_firm_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seckillDetailId, t.buyerFirmId] }), check('seckill_purchases_quantity_ck', sql`${t.quantity} >= 0`)],
);
