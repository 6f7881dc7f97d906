import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '尚未实现');
};

/** The trace trail (both versions), the QR and its code, EPCIS, the purchase ledger, spreadsheets and labels. */
export function traceRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Trace/GetFoodTraceTrail': todo,
    'Trace/GetFoodTraceTrailByOrderDetailId': todo,
    'Trace/GetTraceByCode': todo,
    'Trace/ExportEpcis': todo,
    'Trace/GetPurchaseLedger': todo,
    'Trace/ExportPurchaseLedger': todo,
    'FD_Foodfirmfillin/GetImportTemplate': todo,
    'FD_Foodfirmfillin/ImportFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/ExportFD_Foodfirmfillin': todo,
    'FD_Foodfirmfillin/PrintLabels': todo,
  });
}
