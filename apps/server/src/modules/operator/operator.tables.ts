import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

/** Platform settings (PLATFORM_SETTINGS): one row per key; an absent key has its default. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
});
