import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { shelfItems } from '../store/store.tables.js';

/**
 * A user's cart. The same item added again raises one line's quantity; a seckill offer is a
 * line of its own (`offer_key` is its id, '' for an ordinary line).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: text('user_id').notNull(),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    seckillDetailId: text('seckill_detail_id'),
    offerKey: text('offer_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('cart_lines_user_item_uq').on(t.userId, t.shelfItemId, t.offerKey), index('cart_lines_user_idx').on(t.userId, t.createdAt)],
);
