import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { saveOwnShelfItem } from '../operator/shelf-review.service.js';
import * as shelf from '../store/shelf.service.js';

/** The supplier's shelf: its items and their seckill windows. */
export function shelfRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'SupplierShelf/GetShelfList': (input, ctx) => shelf.listOwnShelf(ctx.db, actorOf(ctx), ctx.now, input, ctx.page.limit, ctx.page.offset),
    // Whether a save waits for review is the platform's setting: the operator's review service saves it.
    'SupplierShelf/SaveShelfItem': async (input, ctx) => ({ Id: await saveOwnShelfItem(ctx.db, actorOf(ctx), ctx.now, input) }),
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
