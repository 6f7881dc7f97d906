import {
  BANNER_STATE,
  type BannerState,
  OPERATOR_MSG as M,
  parseInputTime,
  type TConsoleBanner,
  type TConsolePartner,
  toChinaIso,
  type ZBannerInput,
  type ZPartnerInput,
} from '@shanlian/contract';
import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { claimFiles } from '../files/files.service.js';
import { banners, partners } from './cms.tables.js';

type BannerRow = typeof banners.$inferSelect;

type BannerInput = z.output<typeof ZBannerInput>;
type PartnerInput = z.output<typeof ZPartnerInput>;

const linkOf = (link: string | null | undefined): string | null => (link ? link : null);
const timeOf = (s: string | null | undefined): Date | null => (s ? parseInputTime(s) : null);

/** off when switched off; otherwise by its window: waiting before ShowFrom, expired from ShowUntil, else showing. */
export function bannerState(b: Pick<BannerRow, 'enabled' | 'showFrom' | 'showUntil'>, now: Date): BannerState {
  if (!b.enabled) return 'off';
  if (b.showFrom && b.showFrom.getTime() > now.getTime()) return 'waiting';
  if (b.showUntil && b.showUntil.getTime() <= now.getTime()) return 'expired';
  return 'showing';
}

// ---------- the store's reads ----------

/** The store's carousel: enabled banners inside their window, in their order. */
export async function listBanners(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.enabled, true), or(isNull(banners.showFrom), lte(banners.showFrom, now)), or(isNull(banners.showUntil), gt(banners.showUntil, now))))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({ Id: b.id, Title: b.title, FileUrl: fileUrl(b.fileId), LinkUrl: b.linkUrl }));
}

/** When the carousel next changes by the clock alone: the nearest show window's start or end ahead (null: none). */
export async function nextBannerChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      from: sql<Date | null>`min(${banners.showFrom}) filter (where ${banners.showFrom} > ${now})`.mapWith(banners.showFrom),
      until: sql<Date | null>`min(${banners.showUntil}) filter (where ${banners.showUntil} > ${now})`.mapWith(banners.showUntil),
    })
    .from(banners)
    .where(eq(banners.enabled, true));
  const times = [row?.from, row?.until].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

export async function listPartners(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(partners),
  ]);
  return { rows: rows.map((p) => ({ Id: p.id, FirmName: p.name, FileUrl: fileUrl(p.fileId), LinkUrl: p.linkUrl })), total: total?.n ?? 0 };
}

// ---------- banners (console) ----------

/** Every banner, switched off, waiting and expired ones too, with its state at `now`. */
export async function consoleBanners(db: Db, now: Date): Promise<TConsoleBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => {
    const state = bannerState(b, now);
    return {
      Id: b.id,
      FileId: b.fileId,
      FileUrl: fileUrl(b.fileId),
      Title: b.title,
      Link: b.linkUrl,
      Sort: b.sort,
      Enabled: b.enabled,
      ShowFrom: b.showFrom ? toChinaIso(b.showFrom) : null,
      ShowUntil: b.showUntil ? toChinaIso(b.showUntil) : null,
      State: state,
      StateName: BANNER_STATE[state],
      // rows from before the column (none after migration 0018 and the seed) show the time of asking
      UpdateTime: toChinaIso(b.updatedAt ?? now),
    };
  });
}

/**
 * Adds (no Id) or edits a banner. A new picture must be one the operator's firm uploaded; it
 * becomes public (the store shows it). The store's carousel follows at once.
 */
export async function saveBanner(db: Db, actor: Actor, now: Date, input: BannerInput): Promise<{ Id: string }> {
  const existing = input.Id ? (await db.select().from(banners).where(eq(banners.id, input.Id)).limit(1))[0] : undefined;
  if (input.Id && !existing) throw notFound(M.bannerNotFound);
  if (input.FileId !== existing?.fileId) await claimFiles(db, actor, now, [input.FileId], 'banner');
  const values = {
    title: input.Title,
    fileId: input.FileId,
    linkUrl: linkOf(input.Link),
    sort: input.Sort,
    enabled: input.Enabled,
    showFrom: timeOf(input.ShowFrom),
    showUntil: timeOf(input.ShowUntil),
    updatedAt: now,
  };
  if (existing) {
    await db.update(banners).set(values).where(eq(banners.id, existing.id));
    return { Id: existing.id };
  }
  const id = newId();
  await db.insert(banners).values({ id, ...values });
  return { Id: id };
}

/** The new order of all banners: every banner once, nothing else; sorts become 0…n-1. */
export async function sortBanners(db: Db, now: Date, ids: string[]): Promise<boolean> {
  const all = await db.select({ id: banners.id }).from(banners);
  const known = new Set(all.map((b) => b.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) throw badRequest(M.sortIdsInvalid);
  // one statement: each banner's place in the list given
  const place = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}::int`),
    sql` `,
  );
  await db.update(banners).set({ sort: sql`case ${banners.id} ${place} end`, updatedAt: now });
  return true;
}

export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (gone.length === 0) throw notFound(M.bannerNotFound);
  return true;
}

// ---------- partners (console) ----------

export async function consolePartners(db: Db): Promise<TConsolePartner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.sort), asc(partners.id));
  return rows.map((p) => ({ Id: p.id, Name: p.name, FileId: p.fileId, FileUrl: fileUrl(p.fileId), Link: p.linkUrl, Sort: p.sort }));
}

/** Adds or edits a partner's logo (a public picture, like a banner's). */
export async function savePartner(db: Db, actor: Actor, now: Date, input: PartnerInput): Promise<{ Id: string }> {
  const existing = input.Id ? (await db.select().from(partners).where(eq(partners.id, input.Id)).limit(1))[0] : undefined;
  if (input.Id && !existing) throw notFound(M.partnerNotFound);
  if (input.FileId !== existing?.fileId) await claimFiles(db, actor, now, [input.FileId], 'banner');
  const values = { name: input.Name, fileId: input.FileId, linkUrl: linkOf(input.Link), sort: input.Sort };
  if (existing) {
    await db.update(partners).set(values).where(eq(partners.id, existing.id));
    return { Id: existing.id };
  }
  const id = newId();
  await db.insert(partners).values({ id, ...values });
  return { Id: id };
}

export async function deletePartner(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id });
  if (gone.length === 0) throw notFound(M.partnerNotFound);
  return true;
}
