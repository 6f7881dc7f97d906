import type { FastifyInstance } from 'fastify';
import type { Deps, SessionResolver } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';

// Placeholder until built: answers 501.
const todo = async (): Promise<never> => {
  throw new AppError(501, '功能建设中');
};

/** Weekly nutrition packages (WeekFeeding): the grid, the analysis, the export, the orders and the meal trace. */
export function weekRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'WeekFeeding/GetFeedingShoppingcartList': todo,
    'WeekFeeding/GetWeekFeedingList': todo,
    'WeekFeeding/GetWeekFeedingById': todo,
    'WeekFeeding/AddWeekFeeding': todo,
    'WeekFeeding/UpdateWeekFeeding': todo,
    'WeekFeeding/DeleteWeekFeeding': todo,
    'WeekFeeding/BatchDeleteFeeding': todo,
    'WeekFeeding/WeekFeedingToOrder': todo,
    'WeekFeeding/GetNutritionAnalysis': todo,
    'WeekFeeding/ExportWeekFeeding': todo,
    'WeekFeeding/GetWeekFeedingOrderList': todo,
    'Trace/GetFeedingFoodTraceabilityById': todo,
  });
}
