import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, offsetOf, paged, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { buyerStatusCounts, listBuyerOrders } from './order.read.js';

export function orderRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Order/GetFirmElectricityOrderList': async (input, ctx) => {
      const { limit, offset } = offsetOf(input.PagerInfo);
      const { rows, total } = await listBuyerOrders(ctx.db, actorOf(ctx), input, limit, offset);
      return paged(rows, input.PagerInfo, total);
    },
    'Order/GetOrderStatusCounts': (_input, ctx) => buyerStatusCounts(ctx.db, actorOf(ctx)),
  });
}
