import {
  fenToYuan,
  formatChinaTime,
  type Permission,
  STATEMENT_MSG,
  STATEMENT_STATUS_NAMES,
  StatementStatus,
  type TStatement,
  type TStatementDetail,
  toChinaIso,
  yuanToFen,
} from '@shanlian/contract';
import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import { type Actor, actorOf, type Ctx, type Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { claimFiles, fileNamesByIds } from '../files/files.service.js';
import { firmsByIds, getFirm } from '../firm/firm.service.js';
import { staffWithDuties } from '../iam/duty-holders.service.js';
import { usersByIds } from '../iam/user-records.service.js';
import { postMessage } from '../message/message.service.js';
import { acceptedRefunds, markOrdersSettled, receivedOrders, receivedPairs } from '../order/order.statement-data.js';
import { statementEvents, statementLines, statementPayments, statements } from './statement.tables.js';

/**
 * Monthly statements (对账单) between a supplier firm and a buyer firm, and their payments.
 *
 * The arithmetic, per supplier, buyer and month (China time, 'YYYY-MM'):
 * - Received: the completed orders between the two whose receipt (`received_at`) falls in the
 *   month, each at Σ price × received quantity (the ordered quantity when none was recorded).
 * - Freight: Σ of those orders' freight.
 * - Returns: accepted returns with a refund (`refund_fen > 0`) of orders between the two, handled
 *   in the month; returns registered by a receipt for units not received are left out, because
 *   those units were never counted as received.
 * - Total = received − returns + freight + adjustment. An adjustment (with its reason) is only
 *   given when a disputed statement is issued again.
 * Each counted order and refund is one line, stored when issued (a snapshot); issuing again
 * replaces the lines and raises the version.
 *
 * Drafts: on the 1st a job drafts last month's statement (status 0, 待开具) for every supplier–buyer
 * pair with an order received in it, unless the pair's month already has one (the unique pair-month
 * index makes any number of runs and instances draft once). A draft is the supplier's alone: the
 * buyer neither lists nor opens it. Issuing it recounts the month (a refund handled since counts)
 * and goes on as below.
 *
 * Life: 1 issued (待确认) → the buyer confirms (3 已确认) or disputes with a reason (2 有异议) →
 * the supplier issues again (back to 1, version + 1) → confirmed → payments with vouchers, while
 * the paid sum stays within the total; when it reaches the total: 4 已结清, and the counted
 * orders are marked settled (their SettledAmount, 已结算 on the order, shows it).
 *
 * A month that has not ended may be issued: it counts what was received so far (a firm that
 * settles mid-month may do so; what is received later falls to a later statement only if the
 * month's statement is disputed and issued again). A month that has not begun is refused.
 */

type Row = typeof statements.$inferSelect;

const EVENT_NAMES: Record<string, string> = {
  drafted: '平台起草',
  issued: '开具',
  reissued: '重新开具',
  disputed: '提出异议',
  confirmed: '确认',
  paid: '登记付款',
  settled: '结清',
};

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** The first instant of the month (China time) and of the next one. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}

const supplierSide = (actor: Actor, p: Permission) => scopeFilter(actor, p, { firm: statements.supplierFirmId });
const buyerSide = (actor: Actor, p: Permission) => scopeFilter(actor, p, { firm: statements.buyerFirmId });

interface Sides {
  buyer?: Permission;
  supplier?: Permission;
}
const VIEW: Sides = { buyer: 'statement:view', supplier: 'supplier-statement:view' };

/**
 * The statement, if the actor reaches it from one of the sides: 404 unknown, 403 out of reach. A
 * draft is not yet the buyer's: to the buyer side it does not exist (404).
 */
async function ownStatement(db: Db, actor: Actor, id: string, sides: Sides): Promise<Row> {
  const [s] = await db.select().from(statements).where(eq(statements.id, id)).limit(1);
  if (!s) throw notFound(STATEMENT_MSG.notFound);
  if (sides.supplier && (await reaches(db, id, supplierSide(actor, sides.supplier)))) return s;
  if (sides.buyer && (await reaches(db, id, buyerSide(actor, sides.buyer)))) {
    if (s.status === StatementStatus.Draft) throw notFound(STATEMENT_MSG.notFound);
    return s;
  }
  throw forbidden();
}

async function reaches(db: Db, id: string, side: SQL): Promise<boolean> {
  const [hit] = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.id, id), side))
    .limit(1);
  return !!hit;
}

/** A statement's event; the platform's own (a draft) has no actor. */
async function event(db: Db, statementId: string, type: string, actor: Actor | null, now: Date, note = ''): Promise<void> {
  await db.insert(statementEvents).values({ id: newId(), statementId, type, note, actorUserId: actor?.userId ?? null, at: now });
}

const buyerLink = (id: string) => `/eshop/store/statement/${id}`;
const supplierLink = (id: string) => `/supplier/statements/${id}`;

async function tell(db: Db, s: Row, to: 'buyer' | 'supplier', now: Date, title: string, body: string): Promise<void> {
  await postMessage(db, {
    firmId: to === 'buyer' ? s.buyerFirmId : s.supplierFirmId,
    kind: 'statement',
    title,
    body,
    link: to === 'buyer' ? buyerLink(s.id) : supplierLink(s.id),
    now,
  });
}

/** Counts the month between the two: the amounts and the lines to store. */
async function compute(db: Db, supplierFirmId: string, buyerFirmId: string, month: string) {
  const { from, to } = monthBounds(month);
  const [received, refunds] = await Promise.all([
    receivedOrders(db, supplierFirmId, buyerFirmId, from, to),
    acceptedRefunds(db, supplierFirmId, buyerFirmId, from, to),
  ]);
  const lines = [
    ...received.map((o) => ({
      kind: 'order',
      orderId: o.orderId,
      orderNo: o.orderNo,
      returnId: null as string | null,
      at: o.receivedAt,
      description: `收货 ${o.lineCount} 种商品`,
      receivedFen: o.receivedFen,
      returnFen: 0,
      freightFen: o.freightFen,
    })),
    ...refunds.map((r) => ({
      kind: 'refund',
      orderId: r.orderId,
      orderNo: r.orderNo,
      returnId: r.returnId,
      at: r.settledAt,
      description: r.description,
      receivedFen: 0,
      returnFen: r.refundFen,
      freightFen: 0,
    })),
  ];
  const sum = (k: 'receivedFen' | 'returnFen' | 'freightFen') => lines.reduce((a, l) => a + l[k], 0);
  return { lines, receivedFen: sum('receivedFen'), returnFen: sum('returnFen'), freightFen: sum('freightFen') };
}

/**
 * Issues the month's statement to the buyer, or issues a disputed one again (recounted, with the
 * adjustment, version + 1). Answers its id.
 */
export async function issueStatement(
  db: Db,
  /** null: no text (the demo market's history) */
  deps: Pick<Deps, 'sms'> | null,
  actor: Actor,
  now: Date,
  input: { BuyerFirmId: string; Month: string; Adjustment?: number | null; AdjustmentReason?: string | null },
): Promise<string> {
  const supplierFirmId = actor.firmId;
  const { from } = monthBounds(input.Month);
  if (from.getTime() > now.getTime()) throw badRequest(STATEMENT_MSG.futureMonth);
  const buyer = await getFirm(db, input.BuyerFirmId);
  if (!buyer || buyer.id === supplierFirmId) throw notFound(STATEMENT_MSG.buyerNotFound);
  const adjustmentFen = yuanToFen(input.Adjustment ?? 0);
  const reason = (input.AdjustmentReason ?? '').trim();
  if (adjustmentFen !== 0 && !reason) throw badRequest(STATEMENT_MSG.adjustmentReason);

  const [existing] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.supplierFirmId, supplierFirmId), eq(statements.buyerFirmId, buyer.id), eq(statements.month, input.Month)))
    .for('update')
    .limit(1);
  const draft = existing?.status === StatementStatus.Draft ? existing : null;
  if (existing && !draft && existing.status !== StatementStatus.Disputed) throw conflict(STATEMENT_MSG.alreadyIssued);
  if ((!existing || draft) && adjustmentFen !== 0) throw badRequest(STATEMENT_MSG.adjustmentOnlyOnReissue);

  const c = await compute(db, supplierFirmId, buyer.id, input.Month);
  if (c.lines.length === 0) throw badRequest(STATEMENT_MSG.nothingToCount);
  const totalFen = c.receivedFen - c.returnFen + c.freightFen + adjustmentFen;
  if (totalFen < 0) throw badRequest(STATEMENT_MSG.negativeTotal);
  const amounts = { receivedFen: c.receivedFen, returnFen: c.returnFen, freightFen: c.freightFen, adjustmentFen, adjustmentReason: reason, totalFen };

  let s: Row;
  if (draft) {
    const [issued] = await db
      .update(statements)
      .set({ ...amounts, status: StatementStatus.Issued, issuedBy: actor.userId, issuedAt: now })
      .where(and(eq(statements.id, draft.id), eq(statements.status, StatementStatus.Draft)))
      .returning();
    if (!issued) throw conflict(STATEMENT_MSG.alreadyIssued);
    s = issued;
    await db.delete(statementLines).where(eq(statementLines.statementId, s.id));
  } else if (existing) {
    const [again] = await db
      .update(statements)
      .set({ ...amounts, status: StatementStatus.Issued, version: sql`${statements.version} + 1`, issuedBy: actor.userId, issuedAt: now, confirmedAt: null })
      .where(and(eq(statements.id, existing.id), eq(statements.status, StatementStatus.Disputed)))
      .returning();
    if (!again) throw conflict(STATEMENT_MSG.alreadyIssued);
    s = again;
    await db.delete(statementLines).where(eq(statementLines.statementId, s.id));
  } else {
    const [made] = await db
      .insert(statements)
      .values({
        id: newId(),
        supplierFirmId,
        buyerFirmId: buyer.id,
        month: input.Month,
        ...amounts,
        paidFen: 0,
        status: StatementStatus.Issued,
        version: 1,
        issuedBy: actor.userId,
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // another issue for the same pair and month won the race
    if (!made) throw conflict(STATEMENT_MSG.alreadyIssued);
    s = made;
  }
  await db.insert(statementLines).values(c.lines.map((l) => ({ id: newId(), statementId: s.id, ...l })));

  const summary = `应付合计 ${yuan(totalFen)}（收货 ${yuan(c.receivedFen)}，退款 ${yuan(c.returnFen)}，运费 ${yuan(c.freightFen)}${adjustmentFen ? `，调整 ${yuan(adjustmentFen)}` : ''}）`;
  if (existing && !draft) {
    await event(db, s.id, 'reissued', actor, now, `第 ${s.version} 版，${summary}${reason ? `；调整原因：${reason}` : ''}`);
    await tell(db, s, 'buyer', now, '对账单已重新开具', `${actor.firmName} ${s.month} 对账单已重新开具（第 ${s.version} 版），${summary}，请核对确认。`);
  } else {
    await event(db, s.id, 'issued', actor, now, `第 1 版，${summary}`);
    await tell(db, s, 'buyer', now, '收到新的对账单', `${actor.firmName} 开具了 ${s.month} 对账单，${summary}，请核对确认。`);
  }
  if (!deps) return s.id;
  // the buyer's managers get a text too (the statement purpose of SMS_TEMPLATES)
  const status = existing && !draft ? `已重新开具（第 ${s.version} 版）` : '已开具';
  const text = `【膳链】${actor.firmName} ${s.month} 对账单${status}，应付合计 ${yuan(totalFen)}，请登录膳链核对确认。`;
  const params = { month: s.month, supplier: actor.firmName, buyer: buyer.name, total: yuan(totalFen), status };
  const phones = new Set((await staffWithDuties(db, buyer.id, ['manager'])).map((p) => p.phone).filter(Boolean));
  for (const phone of phones) {
    await deps.sms.send(db, { phone, template: 'statement', params, code: 'ST_ISSUED', purpose: 'statement-issued', text });
  }
  return s.id;
}

export async function confirmStatement(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const before = await ownStatement(db, actor, id, { buyer: 'statement:edit' });
  const [s] = await db
    .update(statements)
    .set({ status: StatementStatus.Confirmed, confirmedAt: now })
    .where(and(eq(statements.id, id), eq(statements.status, StatementStatus.Issued)))
    .returning();
  if (!s) throw conflict(STATEMENT_MSG.stale('确认', STATEMENT_STATUS_NAMES[await statusOf(db, id, before.status)] ?? ''));
  await event(db, id, 'confirmed', actor, now, `第 ${s.version} 版，应付合计 ${yuan(s.totalFen)}`);
  await tell(db, s, 'supplier', now, '对账单已确认', `${actor.firmName} 已确认 ${s.month} 对账单，应付合计 ${yuan(s.totalFen)}。`);
}

export async function disputeStatement(db: Db, actor: Actor, now: Date, id: string, reason: string): Promise<void> {
  const before = await ownStatement(db, actor, id, { buyer: 'statement:edit' });
  const [s] = await db
    .update(statements)
    .set({ status: StatementStatus.Disputed, disputeReason: reason })
    .where(and(eq(statements.id, id), eq(statements.status, StatementStatus.Issued)))
    .returning();
  if (!s) throw conflict(STATEMENT_MSG.stale('提出异议', STATEMENT_STATUS_NAMES[await statusOf(db, id, before.status)] ?? ''));
  await event(db, id, 'disputed', actor, now, reason);
  await tell(db, s, 'supplier', now, '对账单有异议', `${actor.firmName} 对 ${s.month} 对账单提出异议：${reason}`);
}

async function statusOf(db: Db, id: string, fallback: number): Promise<number> {
  const [now] = await db.select({ status: statements.status }).from(statements).where(eq(statements.id, id));
  return now?.status ?? fallback;
}

/** Records a payment (bank transfer, with vouchers) against a confirmed statement; the last one settles it. */
export async function recordPayment(db: Db, actor: Actor, now: Date, input: { Id: string; Amount: number; FileIds: string[] }): Promise<string> {
  const s0 = await ownStatement(db, actor, input.Id, { buyer: 'statement:edit', supplier: 'supplier-statement:edit' });
  if (s0.status !== StatementStatus.Confirmed)
    throw conflict(s0.status === StatementStatus.Paid ? STATEMENT_MSG.stale('登记付款', STATEMENT_STATUS_NAMES[s0.status] ?? '') : STATEMENT_MSG.notConfirmed);
  const amountFen = yuanToFen(input.Amount);
  const [s] = await db
    .update(statements)
    .set({ paidFen: sql`${statements.paidFen} + ${amountFen}` })
    .where(and(eq(statements.id, s0.id), eq(statements.status, StatementStatus.Confirmed), sql`${statements.paidFen} + ${amountFen} <= ${statements.totalFen}`))
    .returning();
  if (!s) {
    const [cur] = await db.select().from(statements).where(eq(statements.id, s0.id));
    if (cur && cur.status !== StatementStatus.Confirmed) throw conflict(STATEMENT_MSG.notConfirmed);
    throw badRequest(STATEMENT_MSG.overpay((cur ?? s0).totalFen - (cur ?? s0).paidFen));
  }
  const other = actor.firmId === s.buyerFirmId ? s.supplierFirmId : s.buyerFirmId;
  // the payer's own uploads, readable from now on by the other side too
  await claimFiles(db, actor, now, input.FileIds, 'payment', other);
  const id = newId();
  await db
    .insert(statementPayments)
    .values({ id, statementId: s.id, amountFen, fileIds: [...new Set(input.FileIds)], recordedBy: actor.userId, createdAt: now });
  await event(db, s.id, 'paid', actor, now, `付款 ${yuan(amountFen)}，已付 ${yuan(s.paidFen)} / ${yuan(s.totalFen)}`);
  const to = actor.firmId === s.buyerFirmId ? 'supplier' : 'buyer';
  await tell(db, s, to, now, '对账单已登记付款', `${actor.firmName} 为 ${s.month} 对账单登记付款 ${yuan(amountFen)}，未付 ${yuan(s.totalFen - s.paidFen)}。`);
  if (s.paidFen === s.totalFen) {
    await db.update(statements).set({ status: StatementStatus.Paid }).where(eq(statements.id, s.id));
    const lines = await db
      .select({ orderId: statementLines.orderId })
      .from(statementLines)
      .where(and(eq(statementLines.statementId, s.id), eq(statementLines.kind, 'order')));
    await markOrdersSettled(
      db,
      lines.map((l) => l.orderId),
      now,
    );
    await event(db, s.id, 'settled', actor, now, `已结清 ${yuan(s.totalFen)}`);
  }
  return id;
}

// ---------- reading ----------

async function toWire(db: Db, rows: Row[]): Promise<TStatement[]> {
  const firms = await firmsByIds(db, [...new Set(rows.flatMap((r) => [r.supplierFirmId, r.buyerFirmId]))]);
  return rows.map((r) => ({
    Id: r.id,
    Month: r.month,
    SupplyFirmId: r.supplierFirmId,
    SupplyFirmName: firms.get(r.supplierFirmId)?.name ?? '',
    FirmId: r.buyerFirmId,
    FirmName: firms.get(r.buyerFirmId)?.name ?? '',
    ReceivedAmount: fenToYuan(r.receivedFen),
    ReturnAmount: fenToYuan(r.returnFen),
    Freight: fenToYuan(r.freightFen),
    Adjustment: fenToYuan(r.adjustmentFen),
    AdjustmentReason: r.adjustmentReason,
    Total: fenToYuan(r.totalFen),
    Paid: fenToYuan(r.paidFen),
    Unpaid: fenToYuan(r.totalFen - r.paidFen),
    Status: r.status,
    StatusName: STATEMENT_STATUS_NAMES[r.status] ?? '',
    DisputeReason: r.disputeReason,
    Version: r.version,
    DraftTime: r.draftedAt ? toChinaIso(r.draftedAt) : null,
    IssueTime: r.issuedAt ? toChinaIso(r.issuedAt) : null,
    ConfirmTime: r.confirmedAt ? toChinaIso(r.confirmedAt) : null,
  }));
}

function listWhere(actor: Actor, side: 'view' | 'export', f: { Month?: string | null; Status?: number | null }): SQL {
  return and(
    or(and(buyerSide(actor, `statement:${side}`), ne(statements.status, StatementStatus.Draft)), supplierSide(actor, `supplier-statement:${side}`)),
    f.Month ? eq(statements.month, f.Month) : undefined,
    f.Status != null ? eq(statements.status, f.Status) : undefined,
  ) as SQL;
}

export async function listStatements(db: Db, actor: Actor, f: { Month?: string | null; Status?: number | null }, limit: number, offset: number) {
  const where = listWhere(actor, 'view', f);
  const [rows, [total]] = await Promise.all([
    db.select().from(statements).where(where).orderBy(desc(statements.month), desc(statements.issuedAt), desc(statements.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(statements).where(where),
  ]);
  return { rows: await toWire(db, rows), total: total?.n ?? 0 };
}

export async function statementDetail(db: Db, actor: Actor, id: string): Promise<TStatementDetail> {
  const s = await ownStatement(db, actor, id, VIEW);
  const [[head], lines, payments, events] = await Promise.all([
    toWire(db, [s]),
    db.select().from(statementLines).where(eq(statementLines.statementId, id)).orderBy(statementLines.at, statementLines.id),
    db.select().from(statementPayments).where(eq(statementPayments.statementId, id)).orderBy(statementPayments.createdAt, statementPayments.id),
    db.select().from(statementEvents).where(eq(statementEvents.statementId, id)).orderBy(statementEvents.at, statementEvents.id),
  ]);
  const people = await usersByIds(db, [...payments.map((p) => p.recordedBy ?? ''), ...events.map((e) => e.actorUserId ?? '')].filter(Boolean));
  const fileNames = await fileNamesByIds(
    db,
    payments.flatMap((p) => p.fileIds),
  );
  return {
    ...(head as TStatement),
    Lines: lines.map((l) => ({
      Id: l.id,
      Kind: l.kind,
      ElectricityOrderId: l.orderId,
      OrderNo: l.orderNo,
      Time: toChinaIso(l.at),
      Description: l.description,
      ReceivedAmount: fenToYuan(l.receivedFen),
      ReturnAmount: fenToYuan(l.returnFen),
      Freight: fenToYuan(l.freightFen),
    })),
    Payments: payments.map((p) => ({
      Id: p.id,
      Amount: fenToYuan(p.amountFen),
      Files: p.fileIds.map((fid) => ({ Id: fid, FileUrl: fileUrl(fid), FileName: fileNames.get(fid) ?? '付款凭证' })),
      RecordedByName: people.get(p.recordedBy ?? '')?.fullName ?? '',
      CreateTime: toChinaIso(p.createdAt),
    })),
    Events: events.map((e) => ({
      Id: e.id,
      Type: e.type,
      TypeName: EVENT_NAMES[e.type] ?? e.type,
      Note: e.note,
      ActorName: people.get(e.actorUserId ?? '')?.fullName ?? '',
      Time: toChinaIso(e.at),
    })),
  };
}

/** Per counterpart firm: the statements not yet settled, their total, paid and unpaid. */
export async function balances(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(statements)
    .where(
      and(
        or(buyerSide(actor, 'statement:view'), supplierSide(actor, 'supplier-statement:view')),
        inArray(statements.status, [StatementStatus.Issued, StatementStatus.Disputed, StatementStatus.Confirmed]),
      ),
    );
  const by = new Map<string, { n: number; total: number; paid: number }>();
  for (const r of rows) {
    const other = r.buyerFirmId === actor.firmId ? r.supplierFirmId : r.buyerFirmId;
    const b = by.get(other) ?? { n: 0, total: 0, paid: 0 };
    b.n += 1;
    b.total += r.totalFen;
    b.paid += r.paidFen;
    by.set(other, b);
  }
  const firms = await firmsByIds(db, [...by.keys()]);
  return [...by.entries()]
    .map(([firmId, b]) => ({
      FirmId: firmId,
      FirmName: firms.get(firmId)?.name ?? '',
      Statements: b.n,
      Total: fenToYuan(b.total),
      Paid: fenToYuan(b.paid),
      Unpaid: fenToYuan(b.total - b.paid),
    }))
    .sort((a, b) => b.Unpaid - a.Unpaid || a.FirmName.localeCompare(b.FirmName));
}

/** The supplier's buyers with orders received in the month, their received amount and any statement already issued. */
export async function statementBuyers(db: Db, actor: Actor, month: string) {
  const { from, to } = monthBounds(month);
  const received = await receivedOrders(db, actor.firmId, null, from, to);
  const by = new Map<string, { n: number; fen: number }>();
  for (const o of received) {
    const b = by.get(o.buyerFirmId) ?? { n: 0, fen: 0 };
    b.n += 1;
    b.fen += o.receivedFen;
    by.set(o.buyerFirmId, b);
  }
  const ids = [...by.keys()];
  const [firms, issued] = await Promise.all([
    firmsByIds(db, ids),
    ids.length
      ? db
          .select({ id: statements.id, buyer: statements.buyerFirmId, status: statements.status })
          .from(statements)
          .where(and(eq(statements.supplierFirmId, actor.firmId), eq(statements.month, month), inArray(statements.buyerFirmId, ids)))
      : Promise.resolve([]),
  ]);
  const statementOf = new Map(issued.map((s) => [s.buyer, s]));
  return ids
    .map((id) => ({
      FirmId: id,
      FirmName: firms.get(id)?.name ?? '',
      Orders: by.get(id)?.n ?? 0,
      ReceivedAmount: fenToYuan(by.get(id)?.fen ?? 0),
      StatementId: statementOf.get(id)?.id ?? null,
      StatementStatus: statementOf.get(id)?.status ?? null,
    }))
    .sort((a, b) => a.FirmName.localeCompare(b.FirmName));
}

const EXPORT_MAX = 5000;
const COLUMNS = [
  { header: '月份', key: 'Month', width: 10 },
  { header: '供应商', key: 'SupplyFirmName', width: 24 },
  { header: '采购单位', key: 'FirmName', width: 24 },
  { header: '收货金额', key: 'ReceivedAmount', width: 12 },
  { header: '退款', key: 'ReturnAmount', width: 12 },
  { header: '运费', key: 'Freight', width: 10 },
  { header: '调整', key: 'Adjustment', width: 10 },
  { header: '调整原因', key: 'AdjustmentReason', width: 20 },
  { header: '应付合计', key: 'Total', width: 12 },
  { header: '已付', key: 'Paid', width: 12 },
  { header: '未付', key: 'Unpaid', width: 12 },
  { header: '状态', key: 'StatusName', width: 10 },
  { header: '版本', key: 'Version', width: 6 },
  { header: '开具时间', key: 'IssueTime', width: 20 },
];

export async function exportStatements(ctx: Ctx, f: { Month?: string | null; Status?: number | null }) {
  const actor = actorOf(ctx);
  const where = listWhere(actor, 'export', f);
  const rows = await ctx.db.select().from(statements).where(where).orderBy(desc(statements.month), desc(statements.issuedAt)).limit(EXPORT_MAX);
  const wire = await toWire(ctx.db, rows);
  const stamp = formatChinaTime(ctx.now).replace(/[-: ]/g, '');
  return exportXlsx(ctx, {
    fileName: `对账单-${f.Month ?? '全部'}-${stamp}.xlsx`,
    sheet: '对账单',
    columns: COLUMNS,
    rows: wire.map((w, i) => {
      const issuedAt = (rows[i] as Row).issuedAt;
      return { ...w, IssueTime: issuedAt ? formatChinaTime(issuedAt) : '' };
    }),
  });
}

// ---------- the monthly drafts ----------

/** The month before the one `now` falls in (China time), 'YYYY-MM'. */
export function previousMonth(now: Date): string {
  const [y, m] = toChinaIso(now).slice(0, 7).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Drafts last month's statement for every supplier–buyer pair with an order received in it, and
 * tells the supplier. A pair whose month already has a statement (drafted before, or issued by
 * hand) is left alone; the insert's conflict on the pair-month index settles a race between
 * instances, so however often it runs, each pair and month has one statement. Each draft is its
 * own transaction: one pair's failure leaves the others drafted, and the next run catches it up.
 * Answers the number of drafts made.
 */
export async function draftMonthStatements(db: Db, now: Date, month = previousMonth(now)): Promise<number> {
  const { from, to } = monthBounds(month);
  if (to.getTime() > now.getTime()) return 0;
  const pairs = await receivedPairs(db, from, to);
  const existing = pairs.length
    ? await db
        .select({ supplier: statements.supplierFirmId, buyer: statements.buyerFirmId })
        .from(statements)
        .where(and(eq(statements.month, month), inArray(statements.supplierFirmId, [...new Set(pairs.map((p) => p.supplierFirmId))])))
    : [];
  const stated = new Set(existing.map((e) => `${e.supplier}|${e.buyer}`));
  let made = 0;
  for (const pair of pairs.filter((p) => !stated.has(`${p.supplierFirmId}|${p.buyerFirmId}`))) {
    const drafted = await db.transaction(async (tx) => {
      const c = await compute(tx, pair.supplierFirmId, pair.buyerFirmId, month);
      if (c.lines.length === 0) return false;
      const totalFen = c.receivedFen - c.returnFen + c.freightFen;
      if (totalFen < 0) return false;
      const [s] = await tx
        .insert(statements)
        .values({
          id: newId(),
          supplierFirmId: pair.supplierFirmId,
          buyerFirmId: pair.buyerFirmId,
          month,
          receivedFen: c.receivedFen,
          returnFen: c.returnFen,
          freightFen: c.freightFen,
          totalFen,
          paidFen: 0,
          status: StatementStatus.Draft,
          version: 1,
          draftedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!s) return false;
      await tx.insert(statementLines).values(c.lines.map((l) => ({ id: newId(), statementId: s.id, ...l })));
      const buyer = (await firmsByIds(tx, [s.buyerFirmId])).get(s.buyerFirmId)?.name ?? '';
      const summary = `应付合计 ${yuan(totalFen)}（收货 ${yuan(c.receivedFen)}，退款 ${yuan(c.returnFen)}，运费 ${yuan(c.freightFen)}）`;
      await event(tx, s.id, 'drafted', null, now, summary);
      await tell(tx, s, 'supplier', now, '对账单待开具', `平台已起草与 ${buyer} 的 ${month} 对账单，${summary}，请核对后开具。`);
      return true;
    });
    if (drafted) made += 1;
  }
  return made;
}
