import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as message from './message.service.js';

export function messageRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Message/GetMessageList': (input, ctx) => message.listMessages(ctx.db, actorOf(ctx), !!input.Unread, ctx.page.limit, ctx.page.offset),
    'Message/GetUnreadCount': (_input, ctx) => message.unreadCount(ctx.db, actorOf(ctx)),
    'Message/MarkRead': async (input, ctx) => ({ Marked: await message.markRead(ctx.db, actorOf(ctx), ctx.now, input.Ids, !!input.All) }),
  });
}
