import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { exportPlatformFigures, platformFigures } from './figures.service.js';
import { exportSmsList, smsList } from './sms-log.service.js';
import { operatorSearch, revokeSessions, userSessions } from './tools.service.js';

/** The platform's figures, the operators' tools and the texts' list. */
export function figuresRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Operator/GetPlatformFigures': (input, ctx) => platformFigures(ctx.db, actorOf(ctx), input),
    'Operator/ExportPlatformFigures': (input, ctx) => exportPlatformFigures(ctx, input),
    'Operator/Search': (input, ctx) => operatorSearch(ctx.db, actorOf(ctx), input.Keyword),
    'Operator/GetUserSessions': (input, ctx) => userSessions(ctx.db, actorOf(ctx), input.UserId),
    'Operator/RevokeUserSessions': (input, ctx) => revokeSessions(ctx.db, actorOf(ctx), input),
    'Operator/GetSmsList': (input, ctx) => smsList(ctx.db, actorOf(ctx), input, ctx.page),
    'Operator/ExportSmsList': (input, ctx) => exportSmsList(ctx, input),
  });
}
