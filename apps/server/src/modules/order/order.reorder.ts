import { fenToYuan, largestAllowed, MSG, OrderStatus, smallestAllowed, type TFrequentItem, toChinaIso } from '@shanlian/contract';
import { and, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { escapeLike } from '../../platform/sql.js';
import { addToCart } from '../cart/cart.service.js';
import { firmsByIds } from '../firm/firm.service.js';
import { shelfItemsByIds } from '../store/store.service.js';
import { buyerScope } from './order.lifecycle.js';
import { orderLines, orders } from './order.tables.js';

/**
 * The quantity to put back for a wanted one: at least the product's minimum, on its step,
 * at most its stock; null when the stock cannot hold the minimum.
 */
export function reorderQuantity(wanted: number, item: { stock: number; minQuantity: number; quantityStep: number }): number | null {
  const min = Math.max(1, item.minQuantity);
  const step = Math.max(1, item.quantityStep);
  if (item.stock < min) return null;
  let q = smallestAllowed(wanted, min, step);
  if (q > item.stock) q = largestAllowed(item.stock, min, step);
  return q >= min ? q : null;
}

/**
 * 再次购买: each line of one of the firm's orders whose item is still on sale and in stock goes
 * back to the cart at its ordered quantity (within the product's minimum, step and stock); the
 * others are named. Each add is its own savepoint, so a refused one leaves the cart as it was.
 */
export async function reorderById(db: Db, actor: Actor, now: Date, id: string): Promise<{ Added: number; Unavailable: string[] }> {
  const [o] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), buyerScope(actor, 'order:view'), isNull(orders.buyerHiddenAt)))
    .limit(1);
  // another firm's order is not told apart from one that does not exist
  if (!o) throw notFound(MSG.orderNotFound);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(orderLines.id);
  // one wanted quantity per item (a seckill line comes back at the ordinary price)
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const l of lines) {
    const w = wanted.get(l.shelfItemId);
    if (w) w.quantity += l.quantity;
    else wanted.set(l.shelfItemId, { name: l.name, quantity: l.quantity });
  }
  const items = await shelfItemsByIds(db, [...wanted.keys()]);
  let added = 0;
  const unavailable: string[] = [];
  for (const [itemId, w] of wanted) {
    const item = items.get(itemId);
    const q = item?.listed ? reorderQuantity(w.quantity, item) : null;
    if (!item || q === null) {
      unavailable.push(w.name);
      continue;
    }
    try {
      await db.transaction((tx) => addToCart(tx as unknown as Db, actor, now, { FoodSaleShelfId: itemId, CartNumber: q }));
      added += 1;
    } catch (e) {
      if (e instanceof AppError && (e.status === 400 || e.status === 404 || e.status === 409)) unavailable.push(w.name);
      else throw e;
    }
  }
  return { Added: added, Unavailable: unavailable };
}

/**
 * 常购清单: the items the firm bought (cancelled orders do not count), with how often, how much,
 * the last quantity and time, and what the item is now; most often first, then most recent.
 */
export async function frequentList(
  db: Db,
  actor: Actor,
  searchName: string | null | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: TFrequentItem[]; total: number }> {
  const text = searchName?.trim();
  const where = and(
    buyerScope(actor, 'order:view'),
    ne(orders.status, OrderStatus.Cancelled),
    text ? ilike(orderLines.name, `%${escapeLike(text)}%`) : undefined,
  ) as SQL;
  const times = sql<number>`count(distinct ${orders.id})::int`;
  const last = sql<Date>`max(${orders.createdAt})`;
  const [groups, [total]] = await Promise.all([
    db
      .select({ itemId: orderLines.shelfItemId, times, quantity: sql<number>`sum(${orderLines.quantity})::int`, last })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .groupBy(orderLines.shelfItemId)
      .orderBy(desc(times), desc(last), orderLines.shelfItemId)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count(sql`distinct ${orderLines.shelfItemId}`) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where),
  ]);
  if (groups.length === 0) return { rows: [], total: total?.n ?? 0 };
  const ids = groups.map((g) => g.itemId);
  // the quantity of each item's most recent purchase (summed over that order's lines of it)
  const recent = await db
    .select({ itemId: orderLines.shelfItemId, orderId: orders.id, at: orders.createdAt, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(where, sql`${orderLines.shelfItemId} in ${ids}`))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const lastQuantity = new Map<string, { orderId: string; quantity: number }>();
  for (const r of recent) {
    const cur = lastQuantity.get(r.itemId);
    if (!cur) lastQuantity.set(r.itemId, { orderId: r.orderId, quantity: r.quantity });
    else if (cur.orderId === r.orderId) cur.quantity += r.quantity;
  }
  const items = await shelfItemsByIds(db, ids);
  const suppliers = await firmsByIds(
    db,
    [...items.values()].map((i) => i.supplierFirmId),
  );
  const rows = groups.map((g): TFrequentItem => {
    const item = items.get(g.itemId);
    return {
      FoodSaleShelfId: g.itemId,
      ProductName: item?.name ?? '',
      Specification: item?.specification ?? '',
      Unit: item?.unit ?? '',
      Price: fenToYuan(item?.priceFen ?? 0),
      PromotionImage: fileUrl(item?.coverFileId ?? null),
      SupplierId: item?.supplierFirmId ?? '',
      SupplierName: item ? (suppliers.get(item.supplierFirmId)?.name ?? '') : '',
      TimesOrdered: Number(g.times),
      TotalQuantity: Number(g.quantity),
      LastQuantity: lastQuantity.get(g.itemId)?.quantity ?? 0,
      LastOrderTime: toChinaIso(new Date(g.last)),
      Stock: item?.stock ?? 0,
      MinQuantity: item?.minQuantity ?? 1,
      QuantityStep: item?.quantityStep ?? 1,
      Available: !!item?.listed && item.stock > 0,
    };
  });
  return { rows, total: Number(total?.n ?? 0) };
}
