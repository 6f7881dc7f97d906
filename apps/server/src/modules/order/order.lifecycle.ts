import { formatChinaDate, MSG, ORDER_STATUS_NAMES, OrderStatus, type Permission, parseInputTime, TRACE_MSG } from '@shanlian/contract';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { claimFiles } from '../files/files.service.js';
import { postMessage } from '../message/message.service.js';
import { returnOfferUnits } from '../seckill/seckill.service.js';
import { returnStock } from '../store/store.service.js';
import { acceptOrderRecord, type BatchInput, createFromOrder } from '../trace/fill-in.service.js';
import type { RecordAcceptance } from '../trace/order-receipt.js';
import { type OrderEventType, orderEvents, orderInvoices, orderLines, orderReturns, orders } from './order.tables.js';

type OrderRow = typeof orders.$inferSelect;
type Perms = Permission | readonly Permission[];

/** The orders the actor reaches with the permission on the buyer's side: by buyer firm and the user who placed it. */
export function buyerScope(actor: Actor, permission: Perms): SQL {
  return scopeFilter(actor, permission, { firm: orders.buyerFirmId, owner: orders.buyerUserId });
}

/** The orders the actor reaches with the permission on the supplier's side. */
export function supplierScope(actor: Actor, permission: Perms): SQL {
  return scopeFilter(actor, permission, { firm: orders.supplierFirmId });
}

/** The permission each side needs; an order is reachable when either named side's scope reaches it. */
export interface OrderAccess {
  buyer?: Perms;
  supplier?: Perms;
}

export const BUYER_EDIT: OrderAccess = { buyer: 'order:edit' };
const SUPPLIER_EDIT: OrderAccess = { supplier: 'supplier-order:edit' };
export const VIEW_EITHER: OrderAccess = { buyer: 'order:view', supplier: 'supplier-order:view' };

/** The order, if the actor's scope reaches it on one of the sides; 404 unknown (or deleted by the buyer, on the buyer's side), 403 out of scope. */
export async function ownOrder(db: Db, actor: Actor, id: string, access: OrderAccess): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!o || (!access.supplier && o.buyerHiddenAt)) throw notFound(MSG.orderNotFound);
  // an order the buyer deleted is gone for the buyer's side; its supplier keeps it
  const hidden = o.buyerHiddenAt !== null;
  const sides: SQL[] = [];
  if (access.buyer && !hidden) sides.push(buyerScope(actor, access.buyer));
  if (access.supplier) sides.push(supplierScope(actor, access.supplier));
  const [reached] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), or(...sides)))
    .limit(1);
  if (!reached) throw hidden ? notFound(MSG.orderNotFound) : forbidden();
  return o;
}

/**
 * Moves an order from one of `from` to `to` with one conditional UPDATE, so that two people
 * acting at once cannot both win; the loser gets 409 with the status it found.
 */
async function transition(
  db: Db,
  actor: Actor,
  id: string,
  access: OrderAccess,
  from: number[],
  to: number,
  action: string,
  set: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const before = await ownOrder(db, actor, id, access);
  const [after] = await db
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  if (!after) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    throw conflict(MSG.orderStale(action, ORDER_STATUS_NAMES[now?.status ?? before.status] ?? ''));
  }
  return after;
}

async function record(db: Db, o: OrderRow, type: OrderEventType, actor: Actor, now: Date, note = ''): Promise<void> {
  await db.insert(orderEvents).values({ id: newId(), orderId: o.id, type, status: o.status, actorUserId: actor.userId, note, at: now });
}

const buyerLink = (o: OrderRow) => `/eshop/store/orderDetail/${o.id}`;
const supplierLink = (o: OrderRow) => `/supplier/orders?order=${o.orderNo}`;

async function tellBuyer(db: Db, o: OrderRow, now: Date, kind: string, title: string, body: string): Promise<void> {
  await postMessage(db, { firmId: o.buyerFirmId, kind, title, body, link: buyerLink(o), orderId: o.id, now });
}
async function tellSupplier(db: Db, o: OrderRow, now: Date, kind: string, title: string, body: string): Promise<void> {
  await postMessage(db, { firmId: o.supplierFirmId, kind, title, body, link: supplierLink(o), orderId: o.id, now });
}

// ---------- supplier ----------

export async function confirmOrder(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const o = await transition(db, actor, id, SUPPLIER_EDIT, [OrderStatus.PendingConfirm], OrderStatus.PendingShipment, '确认');
  await record(db, o, 'confirmed', actor, now);
  await tellBuyer(db, o, now, 'order', '订单已确认', `订单 ${o.orderNo} 已由供应商确认，正在备货。`);
}

/**
 * Shipping: the delivery date and, for every order line exactly once, its batch and inspection
 * certificates; the trace module makes the order's stock-in record (its ship gate may refuse).
 */
export async function shipOrder(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  distDate: string,
  shipLines: readonly (BatchInput & { Id: string })[],
): Promise<void> {
  await ownOrder(db, actor, id, SUPPLIER_EDIT);
  const date = parseInputTime(distDate);
  if (!date) throw badRequest(MSG.distDateRequired);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const byId = new Map(shipLines.map((l) => [l.Id, l]));
  if (byId.size !== shipLines.length || shipLines.length !== lines.length || lines.some((l) => !byId.has(l.id))) {
    throw badRequest(TRACE_MSG.shipLinesMismatch);
  }
  const o = await transition(db, actor, id, SUPPLIER_EDIT, [OrderStatus.PendingShipment], OrderStatus.PendingReceipt, '发货', { distDate: date });
  lines.sort((a, b) => a.id.localeCompare(b.id));
  await createFromOrder(db, actor, now, {
    orderId: o.id,
    orderNo: o.orderNo,
    buyerFirmId: o.buyerFirmId,
    supplierFirmId: o.supplierFirmId,
    distDate: date,
    lines: lines.map((l) => {
      const { Id: _id, ...batch } = byId.get(l.id) as BatchInput & { Id: string };
      return {
        orderLineId: l.id,
        shelfItemId: l.shelfItemId,
        coverFileId: l.coverFileId,
        productName: l.name,
        specification: l.specification,
        unit: l.unit,
        quantity: l.quantity,
        priceFen: l.priceFen,
        batch,
      };
    }),
  });
  await record(db, o, 'shipped', actor, now, `配送日期 ${formatChinaDate(date)}`);
  await tellBuyer(db, o, now, 'order', '订单已发货', `订单 ${o.orderNo} 已发货，配送日期 ${formatChinaDate(date)}。收货时请核对数量后再确认。`);
}

export async function addInvoices(db: Db, actor: Actor, now: Date, id: string, fileIds: string[]): Promise<void> {
  const o = await ownOrder(db, actor, id, SUPPLIER_EDIT);
  if (o.status === OrderStatus.PendingConfirm || o.status === OrderStatus.Cancelled) {
    throw conflict(MSG.orderStale('上传发票', ORDER_STATUS_NAMES[o.status] ?? ''));
  }
  // Only the supplier's own uploads, readable from now on by the buyer of this order too.
  await claimFiles(db, actor, now, fileIds, 'invoice', o.buyerFirmId);
  await db.insert(orderInvoices).values(fileIds.map((fileId) => ({ id: newId(), orderId: o.id, fileId, uploadedBy: actor.userId, createdAt: now })));
  await record(db, o, 'invoiced', actor, now, `${fileIds.length} 张`);
  await tellBuyer(db, o, now, 'invoice', '供应商已上传发票', `订单 ${o.orderNo} 的发票已上传（${fileIds.length} 张），可在订单中查看。`);
}

// ---------- buyer ----------

/** Cancels before shipment and gives the stock (and seckill units) back. */
export async function cancelOrder(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const o = await transition(db, actor, id, BUYER_EDIT, [OrderStatus.PendingConfirm, OrderStatus.PendingShipment], OrderStatus.Cancelled, '取消');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
  // in placement's order (by item, offer before stock), so a cancel and a purchase cannot deadlock
  lines.sort((a, b) => a.shelfItemId.localeCompare(b.shelfItemId) || (a.seckillDetailId ?? '').localeCompare(b.seckillDetailId ?? ''));
  for (const l of lines) {
    if (l.seckillDetailId) await returnOfferUnits(db, l.seckillDetailId, l.quantity, o.buyerFirmId);
    await returnStock(db, l.shelfItemId, l.quantity);
  }
  await record(db, o, 'cancelled', actor, now);
  await tellBuyer(db, o, now, 'order', '订单已取消', `订单 ${o.orderNo} 已取消，库存已退回。`);
  await tellSupplier(db, o, now, 'order', '买方取消了订单', `订单 ${o.orderNo} 已被买方取消。`);
}

/** A receipt from 我的订单 names at most a witness and the near-expiry confirmation. */
export function receiptAcceptance(witnessUserId: string | null | undefined, confirmNearExpiry: boolean | null | undefined): RecordAcceptance {
  return { witnessUserId: witnessUserId || null, temperatures: new Map(), fileIds: [], confirmNearExpiry: confirmNearExpiry === true };
}

/**
 * Receipt: each line's received quantity (0..ordered, the whole order if none given);
 * the difference becomes an open return (from the receipt) the supplier must handle. Never below what is already registered for
 * return on the line: the UPDATE holds that condition, so a return registered at the same
 * moment cannot slip under it. The shipped order's stock-in record is accepted with it, by the
 * same function as an acceptance in 进货验收 (which comes here for an order's record).
 */
export async function receiveOrder(
  db: Db,
  actor: Actor,
  now: Date,
  id: string,
  received: { Id: string; SealNumber: number }[] | null | undefined,
  fromStatuses: number[],
  acceptance: RecordAcceptance = receiptAcceptance(null, false),
): Promise<void> {
  // the order's owner is settled before anything about its lines is said
  await ownOrder(db, actor, id, BUYER_EDIT);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const given = new Map((received ?? []).map((r) => [r.Id, r.SealNumber]));
  for (const lineId of given.keys()) if (!lines.some((l) => l.id === lineId)) throw badRequest('订单中没有该商品');
  for (const l of lines) {
    const q = given.get(l.id) ?? l.quantity;
    if (!Number.isInteger(q) || q < l.returnedQuantity || q > l.quantity) throw badRequest(MSG.receivedRange(l.name, l.quantity, l.returnedQuantity));
  }
  const o = await transition(db, actor, id, BUYER_EDIT, fromStatuses, OrderStatus.Completed, '确认收货', { receivedAt: now });
  let short = 0;
  const shortfalls: { line: (typeof lines)[number]; n: number }[] = [];
  for (const l of lines) {
    const q = given.get(l.id) ?? l.quantity;
    const n = l.quantity - q;
    short += n;
    // the units not received are registered as returned with the receipt, within the CHECK (returned <= ordered)
    const [done] = await db
      .update(orderLines)
      .set({ receivedQuantity: q, returnedQuantity: sql`${orderLines.returnedQuantity} + ${n}` })
      .where(and(eq(orderLines.id, l.id), lte(orderLines.returnedQuantity, q)))
      .returning({ id: orderLines.id });
    if (!done) {
      const [current] = await db.select({ returned: orderLines.returnedQuantity }).from(orderLines).where(eq(orderLines.id, l.id));
      throw conflict(MSG.receivedRange(l.name, l.quantity, current?.returned ?? 0));
    }
    if (n > 0) shortfalls.push({ line: l, n });
  }
  // the shipped order's stock-in record is accepted with the receipt
  await acceptOrderRecord(db, actor, now, o.id, new Map(lines.map((l) => [l.id, given.get(l.id) ?? l.quantity])), acceptance);
  const note = short > 0 ? `少收 ${short} 件，已登记退货待供应商处理` : '全部收货';
  await record(db, o, 'received', actor, now, note);
  for (const { line, n } of shortfalls) {
    const remark = `收货短缺 ${n} 件`;
    await db.insert(orderReturns).values({
      id: newId(),
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      quantity: n,
      returnUserId: actor.userId,
      checkUserId: actor.userId,
      remark,
      fromReceipt: true,
      createdBy: actor.userId,
      createdAt: now,
    });
    await record(db, o, 'returned', actor, now, `${line.name} ${remark}`);
  }
  await tellBuyer(db, o, now, 'order', '订单已完成', `订单 ${o.orderNo} 已确认收货（${note}）。`);
  await tellSupplier(db, o, now, 'order', '买方已确认收货', `订单 ${o.orderNo} 已确认收货（${note}）。`);
  if (shortfalls.length > 0) {
    const what = shortfalls.map(({ line, n }) => `${line.name} 短缺 ${n} 件`).join('，');
    await postMessage(db, {
      firmId: o.supplierFirmId,
      kind: 'return',
      title: '收货短缺待处理',
      body: `订单 ${o.orderNo} 收货时${what}，已登记为退货，请及时处理。`,
      link: '/supplier/returns',
      orderId: o.id,
      now,
    });
  }
}

/**
 * 删除: an order with a receipt or invoices is a purchase record the canteen must keep, so it
 * is archived (out of the default lists, still readable); only a cancelled order without
 * invoices leaves the buyer's lists. The supplier keeps everything.
 */
export async function deleteOrder(db: Db, actor: Actor, now: Date, id: string): Promise<'archived' | 'hidden'> {
  const o = await ownOrder(db, actor, id, { buyer: 'order:delete' });
  if (o.status !== OrderStatus.Completed && o.status !== OrderStatus.Cancelled) throw conflict(MSG.orderStale('删除', ORDER_STATUS_NAMES[o.status] ?? ''));
  const [invoice] = await db.select({ id: orderInvoices.id }).from(orderInvoices).where(eq(orderInvoices.orderId, id)).limit(1);
  if (o.status === OrderStatus.Completed || invoice) {
    const [done] = await db
      .update(orders)
      .set({ archivedAt: now })
      .where(and(eq(orders.id, id), isNull(orders.archivedAt)))
      .returning();
    if (done) await record(db, done, 'archived', actor, now, '有收货或发票记录，归档保存');
    return 'archived';
  }
  await db
    .update(orders)
    .set({ buyerHiddenAt: now })
    .where(and(eq(orders.id, id), isNull(orders.buyerHiddenAt)));
  return 'hidden';
}

/** The amount actually paid: orders not cancelled, each line at its received quantity once received. */
export function paidAmountSql() {
  return sql<number>`coalesce(sum(${orderLines.priceFen} * coalesce(${orderLines.receivedQuantity}, ${orderLines.quantity})), 0)::bigint`;
}
