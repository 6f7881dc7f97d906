import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/** The message box of a firm: each order status change leaves one for the buyer. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    orderId: text('order_id'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [index('messages_firm_idx').on(t.firmId, t.createdAt)],
);
