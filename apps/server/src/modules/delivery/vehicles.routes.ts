import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as vehicles from './vehicles.service.js';

/** Vehicles of a supplier (DST_Vehicle) and their device tokens. */
export function vehiclesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'DST_Vehicle/SaveVehicle': (input, ctx) => vehicles.saveVehicle(ctx.db, actorOf(ctx), ctx.now, input),
    'DST_Vehicle/GetVehicleList': (input, ctx) => vehicles.listVehicles(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'DST_Vehicle/RenewDeviceToken': (input, ctx) => vehicles.renewDeviceToken(ctx.db, actorOf(ctx), ctx.now, input.Id),
    'DST_Vehicle/DeleteVehicle': (input, ctx) => vehicles.deleteVehicle(ctx.db, actorOf(ctx), input.Id),
  });
}
