import { randomInt } from 'node:crypto';
import {
  chinaDayStart,
  expiryOn,
  FILL_IN_STATUS_NAMES,
  FillInStatus,
  formatChinaDate,
  MSG,
  type Permission,
  parseInputTime,
  pesticidePassed,
  retainUntil,
  TRACE_MSG,
  toChinaIso,
  yuanToFen,
  type ZFillInInput,
  type ZShipLine,
} from '@shanlian/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { holds, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { claimFiles } from '../files/files.service.js';
import { getFirm } from '../firm/firm.service.js';
import { activeUserIdsOfFirm } from '../iam/user-records.service.js';
import { type BatchEvent, recordBatchEvents } from './epcis.js';
import { orderReceipt, type RecordAcceptance } from './order-receipt.js';
import { assertShippable } from './ship-gate.js';
import { fillInEvents, fillInFiles, fillInLineFiles, fillInLines, fillInReturns, fillIns, pesticideTests } from './trace.tables.js';

export type FillInRow = typeof fillIns.$inferSelect;
type LineRow = typeof fillInLines.$inferSelect;
type Perms = Permission | readonly Permission[];
export type FillInInput = z.output<typeof ZFillInInput>;
export type BatchInput = Omit<z.output<typeof ZShipLine>, 'Id'>;

// ---------- scope ----------

/** The permission each side needs; a record is reachable when one named side's scope reaches it. */
export interface FillInAccess {
  buyer?: Perms;
  supplier?: Perms;
  supervisor?: Perms;
}
export const VIEW_ANY: FillInAccess = { buyer: 'stock-in:view', supplier: 'supplier-stock-in:view', supervisor: 'supervision-stock-in:view' };
export const EDIT_EITHER: FillInAccess = { buyer: 'stock-in:edit', supplier: 'supplier-stock-in:edit' };
const SUPPLIER_EDIT: FillInAccess = { supplier: 'supplier-stock-in:edit' };
const BUYER_EDIT: FillInAccess = { buyer: 'stock-in:edit' };

export function fillInScope(actor: Actor, access: FillInAccess): SQL {
  const sides: SQL[] = [];
  if (access.buyer) sides.push(scopeFilter(actor, access.buyer, { firm: fillIns.buyerFirmId, owner: fillIns.createdBy }));
  if (access.supplier) sides.push(scopeFilter(actor, access.supplier, { firm: fillIns.supplierFirmId, owner: fillIns.createdBy }));
  if (access.supervisor) sides.push(scopeFilter(actor, access.supervisor, { firm: fillIns.buyerFirmId }));
  return sides.length ? (or(...sides) as SQL) : sql`false`;
}

/** The record, if the actor's scope reaches it on one of the sides: 404 unknown, 403 out of scope. */
export async function ownFillIn(db: Db, actor: Actor, id: string, access: FillInAccess): Promise<FillInRow> {
  const [r] = await db.select().from(fillIns).where(eq(fillIns.id, id)).limit(1);
  if (!r) throw notFound(TRACE_MSG.fillInNotFound);
  const [reached] = await db
    .select({ id: fillIns.id })
    .from(fillIns)
    .where(and(eq(fillIns.id, id), fillInScope(actor, access)))
    .limit(1);
  if (!reached) throw forbidden();
  return r;
}

/** Which side of the record the caller acts on (its own firm's). */
function sideOf(actor: Actor, r: FillInRow): 'buyer' | 'supplier' | null {
  if (r.buyerFirmId === actor.firmId) return 'buyer';
  if (r.supplierFirmId && r.supplierFirmId === actor.firmId) return 'supplier';
  return null;
}

/** The line and its record, reached through the record's scope. */
export async function ownLine(db: Db, actor: Actor, lineId: string, access: FillInAccess): Promise<{ line: LineRow; record: FillInRow }> {
  const [line] = await db.select().from(fillInLines).where(eq(fillInLines.id, lineId)).limit(1);
  if (!line) throw notFound(TRACE_MSG.lineNotFound);
  const record = await ownFillIn(db, actor, line.fillInId, access);
  return { line, record };
}

// ---------- writing ----------

function fillInNumber(now: Date): string {
  return `JH${toChinaIso(now).slice(0, 19).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Midnight (China) of a 'YYYY-MM-DD' day. */
export const dayStart = chinaDayStart;

async function event(db: Db, fillInId: string, type: string, status: number, actor: Actor | null, now: Date, note = ''): Promise<void> {
  await db.insert(fillInEvents).values({ id: newId(), fillInId, type, status, actorUserId: actor?.userId ?? null, note, at: now });
}

interface NewLine {
  shelfItemId: string | null;
  orderLineId: string | null;
  coverFileId: string | null;
  productName: string;
  specification: string;
  unit: string;
  quantity: number;
  priceFen: number;
  batch: BatchInput;
}

async function insertLines(db: Db, fillInId: string, now: Date, lines: readonly NewLine[]): Promise<LineRow[]> {
  const rows = lines.map((l, sort) => ({
    id: newId(),
    fillInId,
    sort,
    shelfItemId: l.shelfItemId,
    orderLineId: l.orderLineId,
    coverFileId: l.coverFileId,
    productName: l.productName,
    specification: l.specification,
    unit: l.unit,
    quantity: l.quantity,
    priceFen: l.priceFen,
    batchNumber: l.batch.BatchNumber,
    productDate: l.batch.ProductDate,
    shelfLifeDays: l.batch.ShelfLife,
    storage: l.batch.Storage,
    productLicense: l.batch.ProductLicense,
    traceabilityCode: l.batch.TraceabilityCode,
    originFirmName: l.batch.OriginFirmName,
    gtin: l.batch.Gtin,
  }));
  const inserted = await db.insert(fillInLines).values(rows).returning();
  const files = lines.flatMap((l, i) =>
    [...new Set(l.batch.CertificateFileIds)].map((fileId) => ({
      id: newId(),
      lineId: rows[i]?.id as string,
      fileId,
      kind: l.batch.CertificateKinds?.[fileId] ?? null,
      createdAt: now,
    })),
  );
  if (files.length) await db.insert(fillInLineFiles).values(files);
  return inserted;
}

function checkProductDates(lines: readonly { productName: string; batch: BatchInput }[], latest: Date): void {
  for (const l of lines) {
    const d = dayStart(l.batch.ProductDate);
    if (Number.isNaN(d.getTime()) || formatChinaDate(d) !== l.batch.ProductDate) throw badRequest(TRACE_MSG.productDateInvalid(l.productName));
    if (l.batch.ProductDate > formatChinaDate(latest)) throw badRequest(TRACE_MSG.productDateAfterDist(l.productName));
  }
}

const commissioning = (rows: readonly LineRow[]): BatchEvent[] =>
  rows.map((l) => ({ lineId: l.id, bizStep: 'commissioning', eventTime: dayStart(l.productDate), firmId: null, firmName: l.originFirmName }));

/** The facts of an e-shop order being shipped (the order module passes them; trace never reads orders). */
export interface OrderShipment {
  orderId: string;
  orderNo: string;
  buyerFirmId: string;
  supplierFirmId: string;
  distDate: Date;
  /** The order's lines: a stock-in line each, always with its order line and shelf item. */
  lines: (NewLine & { orderLineId: string; shelfItemId: string })[];
}

/**
 * Shipping an e-shop order makes its stock-in record (source 'order', status Shipped): the ship
 * gate first, then the certificates claimed and shared with the buyer, the lines with their
 * batches, and the commissioning and shipping events of every batch.
 */
export async function createFromOrder(db: Db, actor: Actor, now: Date, s: OrderShipment): Promise<string> {
  await assertShippable(
    db,
    s.supplierFirmId,
    s.distDate,
    s.lines.map((l) => ({
      name: l.productName,
      certificates: l.batch.CertificateFileIds.length,
      productDate: l.batch.ProductDate,
      shelfLifeDays: l.batch.ShelfLife,
    })),
  );
  checkProductDates(s.lines, s.distDate);
  await claimFiles(
    db,
    actor,
    now,
    s.lines.flatMap((l) => l.batch.CertificateFileIds),
    'certificate',
    s.buyerFirmId,
  );
  const supplier = await getFirm(db, s.supplierFirmId);
  const id = newId();
  await db.insert(fillIns).values({
    id,
    fillInNo: fillInNumber(now),
    source: 'order',
    supplierFirmId: s.supplierFirmId,
    supplyFirmName: supplier?.name ?? actor.firmName,
    supplyFirmAddress: supplier?.address ?? '',
    supplyFirmContact: supplier ? [supplier.contactName, supplier.contactPhone].filter(Boolean).join(' ') : '',
    buyerFirmId: s.buyerFirmId,
    orderId: s.orderId,
    orderNo: s.orderNo,
    status: FillInStatus.Shipped,
    distDate: s.distDate,
    createdBy: actor.userId,
    createdAt: now,
  });
  const rows = await insertLines(
    db,
    id,
    now,
    s.lines.map((l) => ({ ...l, orderLineId: l.orderLineId })),
  );
  await event(db, id, 'shipped', FillInStatus.Shipped, actor, now, `订单 ${s.orderNo} 发货`);
  await recordBatchEvents(db, now, [
    ...commissioning(rows),
    ...rows.map(
      (l, i): BatchEvent => ({
        lineId: l.id,
        bizStep: 'shipping',
        eventTime: now,
        firmId: s.supplierFirmId,
        firmName: supplier?.name ?? actor.firmName,
        certificateFileIds: s.lines[i]?.batch.CertificateFileIds ?? [],
      }),
    ),
  ]);
  return id;
}

/**
 * The buyer's receipt of an e-shop order accepts its record (accepted = received per order
 * line), with the same checks and the same events as an acceptance in 进货验收: both paths end
 * here. An order received before shipping has no record.
 */
export async function acceptOrderRecord(
  db: Db,
  actor: Actor,
  now: Date,
  orderId: string,
  received: ReadonlyMap<string, number>,
  acceptance: RecordAcceptance,
): Promise<void> {
  const [r] = await db.select().from(fillIns).where(eq(fillIns.orderId, orderId)).limit(1);
  if (!r) return;
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, r.id));
  const quantities = new Map(lines.map((l) => [l.id, l.orderLineId ? (received.get(l.orderLineId) ?? l.quantity) : l.quantity]));
  await acceptRecord(db, actor, now, r, lines, quantities, acceptance);
}

/** For order reads: the stock-in line and record of each order line that was shipped. */
export async function fillInRefsOfOrderLines(db: Db, orderLineIds: readonly string[]): Promise<Map<string, { lineId: string; recordId: string }>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({ orderLineId: fillInLines.orderLineId, lineId: fillInLines.id, recordId: fillInLines.fillInId })
    .from(fillInLines)
    .where(inArray(fillInLines.orderLineId, [...orderLineIds]));
  return new Map(rows.map((r) => [r.orderLineId as string, { lineId: r.lineId, recordId: r.recordId }]));
}

function toNewLines(input: FillInInput): NewLine[] {
  return input.FD_FoodfirmfillindetailInfos.map((l) => ({
    shelfItemId: l.FoodSaleShelfId ?? null,
    orderLineId: null,
    coverFileId: null,
    productName: l.ProductName,
    specification: l.Specification,
    unit: l.Unit,
    quantity: l.Quantity,
    priceFen: yuanToFen(l.Price),
    batch: l,
  }));
}

interface EntrySide {
  source: 'supplier' | 'buyer';
  supplierFirmId: string | null;
  supplyFirmName: string;
  supplyFirmAddress: string;
  supplyFirmContact: string;
  buyerFirmId: string;
}

/** Who enters the record: a supplier for a buyer firm, or a canteen for its own outside purchase. */
async function entrySide(db: Db, actor: Actor, input: FillInInput): Promise<EntrySide> {
  if (actor.firmType === 'supplier' && holds(actor, 'supplier-stock-in:edit')) {
    if (!input.FirmId) throw badRequest(TRACE_MSG.buyerRequired);
    const buyer = await getFirm(db, input.FirmId);
    if (buyer?.type !== 'buyer') throw badRequest(TRACE_MSG.buyerNotFound);
    const me = await getFirm(db, actor.firmId);
    return {
      source: 'supplier',
      supplierFirmId: actor.firmId,
      supplyFirmName: me?.name ?? actor.firmName,
      supplyFirmAddress: me?.address ?? '',
      supplyFirmContact: me ? [me.contactName, me.contactPhone].filter(Boolean).join(' ') : '',
      buyerFirmId: buyer.id,
    };
  }
  if (actor.firmType === 'buyer' && holds(actor, 'stock-in:edit')) {
    const name = input.SupplyFirmName?.trim() ?? '';
    if (!name) throw badRequest(TRACE_MSG.supplierNameRequired);
    return {
      source: 'buyer',
      supplierFirmId: null,
      supplyFirmName: name,
      supplyFirmAddress: input.SupplyFirmAddress ?? '',
      supplyFirmContact: input.SupplyFirmContact ?? '',
      buyerFirmId: actor.firmId,
    };
  }
  throw forbidden();
}

/**
 * Direct entry (also each record of the Excel import): a supplier's record for a buyer firm waits
 * for its confirmation (1); a canteen's own record of an outside purchase is delivered (4) and
 * waits for acceptance.
 */
export async function addFillIn(db: Db, actor: Actor, now: Date, input: FillInInput): Promise<string> {
  const side = await entrySide(db, actor, input);
  const dist = parseInputTime(input.DistDate);
  if (!dist) throw badRequest(MSG.distDateRequired);
  const lines = toNewLines(input);
  checkProductDates(lines, dist);
  await claimFiles(
    db,
    actor,
    now,
    lines.flatMap((l) => l.batch.CertificateFileIds),
    'certificate',
    side.source === 'supplier' ? side.buyerFirmId : null,
  );
  const status = side.source === 'supplier' ? FillInStatus.PendingConfirm : FillInStatus.Delivered;
  const id = newId();
  await db.insert(fillIns).values({
    id,
    fillInNo: fillInNumber(now),
    ...side,
    status,
    distDate: dist,
    remark: input.Remark,
    createdBy: actor.userId,
    createdAt: now,
  });
  const rows = await insertLines(db, id, now, lines);
  await event(db, id, 'created', status, actor, now);
  const events = commissioning(rows);
  if (side.source === 'buyer') {
    for (const l of rows) events.push({ lineId: l.id, bizStep: 'receiving', eventTime: dist, firmId: side.buyerFirmId, firmName: actor.firmName });
  }
  await recordBatchEvents(db, now, events);
  return id;
}

/** Edits an entered record while it is editable: a supplier's while pending confirmation, a canteen's before acceptance. */
export async function updateFillIn(db: Db, actor: Actor, now: Date, id: string, input: FillInInput): Promise<string> {
  const r = await ownFillIn(db, actor, id, EDIT_EITHER);
  const side = sideOf(actor, r);
  const editable =
    (r.source === 'supplier' && side === 'supplier' && r.status === FillInStatus.PendingConfirm) ||
    (r.source === 'buyer' && side === 'buyer' && r.status === FillInStatus.Delivered);
  if (!editable) throw conflict(TRACE_MSG.fillInStale('修改', FILL_IN_STATUS_NAMES[r.status] ?? ''));
  const dist = parseInputTime(input.DistDate);
  if (!dist) throw badRequest(MSG.distDateRequired);
  const lines = toNewLines(input);
  checkProductDates(lines, dist);
  let set: Partial<typeof fillIns.$inferInsert> = { distDate: dist, remark: input.Remark };
  if (r.source === 'supplier') {
    if (!input.FirmId) throw badRequest(TRACE_MSG.buyerRequired);
    const buyer = await getFirm(db, input.FirmId);
    if (buyer?.type !== 'buyer') throw badRequest(TRACE_MSG.buyerNotFound);
    set = { ...set, buyerFirmId: buyer.id };
  } else {
    const name = input.SupplyFirmName?.trim() ?? '';
    if (!name) throw badRequest(TRACE_MSG.supplierNameRequired);
    set = { ...set, supplyFirmName: name, supplyFirmAddress: input.SupplyFirmAddress ?? '', supplyFirmContact: input.SupplyFirmContact ?? '' };
  }
  // the record is held by this conditional UPDATE while its lines are replaced
  const [held] = await db
    .update(fillIns)
    .set(set)
    .where(and(eq(fillIns.id, id), eq(fillIns.status, r.status)))
    .returning();
  if (!held) throw conflict(TRACE_MSG.fillInStale('修改', FILL_IN_STATUS_NAMES[r.status] ?? ''));
  await claimFiles(
    db,
    actor,
    now,
    lines.flatMap((l) => l.batch.CertificateFileIds),
    'certificate',
    r.source === 'supplier' ? held.buyerFirmId : null,
  );
  await removeLines(db, id);
  const rows = await insertLines(db, id, now, lines);
  await event(db, id, 'updated', r.status, actor, now);
  await recordBatchEvents(db, now, commissioning(rows));
  return id;
}

async function removeLines(db: Db, fillInId: string): Promise<void> {
  const old = await db.select({ id: fillInLines.id }).from(fillInLines).where(eq(fillInLines.fillInId, fillInId));
  const ids = old.map((o) => o.id);
  if (ids.length === 0) return;
  await db.execute(sql`delete from epcis_events where line_id in ${ids}`);
  await db.delete(fillInLineFiles).where(inArray(fillInLineFiles.lineId, ids));
  await db.delete(pesticideTests).where(inArray(pesticideTests.lineId, ids));
  await db.delete(fillInReturns).where(inArray(fillInReturns.lineId, ids));
  await db.delete(fillInLines).where(inArray(fillInLines.id, ids));
}

// ---------- transitions ----------

/** One conditional UPDATE from one of `from` to `to`; the loser gets 409 naming the status it found. */
async function transition(
  db: Db,
  r: FillInRow,
  from: readonly number[],
  to: number,
  action: string,
  set: Partial<typeof fillIns.$inferInsert> = {},
): Promise<FillInRow> {
  const [after] = await db
    .update(fillIns)
    .set({ ...set, status: to })
    .where(and(eq(fillIns.id, r.id), inArray(fillIns.status, [...from])))
    .returning();
  if (!after) {
    const [cur] = await db.select({ status: fillIns.status }).from(fillIns).where(eq(fillIns.id, r.id));
    throw conflict(TRACE_MSG.fillInStale(action, FILL_IN_STATUS_NAMES[cur?.status ?? r.status] ?? ''));
  }
  return after;
}

/** Suspends (7) from 1–4 keeping where it was, or lifts (0) back to that status. */
export async function setSuspended(db: Db, actor: Actor, now: Date, id: string, status: 7 | 0, reason: string): Promise<void> {
  const r = await ownFillIn(db, actor, id, EDIT_EITHER);
  if (status === FillInStatus.Suspended) {
    const from = [FillInStatus.PendingConfirm, FillInStatus.Confirmed, FillInStatus.Shipped, FillInStatus.Delivered];
    if (!from.includes(r.status as (typeof from)[number])) throw conflict(TRACE_MSG.fillInStale('暂停', FILL_IN_STATUS_NAMES[r.status] ?? ''));
    const [after] = await db
      .update(fillIns)
      .set({ status: FillInStatus.Suspended, suspendedFrom: sql`${fillIns.status}` })
      .where(and(eq(fillIns.id, id), inArray(fillIns.status, from)))
      .returning();
    if (!after) throw conflict(TRACE_MSG.fillInStale('暂停', FILL_IN_STATUS_NAMES[FillInStatus.Suspended] ?? ''));
    await event(db, id, 'suspended', FillInStatus.Suspended, actor, now, reason);
    return;
  }
  const [after] = await db
    .update(fillIns)
    .set({ status: sql`coalesce(${fillIns.suspendedFrom}, 1)`, suspendedFrom: null })
    .where(and(eq(fillIns.id, id), eq(fillIns.status, FillInStatus.Suspended)))
    .returning();
  if (!after) {
    const [cur] = await db.select({ status: fillIns.status }).from(fillIns).where(eq(fillIns.id, id));
    throw conflict(TRACE_MSG.fillInStale('解除暂停', FILL_IN_STATUS_NAMES[cur?.status ?? r.status] ?? ''));
  }
  await event(db, id, 'resumed', after.status, actor, now, reason);
}

async function ownSupplierRecord(db: Db, actor: Actor, id: string): Promise<FillInRow> {
  return ownFillIn(db, actor, id, SUPPLIER_EDIT);
}

export async function confirmFillIn(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const r = await ownSupplierRecord(db, actor, id);
  await transition(db, r, [FillInStatus.PendingConfirm], FillInStatus.Confirmed, '确认');
  await event(db, id, 'confirmed', FillInStatus.Confirmed, actor, now);
}

export async function shipFillIn(db: Db, actor: Actor, now: Date, id: string, distDate: string): Promise<void> {
  const r = await ownSupplierRecord(db, actor, id);
  const dist = parseInputTime(distDate);
  if (!dist) throw badRequest(MSG.distDateRequired);
  if (r.status !== FillInStatus.Confirmed) throw conflict(TRACE_MSG.fillInStale('发货', FILL_IN_STATUS_NAMES[r.status] ?? ''));
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, id));
  const files = lines.length
    ? await db
        .select()
        .from(fillInLineFiles)
        .where(
          inArray(
            fillInLineFiles.lineId,
            lines.map((l) => l.id),
          ),
        )
    : [];
  await assertShippable(
    db,
    r.supplierFirmId ?? actor.firmId,
    dist,
    lines.map((l) => ({
      name: l.productName,
      certificates: files.filter((f) => f.lineId === l.id).length,
      productDate: l.productDate,
      shelfLifeDays: l.shelfLifeDays,
    })),
  );
  await transition(db, r, [FillInStatus.Confirmed], FillInStatus.Shipped, '发货', { distDate: dist });
  await event(db, id, 'shipped', FillInStatus.Shipped, actor, now, `配送日期 ${formatChinaDate(dist)}`);
  await recordBatchEvents(
    db,
    now,
    lines.map((l) => ({
      lineId: l.id,
      bizStep: 'shipping',
      eventTime: now,
      firmId: r.supplierFirmId,
      firmName: r.supplyFirmName,
      certificateFileIds: files.filter((f) => f.lineId === l.id).map((f) => f.fileId),
    })),
  );
}

export async function deliverFillIn(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const r = await ownSupplierRecord(db, actor, id);
  await transition(db, r, [FillInStatus.Shipped], FillInStatus.Delivered, '送达');
  await event(db, id, 'delivered', FillInStatus.Delivered, actor, now);
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, id));
  const buyer = await getFirm(db, r.buyerFirmId);
  await recordBatchEvents(
    db,
    now,
    lines.map((l) => ({ lineId: l.id, bizStep: 'receiving', eventTime: now, firmId: r.buyerFirmId, firmName: buyer?.name ?? '' })),
  );
}

export interface AcceptInput {
  Id: string;
  WitnessUserId: string;
  Lines: { Id: string; AcceptedQuantity: number; Temperature?: number | null }[];
  FileIds?: string[] | null;
  ConfirmNearExpiry?: boolean | null;
}

/**
 * 进货验收: a shipped or delivered record accepted by two people of the buyer firm, line by line
 * (quantity, temperature at the door), with photos. A record shipped for an e-shop order is
 * accepted by receiving the order, as 我的订单 → 收货 does, in the same transaction.
 */
export async function acceptFillIn(db: Db, actor: Actor, now: Date, input: AcceptInput): Promise<void> {
  const r = await ownFillIn(db, actor, input.Id, BUYER_EDIT);
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, r.id));
  const given = new Map(input.Lines.map((l) => [l.Id, l]));
  for (const id of given.keys()) if (!lines.some((l) => l.id === id)) throw badRequest(TRACE_MSG.lineNotFound);
  const quantities = new Map(lines.map((l) => [l.id, given.get(l.id)?.AcceptedQuantity ?? l.quantity]));
  const acceptance: RecordAcceptance = {
    witnessUserId: input.WitnessUserId,
    temperatures: new Map(lines.map((l) => [l.id, given.get(l.id)?.Temperature ?? null])),
    fileIds: input.FileIds ?? [],
    confirmNearExpiry: input.ConfirmNearExpiry === true,
  };
  if (r.source === 'order' && r.orderId) {
    // everything the record would refuse is refused before the order moves
    await checkAcceptance(db, actor, now, r, lines, quantities, acceptance);
    const received = lines.flatMap((l) => (l.orderLineId ? [{ Id: l.orderLineId, SealNumber: quantities.get(l.id) ?? l.quantity }] : []));
    await orderReceipt()(db, actor, now, r.orderId, received, acceptance);
    return;
  }
  await acceptRecord(db, actor, now, r, lines, quantities, acceptance);
}

/** What an acceptance must hold before anything moves: 400 naming what is wrong, nothing changed. */
async function checkAcceptance(
  db: Db,
  actor: Actor,
  now: Date,
  r: FillInRow,
  lines: readonly LineRow[],
  quantities: ReadonlyMap<string, number>,
  acceptance: RecordAcceptance,
): Promise<void> {
  if (r.status !== FillInStatus.Shipped && r.status !== FillInStatus.Delivered) {
    throw conflict(TRACE_MSG.fillInStale('验收', FILL_IN_STATUS_NAMES[r.status] ?? ''));
  }
  if (acceptance.witnessUserId !== null) {
    if (acceptance.witnessUserId === actor.userId) throw badRequest(TRACE_MSG.witnessSelf);
    const staff = await activeUserIdsOfFirm(db, r.buyerFirmId, [acceptance.witnessUserId]);
    if (!staff.has(acceptance.witnessUserId)) throw badRequest(TRACE_MSG.witnessNotStaff);
  }
  for (const l of lines) if ((quantities.get(l.id) ?? l.quantity) > l.quantity) throw badRequest(TRACE_MSG.acceptedOver(l.productName));
  // the goods are judged on the day they are taken in; a line refused whole (0) is not taken
  const day = formatChinaDate(now);
  const near: string[] = [];
  for (const l of lines) {
    if ((quantities.get(l.id) ?? l.quantity) === 0) continue;
    const e = expiryOn(l.productDate, l.shelfLifeDays, day);
    if (e.state === 'expired') throw badRequest(TRACE_MSG.expiredNoAccept(l.productName, e.expiry as string));
    if (e.state === 'near') near.push(l.productName);
  }
  if (near.length > 0 && !acceptance.confirmNearExpiry) throw badRequest(TRACE_MSG.nearExpiryConfirm(near.join('、')));
}

/** Near expiry on the day of acceptance (and taken): what the ledger shows as confirmed. */
function nearOn(l: LineRow, day: string, quantity: number): boolean {
  return quantity > 0 && expiryOn(l.productDate, l.shelfLifeDays, day).state === 'near';
}

/** The one acceptance of a record (either path): checks, the conditional move, the lines, photos and events. */
async function acceptRecord(
  db: Db,
  actor: Actor,
  now: Date,
  r: FillInRow,
  lines: readonly LineRow[],
  quantities: ReadonlyMap<string, number>,
  acceptance: RecordAcceptance,
): Promise<void> {
  await checkAcceptance(db, actor, now, r, lines, quantities, acceptance);
  await claimFiles(db, actor, now, acceptance.fileIds, 'receipt', r.supplierFirmId);
  const before = r.status;
  await transition(db, r, [FillInStatus.Shipped, FillInStatus.Delivered], FillInStatus.Accepted, '验收', {
    acceptUserId: actor.userId,
    witnessUserId: acceptance.witnessUserId,
    acceptedAt: now,
  });
  const day = formatChinaDate(now);
  for (const l of lines) {
    const q = quantities.get(l.id) ?? l.quantity;
    await db
      .update(fillInLines)
      .set({ acceptedQuantity: q, receivedTemperature: acceptance.temperatures.get(l.id) ?? null, nearExpiryConfirmed: nearOn(l, day, q) })
      .where(eq(fillInLines.id, l.id));
  }
  const photos = [...new Set(acceptance.fileIds)];
  if (photos.length) await db.insert(fillInFiles).values(photos.map((fileId) => ({ id: newId(), fillInId: r.id, fileId, createdAt: now })));
  const near = lines.filter((l) => nearOn(l, day, quantities.get(l.id) ?? l.quantity)).map((l) => l.productName);
  const notes = [r.orderNo ? `订单 ${r.orderNo} 确认收货` : '', near.length ? `临期已确认：${near.join('、')}` : ''].filter(Boolean);
  await event(db, r.id, 'accepted', FillInStatus.Accepted, actor, now, notes.join('；'));
  const at = (bizStep: BatchEvent['bizStep']) =>
    lines.map(
      (l): BatchEvent => ({
        lineId: l.id,
        bizStep,
        eventTime: now,
        firmId: r.buyerFirmId,
        firmName: actor.firmName,
        quantity: quantities.get(l.id) ?? l.quantity,
      }),
    );
  // a record not marked delivered was received at the door just now
  await recordBatchEvents(db, now, [...(before === FillInStatus.Shipped ? at('receiving') : []), ...at('accepting')]);
}

/**
 * A delivery run reached the record's buyer: 已发货 → 已送达 by itself (one conditional UPDATE
 * and its event). Answers false when the record was no longer shipped (suspended, accepted
 * already): arrival never moves a record backwards or out of a suspension.
 */
export async function markArrived(db: Db, now: Date, fillInId: string, note: string): Promise<boolean> {
  const [after] = await db
    .update(fillIns)
    .set({ status: FillInStatus.Delivered })
    .where(and(eq(fillIns.id, fillInId), eq(fillIns.status, FillInStatus.Shipped)))
    .returning();
  if (!after) return false;
  await event(db, fillInId, 'delivered', FillInStatus.Delivered, null, now, note);
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, fillInId));
  const buyer = await getFirm(db, after.buyerFirmId);
  await recordBatchEvents(
    db,
    now,
    lines.map((l) => ({ lineId: l.id, bizStep: 'receiving', eventTime: now, firmId: after.buyerFirmId, firmName: buyer?.name ?? '' })),
  );
  return true;
}

export async function storeFillIn(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const r = await ownFillIn(db, actor, id, BUYER_EDIT);
  await transition(db, r, [FillInStatus.Accepted], FillInStatus.Stored, '入库', { storedAt: now });
  await event(db, id, 'stored', FillInStatus.Stored, actor, now);
  const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, id));
  await recordBatchEvents(
    db,
    now,
    lines.map((l) => ({
      lineId: l.id,
      bizStep: 'storing',
      eventTime: now,
      firmId: r.buyerFirmId,
      firmName: actor.firmName,
      quantity: l.acceptedQuantity ?? l.quantity,
    })),
  );
}

export async function checkFillIn(db: Db, actor: Actor, now: Date, input: { Id: string; Pass: boolean; Remark: string }): Promise<void> {
  const r = await ownFillIn(db, actor, input.Id, { supervisor: 'supervision-stock-in:review' });
  const [done] = await db
    .update(fillIns)
    .set({ checkStatus: input.Pass ? 1 : 2, checkRemark: input.Remark, checkUserId: actor.userId, checkedAt: now })
    .where(and(eq(fillIns.id, r.id), inArray(fillIns.status, [FillInStatus.Accepted, FillInStatus.Stored])))
    .returning();
  if (!done) throw conflict(TRACE_MSG.checkStale);
  await event(db, r.id, input.Pass ? 'checked' : 'check-returned', done.status, actor, now, input.Remark);
}

/** The day a record may be deleted after: the latest retention day of its lines (null before acceptance). */
export function recordRetainUntil(r: FillInRow, lines: readonly LineRow[]): string | null {
  if (r.status !== FillInStatus.Accepted && r.status !== FillInStatus.Stored && r.status !== FillInStatus.Refunded) return null;
  const purchase = formatChinaDate(r.acceptedAt ?? r.distDate ?? r.createdAt);
  let latest: string | null = null;
  for (const l of lines) {
    const d = retainUntil(purchase, l.productDate, l.shelfLifeDays);
    if (!latest || d > latest) latest = d;
  }
  return latest ?? retainUntil(purchase, null, null);
}

export async function deleteFillIn(db: Db, actor: Actor, now: Date, id: string): Promise<void> {
  const r = await ownFillIn(db, actor, id, { buyer: 'stock-in:delete', supplier: 'supplier-stock-in:delete' });
  if (r.source === 'order') throw badRequest(TRACE_MSG.orderRecordDelete);
  const side = sideOf(actor, r);
  const pendingOwn =
    (r.source === 'supplier' && side === 'supplier' && (r.status === FillInStatus.PendingConfirm || r.suspendedFrom === FillInStatus.PendingConfirm)) ||
    (r.source === 'buyer' && side === 'buyer' && r.status === FillInStatus.Delivered);
  if (!pendingOwn) {
    const kept = r.status === FillInStatus.Accepted || r.status === FillInStatus.Stored || r.status === FillInStatus.Refunded;
    if (!kept || side !== 'buyer') throw conflict(TRACE_MSG.fillInStale('删除', FILL_IN_STATUS_NAMES[r.status] ?? ''));
    const lines = await db.select().from(fillInLines).where(eq(fillInLines.fillInId, id));
    const until = recordRetainUntil(r, lines);
    if (until && formatChinaDate(now) <= until) throw badRequest(TRACE_MSG.retained(until));
  }
  // held against a concurrent transition while its rows go
  const [held] = await db
    .update(fillIns)
    .set({ status: r.status })
    .where(and(eq(fillIns.id, id), eq(fillIns.status, r.status)))
    .returning();
  if (!held) throw conflict(TRACE_MSG.fillInStale('删除', ''));
  await removeLines(db, id);
  await db.delete(fillInEvents).where(eq(fillInEvents.fillInId, id));
  await db.delete(fillInFiles).where(eq(fillInFiles.fillInId, id));
  await db.delete(fillIns).where(eq(fillIns.id, id));
}

// ---------- certificates, rapid tests, returns ----------

export async function addCertificates(db: Db, actor: Actor, now: Date, lineId: string, fileIds: string[]): Promise<void> {
  const { line, record } = await ownLine(db, actor, lineId, EDIT_EITHER);
  const other = sideOf(actor, record) === 'buyer' ? record.supplierFirmId : record.buyerFirmId;
  await claimFiles(db, actor, now, fileIds, 'certificate', other);
  await db
    .insert(fillInLineFiles)
    .values([...new Set(fileIds)].map((fileId) => ({ id: newId(), lineId: line.id, fileId, createdAt: now })))
    .onConflictDoNothing();
  await event(db, record.id, 'certificates', record.status, actor, now, `${line.productName} ${fileIds.length} 份`);
}

export async function savePesticideTest(
  db: Db,
  actor: Actor,
  now: Date,
  input: { FoodFirmFillInDetailId: string; Method: string; InhibitionRate: number; TestedAt?: string | null },
): Promise<{ Passed: boolean }> {
  const { line, record } = await ownLine(db, actor, input.FoodFirmFillInDetailId, EDIT_EITHER);
  const testedAt = (input.TestedAt ? parseInputTime(input.TestedAt) : null) ?? now;
  const passed = pesticidePassed(input.InhibitionRate);
  await db.insert(pesticideTests).values({
    id: newId(),
    lineId: line.id,
    method: input.Method,
    inhibitionRate: input.InhibitionRate,
    passed,
    testedAt,
    testerUserId: actor.userId,
    firmId: actor.firmId,
    createdAt: now,
  });
  await recordBatchEvents(db, now, [{ lineId: line.id, bizStep: 'inspecting', eventTime: testedAt, firmId: actor.firmId, firmName: actor.firmName }]);
  await event(db, record.id, 'pesticide', record.status, actor, now, `${line.productName} 抑制率 ${input.InhibitionRate}% ${passed ? '合格' : '不合格'}`);
  return { Passed: passed };
}

export async function addReturn(
  db: Db,
  actor: Actor,
  now: Date,
  lineId: string,
  given: { ReturnType: 1 | 2; Quantity?: number | null; ReturnUserId: string; CheckUserId: string; ReturnRemark: string },
): Promise<string> {
  const { line, record } = await ownLine(db, actor, lineId, EDIT_EITHER);
  const staff = await activeUserIdsOfFirm(db, actor.firmId, [given.ReturnUserId, given.CheckUserId]);
  if (!staff.has(given.ReturnUserId) || !staff.has(given.CheckUserId)) throw badRequest(TRACE_MSG.returnPeopleNotStaff);
  // without a quantity, the whole line: a return takes what is left of it, an exchange all of it
  const received = line.acceptedQuantity ?? line.quantity;
  const info = { ...given, Quantity: given.Quantity ?? (given.ReturnType === 1 ? received - line.returnedQuantity : received) };
  if (info.Quantity < 1) throw badRequest(TRACE_MSG.returnOver);
  if (info.ReturnType === 1) {
    // one conditional UPDATE: never beyond what was accepted (or delivered) less what is already returned
    const [done] = await db
      .update(fillInLines)
      .set({ returnedQuantity: sql`${fillInLines.returnedQuantity} + ${info.Quantity}` })
      .where(
        and(
          eq(fillInLines.id, line.id),
          sql`${fillInLines.returnedQuantity} + ${info.Quantity} <= coalesce(${fillInLines.acceptedQuantity}, ${fillInLines.quantity})`,
        ),
      )
      .returning({ id: fillInLines.id });
    if (!done) throw badRequest(TRACE_MSG.returnOver);
  } else if (info.Quantity > (line.acceptedQuantity ?? line.quantity)) {
    throw badRequest(TRACE_MSG.returnOver);
  }
  const id = newId();
  await db.insert(fillInReturns).values({
    id,
    lineId: line.id,
    type: info.ReturnType,
    quantity: info.Quantity,
    returnUserId: info.ReturnUserId,
    checkUserId: info.CheckUserId,
    remark: info.ReturnRemark,
    createdBy: actor.userId,
    createdAt: now,
  });
  await event(db, record.id, 'returned', record.status, actor, now, `${line.productName} ${info.ReturnType === 1 ? '退货' : '换货'} ${info.Quantity}`);
  if (info.ReturnType === 1) {
    // every line fully returned: the record is refunded
    const [open] = await db
      .select({ one: sql<number>`1` })
      .from(fillInLines)
      .where(
        and(eq(fillInLines.fillInId, record.id), sql`${fillInLines.returnedQuantity} < coalesce(${fillInLines.acceptedQuantity}, ${fillInLines.quantity})`),
      )
      .limit(1);
    if (!open) {
      const [after] = await db
        .update(fillIns)
        .set({ status: FillInStatus.Refunded })
        .where(and(eq(fillIns.id, record.id), sql`${fillIns.status} <> ${FillInStatus.Refunded}`))
        .returning();
      if (after) await event(db, record.id, 'refunded', FillInStatus.Refunded, actor, now);
    }
  }
  return id;
}
