import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { shelfItems } from '../store/store.tables.js';

/** A firm's favourite shelf items (收藏), shared by the firm's users. */
export const favorites = pgTable(
  'favorites',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: text('user_id').notNull(),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorites_firm_item_uq').on(t.firmId, t.shelfItemId), index('favorites_item_idx').on(t.shelfItemId)],
);
