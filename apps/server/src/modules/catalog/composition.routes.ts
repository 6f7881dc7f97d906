import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { listFoodCompositions, setFoodComposition } from './composition.service.js';

/** Food composition reference data and the mapping of products to it. */
export function compositionRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Catalog/GetFoodCompositionList': (input, ctx) => listFoodCompositions(ctx.db, input.SearchName),
    'Catalog/SetFoodComposition': async (input, ctx) => {
      await setFoodComposition(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
  });
}
