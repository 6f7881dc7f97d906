import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { seckillDetails } from './seckill.tables.js';

export type SeckillDetailRow = typeof seckillDetails.$inferSelect;

/** Every seckill offer of these shelf items, earliest first. */
export async function detailsForItems(db: Db, shelfItemIds: string[]): Promise<SeckillDetailRow[]> {
  if (shelfItemIds.length === 0) return [];
  return db.select().from(seckillDetails).where(inArray(seckillDetails.shelfItemId, shelfItemIds)).orderBy(asc(seckillDetails.startAt));
}

/** Offers whose window overlaps [from, to), earliest first. */
export async function detailsOverlapping(db: Db, from: Date, to: Date, limit = 200): Promise<SeckillDetailRow[]> {
  return db
    .select()
    .from(seckillDetails)
    .where(and(lt(seckillDetails.startAt, to), gt(seckillDetails.endAt, from)))
    .orderBy(asc(seckillDetails.startAt), asc(seckillDetails.id))
    .limit(limit);
}

/** Shelf items with an offer that has not ended yet. */
export async function itemIdsWithOpenOffers(db: Db, now: Date): Promise<string[]> {
  const rows = await db.selectDistinct({ id: seckillDetails.shelfItemId }).from(seckillDetails).where(gt(seckillDetails.endAt, now));
  return rows.map((r) => r.id);
}
