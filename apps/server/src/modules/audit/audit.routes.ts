import type { FastifyInstance } from 'fastify';
import { verifyAudit } from '../../platform/audit.js';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as audit from './audit.service.js';

/**
 * The audit trail: the operation and login logs, their exports, the chain's check. Rows are sealed as
 * they are written (platform/audit.ts); checkpoints and retention run on the scheduled-job mechanism
 * (auditJobs, started by the server process).
 */
export function auditRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Audit/GetOperationLogList': (input, ctx) => audit.listAudit(ctx.db, actorOf(ctx), 'operation', input, ctx.page),
    'Audit/GetLoginLogList': (input, ctx) => audit.listAudit(ctx.db, actorOf(ctx), 'login', input, ctx.page),
    'Audit/ExportOperationLog': (input, ctx) => audit.exportAudit(ctx, 'operation', input),
    'Audit/ExportLoginLog': (input, ctx) => audit.exportAudit(ctx, 'login', input),
    'Audit/VerifyChain': (_input, ctx) => verifyAudit(ctx.db, ctx.now),
  });
}
