import { OrderStatus } from '@shanlian/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { orderLines, orderReturns, orders } from './order.tables.js';

/**
 * What monthly statements read from and write to orders. The statement module calls these and
 * never reads the order tables itself.
 */

/**
 * When an order was received: its `received_at`, or, for orders received before that column was
 * written, the time of its receipt event.
 */
const receivedAtSql = () =>
  sql<Date>`coalesce(${orders.receivedAt}, (select max(e.at) from order_events e where e.order_id = ${orders.id} and e.type = 'received'))`;

export interface ReceivedOrder {
  orderId: string;
  orderNo: string;
  receivedAt: Date;
  /** Σ price × received quantity (the ordered quantity when none was recorded). */
  receivedFen: number;
  freightFen: number;
  lineCount: number;
}

export interface AcceptedRefund {
  returnId: string;
  orderId: string;
  orderNo: string;
  settledAt: Date;
  refundFen: number;
  description: string;
}

/** Completed orders from the supplier to the buyer (or any buyer, when null) received in [from, to). */
export async function receivedOrders(
  db: Db,
  supplierFirmId: string,
  buyerFirmId: string | null,
  from: Date,
  to: Date,
): Promise<(ReceivedOrder & { buyerFirmId: string })[]> {
  const at = receivedAtSql();
  const rows = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      buyerFirmId: orders.buyerFirmId,
      receivedAt: receivedAtSql().mapWith((v: string | Date) => new Date(v)),
      freightFen: orders.freightFen,
      receivedFen: sql<number>`coalesce(sum(${orderLines.priceFen} * coalesce(${orderLines.receivedQuantity}, ${orderLines.quantity})), 0)::bigint`.mapWith(
        Number,
      ),
      lineCount: sql<number>`count(${orderLines.id})::int`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.supplierFirmId, supplierFirmId),
        buyerFirmId ? eq(orders.buyerFirmId, buyerFirmId) : undefined,
        eq(orders.status, OrderStatus.Completed),
        sql`${at} >= ${from.toISOString()}`,
        sql`${at} < ${to.toISOString()}`,
      ),
    )
    .groupBy(orders.id)
    .orderBy(at, orders.orderNo);
  return rows;
}

/** The supplier–buyer pairs with an order received in [from, to): what the monthly drafts are made for. */
export async function receivedPairs(db: Db, from: Date, to: Date): Promise<{ supplierFirmId: string; buyerFirmId: string }[]> {
  const at = receivedAtSql();
  return db
    .selectDistinct({ supplierFirmId: orders.supplierFirmId, buyerFirmId: orders.buyerFirmId })
    .from(orders)
    .where(and(eq(orders.status, OrderStatus.Completed), sql`${at} >= ${from.toISOString()}`, sql`${at} < ${to.toISOString()}`))
    .orderBy(orders.supplierFirmId, orders.buyerFirmId);
}

/**
 * Accepted returns with a refund, of orders between the two, handled in [from, to); returns the
 * receipt registered for units never received are left out (those units were never charged).
 */
export async function acceptedRefunds(db: Db, supplierFirmId: string, buyerFirmId: string, from: Date, to: Date): Promise<AcceptedRefund[]> {
  const rows = await db
    .select({
      returnId: orderReturns.id,
      orderId: orders.id,
      orderNo: orders.orderNo,
      settledAt: orderReturns.settledAt,
      refundFen: orderReturns.refundFen,
      quantity: orderReturns.quantity,
      lineName: orderLines.name,
      unit: orderLines.unit,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(orderLines, eq(orderLines.id, orderReturns.orderLineId))
    .where(
      and(
        eq(orders.supplierFirmId, supplierFirmId),
        eq(orders.buyerFirmId, buyerFirmId),
        eq(orderReturns.status, 'accepted'),
        gt(orderReturns.refundFen, 0),
        eq(orderReturns.fromReceipt, false),
        sql`${orderReturns.settledAt} >= ${from.toISOString()}`,
        sql`${orderReturns.settledAt} < ${to.toISOString()}`,
      ),
    )
    .orderBy(orderReturns.settledAt, orderReturns.id);
  return rows.map((r) => ({
    returnId: r.returnId,
    orderId: r.orderId,
    orderNo: r.orderNo,
    settledAt: r.settledAt as Date,
    refundFen: r.refundFen ?? 0,
    description: `退货退款：${r.lineName ?? '整单'}${r.quantity ? ` ${r.quantity}${r.unit ?? '件'}` : ''}`,
  }));
}

/** Marks the orders settled (SettledAmount: what the statement counted for them), once. */
export async function markOrdersSettled(db: Db, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orders)
    .set({ settledAt: now })
    .where(and(inArray(orders.id, orderIds), isNull(orders.settledAt)));
}
