import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { listFoodCompositions, setFoodComposition, suggestFoodCompositions } from './composition.service.js';

/** Food composition reference data and the mapping of products to it. */
export function compositionRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Catalog/GetFoodCompositionList': (input, ctx) =>
      listFoodCompositions(ctx.db, input.SearchName, input.PagerInfo.PageIndex ?? 1, input.PagerInfo.PageSize ?? 20),
    'Catalog/SuggestFoodComposition': (input, ctx) => suggestFoodCompositions(ctx.db, input.ProductName),
    'Catalog/SetFoodComposition': async (input, ctx) => {
      await setFoodComposition(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
  });
}
