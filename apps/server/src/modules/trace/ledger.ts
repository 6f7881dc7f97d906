import { expiryDate, expiryOn, FillInStatus, formatChinaDate, ledgerExpiryNote, retainUntil, type TLedgerRow } from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import { actorOf, type Ctx } from '../../platform/context.js';
import { escapeLike } from '../../platform/sql.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { fileNamesByIds } from '../files/files.service.js';
import { firmsByIds, supplierLicenses } from '../firm/firm.service.js';
import { usersByIds } from '../iam/user-records.service.js';
import { traceFileUrl } from './epcis.js';
import { fillInLineFiles, fillInLines, fillIns } from './trace.tables.js';

export interface LedgerFilter {
  StartTime?: string | null;
  EndTime?: string | null;
  SearchName?: string | null;
  SupplyFirmName?: string | null;
}

/** Records that have been accepted: accepted, stored, or accepted and later refunded. */
const LEDGER_STATUSES = [FillInStatus.Accepted, FillInStatus.Stored, FillInStatus.Refunded];
/** The purchase day of a line: the acceptance, else the delivery date. */
const purchasedAt = sql<Date>`coalesce(${fillIns.acceptedAt}, ${fillIns.distDate}, ${fillIns.createdAt})`;

function ledgerWhere(ctx: Ctx, f: LedgerFilter): SQL | undefined {
  const actor = actorOf(ctx);
  return and(
    scopeFilter(actor, 'stock-in:view', { firm: fillIns.buyerFirmId, owner: fillIns.createdBy }),
    inArray(fillIns.status, LEDGER_STATUSES),
    f.StartTime ? gte(purchasedAt, new Date(f.StartTime)) : undefined,
    f.EndTime ? lte(purchasedAt, new Date(f.EndTime)) : undefined,
    f.SearchName ? ilike(fillInLines.productName, `%${escapeLike(f.SearchName)}%`) : undefined,
    f.SupplyFirmName ? ilike(fillIns.supplyFirmName, `%${escapeLike(f.SupplyFirmName)}%`) : undefined,
  );
}

async function ledgerRows(ctx: Ctx, f: LedgerFilter, window?: { limit: number; offset: number }): Promise<{ rows: TLedgerRow[]; total: number }> {
  const db = ctx.db;
  const where = ledgerWhere(ctx, f);
  let q = db
    .select({ line: fillInLines, record: fillIns, at: purchasedAt })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(where)
    .orderBy(desc(purchasedAt), asc(fillIns.id), asc(fillInLines.sort), asc(fillInLines.id))
    .$dynamic();
  if (window) q = q.limit(window.limit).offset(window.offset);
  const [found, [total]] = await Promise.all([
    q,
    db.select({ n: count() }).from(fillInLines).innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId)).where(where),
  ]);
  const lineIds = found.map((r) => r.line.id);
  const certs = lineIds.length
    ? await db.select().from(fillInLineFiles).where(inArray(fillInLineFiles.lineId, lineIds)).orderBy(asc(fillInLineFiles.createdAt))
    : [];
  const names = await fileNamesByIds(
    db,
    certs.map((c) => c.fileId),
  );
  const supplierIds = [...new Set(found.map((r) => r.record.supplierFirmId).filter((x): x is string => !!x))];
  const [firms, people, licenceLists] = await Promise.all([
    firmsByIds(db, supplierIds),
    usersByIds(
      db,
      found.flatMap((r) => [r.record.acceptUserId, r.record.witnessUserId].filter((x): x is string => !!x)),
    ),
    Promise.all(supplierIds.map(async (id) => [id, await supplierLicenses(db, id)] as const)),
  ]);
  const licences = new Map(licenceLists);
  const rows = found.map(({ line, record, at }): TLedgerRow => {
    const day = formatChinaDate(at);
    const firm = record.supplierFirmId ? firms.get(record.supplierFirmId) : undefined;
    return {
      Id: line.id,
      FoodFirmFillInId: record.id,
      FillInNo: record.fillInNo,
      PurchaseDate: day,
      ProductName: line.productName,
      Specification: line.specification,
      Unit: line.unit,
      Quantity: line.quantity,
      AcceptedQuantity: line.acceptedQuantity,
      BatchNumber: line.batchNumber,
      ProductDate: line.productDate,
      ShelfLife: line.shelfLifeDays,
      ExpiryDate: expiryDate(line.productDate, line.shelfLifeDays),
      SupplyFirmName: firm?.name ?? record.supplyFirmName,
      SupplyFirmAddress: record.supplyFirmAddress || firm?.address || firm?.contactAddress || '',
      SupplyFirmContact: record.supplyFirmContact || [firm?.contactName, firm?.contactPhone].filter(Boolean).join(' '),
      AcceptUserName: (record.acceptUserId && people.get(record.acceptUserId)?.fullName) || '',
      WitnessUserName: (record.witnessUserId && people.get(record.witnessUserId)?.fullName) || '',
      Certificates: certs
        .filter((c) => c.lineId === line.id)
        .map((c) => ({ Id: c.fileId, FileName: names.get(c.fileId) ?? '', FileUrl: traceFileUrl(line.id, c.fileId) })),
      Licenses: (record.supplierFirmId ? (licences.get(record.supplierFirmId) ?? []) : []).map((l) => {
        const fileId = l.FileUrl ? l.FileUrl.split('/').pop() : null;
        return { Id: l.Id, Name: l.LicenseName, FileUrl: fileId ? traceFileUrl(line.id, fileId) : null };
      }),
      RetainUntil: retainUntil(day, line.productDate, line.shelfLifeDays),
      ReceivedTemperature: line.receivedTemperature,
      NearExpiryConfirmed: line.nearExpiryConfirmed,
      // only a record from before the rules can be: listed and flagged, a legal record is never hidden
      ExpiredOnReceipt: (line.acceptedQuantity ?? line.quantity) > 0 && expiryOn(line.productDate, line.shelfLifeDays, day).state === 'expired',
    };
  });
  return { rows, total: total?.n ?? 0 };
}

/** Trace/GetPurchaseLedger: the caller's firm's accepted lines, newest purchase first. */
export function purchaseLedger(ctx: Ctx, f: LedgerFilter) {
  return ledgerRows(ctx, f, ctx.page);
}

/** The legally required columns of a purchase-inspection record (食品安全法 §53, §50). */
export const LEDGER_COLUMNS = [
  { header: '进货日期', key: 'PurchaseDate', width: 12 },
  { header: '进货单号', key: 'FillInNo', width: 20 },
  { header: '品名', key: 'ProductName', width: 20 },
  { header: '规格', key: 'Specification', width: 12 },
  { header: '单位', key: 'Unit', width: 8 },
  { header: '数量', key: 'Quantity', width: 8 },
  { header: '验收数量', key: 'AcceptedQuantity', width: 10 },
  { header: '生产日期', key: 'ProductDate', width: 12 },
  { header: '批号', key: 'BatchNumber', width: 16 },
  { header: '保质期（天）', key: 'ShelfLife', width: 12 },
  { header: '到期日', key: 'ExpiryDate', width: 12 },
  { header: '供货者名称', key: 'SupplyFirmName', width: 28 },
  { header: '供货者地址', key: 'SupplyFirmAddress', width: 30 },
  { header: '联系方式', key: 'SupplyFirmContact', width: 18 },
  { header: '收货温度（℃）', key: 'ReceivedTemperature', width: 12 },
  { header: '保质期查验', key: 'ExpiryCheck', width: 16 },
  { header: '验收人', key: 'AcceptUserName', width: 10 },
  { header: '见证人', key: 'WitnessUserName', width: 10 },
  { header: '检验证明', key: 'Certificates', width: 24 },
  { header: '供货者证照', key: 'Licenses', width: 24 },
  { header: '保存期限', key: 'RetainUntil', width: 12 },
];

/** Trace/ExportPurchaseLedger: the same rows as an .xlsx of the caller's firm. */
export async function exportPurchaseLedger(ctx: Ctx, f: LedgerFilter) {
  const { rows } = await ledgerRows(ctx, f);
  const stamp = formatChinaDate(ctx.now).replace(/-/g, '');
  return exportXlsx(ctx, {
    fileName: `进货查验记录-${stamp}.xlsx`,
    sheet: '进货查验记录',
    columns: LEDGER_COLUMNS,
    rows: rows.map((r) => ({
      ...r,
      AcceptedQuantity: r.AcceptedQuantity ?? '',
      ExpiryDate: r.ExpiryDate ?? '无',
      ReceivedTemperature: r.ReceivedTemperature ?? '',
      ExpiryCheck: ledgerExpiryNote(r),
      Certificates: r.Certificates.map((c) => c.FileName),
      Licenses: r.Licenses.map((l) => l.Name),
    })),
  });
}
