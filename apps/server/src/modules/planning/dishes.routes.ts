import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { deleteDish, dishById, dishEnums, dishesToOrder, listDishes, orderDish, previewDishOrder, productsForDishes, saveDish } from './dishes.service.js';
import { firmFeedingList, readableNutrition, saveFeeding } from './feeding.service.js';
import { nutritionStandard } from './reference-data.js';

/** Dishes, nutrition meals (their dishes) and their nutrition per portion, the standard. */
export function dishesRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'ENX_Dishesinformation/GetDishesinformationList': (input, ctx) => listDishes(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'ENX_Dishesinformation/GetProductOnSaleList': (input, ctx) => productsForDishes(ctx.db, input, ctx.page.limit, ctx.page.offset),
    'ENX_Dishesinformation/AddDishesinformation': async (input, ctx) => ({
      Id: await saveDish(ctx.db, actorOf(ctx), ctx.now, { ...input.ENX_DishesinformationInfo, Id: null }),
    }),
    'ENX_Dishesinformation/UpdateDishesinformation': async (input, ctx) => ({
      Id: await saveDish(ctx.db, actorOf(ctx), ctx.now, input.ENX_DishesinformationInfo),
    }),
    'ENX_Dishesinformation/DeleteDishesinformation': async (input, ctx) => {
      await deleteDish(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
    'ENX_Dishesinformation/GetDishesById': (input, ctx) => dishById(ctx.db, actorOf(ctx), input.Id),
    'ENX_Dishesinformation/GetDishesinformationToOrder': (input, ctx) => orderDish(ctx.db, actorOf(ctx), ctx.now, input),
    'ENX_Dishesinformation/PreviewDishOrder': (input, ctx) => previewDishOrder(ctx.db, actorOf(ctx), ctx.now, input),
    'ENX_Dishesinformation/DishesToOrder': (input, ctx) => dishesToOrder(ctx.db, actorOf(ctx), ctx.now, input),
    'ENX_Dishesinformation/GetDishesinformationType': async () => dishEnums.type(),
    'ENX_Dishesinformation/GetDishesinformationCuisine': async () => dishEnums.cuisine(),
    'ENX_Dishesinformation/GetDishesinformationAgeGroup': async () => dishEnums.ageGroup(),
    'ENX_Dishesinformation/GetDishesinformationPackageType': async () => dishEnums.packageType(),
    'WeekFeeding/GetFirmFeedingList': (input, ctx) => firmFeedingList(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'WeekFeeding/SaveFeeding': async (input, ctx) => ({ Id: await saveFeeding(ctx.db, actorOf(ctx), ctx.now, input.REC_FeedingInfo) }),
    'WeekFeeding/GetFeedingNutrition': async (input, ctx) => {
      const [n] = await readableNutrition(ctx.db, actorOf(ctx), [input.Id]);
      if (!n) throw new Error('unreachable: readableNutrition answers every id or throws');
      return n;
    },
    'WeekFeeding/GetFeedingNutritionList': (input, ctx) => readableNutrition(ctx.db, actorOf(ctx), input.Ids),
    'WeekFeeding/GetNutritionStandard': async () => nutritionStandard(),
  });
}
