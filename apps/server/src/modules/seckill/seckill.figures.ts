import { soldPercent } from '@shanlian/contract';
import { and, asc, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { seckillDetails } from './seckill.tables.js';

/**
 * The flash sales' results for the platform's figures: each offer's units, those sold and the
 * purchases refused because too few units were left. A refusal rolls back the ordering
 * transaction, so it is marked where it is thrown and counted afterwards, on the root database.
 */

export interface OfferFigures {
  id: string;
  shelfItemId: string;
  startAt: Date;
  endAt: Date;
  quantity: number;
  sold: number;
  soldPercent: number;
  refused: number;
}

/** Offers whose window intersects [from, to), earliest first (at most `limit`). */
export async function offerFigures(db: Db, from: Date, to: Date, limit: number): Promise<OfferFigures[]> {
  const rows = await db
    .select()
    .from(seckillDetails)
    .where(and(lt(seckillDetails.startAt, to), gt(seckillDetails.endAt, from)))
    .orderBy(asc(seckillDetails.startAt), asc(seckillDetails.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    shelfItemId: r.shelfItemId,
    startAt: r.startAt,
    endAt: r.endAt,
    quantity: r.quantity,
    sold: r.orderQuantity,
    soldPercent: soldPercent(r.orderQuantity, r.quantity),
    refused: r.refusedCount,
  }));
}

/** Refused purchases, marked where they are refused, by the offer that had too few units left. */
const refusedOffers = new WeakMap<object, string>();

/**
 * Marks an error as a purchase refused because the offer had too few units left (sold out or
 * fewer than wanted), and answers it. The error's answer stays what it was; the buying routes
 * read the mark (`refusedOfferOf`) and count the refusal once the transaction has ended.
 */
export function refusedForUnits<E extends Error>(err: E, offerId: string): E {
  refusedOffers.set(err, offerId);
  return err;
}

/** The offer whose lack of units refused the purchase, when the error says so; otherwise null. */
export function refusedOfferOf(err: unknown): string | null {
  return err && typeof err === 'object' ? (refusedOffers.get(err) ?? null) : null;
}

/** Refused purchases, marked where they are refused, by the offer whose per-buyer limit they would pass. */
const limitedOffers = new WeakMap<object, string>();

/** Marks an error as a purchase refused by the offer's per-buyer limit, and answers it. */
export function refusedForLimit<E extends Error>(err: E, offerId: string): E {
  limitedOffers.set(err, offerId);
  return err;
}

/**
 * The offer whose units or per-buyer limit refused the purchase in the database, when the error
 * says so: the flash-sale gate let it through, so the gate held more than the database has left
 * and is read again (decision 018).
 */
export function refusedAtDatabaseOf(err: unknown): string | null {
  return err && typeof err === 'object' ? (refusedOffers.get(err) ?? limitedOffers.get(err) ?? null) : null;
}
