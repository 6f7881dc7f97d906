import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

/** Monthly statements between suppliers and buyer firms, and their payments. */
export function statementRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Statement/IssueStatement': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/GetStatementList': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/GetStatementById': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/ConfirmStatement': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/DisputeStatement': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/RecordPayment': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/GetBalances': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/GetStatementBuyers': async () => {
      throw new AppError(501, '功能开发中');
    },
    'Statement/ExportStatements': async () => {
      throw new AppError(501, '功能开发中');
    },
  });
}
