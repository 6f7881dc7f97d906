import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

// Placeholder until built: answers 501.
const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Dishes, nutrition meals (their dishes) and their nutrition per portion, the standard. */
export function dishesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'ENX_Dishesinformation/GetDishesinformationList': todo,
    'ENX_Dishesinformation/GetProductOnSaleList': todo,
    'ENX_Dishesinformation/AddDishesinformation': todo,
    'ENX_Dishesinformation/UpdateDishesinformation': todo,
    'ENX_Dishesinformation/DeleteDishesinformation': todo,
    'ENX_Dishesinformation/GetDishesById': todo,
    'ENX_Dishesinformation/GetDishesinformationToOrder': todo,
    'ENX_Dishesinformation/GetDishesinformationType': todo,
    'ENX_Dishesinformation/GetDishesinformationCuisine': todo,
    'ENX_Dishesinformation/GetDishesinformationAgeGroup': todo,
    'ENX_Dishesinformation/GetDishesinformationPackageType': todo,
    'WeekFeeding/GetFirmFeedingList': todo,
    'WeekFeeding/SaveFeeding': todo,
    'WeekFeeding/GetFeedingNutrition': todo,
    'WeekFeeding/GetFeedingNutritionList': todo,
    'WeekFeeding/GetNutritionStandard': todo,
  });
}
