import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
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

export async function offerById(db: Db, id: string): Promise<SeckillDetailRow | null> {
  const [row] = await db.select().from(seckillDetails).where(eq(seckillDetails.id, id)).limit(1);
  return row ?? null;
}

export async function offersByIds(db: Db, ids: string[]): Promise<Map<string, SeckillDetailRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(seckillDetails).where(inArray(seckillDetails.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Takes units of an offer, inside the ordering transaction. One conditional UPDATE: it
 * succeeds only inside the window and while the units last, so concurrent buyers on any
 * number of servers can never sell more than the offer's quantity.
 */
export async function takeOfferUnits(db: Db, id: string, quantity: number, now: Date): Promise<SeckillDetailRow | null> {
  const [row] = await db
    .update(seckillDetails)
    .set({ orderQuantity: sql`${seckillDetails.orderQuantity} + ${quantity}` })
    .where(
      and(
        eq(seckillDetails.id, id),
        lte(seckillDetails.startAt, now),
        gt(seckillDetails.endAt, now),
        sql`${seckillDetails.orderQuantity} + ${quantity} <= ${seckillDetails.quantity}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives units back (an order of the offer was cancelled). */
export async function returnOfferUnits(db: Db, id: string, quantity: number): Promise<void> {
  await db
    .update(seckillDetails)
    .set({ orderQuantity: sql`greatest(${seckillDetails.orderQuantity} - ${quantity}, 0)` })
    .where(eq(seckillDetails.id, id));
}

/** Offers of the item whose window overlaps [start, end), other than `exceptId`. */
export async function overlappingOffers(db: Db, shelfItemId: string, start: Date, end: Date, exceptId?: string | null): Promise<SeckillDetailRow[]> {
  const rows = await db
    .select()
    .from(seckillDetails)
    .where(and(eq(seckillDetails.shelfItemId, shelfItemId), lt(seckillDetails.startAt, end), gt(seckillDetails.endAt, start)));
  return rows.filter((r) => r.id !== exceptId);
}

export async function insertOffer(
  db: Db,
  o: { id: string; shelfItemId: string; startAt: Date; endAt: Date; priceFen: number; quantity: number; createdAt: Date },
): Promise<void> {
  await db.insert(seckillDetails).values({ ...o, orderQuantity: 0 });
}

export async function updateOffer(db: Db, id: string, set: { startAt: Date; endAt: Date; priceFen: number; quantity: number }): Promise<void> {
  await db.update(seckillDetails).set(set).where(eq(seckillDetails.id, id));
}

export async function deleteOffer(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(seckillDetails)
    .where(and(eq(seckillDetails.id, id), eq(seckillDetails.orderQuantity, 0)))
    .returning({ id: seckillDetails.id });
  return rows.length === 1;
}
