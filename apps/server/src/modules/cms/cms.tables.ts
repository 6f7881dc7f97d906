import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  fileId: text('file_id').notNull(),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  showFrom: at('show_from'),
  showUntil: at('show_until'),
  updatedAt: at('updated_at'),
});

export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  fileId: text('file_id').notNull(),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(0),
});

/** News articles; the body is sanitized HTML. */
export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    titleImageFileId: text('title_image_file_id'),
    body: text('body').notNull(),
    author: text('author').notNull().default(''),
    readCount: integer('read_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** Shown in the store from this time; null: a draft. */
    publishAt: at('publish_at'),
    /** Taken off the store by an operator. */
    unpublishedAt: at('unpublished_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [index('news_created_idx').on(t.createdAt), index('news_publish_idx').on(t.publishAt)],
);

/** The disclaimer (store/about): every save is a new version; the store shows the newest. */
export const aboutVersions = pgTable('about_versions', {
  version: integer('version').primaryKey(),
  effectiveDate: text('effective_date').notNull(),
  clauses: jsonb('clauses').$type<{ Title: string; Body: string }[]>().notNull(),
  createdAt: at('created_at').notNull(),
  createdBy: text('created_by').notNull().default(''),
});
