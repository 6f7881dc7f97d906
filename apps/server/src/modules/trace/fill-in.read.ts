import {
  expiryDate,
  FILL_IN_CHECK_NAMES,
  FILL_IN_RETURN_TYPE_NAMES,
  FILL_IN_STATUS_NAMES,
  type FillInSource,
  fenToYuan,
  formatChinaDate,
  parseInputTime,
  type TFillIn,
  type TFillInLine,
  type TFillInRow,
  type TPesticide,
  TRACE_MSG,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { escapeLike } from '../../platform/sql.js';
import { fileNamesByIds } from '../files/files.service.js';
import { buyerFirmsFor, firmIdsInArea, firmIdsNamed, firmsByIds } from '../firm/firm.service.js';
import { usersByIds } from '../iam/user-records.service.js';
import { type FillInRow, fillInScope, ownFillIn, ownLine, recordRetainUntil, VIEW_ANY } from './fill-in.service.js';
import { gtinForms, readScannedCode } from './scanned-code.js';
import { fillInFiles as acceptPhotos, fillInLineFiles, fillInLines, fillInReturns, fillIns, pesticideTests } from './trace.tables.js';

type LineRow = typeof fillInLines.$inferSelect;

export interface FillInFilter {
  Status?: number | null;
  Source?: FillInSource | null;
  SearchName?: string | null;
  StartTime?: string | null;
  EndTime?: string | null;
  SupplyFirmId?: string | null;
  FirmId?: string | null;
  CheckStatus?: number | null;
  AreaCode?: string | null;
}

async function linesOf(db: Db, recordIds: readonly string[]): Promise<LineRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(fillInLines)
    .where(inArray(fillInLines.fillInId, [...recordIds]))
    .orderBy(asc(fillInLines.sort), asc(fillInLines.id));
}

/** The latest rapid test of each line. */
async function latestTests(db: Db, lineIds: readonly string[]): Promise<Map<string, TPesticide>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pesticideTests)
    .where(inArray(pesticideTests.lineId, [...lineIds]))
    .orderBy(asc(pesticideTests.testedAt), asc(pesticideTests.createdAt));
  const users = await usersByIds(db, [...new Set(rows.flatMap((r) => (r.testerUserId ? [r.testerUserId] : [])))]);
  const out = new Map<string, TPesticide>();
  for (const r of rows) {
    out.set(r.lineId, {
      Method: r.method,
      InhibitionRate: r.inhibitionRate,
      Passed: r.passed,
      TestedAt: toChinaIso(r.testedAt),
      TesterName: r.testerUserId ? (users.get(r.testerUserId)?.fullName ?? '') : '',
    });
  }
  return out;
}

async function filesOfLines(db: Db, lineIds: readonly string[]) {
  if (lineIds.length === 0) return new Map<string, { Id: string; FileName: string; FileUrl: string; FileTypeId: number }[]>();
  const rows = await db
    .select()
    .from(fillInLineFiles)
    .where(inArray(fillInLineFiles.lineId, [...lineIds]))
    .orderBy(asc(fillInLineFiles.createdAt), asc(fillInLineFiles.id));
  const names = await fileNamesByIds(
    db,
    rows.map((r) => r.fileId),
  );
  const out = new Map<string, { Id: string; FileName: string; FileUrl: string; FileTypeId: number }[]>();
  for (const r of rows) {
    const list = out.get(r.lineId) ?? [];
    list.push({ Id: r.fileId, FileName: names.get(r.fileId) ?? '', FileUrl: fileUrl(r.fileId), FileTypeId: 6 });
    out.set(r.lineId, list);
  }
  return out;
}

export async function toWireLines(db: Db, records: readonly FillInRow[], lines: readonly LineRow[]): Promise<TFillInLine[]> {
  const ids = lines.map((l) => l.id);
  const [tests, files] = await Promise.all([latestTests(db, ids), filesOfLines(db, ids)]);
  const byId = new Map(records.map((r) => [r.id, r]));
  return lines.map((l) => ({
    Id: l.id,
    FoodFirmFillInId: l.fillInId,
    FoodSaleShelfId: l.shelfItemId,
    ProductName: l.productName,
    Specification: l.specification,
    Unit: l.unit,
    Quantity: l.quantity,
    AcceptedQuantity: l.acceptedQuantity,
    ReturnedQuantity: l.returnedQuantity,
    Price: fenToYuan(l.priceFen),
    BatchNumber: l.batchNumber,
    ProductDate: l.productDate,
    ShelfLife: l.shelfLifeDays,
    ExpiryDate: expiryDate(l.productDate, l.shelfLifeDays),
    Storage: l.storage,
    ProductLicense: l.productLicense,
    TraceabilityCode: l.traceabilityCode,
    OriginFirmName: l.originFirmName,
    Gtin: l.gtin,
    OrderNo: byId.get(l.fillInId)?.orderNo ?? null,
    OrderDetailId: l.orderLineId,
    PesticideResidue: tests.get(l.id) ?? null,
    FD_Foodfirmfillindtlfiles: files.get(l.id) ?? [],
    ReceivedTemperature: l.receivedTemperature,
    NearExpiryConfirmed: l.nearExpiryConfirmed,
  }));
}

/** The photos taken when the record was accepted. */
async function acceptFilesOf(db: Db, recordId: string): Promise<TFillIn['AcceptFiles']> {
  const rows = await db.select().from(acceptPhotos).where(eq(acceptPhotos.fillInId, recordId)).orderBy(asc(acceptPhotos.createdAt), asc(acceptPhotos.id));
  const names = await fileNamesByIds(
    db,
    rows.map((r) => r.fileId),
  );
  return rows.map((r) => ({ Id: r.fileId, FileName: names.get(r.fileId) ?? '', FileUrl: fileUrl(r.fileId) }));
}

async function toWire(db: Db, rows: readonly FillInRow[], lines: readonly LineRow[]): Promise<Omit<TFillIn, 'FD_FoodfirmfillindetailInfos' | 'AcceptFiles'>[]> {
  const firms = await firmsByIds(
    db,
    rows.map((r) => r.buyerFirmId),
  );
  const users = await usersByIds(db, [...new Set(rows.flatMap((r) => [r.acceptUserId, r.witnessUserId, r.checkUserId]).filter((x): x is string => !!x))]);
  const name = (id: string | null) => (id ? (users.get(id)?.fullName ?? '') : '');
  return rows.map((r) => {
    const own = lines.filter((l) => l.fillInId === r.id);
    return {
      Id: r.id,
      FillInNo: r.fillInNo,
      Source: r.source,
      SupplyFirmId: r.supplierFirmId,
      SupplyFirmName: r.supplyFirmName,
      SupplyFirmAddress: r.supplyFirmAddress,
      SupplyFirmContact: r.supplyFirmContact,
      FirmId: r.buyerFirmId,
      FirmName: firms.get(r.buyerFirmId)?.name ?? '',
      OrderId: r.orderId,
      OrderNo: r.orderNo,
      Status: r.status,
      StatusName: FILL_IN_STATUS_NAMES[r.status] ?? '',
      SuspendedFrom: r.suspendedFrom,
      DistDate: r.distDate ? toChinaIso(r.distDate) : null,
      Remark: r.remark,
      TotalAmount: fenToYuan(own.reduce((s, l) => s + l.priceFen * l.quantity, 0)),
      CheckStatus: r.checkStatus,
      CheckStatusName: FILL_IN_CHECK_NAMES[r.checkStatus] ?? '',
      CheckRemark: r.checkRemark,
      CheckUserName: name(r.checkUserId),
      AcceptUserName: name(r.acceptUserId),
      WitnessUserName: name(r.witnessUserId),
      AcceptTime: r.acceptedAt ? toChinaIso(r.acceptedAt) : null,
      CreateTime: toChinaIso(r.createdAt),
      RetainUntil: recordRetainUntil(r, own),
    };
  });
}

/** The list's filters within a scope: the list, the B2B list and the export read the same records. */
export function filterWhere(scope: SQL, f: FillInFilter, b2b: boolean): SQL {
  const conds: (SQL | undefined)[] = [scope];
  if (b2b) conds.push(eq(fillIns.source, 'order'));
  else if (f.Source) conds.push(eq(fillIns.source, f.Source));
  if (f.Status) conds.push(eq(fillIns.status, f.Status));
  if (f.CheckStatus !== null && f.CheckStatus !== undefined) conds.push(eq(fillIns.checkStatus, f.CheckStatus));
  if (f.SupplyFirmId) conds.push(eq(fillIns.supplierFirmId, f.SupplyFirmId));
  if (f.FirmId) conds.push(eq(fillIns.buyerFirmId, f.FirmId));
  if (f.AreaCode) conds.push(inArray(fillIns.buyerFirmId, firmIdsInArea(f.AreaCode)));
  const start = f.StartTime ? parseInputTime(f.StartTime) : null;
  const end = f.EndTime ? parseInputTime(f.EndTime) : null;
  if (start) conds.push(gte(sql`coalesce(${fillIns.distDate}, ${fillIns.createdAt})`, start));
  if (end) conds.push(lte(sql`coalesce(${fillIns.distDate}, ${fillIns.createdAt})`, end));
  if (f.SearchName) {
    const like = `%${escapeLike(f.SearchName)}%`;
    conds.push(
      or(
        sql`${fillIns.fillInNo} ilike ${like}`,
        sql`${fillIns.supplyFirmName} ilike ${like}`,
        sql`coalesce(${fillIns.orderNo}, '') ilike ${like}`,
        sql`exists (select 1 from ${fillInLines} where ${fillInLines.fillInId} = ${fillIns.id} and (${fillInLines.productName} ilike ${like} or ${fillInLines.batchNumber} ilike ${like}))`,
      ),
    );
  }
  return and(...conds) as SQL;
}

export async function listFillIns(db: Db, actor: Actor, f: FillInFilter, b2b: boolean, limit: number, offset: number) {
  const where = filterWhere(fillInScope(actor, VIEW_ANY), f, b2b);
  const [total] = await db.select({ n: count() }).from(fillIns).where(where);
  const rows = await db.select().from(fillIns).where(where).orderBy(desc(fillIns.createdAt), desc(fillIns.id)).limit(limit).offset(offset);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const wire = await toWire(db, rows, lines);
  const out: TFillInRow[] = wire.map((w) => {
    const own = lines.filter((l) => l.fillInId === w.Id);
    return { ...w, LineCount: own.length, ProductNames: own.map((l) => l.productName).join('、') };
  });
  return { rows: out, total: total?.n ?? 0 };
}

/** Every row matching the filter (the export reads it), newest first, with its lines. */
export async function fillInsForExport(db: Db, actor: Actor, f: FillInFilter, max = 5000) {
  const rows = await db
    .select()
    .from(fillIns)
    .where(filterWhere(fillInScope(actor, VIEW_ANY), f, false))
    .orderBy(desc(fillIns.createdAt), desc(fillIns.id))
    .limit(max);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const wire = await toWire(db, rows, lines);
  const wireLines = await toWireLines(db, rows, lines);
  return wire.map((w) => ({ ...w, AcceptFiles: [], FD_FoodfirmfillindetailInfos: wireLines.filter((l) => l.FoodFirmFillInId === w.Id) }));
}

export async function fillInDetail(db: Db, actor: Actor, id: string): Promise<TFillIn> {
  const r = await ownFillIn(db, actor, id, VIEW_ANY);
  return detailOf(db, r);
}

async function detailOf(db: Db, r: FillInRow): Promise<TFillIn> {
  const lines = await linesOf(db, [r.id]);
  const [w] = await toWire(db, [r], lines);
  return {
    ...(w as Omit<TFillIn, 'FD_FoodfirmfillindetailInfos' | 'AcceptFiles'>),
    AcceptFiles: await acceptFilesOf(db, r.id),
    FD_FoodfirmfillindetailInfos: await toWireLines(db, [r], lines),
  };
}

/**
 * FD_Foodfirmfillin/GetByTraceCode: the record of a scanned label, for its receiving firm or its
 * shipper (anyone else: 403, or 404 when no record carries it). A label prints the trace landing
 * address; the scanner may hand over that address, its `Id` parameter alone, or a GS1 Digital
 * Link (/01/{GTIN}/10/{batch}); anything else is 400.
 */
export async function fillInByTraceCode(db: Db, actor: Actor, code: string): Promise<TFillIn & { ScannedLineId: string }> {
  const found = await lineOfScannedCode(db, actor, code);
  if (!found) throw notFound(TRACE_MSG.traceCodeNoRecord);
  const r = await ownFillIn(db, actor, found.fillInId, { buyer: 'stock-in:view', supplier: 'supplier-stock-in:view' });
  return { ...(await detailOf(db, r)), ScannedLineId: found.lineId };
}

async function lineOfScannedCode(db: Db, actor: Actor, code: string): Promise<{ fillInId: string; lineId: string } | null> {
  const scanned = readScannedCode(code);
  if (scanned.kind === 'blob') {
    const [row] = await db
      .select({ fillInId: fillInLines.fillInId, lineId: fillInLines.id })
      .from(fillInLines)
      .where(or(eq(fillInLines.orderLineId, scanned.id), eq(fillInLines.id, scanned.id)))
      .orderBy(desc(eq(fillInLines.orderLineId, scanned.id)))
      .limit(1);
    return row ?? null;
  }
  // a Digital Link names a batch, which several deliveries may carry: the caller's latest
  const forms = gtinForms(scanned.gtin);
  const mine = fillInScope(actor, { buyer: 'stock-in:view', supplier: 'supplier-stock-in:view' });
  const [own] = await db
    .select({ fillInId: fillInLines.fillInId, lineId: fillInLines.id })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(and(inArray(fillInLines.gtin, forms), eq(fillInLines.batchNumber, scanned.batch), mine))
    .orderBy(desc(fillIns.createdAt), desc(fillInLines.id))
    .limit(1);
  if (own) return own;
  const [any] = await db
    .select({ fillInId: fillInLines.fillInId, lineId: fillInLines.id })
    .from(fillInLines)
    .where(and(inArray(fillInLines.gtin, forms), eq(fillInLines.batchNumber, scanned.batch)))
    .limit(1);
  return any ?? null;
}

export async function fillInFiles(db: Db, actor: Actor, id: string) {
  const r = await ownFillIn(db, actor, id, VIEW_ANY);
  const lines = await linesOf(db, [r.id]);
  const files = await filesOfLines(
    db,
    lines.map((l) => l.id),
  );
  return lines.map((l) => ({ FoodFirmFillInDetailId: l.id, ProductName: l.productName, BatchNumber: l.batchNumber, Files: files.get(l.id) ?? [] }));
}

export async function listReturns(db: Db, actor: Actor, lineId: string, limit: number, offset: number) {
  const { line } = await ownLine(db, actor, lineId, VIEW_ANY);
  const where = eq(fillInReturns.lineId, line.id);
  const [total] = await db.select({ n: count() }).from(fillInReturns).where(where);
  const rows = await db.select().from(fillInReturns).where(where).orderBy(desc(fillInReturns.createdAt), desc(fillInReturns.id)).limit(limit).offset(offset);
  const users = await usersByIds(db, [...new Set(rows.flatMap((r) => [r.returnUserId, r.checkUserId]).filter((x): x is string => !!x))]);
  return {
    rows: rows.map((r) => ({
      Id: r.id,
      FoodFirmFillInDetailId: r.lineId,
      ProductName: line.productName,
      ReturnType: r.type,
      ReturnTypeName: FILL_IN_RETURN_TYPE_NAMES[r.type] ?? '',
      Quantity: r.quantity,
      ReturnUserId: r.returnUserId,
      ReturnUserName: r.returnUserId ? (users.get(r.returnUserId)?.fullName ?? '') : '',
      CheckUserId: r.checkUserId,
      CheckUserName: r.checkUserId ? (users.get(r.checkUserId)?.fullName ?? '') : '',
      ReturnRemark: r.remark,
      CreateTime: toChinaIso(r.createdAt),
    })),
    total: total?.n ?? 0,
  };
}

/** A product's earlier deliveries in the caller's reach, by shelf item or by name. */
export async function historicalLines(
  db: Db,
  actor: Actor,
  f: { ProductName?: string | null; FoodSaleShelfId?: string | null },
  limit: number,
  offset: number,
) {
  const where = and(
    fillInScope(actor, VIEW_ANY),
    f.FoodSaleShelfId ? eq(fillInLines.shelfItemId, f.FoodSaleShelfId) : undefined,
    f.ProductName ? sql`${fillInLines.productName} ilike ${`%${escapeLike(f.ProductName)}%`}` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(fillInLines).innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId)).where(where);
  const rows = await db
    .select({ l: fillInLines, r: fillIns })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(where)
    .orderBy(desc(sql`coalesce(${fillIns.distDate}, ${fillIns.createdAt})`), desc(fillInLines.id))
    .limit(limit)
    .offset(offset);
  const records = [...new Map(rows.map((x) => [x.r.id, x.r])).values()];
  const wire = await toWireLines(
    db,
    records,
    rows.map((x) => x.l),
  );
  const firms = await firmsByIds(
    db,
    records.map((r) => r.buyerFirmId),
  );
  return {
    rows: wire.map((w, i) => {
      const r = rows[i]?.r as FillInRow;
      return {
        ...w,
        FillInNo: r.fillInNo,
        DistDate: r.distDate ? toChinaIso(r.distDate) : null,
        SupplyFirmName: r.supplyFirmName,
        FirmName: firms.get(r.buyerFirmId)?.name ?? '',
        Status: r.status,
        StatusName: FILL_IN_STATUS_NAMES[r.status] ?? '',
      };
    }),
    total: total?.n ?? 0,
  };
}

/** Per day (China time) of the month: the records delivered that day in the caller's reach. */
export async function calendar(db: Db, actor: Actor, month: string) {
  const start = new Date(`${month}-01T00:00:00+08:00`);
  if (Number.isNaN(start.getTime())) throw badRequest(TRACE_MSG.monthInvalid);
  const [y, m] = month.split('-').map(Number);
  const end = new Date(`${m === 12 ? (y as number) + 1 : y}-${String(m === 12 ? 1 : (m as number) + 1).padStart(2, '0')}-01T00:00:00+08:00`);
  const rows = await db
    .select()
    .from(fillIns)
    .where(and(fillInScope(actor, VIEW_ANY), gte(fillIns.distDate, start), lt(fillIns.distDate, end)))
    .orderBy(asc(fillIns.distDate), asc(fillIns.id));
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const days = new Map<string, { Date: string; Count: number; LineCount: number; fen: number; Ids: string[] }>();
  for (const r of rows) {
    const day = formatChinaDate(r.distDate as Date);
    const d = days.get(day) ?? { Date: day, Count: 0, LineCount: 0, fen: 0, Ids: [] };
    const own = lines.filter((l) => l.fillInId === r.id);
    d.Count += 1;
    d.LineCount += own.length;
    d.fen += own.reduce((s, l) => s + l.priceFen * l.quantity, 0);
    d.Ids.push(r.id);
    days.set(day, d);
  }
  return [...days.values()].map(({ fen, ...d }) => ({ ...d, Amount: fenToYuan(fen) }));
}

/** The suppliers in the caller's own records (filter choices). */
export async function supplyList(db: Db, actor: Actor) {
  const rows = await db
    .selectDistinct({ SupplyFirmId: fillIns.supplierFirmId, SupplyFirmName: fillIns.supplyFirmName })
    .from(fillIns)
    .where(scopeFilter(actor, 'stock-in:view', { firm: fillIns.buyerFirmId }))
    .orderBy(asc(fillIns.supplyFirmName))
    .limit(200);
  return rows;
}

/**
 * Buyer firms a supplier may pick: by name among buyer firms, else those in its own records
 * (every shipped order has one).
 */
export async function buyerList(db: Db, actor: Actor, searchName: string | null | undefined) {
  const own = db.select({ id: fillIns.buyerFirmId }).from(fillIns).where(eq(fillIns.supplierFirmId, actor.firmId));
  const rows = await buyerFirmsFor(db, { search: searchName, among: own }, 50);
  return rows.map((r) => ({ FirmId: r.id, FirmName: r.name }));
}

/** The supplier firms that delivered to buyer firms in the supervisor's scope, as a subquery (licence alerts). */
export function suppliersDeliveringInScope(actor: Actor) {
  return new QueryBuilder()
    .selectDistinct({ id: fillIns.supplierFirmId })
    .from(fillIns)
    .where(and(isNotNull(fillIns.supplierFirmId), scopeFilter(actor, 'supervision-stock-in:view', { firm: fillIns.buyerFirmId })));
}

/**
 * A supplier firm's shipped records (已发货) that a delivery run may carry: newest first, searched
 * by record number or buyer name, without the ids of `exclude` (a subquery the delivery module
 * gives: records already on a run).
 */
export async function shippedFillInsOf(db: Db, supplierFirmId: string, search: string | null | undefined, exclude: SQL, limit: number, offset: number) {
  const like = search ? `%${escapeLike(search)}%` : null;
  const where = and(
    eq(fillIns.supplierFirmId, supplierFirmId),
    eq(fillIns.status, 3),
    sql`${fillIns.id} not in (${exclude})`,
    like && search ? or(sql`${fillIns.fillInNo} ilike ${like}`, inArray(fillIns.buyerFirmId, firmIdsNamed(search))) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(fillIns).where(where);
  const rows = await db
    .select({
      id: fillIns.id,
      fillInNo: fillIns.fillInNo,
      buyerFirmId: fillIns.buyerFirmId,
      distDate: fillIns.distDate,
      lineCount: sql<number>`(select count(*)::int from fill_in_lines l where l.fill_in_id = fill_ins.id)`,
    })
    .from(fillIns)
    .where(where)
    .orderBy(desc(fillIns.createdAt), desc(fillIns.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Records by id as a delivery run needs them: number, status, the two firms and the line ids. */
export async function fillInsForDelivery(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: fillIns.id, fillInNo: fillIns.fillInNo, status: fillIns.status, supplierFirmId: fillIns.supplierFirmId, buyerFirmId: fillIns.buyerFirmId })
    .from(fillIns)
    .where(inArray(fillIns.id, [...ids]));
  const lines = await db
    .select({ id: fillInLines.id, fillInId: fillInLines.fillInId })
    .from(fillInLines)
    .where(inArray(fillInLines.fillInId, [...ids]));
  return rows.map((r) => ({ ...r, lineIds: lines.filter((l) => l.fillInId === r.id).map((l) => l.id) }));
}

/** The stock-in record a stock-in line (or the order line shipped as it) belongs to. */
export async function recordIdOfLine(db: Db, lineId: string): Promise<string | null> {
  const [r] = await db
    .select({ id: fillInLines.fillInId })
    .from(fillInLines)
    .where(or(eq(fillInLines.id, lineId), eq(fillInLines.orderLineId, lineId)))
    .limit(1);
  return r?.id ?? null;
}
