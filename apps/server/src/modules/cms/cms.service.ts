import { summarize, type TNewsDetail, type TNewsItem, toChinaIso } from '@shanlian/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { banners, news, partners } from './cms.tables.js';

export async function listBanners(db: Db) {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort));
  return rows.map((b) => ({ Id: b.id, Title: b.title, FileUrl: fileUrl(b.fileId), LinkUrl: b.linkUrl }));
}

export async function listPartners(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(partners).orderBy(asc(partners.sort)).limit(limit).offset(offset),
    db.select({ n: count() }).from(partners),
  ]);
  return { rows: rows.map((p) => ({ Id: p.id, FirmName: p.name, FileUrl: fileUrl(p.fileId), LinkUrl: p.linkUrl })), total: total?.n ?? 0 };
}

type NewsRow = typeof news.$inferSelect;

const toItem = (n: NewsRow): TNewsItem => ({
  Id: n.id,
  Title: n.title,
  TitleImageUrl: n.titleImageFileId ? fileUrl(n.titleImageFileId) : null,
  Summary: summarize(n.body),
  ReadCount: n.readCount,
  CreateTime: toChinaIso(n.createdAt),
});

export async function listNews(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(news).orderBy(desc(news.createdAt), asc(news.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(news),
  ]);
  return { rows: rows.map(toItem), total: total?.n ?? 0 };
}

/** Opening an article counts a read. */
export async function readNews(db: Db, id: string): Promise<TNewsDetail> {
  const [row] = await db
    .update(news)
    .set({ readCount: sql`${news.readCount} + 1` })
    .where(eq(news.id, id))
    .returning();
  if (!row) throw notFound('新闻不存在');
  return { ...toItem(row), Source: row.body, Author: row.author };
}
