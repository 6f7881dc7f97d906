import {
  endSentence,
  fenToYuan,
  inClause,
  MSG,
  OrderStatus,
  RETURN_MSG,
  RETURN_STATUS_NAMES,
  RETURN_TYPE_NAMES,
  type TOrderReturn,
  toChinaIso,
  yuanToFen,
} from '@shanlian/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { claimFiles } from '../files/files.service.js';
import { firmsByIds } from '../firm/firm.service.js';
import { usersByIds } from '../iam/user-records.service.js';
import { postMessage } from '../message/message.service.js';
import { BUYER_EDIT, buyerScope, ownOrder, supplierScope, VIEW_EITHER } from './order.lifecycle.js';
import { orderEvents, orderLines, orderReturns, orders } from './order.tables.js';

type ReturnRow = typeof orderReturns.$inferSelect;

/** Units already registered for return or exchange, per order line. */
export async function returnedByLine(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ line: orderLines.id, n: orderLines.returnedQuantity }).from(orderLines).where(inArray(orderLines.orderId, orderIds));
  return new Map(rows.map((r) => [r.line, r.n]));
}

/** What the supplier decided, in words; empty while open. */
export function returnOutcome(r: Pick<ReturnRow, 'status' | 'type' | 'refundFen' | 'settleRemark'>): string {
  if (r.status === 'rejected') return `拒绝：${inClause(r.settleRemark)}`;
  if (r.status !== 'accepted') return '';
  const what = r.refundFen ? `同意退款 ¥${fenToYuan(r.refundFen).toFixed(2)}` : r.type === 2 ? '同意换货，补发' : '同意退货';
  return r.settleRemark ? `${what}（${inClause(r.settleRemark)}）` : what;
}

async function toWire(db: Db, rows: ReturnRow[]): Promise<TOrderReturn[]> {
  if (rows.length === 0) return [];
  const people = await usersByIds(
    db,
    rows.flatMap((r) => [r.returnUserId ?? '', r.checkUserId ?? '']),
  );
  const orderRows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const firms = await firmsByIds(
    db,
    orderRows.map((o) => o.buyerFirmId),
  );
  const lineIds = rows.flatMap((r) => (r.orderLineId ? [r.orderLineId] : []));
  const lines = lineIds.length ? await db.select({ id: orderLines.id, name: orderLines.name }).from(orderLines).where(inArray(orderLines.id, lineIds)) : [];
  const lineName = new Map(lines.map((l) => [l.id, l.name]));
  return rows.map((r) => {
    const o = orderById.get(r.orderId);
    return {
      Id: r.id,
      ElectricityOrderId: r.orderId,
      OrderNo: o?.orderNo ?? '',
      OrderLineId: r.orderLineId,
      ProductName: r.orderLineId ? (lineName.get(r.orderLineId) ?? '') : '整单',
      ReturnType: r.type,
      ReturnTypeName: RETURN_TYPE_NAMES[r.type] ?? '',
      Quantity: r.quantity,
      ReturnUserId: r.returnUserId,
      ReturnUserName: people.get(r.returnUserId ?? '')?.fullName ?? '',
      CheckUserId: r.checkUserId,
      CheckUserName: people.get(r.checkUserId ?? '')?.fullName ?? '',
      ReturnRemark: r.remark,
      FileUrl: r.fileId ? fileUrl(r.fileId) : null,
      Status: r.status,
      StatusName: RETURN_STATUS_NAMES[r.status] ?? r.status,
      Outcome: returnOutcome(r),
      RefundAmount: r.refundFen === null ? null : fenToYuan(r.refundFen),
      FromReceipt: r.fromReceipt,
      HandleTime: r.settledAt ? toChinaIso(r.settledAt) : null,
      SettleRemark: r.settleRemark,
      CreateTime: toChinaIso(r.createdAt),
      BuyerFirmName: o ? (firms.get(o.buyerFirmId)?.name ?? '') : '',
    };
  });
}

export async function listReturnsOfOrder(db: Db, actor: Actor, orderId: string, limit: number, offset: number) {
  await ownOrder(db, actor, orderId, VIEW_EITHER);
  const where = eq(orderReturns.orderId, orderId);
  const [rows, [total]] = await Promise.all([
    db.select().from(orderReturns).where(where).orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orderReturns).where(where),
  ]);
  return { rows: await toWire(db, rows), total: total?.n ?? 0 };
}

export async function listSupplierReturns(
  db: Db,
  actor: Actor,
  f: { ElectricityOrderId?: string | null; Status?: string | null },
  limit: number,
  offset: number,
) {
  return listReturns(db, supplierScope(actor, 'supplier-return:view'), f, limit, offset);
}

/** Every return of the buyer firm's orders, newest first. */
export async function listBuyerReturns(db: Db, actor: Actor, f: { Status?: string | null }, limit: number, offset: number) {
  return listReturns(db, buyerScope(actor, 'order:view'), f, limit, offset);
}

async function listReturns(db: Db, side: SQL, f: { ElectricityOrderId?: string | null; Status?: string | null }, limit: number, offset: number) {
  const where = and(
    sql`${orderReturns.orderId} in (select ${orders.id} from ${orders} where ${side})`,
    f.ElectricityOrderId ? eq(orderReturns.orderId, f.ElectricityOrderId) : undefined,
    f.Status ? eq(orderReturns.status, f.Status) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(orderReturns).where(where).orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orderReturns).where(where),
  ]);
  return { rows: await toWire(db, rows), total: total?.n ?? 0 };
}

/**
 * Takes `quantity` units of a line for return with one conditional UPDATE of the line's returned
 * counter, which succeeds only while the sum registered (the receipt's shortfall included) stays
 * within what was ordered: however many registrations arrive at once, the sum never passes it.
 * Without a quantity: everything not yet registered. Answers the units taken.
 */
async function takeLineUnits(db: Db, orderId: string, lineId: string, wanted: number | null | undefined): Promise<number> {
  const [line] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
    .limit(1);
  if (!line) throw notFound('订单中没有该商品');
  const quantity = wanted ?? line.quantity - line.returnedQuantity;
  const [taken] =
    Number.isInteger(quantity) && quantity >= 1
      ? await db
          .update(orderLines)
          .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${quantity}` })
          .where(and(eq(orderLines.id, line.id), sql`${orderLines.returnedQuantity} + ${quantity} <= ${orderLines.quantity}`))
          .returning({ id: orderLines.id })
      : [];
  if (!taken) {
    const [cur = line] = await db.select().from(orderLines).where(eq(orderLines.id, line.id));
    throw badRequest(MSG.returnQuantityRange(Math.max(0, cur.quantity - cur.returnedQuantity)));
  }
  return quantity;
}

/**
 * A return or exchange of a shipped order, of one line or (without a line, as the specifications'
 * dialog registers it) of the whole order with no units counted; the people are the buyer firm's own.
 */
export async function addReturn(
  db: Db,
  actor: Actor,
  now: Date,
  input: {
    ElectricityOrderId: string;
    OrderLineId: string | null;
    ReturnType: 1 | 2;
    Quantity?: number | null;
    ReturnUserId: string;
    CheckUserId: string;
    ReturnRemark?: string | null;
    FileId?: string | null;
  },
): Promise<string> {
  const o = await ownOrder(db, actor, input.ElectricityOrderId, BUYER_EDIT);
  if (o.status !== OrderStatus.PendingReceipt && o.status !== OrderStatus.Completed) throw conflict(MSG.returnTooEarly);
  const people = await usersByIds(db, [input.ReturnUserId, input.CheckUserId]);
  for (const id of [input.ReturnUserId, input.CheckUserId]) if (people.get(id)?.firmId !== actor.firmId) throw badRequest(MSG.personNotInFirm);
  const quantity = input.OrderLineId ? await takeLineUnits(db, o.id, input.OrderLineId, input.Quantity) : 0;
  // Only the buyer's own upload, readable from now on by the supplier of this order too.
  await claimFiles(db, actor, now, [input.FileId], 'return', o.supplierFirmId);
  const id = newId();
  await db.insert(orderReturns).values({
    id,
    orderId: o.id,
    orderLineId: input.OrderLineId,
    type: input.ReturnType,
    quantity,
    returnUserId: input.ReturnUserId,
    checkUserId: input.CheckUserId,
    remark: input.ReturnRemark ?? '',
    fileId: input.FileId ?? null,
    createdBy: actor.userId,
    createdAt: now,
  });
  const what = input.OrderLineId ? `${RETURN_TYPE_NAMES[input.ReturnType]} ${quantity} 件` : `整单${RETURN_TYPE_NAMES[input.ReturnType]}`;
  await db.insert(orderEvents).values({ id: newId(), orderId: o.id, type: 'returned', status: o.status, actorUserId: actor.userId, note: what, at: now });
  await postMessage(db, {
    firmId: o.supplierFirmId,
    kind: 'return',
    title: '新的退换货登记',
    body: `订单 ${o.orderNo} 登记了${what}，请及时处理。`,
    link: '/supplier/returns',
    orderId: o.id,
    now,
  });
  return id;
}

/** 同意退款 / 同意换货 / 拒绝 (reason required), once: only an open return, only by the order's supplier. */
export async function handleReturn(
  db: Db,
  actor: Actor,
  now: Date,
  input: { Id: string; Accept: boolean; Reason?: string | null; RefundAmount?: number | null },
): Promise<void> {
  const [r] = await db.select().from(orderReturns).where(eq(orderReturns.id, input.Id)).limit(1);
  if (!r) throw notFound(MSG.returnNotFound);
  const o = await ownOrder(db, actor, r.orderId, { supplier: 'supplier-return:review' });
  if (r.status !== 'open') throw conflict(MSG.returnSettled);
  const reason = (input.Reason ?? '').trim();
  let refundFen: number | null = null;
  if (!input.Accept) {
    if (!reason) throw badRequest(RETURN_MSG.rejectReasonRequired);
  } else if (r.type === 2) {
    if (input.RefundAmount) throw badRequest(RETURN_MSG.exchangeNoRefund);
  } else {
    const [line] = r.orderLineId ? await db.select().from(orderLines).where(eq(orderLines.id, r.orderLineId)).limit(1) : [];
    // a whole-order return (no line) may refund up to what the order cost
    const maxFen = line ? line.priceFen * r.quantity : r.orderLineId ? 0 : o.totalFen;
    // a receipt's shortfall was never charged: it may be accepted without a refund
    refundFen = input.RefundAmount == null ? (r.fromReceipt ? 0 : maxFen) : yuanToFen(input.RefundAmount);
    if (refundFen < 0 || refundFen > maxFen) throw badRequest(RETURN_MSG.refundTooMuch(fenToYuan(maxFen)));
  }
  const status = input.Accept ? 'accepted' : 'rejected';
  const [done] = await db
    .update(orderReturns)
    .set({ status, settleRemark: reason, settledAt: now, settledBy: actor.userId, refundFen })
    .where(and(eq(orderReturns.id, r.id), eq(orderReturns.status, 'open')))
    .returning();
  if (!done) throw conflict(MSG.returnSettled);
  const outcome = returnOutcome(done);
  const what = r.orderLineId ? `${RETURN_TYPE_NAMES[r.type]} ${r.quantity} 件` : `整单${RETURN_TYPE_NAMES[r.type]}`;
  await db.insert(orderEvents).values({
    id: newId(),
    orderId: o.id,
    type: input.Accept ? 'return_accepted' : 'return_rejected',
    status: o.status,
    actorUserId: actor.userId,
    note: `${what}：${outcome}`,
    at: now,
  });
  await postMessage(db, {
    firmId: o.buyerFirmId,
    kind: 'return',
    title: input.Accept ? '退换货已同意' : '退换货被拒绝',
    body: `订单 ${o.orderNo} 的${what}：${endSentence(outcome)}`,
    link: `/eshop/store/orderDetail/${o.id}`,
    orderId: o.id,
    now,
  });
}

/** The earlier 处理: accepts without a refund, with a note that must say what was done. */
export async function settleReturn(db: Db, actor: Actor, now: Date, id: string, remark: string): Promise<void> {
  const [r] = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).limit(1);
  if (!r) throw notFound(MSG.returnNotFound);
  await ownOrder(db, actor, r.orderId, { supplier: 'supplier-return:review' });
  if (r.status !== 'open') throw conflict(MSG.returnSettled);
  if (!remark.trim()) throw badRequest(RETURN_MSG.settleRemarkRequired);
  await handleReturn(db, actor, now, { Id: id, Accept: true, Reason: remark, RefundAmount: r.type === 2 ? null : 0 });
}
