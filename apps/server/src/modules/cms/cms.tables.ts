import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  fileId: text('file_id').notNull(),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(0),
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
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
);
