import { PLANNING_MSG } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { registerOperations } from '../../platform/registrar.js';
import * as plans from './food-plan.service.js';

/** Ingredient plans (B2B_Foodplan) and the orders they make. */
export function foodPlanRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'B2B_Foodplan/GetB2B_FoodplanList': (input, ctx) => plans.listPlans(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'B2B_Foodplan/GetB2B_FoodplanById': (input, ctx) => plans.planById(ctx.db, actorOf(ctx), input.Id),
    'B2B_Foodplan/AddB2B_Foodplan': (input, ctx) => plans.savePlan(ctx.db, actorOf(ctx), ctx.now, input.B2B_FoodplanInfo, null),
    'B2B_Foodplan/UpdateB2B_Foodplan': (input, ctx) => {
      const id = input.B2B_FoodplanInfo.Id;
      if (!id) throw notFound(PLANNING_MSG.planNotFound);
      return plans.savePlan(ctx.db, actorOf(ctx), ctx.now, input.B2B_FoodplanInfo, id);
    },
    'B2B_Foodplan/DeleteB2B_Foodplan': async (input, ctx) => {
      await plans.deletePlan(ctx.db, actorOf(ctx), input.Id);
      return null;
    },
    'B2B_Foodplan/FoodplanToOrder': (input, ctx) => plans.plansToOrder(ctx.db, actorOf(ctx), ctx.now, input),
    'B2B_Foodplan/PreviewPlanOrder': (input, ctx) => plans.previewPlansOrder(ctx.db, actorOf(ctx), ctx.now, input.Ids),
    'B2B_Foodplan/GetFeedingShoppingCartProducts': (input, ctx) =>
      plans.planProducts(ctx.db, actorOf(ctx), ctx.now, input.ProductName, ctx.page.limit, ctx.page.offset),
  });
}
