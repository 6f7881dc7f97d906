import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

/** Platform settings (PLATFORM_SETTINGS): one row per key; an absent key has its default. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
});

/**
 * The work calendar's exceptions to Monday–Friday (rules/work-calendar.ts): statutory holidays
 * off and weekend days worked in exchange, one row per China date; an absent date is as its weekday.
 */
export const workCalendarDays = pgTable('work_calendar_days', {
  day: text('day').primaryKey(),
  working: boolean('working').notNull(),
  note: text('note').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
  updatedBy: text('updated_by').notNull().default(''),
});
