import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

// Placeholder until built: answers 501.
const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Ingredient plans (B2B_Foodplan) and the orders they make. */
export function foodPlanRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'B2B_Foodplan/GetB2B_FoodplanList': todo,
    'B2B_Foodplan/GetB2B_FoodplanById': todo,
    'B2B_Foodplan/AddB2B_Foodplan': todo,
    'B2B_Foodplan/UpdateB2B_Foodplan': todo,
    'B2B_Foodplan/DeleteB2B_Foodplan': todo,
    'B2B_Foodplan/FoodplanToOrder': todo,
    'B2B_Foodplan/GetFeedingShoppingCartProducts': todo,
  });
}
