import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { files } from '../../platform/platform.tables.js';
import { firms } from '../firm/firm.tables.js';
import { users } from '../iam/iam.tables.js';
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

/**
 * A parent's feedback to a school, from a phone checked by SMS code. Status 1 awaiting a reply,
 * 2 replied, 3 closed. Unanswered for FEEDBACK_REPLY_WORKING_DAYS working days, it is passed to
 * the district's supervisors (`escalatedAt`); `areaCode` is the school's district at that time.
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: text('id').primaryKey(),
    trackingCode: text('tracking_code').notNull(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    category: integer('category').notNull(),
    content: text('content').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    status: integer('status').notNull().default(1),
    createdAt: at('created_at').notNull(),
    repliedAt: at('replied_at'),
    closedAt: at('closed_at'),
    escalatedAt: at('escalated_at'),
    rating: integer('rating'),
    ratedAt: at('rated_at'),
  },
  (t) => [
    uniqueIndex('feedbacks_tracking_code_idx').on(t.trackingCode),
    index('feedbacks_firm_idx').on(t.firmId, t.createdAt),
    index('feedbacks_area_idx').on(t.areaCode, t.escalatedAt),
    index('feedbacks_waiting_idx').on(t.createdAt).where(sql`${t.status} = 1 AND ${t.escalatedAt} IS NULL`),
    check('feedbacks_values', sql`${t.category} BETWEEN 1 AND 5 AND ${t.status} BETWEEN 1 AND 3 AND (${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5)`),
  ],
);

/**
 * A parent's photo (files row of purpose `feedback`, no owner until claimed): the phone that
 * uploaded it, proven by its SMS code, and the feedback that took it (null until then). A
 * feedback takes only photos of its own phone, each once; the school then owns the file.
 */
export const feedbackPhotos = pgTable(
  'feedback_photos',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id),
    phone: text('phone').notNull(),
    feedbackId: text('feedback_id').references(() => feedbacks.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_photos_phone_idx').on(t.phone, t.createdAt), index('feedback_photos_feedback_idx').on(t.feedbackId)],
);

/** A school's reply to a feedback, by one of its people. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: text('id').primaryKey(),
    feedbackId: text('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    userId: text('user_id').references(() => users.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/**
 * A 陪餐 record: a school leader ate one meal with the students (学校食品安全与营养健康管理规定,
 * 2019), with a rating and notes. One record per person, date and meal.
 */
export const accompanyMeals = pgTable(
  'accompany_meals',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    date: date('date', { mode: 'string' }).notNull(),
    meal: integer('meal').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    notes: text('notes').notNull().default(''),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('accompany_meals_person_meal_idx').on(t.firmId, t.date, t.meal, t.userId),
    index('accompany_meals_firm_date_idx').on(t.firmId, t.date),
    check('accompany_meals_values', sql`${t.meal} BETWEEN 1 AND 3 AND ${t.rating} BETWEEN 1 AND 5`),
  ],
);
