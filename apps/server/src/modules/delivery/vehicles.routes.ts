import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Vehicles of a supplier (DST_Vehicle) and their device tokens. */
export function vehiclesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'DST_Vehicle/SaveVehicle': todo,
    'DST_Vehicle/GetVehicleList': todo,
    'DST_Vehicle/RenewDeviceToken': todo,
    'DST_Vehicle/DeleteVehicle': todo,
  });
}
