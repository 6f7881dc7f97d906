import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as read from './deliveries.read.js';
import * as runs from './deliveries.service.js';

/** Delivery runs (DST_Distorder): start, stops, the delivery order of a stock-in record, the map's configuration. */
export function deliveriesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'DST_Distorder/GetDriverList': (input, ctx) => runs.driverList(ctx.db, actorOf(ctx), input.SearchName),
    'DST_Distorder/GetDeliverableList': (input, ctx) => runs.deliverableList(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'DST_Distorder/StartDelivery': (input, ctx) => runs.startDelivery(ctx.db, actorOf(ctx), ctx.now, input),
    'DST_Distorder/GetDistorderList': (input, ctx) => read.listDeliveries(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'DST_Distorder/GetDistorder': (input, ctx) => read.distorderOf(ctx.db, actorOf(ctx), ctx.now, input.foodFirmFillInId),
    'DST_Distorder/SetStopStatus': (input, ctx) => runs.setStopStatus(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Status),
    'DST_Distorder/FinishDelivery': (input, ctx) => runs.finishDelivery(ctx.db, actorOf(ctx), ctx.now, input.Id),
    'DST_Distorder/GetMapConfig': async () => runs.mapConfig(deps.config),
  });
}
