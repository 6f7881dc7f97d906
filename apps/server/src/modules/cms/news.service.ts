import {
  OPERATOR_MSG as M,
  NEWS_STATUS,
  type NewsStatus,
  parseInputTime,
  summarize,
  type TConsoleNews,
  type TConsoleNewsDetail,
  type TNewsDetail,
  type TNewsItem,
  toChinaIso,
  type ZNewsInput,
} from '@shanlian/contract';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { sanitizeRichText } from '../../platform/html.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { claimFiles } from '../files/files.service.js';
import { news } from './cms.tables.js';

type NewsRow = typeof news.$inferSelect;
type NewsInput = z.output<typeof ZNewsInput>;

/**
 * A news item's status, derived: a draft has no publish time; an unpublished one was taken off;
 * a scheduled one waits for its publish time; the rest are published.
 */
export function newsStatus(n: Pick<NewsRow, 'publishAt' | 'unpublishedAt'>, now: Date): NewsStatus {
  if (!n.publishAt) return 'draft';
  if (n.unpublishedAt) return 'unpublished';
  if (n.publishAt.getTime() > now.getTime()) return 'scheduled';
  return 'published';
}

/** The same decision in SQL, for the console's filter. */
function statusWhere(status: NewsStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'draft':
      return isNull(news.publishAt);
    case 'unpublished':
      return and(isNotNull(news.publishAt), isNotNull(news.unpublishedAt));
    case 'scheduled':
      return and(gt(news.publishAt, now), isNull(news.unpublishedAt));
    case 'published':
      return publishedAt(now);
  }
}

/** What the store shows: published by now and not taken off. */
const publishedAt = (now: Date): SQL | undefined => and(lte(news.publishAt, now), isNull(news.unpublishedAt));

// ---------- the store's reads ----------

const storeItem = (n: NewsRow): TNewsItem => ({
  Id: n.id,
  Title: n.title,
  TitleImageUrl: n.titleImageFileId ? fileUrl(n.titleImageFileId) : null,
  Summary: summarize(n.body),
  ReadCount: n.readCount,
  // the date readers see is the day it went out
  CreateTime: toChinaIso(n.publishAt ?? n.createdAt),
});

/** Published news, newest publication first. */
export async function listNews(db: Db, now: Date, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(news).where(publishedAt(now)).orderBy(desc(news.publishAt), desc(news.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(news).where(publishedAt(now)),
  ]);
  return { rows: rows.map(storeItem), total: total?.n ?? 0 };
}

/** Opening a published article counts a read; anything else (draft, scheduled, taken off, deleted) is not there. */
export async function readNews(db: Db, now: Date, id: string): Promise<TNewsDetail> {
  const [row] = await db
    .update(news)
    .set({ readCount: sql`${news.readCount} + 1` })
    .where(and(eq(news.id, id), publishedAt(now)))
    .returning();
  if (!row) throw notFound(M.newsNotFound);
  return { ...storeItem(row), Source: row.body, Author: row.author };
}

// ---------- the console ----------

const consoleItem = (n: NewsRow, now: Date): TConsoleNews => {
  const status = newsStatus(n, now);
  return {
    Id: n.id,
    Title: n.title,
    TitleImageFileId: n.titleImageFileId,
    TitleImageUrl: n.titleImageFileId ? fileUrl(n.titleImageFileId) : null,
    Author: n.author,
    Summary: summarize(n.body),
    Status: status,
    StatusName: NEWS_STATUS[status],
    PublishAt: n.publishAt ? toChinaIso(n.publishAt) : null,
    ReadCount: n.readCount,
    CreateTime: toChinaIso(n.createdAt),
    UpdateTime: toChinaIso(n.updatedAt ?? n.createdAt),
  };
};

/** Every news item, any status, newest first; by title and status. */
export async function consoleNews(db: Db, now: Date, f: { Title?: string | null; Status?: NewsStatus | null }, limit: number, offset: number) {
  const title = f.Title?.trim();
  const where = and(title ? ilike(news.title, `%${escapeLike(title)}%`) : undefined, f.Status ? statusWhere(f.Status, now) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(news).where(where).orderBy(desc(news.createdAt), desc(news.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows: rows.map((n) => consoleItem(n, now)), total: total?.n ?? 0 };
}

export async function consoleNewsDetail(db: Db, now: Date, id: string): Promise<TConsoleNewsDetail> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound(M.newsNotFound);
  return { ...consoleItem(row, now), Source: row.body };
}

/**
 * Adds or edits a news item. The body is cleaned by the rich-text rules (scripts, handlers,
 * foreign images and javascript: links go). Draft: not published; a PublishAt: from then
 * (scheduled while in the future); neither: at once, except that an item already out keeps its
 * first publish time (a correction does not move it to the top). Saving takes an unpublished
 * item back into the store.
 */
export async function saveNews(db: Db, actor: Actor, now: Date, input: NewsInput): Promise<{ Id: string; Status: string }> {
  const existing = input.Id ? (await db.select().from(news).where(eq(news.id, input.Id)).limit(1))[0] : undefined;
  if (input.Id && !existing) throw notFound(M.newsNotFound);
  const body = sanitizeRichText(input.Source).trim();
  // nothing left to read once cleaned (only a script, say)
  if (!summarize(body).trim() && !/<img\s/i.test(body)) throw badRequest(M.newsBodyRequired);
  const imageId = input.TitleImageFileId || null;
  if (imageId && imageId !== existing?.titleImageFileId) await claimFiles(db, actor, now, [imageId], 'banner');
  const wasOut = existing?.publishAt && existing.publishAt.getTime() <= now.getTime() ? existing.publishAt : null;
  const publishAt = input.Draft ? null : input.PublishAt ? parseInputTime(input.PublishAt) : (wasOut ?? now);
  const values = {
    title: input.Title,
    titleImageFileId: imageId,
    body,
    author: input.Author,
    publishAt,
    unpublishedAt: null,
    updatedAt: now,
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await db.update(news).set(values).where(eq(news.id, id));
  } else {
    id = newId();
    await db.insert(news).values({ id, ...values, createdAt: now });
  }
  return { Id: id, Status: newsStatus({ publishAt, unpublishedAt: null }, now) };
}

/** Takes a published or scheduled item off the store; a draft was never out. */
export async function unpublishNews(db: Db, now: Date, id: string): Promise<boolean> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound(M.newsNotFound);
  if (!row.publishAt) throw badRequest(M.newsNotPublished);
  if (!row.unpublishedAt) await db.update(news).set({ unpublishedAt: now, updatedAt: now }).where(eq(news.id, id));
  return true;
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (gone.length === 0) throw notFound(M.newsNotFound);
  return true;
}
