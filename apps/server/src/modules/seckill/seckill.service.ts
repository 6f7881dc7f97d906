import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { seckillDetails, seckillPurchases } from './seckill.tables.js';

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

export async function offerById(db: Db, id: string, opts: { lock?: boolean } = {}): Promise<SeckillDetailRow | null> {
  const q = db.select().from(seckillDetails).where(eq(seckillDetails.id, id)).limit(1);
  const [row] = opts.lock ? await q.for('no key update') : await q;
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

/**
 * Counts units of an offer against the buyer firm, inside the ordering transaction, after
 * takeOfferUnits has locked the offer row. One conditional upsert: a firm's purchases only
 * ever rise while the sum stays within the offer's per-buyer limit (0, no limit), so
 * concurrent purchases by one firm on any number of servers cannot pass it. Every purchase
 * is counted, so a limit set later counts what was bought before.
 */
export async function takeBuyerUnits(db: Db, offer: SeckillDetailRow, buyerFirmId: string, quantity: number): Promise<boolean> {
  const limit = offer.limitPerBuyer;
  if (limit > 0 && quantity > limit) return false;
  const rows = await db
    .insert(seckillPurchases)
    .values({ seckillDetailId: offer.id, buyerFirmId, quantity })
    .onConflictDoUpdate({
      target: [seckillPurchases.seckillDetailId, seckillPurchases.buyerFirmId],
      set: { quantity: sql`${seckillPurchases.quantity} + excluded.quantity` },
      setWhere: limit > 0 ? sql`${seckillPurchases.quantity} + excluded.quantity <= ${limit}` : undefined,
    })
    .returning({ quantity: seckillPurchases.quantity });
  return rows.length === 1;
}

/** Units of the offer the firm has bought (orders not cancelled). */
export async function boughtBy(db: Db, offerId: string, buyerFirmId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: seckillPurchases.quantity })
    .from(seckillPurchases)
    .where(and(eq(seckillPurchases.seckillDetailId, offerId), eq(seckillPurchases.buyerFirmId, buyerFirmId)));
  return row?.quantity ?? 0;
}

/** Gives units back to the offer and to the buyer's limit (an order of the offer was cancelled). */
export async function returnOfferUnits(db: Db, id: string, quantity: number, buyerFirmId: string): Promise<void> {
  await db
    .update(seckillDetails)
    .set({ orderQuantity: sql`greatest(${seckillDetails.orderQuantity} - ${quantity}, 0)` })
    .where(eq(seckillDetails.id, id));
  await db
    .update(seckillPurchases)
    .set({ quantity: sql`greatest(${seckillPurchases.quantity} - ${quantity}, 0)` })
    .where(and(eq(seckillPurchases.seckillDetailId, id), eq(seckillPurchases.buyerFirmId, buyerFirmId)));
}

/** Offers of the item whose window overlaps [start, end), other than `exceptId`. */
export async function overlappingOffers(db: Db, shelfItemId: string, start: Date, end: Date, exceptId?: string | null): Promise<SeckillDetailRow[]> {
  const rows = await db
    .select()
    .from(seckillDetails)
    .where(and(eq(seckillDetails.shelfItemId, shelfItemId), lt(seckillDetails.startAt, end), gt(seckillDetails.endAt, start)));
  return rows.filter((r) => r.id !== exceptId);
}

type OfferValues = { startAt: Date; endAt: Date; priceFen: number; quantity: number; limitPerBuyer: number };

/** The database refused a window overlapping another of the item's (exclusion constraint, migration 0008). */
const isOverlap = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
};

/** Inserts an offer; false when its window overlaps another of the item's. */
export async function insertOffer(db: Db, o: OfferValues & { id: string; shelfItemId: string; createdAt: Date }): Promise<boolean> {
  try {
    await db.insert(seckillDetails).values({ ...o, orderQuantity: 0 });
    return true;
  } catch (err) {
    if (isOverlap(err)) return false;
    throw err;
  }
}

/** Updates an offer; false when its new window overlaps another of the item's. */
export async function updateOffer(db: Db, id: string, set: OfferValues): Promise<boolean> {
  try {
    await db.update(seckillDetails).set(set).where(eq(seckillDetails.id, id));
    return true;
  } catch (err) {
    if (isOverlap(err)) return false;
    throw err;
  }
}

export async function deleteOffer(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(seckillDetails)
    .where(and(eq(seckillDetails.id, id), eq(seckillDetails.orderQuantity, 0)))
    .returning({ id: seckillDetails.id });
  return rows.length === 1;
}
