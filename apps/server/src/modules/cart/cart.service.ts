import { fenToYuan, MSG, type Permission, pointsFor, SeckillStatus, seckillStatus, type TCart, type TCartLine, toChinaIso } from '@shanlian/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor, Page } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { addFavorites } from '../favorite/favorite.service.js';
import { firmsByIds } from '../firm/firm.service.js';
import { offerById, offersByIds, type SeckillDetailRow } from '../seckill/seckill.service.js';
import { type ShelfItem, shelfItemsByIds } from '../store/store.service.js';
import { cartLines } from './cart.tables.js';
import { assertQuantities, buyerRemainingByOffer, minAndStep } from './quantity-rules.js';

type CartRow = typeof cartLines.$inferSelect;

/** The caller's own cart lines, within what the permission's scope reaches (the cart is personal). */
function ownLines(actor: Actor, permission: Permission): SQL {
  return and(eq(cartLines.userId, actor.userId), scopeFilter(actor, permission, { firm: cartLines.firmId, owner: cartLines.userId })) as SQL;
}

async function lineCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

/** Checks that an item (and offer) can be bought now; answers the unit price in fen. */
export function purchasable(
  item: ShelfItem | undefined,
  offer: SeckillDetailRow | null | undefined,
  now: Date,
): { ok: true; priceFen: number } | { ok: false; reason: string } {
  if (!item?.listed) return { ok: false, reason: item ? MSG.offShelf(item.name) : MSG.productNotFound };
  if (!offer) return { ok: true, priceFen: item.priceFen };
  if (offer.shelfItemId !== item.id) return { ok: false, reason: MSG.seckillNotOfProduct };
  const status = seckillStatus(offer.startAt, offer.endAt, now);
  if (status === SeckillStatus.NotStarted) return { ok: false, reason: MSG.seckillNotStarted };
  if (status === SeckillStatus.Ended) return { ok: false, reason: MSG.seckillEnded };
  if (offer.orderQuantity >= offer.quantity) return { ok: false, reason: MSG.seckillSoldOut };
  return { ok: true, priceFen: offer.priceFen };
}

/**
 * Adds to the cart. The same item (and offer) raises one line's quantity; the line's new
 * total must pass the quantity rules (minimum, step, stock, a seckill's remaining units and
 * per-buyer limit) or nothing changes. A seckill offer can be carried only while it runs.
 */
export async function addToCart(db: Db, actor: Actor, now: Date, input: { FoodSaleShelfId: string; CartNumber: number; SeckillDetailId?: string | null }) {
  const item = (await shelfItemsByIds(db, [input.FoodSaleShelfId])).get(input.FoodSaleShelfId);
  if (!item?.listed) throw notFound(MSG.productNotFound);
  const offer = input.SeckillDetailId ? await offerById(db, input.SeckillDetailId) : null;
  if (input.SeckillDetailId && !offer) throw notFound(MSG.productNotFound);
  const check = purchasable(item, offer, now);
  if (!check.ok) throw conflict(check.reason);
  const offerKey = offer?.id ?? '';
  const [line] = await db
    .insert(cartLines)
    .values({
      id: newId(),
      firmId: actor.firmId,
      userId: actor.userId,
      shelfItemId: item.id,
      seckillDetailId: offer?.id ?? null,
      offerKey,
      quantity: input.CartNumber,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.shelfItemId, cartLines.offerKey],
      set: { quantity: sql`${cartLines.quantity} + ${input.CartNumber}`, updatedAt: now },
    })
    .returning();
  const row = line as CartRow;
  // refused: the operation's transaction undoes the raise
  await assertQuantities(db, actor, [{ shelfItemId: item.id, quantity: row.quantity, seckillDetailId: offer?.id ?? null }], now);
  return { Id: row.id, CartNumber: row.quantity, LineCount: await lineCount(db, actor.userId) };
}

function toWire(
  row: CartRow,
  item: ShelfItem | undefined,
  offer: SeckillDetailRow | undefined,
  supplierName: string,
  buyerRemaining: number | null,
  now: Date,
): TCartLine {
  const check = purchasable(item, offer, now);
  const priceFen = check.ok ? check.priceFen : (offer?.priceFen ?? item?.priceFen ?? 0);
  return {
    Id: row.id,
    FoodSaleShelfId: row.shelfItemId,
    CartNumber: row.quantity,
    ProductName: item?.name ?? '',
    PromotionImage: fileUrl(item?.coverFileId),
    Specification: item?.specification ?? '',
    PresentPrice: fenToYuan(priceFen),
    OriginalPrice: fenToYuan(item?.originalPriceFen ?? priceFen),
    Unit: item?.unit ?? '',
    Stock: item?.stock ?? 0,
    IsSeckill: !!offer,
    SeckillDetailId: offer?.id ?? null,
    SeckillRemaining: offer ? Math.max(0, offer.quantity - offer.orderQuantity) : null,
    SupplierId: item?.supplierFirmId ?? '',
    SupplierName: supplierName,
    MinQuantity: item ? minAndStep(item).min : 1,
    QuantityStep: item ? minAndStep(item).step : 1,
    SeckillBuyerRemaining: offer ? buyerRemaining : null,
    Available: check.ok,
    UnavailableReason: check.ok ? null : check.reason,
    CreateTime: toChinaIso(row.createdAt),
  };
}

async function wireLines(db: Db, actor: Actor, rows: CartRow[], now: Date): Promise<TCartLine[]> {
  const items = await shelfItemsByIds(
    db,
    rows.map((r) => r.shelfItemId),
  );
  const offers = await offersByIds(
    db,
    rows.flatMap((r) => (r.seckillDetailId ? [r.seckillDetailId] : [])),
  );
  const suppliers = await firmsByIds(
    db,
    [...items.values()].map((i) => i.supplierFirmId),
  );
  const buyerRemaining = await buyerRemainingByOffer(db, actor, [...offers.values()]);
  return rows.map((r) => {
    const item = items.get(r.shelfItemId);
    const offer = r.seckillDetailId ? offers.get(r.seckillDetailId) : undefined;
    const supplierName = item ? (suppliers.get(item.supplierFirmId)?.name ?? '') : '';
    return toWire(r, item, offer, supplierName, offer ? (buyerRemaining.get(offer.id) ?? null) : null, now);
  });
}

/** One page of the user's cart, with totals over the whole cart. */
export async function getCart(db: Db, actor: Actor, now: Date, productName: string | null | undefined, page: Page) {
  const all = await db.select().from(cartLines).where(ownLines(actor, 'cart:view')).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const lines = await wireLines(db, actor, all, now);
  const name = productName?.trim().toLowerCase();
  const matching = name ? lines.filter((l) => l.ProductName.toLowerCase().includes(name)) : lines;
  const totalFen = lines.reduce((s, l) => s + Math.round(l.PresentPrice * 100) * l.CartNumber, 0);
  const cart: TCart = {
    ShoppingcartInfos: matching.slice(page.offset, page.offset + page.limit),
    TotalNumber: lines.reduce((s, l) => s + l.CartNumber, 0),
    TotalPrice: fenToYuan(totalFen),
    TotalIntegral: pointsFor(fenToYuan(totalFen)),
    LineCount: lines.length,
  };
  return { cart, total: matching.length };
}

async function ownLine(db: Db, actor: Actor, id: string): Promise<CartRow> {
  const [row] = await db.select().from(cartLines).where(eq(cartLines.id, id)).limit(1);
  // another user's line is not in the caller's cart at all
  if (!row || row.userId !== actor.userId) throw notFound(MSG.cartLineNotFound);
  assertAllowed(actor, 'cart:edit', { firmId: row.firmId, ownerId: row.userId });
  return row;
}

/**
 * Sets a line's quantity. One outside the quantity rules is refused with the limit named
 * (400 minimum or step, 409 stock or a seckill's limits) and the line keeps its quantity:
 * never cut down to what would fit.
 */
export async function updateQuantity(db: Db, actor: Actor, now: Date, id: string, quantity: number) {
  const row = await ownLine(db, actor, id);
  await assertQuantities(db, actor, [{ shelfItemId: row.shelfItemId, quantity, seckillDetailId: row.seckillDetailId }], now);
  await db.update(cartLines).set({ quantity, updatedAt: now }).where(eq(cartLines.id, id));
  return { Id: id, CartNumber: quantity };
}

/** Deletes the user's own lines; naming a line that is not the user's deletes nothing (404). */
export async function deleteLines(db: Db, actor: Actor, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await db
    .delete(cartLines)
    .where(and(ownLines(actor, 'cart:delete'), inArray(cartLines.id, unique)))
    .returning({ id: cartLines.id });
  if (rows.length !== unique.length) throw notFound(MSG.cartLineNotFound);
  return rows.length;
}

export async function deleteLine(db: Db, actor: Actor, id: string): Promise<void> {
  await deleteLines(db, actor, [id]);
}

/** Moves items from the cart to the firm's favourites. */
export async function moveToFavorites(db: Db, actor: Actor, now: Date, shelfItemIds: string[]): Promise<number> {
  const rows = await db
    .delete(cartLines)
    .where(and(ownLines(actor, 'favorite:edit'), inArray(cartLines.shelfItemId, shelfItemIds)))
    .returning({ shelfItemId: cartLines.shelfItemId });
  const moved = [...new Set(rows.map((r) => r.shelfItemId))];
  if (moved.length === 0) throw notFound(MSG.cartLineNotFound);
  await addFavorites(db, actor.firmId, actor.userId, moved, now);
  return moved.length;
}

/**
 * Takes the chosen lines out of the cart for an order. The DELETE locks them: a second
 * submission of the same lines, concurrent or later, finds them gone.
 */
/** The flash-sale lines among the caller's cart lines `ids` (read, not taken): what an order of them asks of the gate. */
export async function seckillLinesOf(db: Db, actor: Actor, ids: string[]): Promise<{ shelfItemId: string; seckillDetailId: string; quantity: number }[]> {
  const rows = await db
    .select({ shelfItemId: cartLines.shelfItemId, seckillDetailId: cartLines.seckillDetailId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(ownLines(actor, 'order:edit'), inArray(cartLines.id, [...new Set(ids)])));
  return rows.flatMap((r) => (r.seckillDetailId ? [{ shelfItemId: r.shelfItemId, seckillDetailId: r.seckillDetailId, quantity: r.quantity }] : []));
}

export async function takeLinesForOrder(db: Db, actor: Actor, ids: string[]): Promise<CartRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .delete(cartLines)
    .where(and(ownLines(actor, 'order:edit'), inArray(cartLines.id, unique)))
    .returning();
  if (rows.length !== unique.length) {
    const [foreign] = await db.select({ id: cartLines.id }).from(cartLines).where(inArray(cartLines.id, unique)).limit(1);
    if (foreign) throw notFound(MSG.cartLineNotFound);
    throw conflict(MSG.duplicateSubmit);
  }
  return rows;
}
