import {
  certificateCaption,
  fileDownloadUrl,
  type TPesticide,
  TRACE_MSG,
  type TraceVersion,
  type TTraceResult,
  toChinaIso,
  traceLandingUrl,
} from '@shanlian/contract';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { fileNamesByIds } from '../files/files.service.js';
import { firmsByIds, supplierLicenses } from '../firm/firm.service.js';
import { usersByIds } from '../iam/user-records.service.js';
import { lineEvents, sensorDetail, traceFileUrl } from './epcis.js';
import { fillInLineFiles, fillInLines, fillIns, pesticideTests } from './trace.tables.js';

/** The Chinese name of each EPCIS step on the circulation timeline. */
export const STEP_NAMES: Record<string, string> = {
  commissioning: '生产',
  shipping: '发货',
  receiving: '收货',
  accepting: '验收',
  storing: '入库',
  inspecting: '检测',
  sensor_reporting: '运输温控',
};

export type TraceLine = Awaited<ReturnType<typeof findTraceLine>> & {};

/** The stock-in line an OrderDetailId names: an order line's id (e-shop purchases) or a stock-in line's own id. */
export async function findTraceLine(db: Db, id: string) {
  const [row] = await db
    .select({ line: fillInLines, record: fillIns })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(or(eq(fillInLines.orderLineId, id), eq(fillInLines.id, id)))
    .orderBy(desc(eq(fillInLines.orderLineId, id)))
    .limit(1);
  return row ?? null;
}

/** The id a line's QR names: its order line when it came from an order, else its own. */
export const traceIdOf = (line: { id: string; orderLineId: string | null }) => line.orderLineId ?? line.id;

/** The supplier's licences as the public trace shows them: the first file through the trace-scoped address. */
async function licencesOf(db: Db, lineId: string, supplierFirmId: string | null) {
  if (!supplierFirmId) return [];
  const rows = await supplierLicenses(db, supplierFirmId);
  return rows.map((l) => {
    const fileId = l.FileUrl ? (l.FileUrl.split('/').pop() ?? null) : null;
    return { Id: l.Id, Name: l.LicenseName, FileId: fileId, FileUrl: fileId ? traceFileUrl(lineId, fileId) : null, ValidUntil: l.ValidTo };
  });
}

/** Whether the file is one the public trace of this stock-in line shows: a certificate of the line or a licence scan of its supplier. */
export async function traceShowsFile(db: Db, lineId: string, fileId: string): Promise<boolean> {
  const found = await findTraceLine(db, lineId);
  if (!found || found.line.id !== lineId) return false;
  const [cert] = await db
    .select({ id: fillInLineFiles.id })
    .from(fillInLineFiles)
    .where(and(eq(fillInLineFiles.lineId, lineId), eq(fillInLineFiles.fileId, fileId)))
    .limit(1);
  if (cert) return true;
  const licences = await licencesOf(db, lineId, found.record.supplierFirmId);
  return licences.some((l) => l.FileId === fileId);
}

export async function latestPesticide(db: Db, lineId: string): Promise<TPesticide | null> {
  const [t] = await db.select().from(pesticideTests).where(eq(pesticideTests.lineId, lineId)).orderBy(desc(pesticideTests.testedAt)).limit(1);
  if (!t) return null;
  const names = t.testerUserId ? await usersByIds(db, [t.testerUserId]) : new Map();
  return {
    Method: t.method,
    InhibitionRate: t.inhibitionRate,
    Passed: t.passed,
    TestedAt: toChinaIso(t.testedAt),
    TesterName: (t.testerUserId && names.get(t.testerUserId)?.fullName) || '',
  };
}

/**
 * The public trace of one line (spec 02 §3). Version 1 shows the product and its three nodes;
 * version 2 adds the batch, the traceability code, the rapid test, the certificates and the
 * timeline. Nothing else of the records is told: no prices, no people beyond the tester's name.
 */
export async function traceResult(db: Db, publicUrl: string, id: string, version: TraceVersion): Promise<TTraceResult> {
  const found = await findTraceLine(db, id);
  if (!found) throw notFound(TRACE_MSG.traceNotFound);
  const { line, record } = found;
  const firms = await firmsByIds(db, [record.buyerFirmId, ...(record.supplierFirmId ? [record.supplierFirmId] : [])]);
  const firmImg = (fid: string | null) => {
    const f = fid ? firms.get(fid) : undefined;
    return f?.imageFileId ? fileDownloadUrl(f.imageFileId) : null;
  };
  const buyer = firms.get(record.buyerFirmId);
  const supplier = record.supplierFirmId ? firms.get(record.supplierFirmId) : undefined;
  const v2 = version === 2;
  const [events, certRows, licences, pesticide] = await Promise.all([
    v2 ? lineEvents(db, line.id) : Promise.resolve([]),
    v2
      ? db
          .select({ fileId: fillInLineFiles.fileId, kind: fillInLineFiles.kind })
          .from(fillInLineFiles)
          .where(eq(fillInLineFiles.lineId, line.id))
          .orderBy(asc(fillInLineFiles.createdAt), asc(fillInLineFiles.id))
      : Promise.resolve([]),
    v2 ? licencesOf(db, line.id, record.supplierFirmId) : Promise.resolve([]),
    v2 ? latestPesticide(db, line.id) : Promise.resolve(null),
  ]);
  const names = await fileNamesByIds(
    db,
    certRows.map((c) => c.fileId),
  );
  return {
    OrderDetailId: id,
    ProductName: line.productName,
    ProductImageUrl: line.coverFileId ? fileDownloadUrl(line.coverFileId) : null,
    ProductDate: line.productDate,
    ShelfLife: line.shelfLifeDays,
    Storage: line.storage,
    ProductLicense: line.productLicense,
    ProductFirm: { FirmId: null, FirmName: line.originFirmName, FirmImgUrl: null },
    Supply: { FirmId: record.supplierFirmId, FirmName: supplier?.name ?? record.supplyFirmName, FirmImgUrl: firmImg(record.supplierFirmId) },
    Firm: { FirmId: record.buyerFirmId, FirmName: buyer?.name ?? '', FirmImgUrl: firmImg(record.buyerFirmId) },
    FD_FoodTraceObjects: events.map((e) => {
      const step = { FirmName: e.firmName, CirculationTime: toChinaIso(e.eventTime), StepName: STEP_NAMES[e.bizStep] ?? e.bizStep, BizStep: e.bizStep };
      if (e.bizStep !== 'sensor_reporting') return step;
      const { detail, alarm } = sensorDetail(e.document);
      return { ...step, Detail: detail, Alarm: alarm, DeliveryFillInId: record.id };
    }),
    eN_FirmlicenseInfos: licences.map((l) => ({ Id: l.Id, Name: l.Name, FileUrl: l.FileUrl, ValidUntil: l.ValidUntil })),
    FD_FoodfirmfillindtlfileInfos: certRows.map((c) => ({
      Id: c.fileId,
      FileName: names.get(c.fileId) ?? '',
      FileUrl: traceFileUrl(line.id, c.fileId),
      Kind: c.kind,
      Name: certificateCaption(c.kind),
    })),
    fD_FoodfirmfillindetailInfo: {
      OrderNo: record.orderNo,
      ProductLicense: line.productLicense,
      TraceabilityCode: v2 ? line.traceabilityCode : '',
      BatchNumber: v2 ? line.batchNumber : '',
    },
    PesticideResidue: pesticide,
    QrUrl: traceLandingUrl(publicUrl, id, version),
    SchoolPage: buyer?.type === 'buyer' && buyer.status === 'active',
  };
}

/**
 * The tags a public trace depends on, as the triggers of migration 0027 name them (decision 024):
 * 'trace:<id>' moves with the line (asked for by its own id or its order line's), its record, its
 * certificates, rapid tests and EPCIS events; 'firms' and 'licences' with any firm or licence
 * (the names, images and licences it shows).
 */
const traceTags = (id: string) => [`trace:${id}`, 'firms', 'licences'];

/**
 * The public trace served from the read cache (the QR page's read: a label scanned by every
 * parent at the door is read from the database once per change). `withVersion` answers the
 * version beside it, as `Trace/GetTraceByCode` does.
 */
export async function cachedTraceResult(
  deps: Pick<Deps, 'readCache' | 'database' | 'config'>,
  id: string,
  version: TraceVersion,
  withVersion: boolean,
): Promise<TTraceResult & { Version: TraceVersion }> {
  const key = `trace:${version}:${withVersion ? 'v' : '-'}:${id}`;
  const got = await deps.readCache.get(key, traceTags(id), async () => {
    const result = await traceResult(deps.database.db, deps.config.PUBLIC_URL, id, version);
    return { value: withVersion ? { ...result, Version: version } : result };
  });
  // the registrar sends the cached JSON as it is (with Version only when asked for)
  return got.raw as unknown as TTraceResult & { Version: TraceVersion };
}
