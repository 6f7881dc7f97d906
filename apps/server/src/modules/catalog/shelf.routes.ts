import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as shelf from './shelf.service.js';

/** The supplier's shelf: its items and their seckill windows (saving an item: operator/review.routes.ts). */
export function shelfRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'SupplierShelf/GetShelfList': (input, ctx) => shelf.listOwnShelf(ctx.db, actorOf(ctx), ctx.now, input, ctx.page.limit, ctx.page.offset),
    // SupplierShelf/SaveShelfItem is bound in the operator module (review.routes.ts): whether a save
    // waits for review is the platform's setting, which the catalog cannot read without a cycle.
    'SupplierShelf/SetOnSale': async (input, ctx) => {
      await shelf.setOnSale(ctx.db, actorOf(ctx), ctx.now, input.Id, input.OnSale);
      return null;
    },
    'SupplierShelf/SaveSeckillWindow': async (input, ctx) => ({ Id: await shelf.saveSeckillWindow(ctx.db, actorOf(ctx), ctx.now, input) }),
    'SupplierShelf/DeleteSeckillWindow': async (input, ctx) => {
      await shelf.deleteSeckillWindow(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
  });
}
