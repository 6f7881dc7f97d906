import { fenToYuan, ORDER_STATUS_NAMES, OrderStatus, toChinaIso } from '@shanlian/contract';
import { and, asc, count, countDistinct, desc, gte, inArray, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { escapeLike } from '../../platform/sql.js';
import { firmAreaCodeColumn, firmIdsInArea, firmNameColumn } from '../firm/firm.service.js';
import { orders } from './order.tables.js';

/**
 * The platform's order figures (the operator console): orders placed in a range of China days
 * and their amount (goods and freight, fen), by day, by supplier and by the buyer firm's area,
 * and the buyer firms that ordered. Cancelled orders do not count. And the operators' order
 * search by number.
 */

/** [from, to) instants, and the buyer firms' area (and below) when narrowed. */
export interface OrderRange {
  from: Date;
  to: Date;
  areaCode?: string | null;
}

/** The China day (YYYY-MM-DD) an order was placed on, whatever the session's time zone. */
const chinaDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const amountFen = sql<number>`coalesce(sum(${orders.totalFen}), 0)`.mapWith(Number);

function counted(r: OrderRange): SQL | undefined {
  return and(
    gte(orders.createdAt, r.from),
    lt(orders.createdAt, r.to),
    ne(orders.status, OrderStatus.Cancelled),
    r.areaCode ? inArray(orders.buyerFirmId, firmIdsInArea(r.areaCode)) : undefined,
  );
}

/** Over the whole range: orders, their amount and the distinct buyer firms. */
export async function orderTotals(db: Db, r: OrderRange): Promise<{ orders: number; amountFen: number; buyers: number }> {
  const [row] = await db
    .select({ orders: count(), amountFen, buyers: countDistinct(orders.buyerFirmId) })
    .from(orders)
    .where(counted(r));
  return { orders: Number(row?.orders ?? 0), amountFen: Number(row?.amountFen ?? 0), buyers: Number(row?.buyers ?? 0) };
}

/** Per China day that has orders: orders, amount and the distinct buyer firms that ordered. */
export async function orderFiguresByDay(db: Db, r: OrderRange): Promise<{ day: string; orders: number; amountFen: number; buyers: number }[]> {
  const rows = await db
    .select({ day: chinaDay, orders: count(), amountFen, buyers: countDistinct(orders.buyerFirmId) })
    .from(orders)
    .where(counted(r))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((x) => ({ day: x.day, orders: Number(x.orders), amountFen: Number(x.amountFen), buyers: Number(x.buyers) }));
}

/** Per supplier, the largest amounts first (at most `limit`). */
export async function orderFiguresBySupplier(
  db: Db,
  r: OrderRange,
  limit: number,
): Promise<{ supplierId: string; name: string; orders: number; amountFen: number }[]> {
  const rows = await db
    .select({ supplierId: orders.supplierFirmId, name: firmNameColumn(orders.supplierFirmId), orders: count(), amountFen })
    .from(orders)
    .where(counted(r))
    .groupBy(orders.supplierFirmId)
    .orderBy(desc(amountFen), asc(orders.supplierFirmId))
    .limit(limit);
  return rows.map((x) => ({ supplierId: x.supplierId, name: x.name, orders: Number(x.orders), amountFen: Number(x.amountFen) }));
}

/** Per area code of the buyer firm, the largest amounts first. */
export async function orderFiguresByBuyerArea(db: Db, r: OrderRange): Promise<{ areaCode: string; orders: number; amountFen: number }[]> {
  const rows = await db
    .select({ areaCode: firmAreaCodeColumn(orders.buyerFirmId), orders: count(), amountFen })
    .from(orders)
    .where(counted(r))
    .groupBy(sql`1`)
    .orderBy(desc(amountFen), sql`1`);
  return rows.map((x) => ({ areaCode: x.areaCode, orders: Number(x.orders), amountFen: Number(x.amountFen) }));
}

/** Orders whose number starts with the text (any status), newest first; at most `limit`. */
export async function findOrdersByNumber(db: Db, prefix: string, limit: number, areaCode?: string | null) {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      buyerName: firmNameColumn(orders.buyerFirmId),
      supplierName: firmNameColumn(orders.supplierFirmId),
      totalFen: orders.totalFen,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(like(orders.orderNo, `${escapeLike(prefix.toUpperCase())}%`), areaCode ? inArray(orders.buyerFirmId, firmIdsInArea(areaCode)) : undefined))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((o) => ({
    Id: o.id,
    OrderNumber: o.orderNo,
    BuyerName: o.buyerName,
    SupplierName: o.supplierName,
    Amount: fenToYuan(o.totalFen),
    Status: o.status,
    StatusName: ORDER_STATUS_NAMES[o.status] ?? '',
    CreateTime: toChinaIso(o.createdAt),
  }));
}
