import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as statement from './statement.service.js';

/** Monthly statements between suppliers and buyer firms, and their payments. */
export function statementRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Statement/IssueStatement': async (input, ctx) => ({ Id: await statement.issueStatement(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input) }),
    'Statement/GetStatementList': (input, ctx) => statement.listStatements(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'Statement/GetStatementById': (input, ctx) => statement.statementDetail(ctx.db, actorOf(ctx), input.Id),
    'Statement/ConfirmStatement': async (input, ctx) => {
      await statement.confirmStatement(ctx.db, actorOf(ctx), ctx.now, input.Id);
      return null;
    },
    'Statement/DisputeStatement': async (input, ctx) => {
      await statement.disputeStatement(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Reason);
      return null;
    },
    'Statement/RecordPayment': async (input, ctx) => ({ Id: await statement.recordPayment(ctx.db, actorOf(ctx), ctx.now, input) }),
    'Statement/GetBalances': (_input, ctx) => statement.balances(ctx.db, actorOf(ctx)),
    'Statement/GetStatementBuyers': (input, ctx) => statement.statementBuyers(ctx.db, actorOf(ctx), input.Month),
    'Statement/ExportStatements': (input, ctx) => statement.exportStatements(ctx, input),
  });
}
