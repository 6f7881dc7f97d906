import { fenToYuan, ORDER_EVENT_NAMES, ORDER_SOURCE_NAMES, ORDER_STATUS_NAMES, parseInputTime, type TOrder, toChinaIso } from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { fileUrl } from '../../platform/files.js';
import { escapeLike } from '../../platform/sql.js';
import { firmsByIds } from '../firm/firm.service.js';
import { fillInRefsOfOrderLines } from '../trace/fill-in.service.js';
import { buyerScope, ownOrder, paidAmountSql, supplierScope, VIEW_EITHER } from './order.lifecycle.js';
import { returnedByLine } from './order.returns.js';
import { orderEvents, orderInvoices, orderLines, orders } from './order.tables.js';

type OrderRow = typeof orders.$inferSelect;

/** Orders with their lines, as the wire shows them. */
export async function toWireOrders(db: Db, rows: OrderRow[]): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const refs = await fillInRefsOfOrderLines(
    db,
    lines.map((l) => l.id),
  );
  const firms = await firmsByIds(
    db,
    rows.flatMap((r) => [r.buyerFirmId, r.supplierFirmId]),
  );
  const invoices = await db
    .select()
    .from(orderInvoices)
    .where(
      inArray(
        orderInvoices.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderInvoices.createdAt), asc(orderInvoices.id));
  return rows.map((o) => ({
    Id: o.id,
    OrderNo: o.orderNo,
    CreateTime: toChinaIso(o.createdAt),
    Status: o.status,
    StatusName: ORDER_STATUS_NAMES[o.status] ?? '',
    DistDate: o.distDate ? toChinaIso(o.distDate) : null,
    OrderSourceType: o.source,
    TotalAmount: fenToYuan(o.totalFen),
    BuyerFirmId: o.buyerFirmId,
    BuyerFirmName: firms.get(o.buyerFirmId)?.name ?? '',
    SupplierId: o.supplierFirmId,
    SupplierName: firms.get(o.supplierFirmId)?.name ?? '',
    B2B_ElectricityorderdetailInfos: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        Id: l.id,
        OrderId: l.orderId,
        FoodSaleShelfId: l.shelfItemId,
        FoodId: l.shelfItemId,
        ProductName: l.name,
        Specification: l.specification,
        Unit: l.unit,
        Price: fenToYuan(l.priceFen),
        SealNumber: l.quantity,
        ReceivedNumber: l.receivedQuantity,
        TotalAmount: fenToYuan(l.priceFen * l.quantity),
        PromotionImage: fileUrl(l.coverFileId),
        CoverImageFileId: l.coverFileId,
        FoodTypeCode: l.foodTypeCode,
        IsSeckill: !!l.seckillDetailId,
        FoodFirmFillInId: refs.get(l.id)?.lineId ?? null,
        FoodFirmFillInRecordId: refs.get(l.id)?.recordId ?? null,
      })),
    B2B_ElectricityorderinvfileInfos: invoices.filter((i) => i.orderId === o.id).map((i) => ({ Id: i.fileId, FileUrl: fileUrl(i.fileId) })),
    OrderSourceName: ORDER_SOURCE_NAMES[o.source] ?? '',
    PlanId: o.planId,
    PlanName: o.planName,
    Address: o.addressText ? { Contact: o.addressContact ?? '', Phone: o.addressPhone ?? '', Address: o.addressText } : null,
    DeliveryDate: o.deliveryDate,
    DeliverySlot: o.deliverySlot,
    Remark: o.remark,
    InvoiceTitle: o.invoiceTitle,
    TaxNumber: o.taxNumber,
    GoodsAmount: fenToYuan(o.totalFen - o.freightFen),
    Freight: fenToYuan(o.freightFen),
    IsArchived: o.archivedAt !== null,
    // what its statement counted: the lines at their received quantities, and the freight
    SettledAmount: o.settledAt
      ? fenToYuan(lines.filter((l) => l.orderId === o.id).reduce((s, l) => s + l.priceFen * (l.receivedQuantity ?? l.quantity), 0) + o.freightFen)
      : null,
  }));
}

export interface OrderFilter {
  Status?: number;
  SearchName?: string | null;
  StartTime?: string | null;
  EndTime?: string | null;
  OrderSourceType?: number | null;
  /** true: only archived orders; false or absent: the others (the default lists). */
  Archived?: boolean | null;
}

const validDate = (s: string | null | undefined): Date | null => (s ? parseInputTime(s) : null);

/** The buyer's orders under the filters; `archived` 'any' keeps archived orders in (amounts count every record). */
function buyerWhere(actor: Actor, f: OrderFilter, withStatus: boolean, archived: boolean | 'any' = !!f.Archived): SQL {
  const kept = archived === 'any' ? undefined : archived ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt);
  return filterWhere(and(buyerScope(actor, 'order:view'), isNull(orders.buyerHiddenAt), kept) as SQL, f, withStatus);
}

function filterWhere(side: SQL, f: OrderFilter, withStatus: boolean): SQL {
  const conds: (SQL | undefined)[] = [side];
  if (withStatus && f.Status) conds.push(eq(orders.status, f.Status));
  if (f.OrderSourceType != null && f.OrderSourceType >= 0) conds.push(eq(orders.source, f.OrderSourceType));
  const from = validDate(f.StartTime);
  if (from) conds.push(gte(orders.createdAt, from));
  const to = validDate(f.EndTime);
  // a date alone means the whole of that day
  if (to) conds.push(lte(orders.createdAt, f.EndTime?.length === 10 ? new Date(to.getTime() + 86_399_999) : to));
  const text = f.SearchName?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    conds.push(
      or(
        ilike(orders.orderNo, like),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${like})`,
      ),
    );
  }
  return and(...conds) as SQL;
}

export async function listBuyerOrders(db: Db, actor: Actor, f: OrderFilter, limit: number, offset: number) {
  const where = buyerWhere(actor, f, true);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: await toWireOrders(db, rows), total: total?.n ?? 0 };
}

/** Counts per status ('0' is all) under the same filters, for the status tabs. */
export async function buyerStatusCounts(db: Db, actor: Actor, f: OrderFilter = {}): Promise<Record<string, number>> {
  return countsBy(db, buyerWhere(actor, f, false));
}

async function countsBy(db: Db, where: SQL): Promise<Record<string, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
  const out: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of rows) {
    out[String(r.status)] = r.n;
    out['0'] = (out['0'] ?? 0) + r.n;
  }
  return out;
}

export async function listSupplierOrders(db: Db, actor: Actor, f: OrderFilter, limit: number, offset: number) {
  const where = filterWhere(supplierScope(actor, 'supplier-order:view'), f, true);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: await toWireOrders(db, rows), total: total?.n ?? 0 };
}

export async function supplierStatusCounts(db: Db, actor: Actor): Promise<Record<string, number>> {
  return countsBy(db, filterWhere(supplierScope(actor, 'supplier-order:view'), {}, false));
}

/** The amount actually paid under the filters: orders not cancelled, lines at their received quantity once received. */
export async function buyerPaidAmount(db: Db, actor: Actor, f: OrderFilter): Promise<number> {
  const where = and(buyerWhere(actor, f, true, f.Archived == null ? 'any' : f.Archived), sql`${orders.status} <> 5`);
  const [row] = await db.select({ fen: paidAmountSql() }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(where);
  return fenToYuan(Number(row?.fen ?? 0));
}

export async function orderDetail(db: Db, actor: Actor, id: string) {
  const o = await ownOrder(db, actor, id, VIEW_EITHER);
  const [wire] = await toWireOrders(db, [o]);
  const returned = await returnedByLine(db, [o.id]);
  const w = wire as TOrder;
  return { ...w, B2B_ElectricityorderdetailInfos: w.B2B_ElectricityorderdetailInfos.map((l) => ({ ...l, ReturnedNumber: returned.get(l.Id) ?? 0 })) };
}

export async function orderTimeline(db: Db, actor: Actor, id: string) {
  await ownOrder(db, actor, id, VIEW_EITHER);
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((e) => ({ Id: e.id, Type: e.type, TypeName: ORDER_EVENT_NAMES[e.type] ?? e.type, Status: e.status, Time: toChinaIso(e.at), Note: e.note }));
}
