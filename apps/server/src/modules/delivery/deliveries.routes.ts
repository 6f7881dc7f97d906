import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Delivery runs (DST_Distorder): start, stops, the delivery order of a stock-in record, the map's configuration. */
export function deliveriesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'DST_Distorder/GetDriverList': todo,
    'DST_Distorder/GetDeliverableList': todo,
    'DST_Distorder/StartDelivery': todo,
    'DST_Distorder/GetDistorderList': todo,
    'DST_Distorder/GetDistorder': todo,
    'DST_Distorder/SetStopStatus': todo,
    'DST_Distorder/FinishDelivery': todo,
    'DST_Distorder/GetMapConfig': todo,
  });
}
