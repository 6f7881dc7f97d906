import { countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { orderLines, orders } from './order.tables.js';

const CANCELLED = 5;

/** For each shelf item, how many firms have ordered it (cancelled orders do not count). */
export async function orderedFirmCounts(db: Db, shelfItemIds: string[]): Promise<Map<string, number>> {
  if (shelfItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderLines.shelfItemId, n: countDistinct(orders.buyerFirmId) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(sql`${orderLines.shelfItemId} in ${shelfItemIds} and ${orders.status} <> ${CANCELLED}`)
    .groupBy(orderLines.shelfItemId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Firms that have ordered anything: the store's "schools ordered" figure. */
export async function orderingFirmCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(orders.buyerFirmId) })
    .from(orders)
    .where(sql`${orders.status} <> ${CANCELLED}`);
  return Number(row?.n ?? 0);
}

/** Shelf items the firm ordered most recently, most recent first. */
export async function recentlyOrderedItemIds(db: Db, firmId: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: orderLines.shelfItemId, last: sql<Date>`max(${orders.createdAt})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.buyerFirmId, firmId))
    .groupBy(orderLines.shelfItemId)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(limit);
  return rows.map((r) => r.id);
}
