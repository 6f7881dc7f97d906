import { date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { weekFeedings } from '../planning/planning.tables.js';

/**
 * A school's week made public (阳光食堂): the package its students eat in the week of `weekStart`
 * (a Monday). One package a week per school; publishing another for the same week replaces it;
 * deleting the package withdraws it.
 */
export const weekPublications = pgTable(
  'week_publications',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    weekFeedingId: text('week_feeding_id')
      .notNull()
      .references(() => weekFeedings.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    publishedBy: text('published_by'),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [uniqueIndex('week_publications_firm_week_idx').on(t.firmId, t.weekStart), index('week_publications_week_idx').on(t.weekFeedingId)],
);
