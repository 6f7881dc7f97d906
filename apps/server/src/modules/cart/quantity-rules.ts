import { largestAllowed, MSG, QUANTITY_MSG, SeckillStatus, seckillStatus } from '@shanlian/contract';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { refusedForLimit, refusedForUnits } from '../seckill/seckill.figures.js';
import { boughtBy, offersByIds, type SeckillDetailRow } from '../seckill/seckill.service.js';
import { type ShelfItem, shelfItemsByIds } from '../store/store.service.js';

export interface WantedQuantity {
  shelfItemId: string;
  quantity: number;
  seckillDetailId?: string | null;
}

/** The words of the refusals, and largestAllowed, are the contract's (rules/quantity.ts): the web says the same. */
export { largestAllowed, QUANTITY_MSG };

/** The product's minimum and step, never below 1 whatever the row holds. */
export function minAndStep(item: Pick<ShelfItem, 'minQuantity' | 'quantityStep'>): { min: number; step: number } {
  return { min: Math.max(1, item.minQuantity ?? 1), step: Math.max(1, item.quantityStep ?? 1) };
}

/** Units of an offer the firm may still buy; null when the offer has no per-buyer limit. */
export function buyerLeft(offer: SeckillDetailRow, bought: number): number | null {
  return offer.limitPerBuyer > 0 ? Math.max(0, offer.limitPerBuyer - bought) : null;
}

/** For each offer, how many more units this firm may buy of it (null: no limit). */
export async function buyerRemainingByOffer(db: Db, actor: Actor, offers: SeckillDetailRow[]): Promise<Map<string, number | null>> {
  const out = new Map<string, number | null>();
  for (const offer of offers) {
    out.set(offer.id, offer.limitPerBuyer > 0 ? buyerLeft(offer, await boughtBy(db, offer.id, actor.firmId)) : null);
  }
  return out;
}

/**
 * The quantity rules every way of buying shares (cart add and change, buy now, checkout):
 * the product's minimum and step (400), its stock, a flash sale's remaining units and its
 * per-buyer limit (409). A quantity outside them is refused with a message naming the limit;
 * nothing is ever cut down silently, and 已抢光 is said only when no unit is left. Lines of
 * one product share its stock, lines of one offer its units and the firm's limit. Whether
 * the product is on sale is not checked here; an offer outside its window (or of another
 * product) is refused with that reason first, so an ended offer is never called 已抢光.
 * The purchase itself
 * still takes units with conditional UPDATEs: these rules read, they do not reserve.
 */
export async function assertQuantities(db: Db, actor: Actor, lines: WantedQuantity[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const items = await shelfItemsByIds(
    db,
    lines.map((l) => l.shelfItemId),
  );
  const offers = await offersByIds(
    db,
    lines.flatMap((l) => (l.seckillDetailId ? [l.seckillDetailId] : [])),
  );

  // minimum and step: each line on its own
  for (const l of lines) {
    const item = items.get(l.shelfItemId);
    if (!item) continue;
    const { min, step } = minAndStep(item);
    if (l.quantity < min) throw badRequest(QUANTITY_MSG.belowMin(item, min));
    if ((l.quantity - min) % step !== 0) throw badRequest(QUANTITY_MSG.offStep(item, min, step));
  }

  // a flash sale's remaining units and the firm's limit: lines of one offer together
  const perOffer = new Map<string, { offer: SeckillDetailRow; item: ShelfItem; quantity: number }>();
  for (const l of lines) {
    const item = items.get(l.shelfItemId);
    const offer = l.seckillDetailId ? offers.get(l.seckillDetailId) : undefined;
    if (!item || !offer) continue;
    if (offer.shelfItemId !== item.id) throw conflict(MSG.seckillNotOfProduct);
    const status = seckillStatus(offer.startAt, offer.endAt, now);
    if (status === SeckillStatus.NotStarted) throw conflict(MSG.seckillNotStarted);
    if (status === SeckillStatus.Ended) throw conflict(MSG.seckillEnded);
    const seen = perOffer.get(offer.id);
    perOffer.set(offer.id, { offer, item, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  for (const { offer, item, quantity } of perOffer.values()) {
    const { min, step } = minAndStep(item);
    const remaining = Math.max(0, offer.quantity - offer.orderQuantity);
    // marked: a purchase refused for want of units counts in the flash sale's figures
    if (remaining === 0) throw refusedForUnits(conflict(QUANTITY_MSG.soldOut(item)), offer.id);
    if (quantity > remaining) throw refusedForUnits(conflict(QUANTITY_MSG.overOffer(item, remaining, largestAllowed(remaining, min, step))), offer.id);
    const left = buyerLeft(offer, offer.limitPerBuyer > 0 ? await boughtBy(db, offer.id, actor.firmId) : 0);
    if (left !== null && quantity > left) throw refusedForLimit(conflict(QUANTITY_MSG.overBuyerLimit(item, offer.limitPerBuyer, left)), offer.id);
  }

  // stock: lines of one product together
  const perItem = new Map<string, number>();
  for (const l of lines) perItem.set(l.shelfItemId, (perItem.get(l.shelfItemId) ?? 0) + l.quantity);
  for (const [id, quantity] of perItem) {
    const item = items.get(id);
    if (!item) continue;
    const { min, step } = minAndStep(item);
    if (item.stock <= 0) throw conflict(QUANTITY_MSG.noStock(item));
    if (quantity > item.stock) throw conflict(QUANTITY_MSG.overStock(item, item.stock, largestAllowed(item.stock, min, step)));
  }
}
