import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { shelfItems } from '../catalog/catalog.tables.js';
import { at } from '../../platform/columns.js';

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
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('seckill_details_item_idx').on(t.shelfItemId), index('seckill_details_window_idx').on(t.startAt, t.endAt)],
);
