import { decodeTraceBlob, TRACE_MSG, TRACE_PUBLIC_READS, TraceCodeError } from '@shanlian/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { limitPublicReads } from '../../platform/rate-limit.js';
import { registerOperations } from '../../platform/registrar.js';
import { configureEpcis, epcisDocument, lineEvents } from './epcis.js';
import { fillInScope } from './fill-in.service.js';
import { exportFillIns, importFillIns, importTemplate } from './fill-in.xlsx.js';
import { printLabels } from './labels.js';
import { exportPurchaseLedger, purchaseLedger } from './ledger.js';
import { cachedTraceResult, findTraceLine } from './trace.read.js';
import { fillIns } from './trace.tables.js';
import { traceGetRoutes } from './trace-qr.js';

/** The trace trail (both versions), the QR and its code, EPCIS, the purchase ledger, spreadsheets and labels. */
export function traceRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  const publicUrl = deps.config.PUBLIC_URL;
  configureEpcis(publicUrl);
  traceGetRoutes(app, deps);
  /** The public trace reads: at most TRACE_PUBLIC_READS per address and window (429 with Retry-After). */
  const limitPublic = (ctx: Ctx) => limitPublicReads(deps, ctx, 'trace-read', TRACE_PUBLIC_READS, TRACE_MSG.tooManyTraceReads);
  registerOperations(app, deps, sessions, {
    'Trace/GetFoodTraceTrail': async (input, ctx) => {
      await limitPublic(ctx);
      return cachedTraceResult(deps, input.OrderDetailId, 1, false);
    },
    'Trace/GetFoodTraceTrailByOrderDetailId': async (input, ctx) => {
      await limitPublic(ctx);
      return cachedTraceResult(deps, input.OrderDetailId, 2, false);
    },
    'Trace/GetTraceByCode': async (input, ctx) => {
      await limitPublic(ctx);
      let blob: ReturnType<typeof decodeTraceBlob>;
      try {
        blob = decodeTraceBlob(input.Code);
      } catch (err) {
        if (err instanceof TraceCodeError) throw badRequest(err.message);
        throw err;
      }
      return cachedTraceResult(deps, blob.id, blob.version, true);
    },
    'Trace/ExportEpcis': async (input, ctx) => {
      const actor = actorOf(ctx);
      const found = await findTraceLine(ctx.db, input.OrderDetailId);
      if (!found) throw notFound(TRACE_MSG.traceNotFound);
      // the buyer or supplier firm of the line, or a supervisor whose scope reaches the buyer: others are told it is not found
      const [visible] = await ctx.db
        .select({ id: fillIns.id })
        .from(fillIns)
        .where(
          and(
            eq(fillIns.id, found.record.id),
            fillInScope(actor, { buyer: 'stock-in:view', supplier: 'supplier-stock-in:view', supervisor: 'supervision-stock-in:view' }),
          ),
        )
        .limit(1);
      if (!visible) throw notFound(TRACE_MSG.traceNotFound);
      const events = await lineEvents(ctx.db, found.line.id);
      return epcisDocument(
        events.map((e) => e.document),
        ctx.now,
      );
    },
    'Trace/GetPurchaseLedger': (input, ctx) => purchaseLedger(ctx, input),
    'Trace/ExportPurchaseLedger': (input, ctx) => exportPurchaseLedger(ctx, input),
    'FD_Foodfirmfillin/GetImportTemplate': (_input, ctx) => importTemplate(ctx),
    'FD_Foodfirmfillin/ImportFD_Foodfirmfillin': (input, ctx) => importFillIns(ctx, input.FileId),
    'FD_Foodfirmfillin/ExportFD_Foodfirmfillin': (input, ctx) => exportFillIns(ctx, input),
    'FD_Foodfirmfillin/PrintLabels': (input, ctx) => printLabels(ctx, input.Id),
  });
}
