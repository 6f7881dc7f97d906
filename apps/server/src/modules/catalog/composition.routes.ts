import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

// Placeholder until built: answers 501.
const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Food composition reference data and the mapping of products to it. */
export function compositionRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Catalog/GetFoodCompositionList': todo,
    'Catalog/SetFoodComposition': todo,
  });
}
