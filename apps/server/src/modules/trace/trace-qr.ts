import { encodeTraceBlob, isGtin, MSG, TRACE_MSG, TRACE_QR, type TraceVersion, traceLandingUrl } from '@shanlian/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { gtinForms } from './scanned-code.js';
import { findTraceLine, traceIdOf, traceShowsFile } from './trace.read.js';
import { fillInLines, fillIns } from './trace.tables.js';

/** The PNG of a trace QR: the landing URL of the id and version, at level M with a 4-module margin. */
export function traceQrPng(publicUrl: string, id: string, version: TraceVersion, width?: number): Promise<Buffer> {
  return QRCode.toBuffer(traceLandingUrl(publicUrl, id, version), {
    type: 'png',
    errorCorrectionLevel: TRACE_QR.errorCorrectionLevel,
    margin: TRACE_QR.margin,
    ...(width ? { width } : {}),
  });
}

const versionOf = (query: unknown): TraceVersion => ((query as { version?: unknown } | null)?.version === '2' ? 2 : 1);

/** The latest stock-in line of a GTIN and batch, as the id its QR names. */
async function latestOfGtinBatch(db: Db, gtin: string, batch: string): Promise<string | null> {
  const [row] = await db
    .select({ id: fillInLines.id, orderLineId: fillInLines.orderLineId })
    .from(fillInLines)
    .innerJoin(fillIns, eq(fillIns.id, fillInLines.fillInId))
    .where(and(inArray(fillInLines.gtin, gtinForms(gtin)), eq(fillInLines.batchNumber, batch)))
    .orderBy(desc(fillIns.createdAt), desc(fillInLines.id))
    .limit(1);
  return row ? traceIdOf(row) : null;
}

const page = (title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;text-align:center;padding:48px 16px"><p>${title}</p></body></html>`;

/**
 * The public GET routes of the trace: the QR picture, the files the public trace shows, and the
 * GS1 Digital Link resolver (/01/{gtin}/10/{batch} → the trace landing page of its latest line).
 * Real routes, so the SPA's fallback (only for addresses no route serves) never takes them.
 */
export function traceGetRoutes(app: FastifyInstance, deps: Deps): void {
  const publicUrl = deps.config.PUBLIC_URL;

  app.get<{ Params: { id: string } }>('/v1/Trace/QrCode/:id', async (req, reply) => {
    const id = req.params.id.replace(/\.png$/i, '');
    if (!id || id.length > 64) throw notFound(TRACE_MSG.traceNotFound);
    const found = await findTraceLine(deps.database.db, id);
    if (!found) throw notFound(TRACE_MSG.traceNotFound);
    const png = await traceQrPng(publicUrl, id, versionOf(req.query));
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600').send(png);
  });

  app.get<{ Params: { lineId: string; fileId: string } }>('/v1/Trace/File/:lineId/:fileId', async (req, reply) => {
    const { lineId, fileId } = req.params;
    const db = deps.database.db;
    if (lineId.length > 64 || !/^[0-9a-f-]{36}$/i.test(fileId) || !(await traceShowsFile(db, lineId, fileId))) throw notFound(MSG.fileMissing);
    const file = await deps.files.row(db, fileId);
    const bytes = file ? await deps.files.bytes(file) : null;
    if (!file || !bytes) throw notFound(MSG.fileMissing);
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .send(bytes);
  });

  app.get<{ Params: { gtin: string; batch: string } }>('/01/:gtin/10/:batch', async (req, reply) => {
    const { gtin, batch } = req.params;
    if (!isGtin(gtin)) return reply.status(400).type('text/html; charset=utf-8').send(page(TRACE_MSG.invalidGtin));
    if (!batch || batch.length > 40) throw badRequest(TRACE_MSG.traceNotFound);
    const id = await latestOfGtinBatch(deps.database.db, gtin, batch);
    if (!id) return reply.status(404).type('text/html; charset=utf-8').send(page(TRACE_MSG.traceNotFound));
    return reply.redirect(`/eshop/store/retrospect?Id=${encodeTraceBlob(id, 2)}`, 302);
  });
}
