import type { TOrder } from '@shanlian/contract';
import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { escapeLike } from '../../platform/sql.js';
import { buyerScope } from './order.lifecycle.js';
import { toWireOrders } from './order.read.js';
import { orderLines, orders } from './order.tables.js';

/** One placement of a plan: the orders (one per supplier) a package or ingredient plan made at once. */
export interface PlanOrderGroup {
  planId: string | null;
  planName: string;
  createdAt: Date;
  totalFen: number;
  orderIds: string[];
  orders: TOrder[];
}

/**
 * The caller firm's orders of a plan source (1 nutrition package, 2 ingredient plan), grouped by
 * the plan and the moment they were placed, newest first; a search matches the plan's name.
 */
export async function planOrderGroups(
  db: Db,
  actor: Actor,
  f: { source: 1 | 2; search?: string | null },
  limit: number,
  offset: number,
): Promise<{ rows: PlanOrderGroup[]; total: number }> {
  const conds: (SQL | undefined)[] = [buyerScope(actor, 'order:view'), isNull(orders.buyerHiddenAt), eq(orders.source, f.source)];
  const text = f.search?.trim();
  if (text) conds.push(ilike(orders.planName, `%${escapeLike(text)}%`));
  const where = and(...conds) as SQL;
  const key = [orders.planId, orders.planName, orders.createdAt] as const;
  const [groups, [total]] = await Promise.all([
    db
      .select({
        planId: orders.planId,
        planName: orders.planName,
        createdAt: orders.createdAt,
        totalFen: sql<number>`sum(${orders.totalFen})::int`,
        orderIds: sql<string[]>`array_agg(${orders.id} order by ${orders.id})`,
      })
      .from(orders)
      .where(where)
      .groupBy(...key)
      .orderBy(desc(orders.createdAt), desc(orders.planName))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(
      db
        .select({ planId: orders.planId })
        .from(orders)
        .where(where)
        .groupBy(...key)
        .as('g'),
    ),
  ]);
  const ids = groups.flatMap((g) => g.orderIds);
  const rows = ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  const wire = new Map((await toWireOrders(db, rows)).map((o) => [o.Id, o]));
  return {
    rows: groups.map((g) => ({
      planId: g.planId,
      planName: g.planName,
      createdAt: new Date(g.createdAt),
      totalFen: Number(g.totalFen),
      orderIds: g.orderIds,
      orders: g.orderIds.flatMap((id) => wire.get(id) ?? []),
    })),
    total: total?.n ?? 0,
  };
}

/** An order line with what the meal trace needs of its order; null when there is none. */
export interface TracedOrderLine {
  lineId: string;
  orderId: string;
  orderNo: string;
  shelfItemId: string;
  name: string;
  foodTypeCode: string;
  supplierFirmId: string;
  buyerFirmId: string;
  /** when the order left the supplier (null while not shipped) */
  shippedAt: Date | null;
  createdAt: Date;
}

export async function orderLineForTrace(db: Db, lineId: string): Promise<TracedOrderLine | null> {
  const [r] = await db
    .select({
      lineId: orderLines.id,
      orderId: orders.id,
      orderNo: orders.orderNo,
      shelfItemId: orderLines.shelfItemId,
      name: orderLines.name,
      foodTypeCode: orderLines.foodTypeCode,
      supplierFirmId: orders.supplierFirmId,
      buyerFirmId: orders.buyerFirmId,
      shippedAt: orders.distDate,
      createdAt: orders.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId))
    .limit(1);
  return r ?? null;
}
