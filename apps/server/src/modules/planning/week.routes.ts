import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import { feedingCandidates } from './feeding.service.js';
import { feedingTrace } from './feeding-trace.js';
import * as week from './week.service.js';
import { exportWeek } from './week-export.js';

/** Weekly nutrition packages (WeekFeeding): the grid, the analysis, the export, the orders and the meal trace. */
export function weekRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'WeekFeeding/GetFeedingShoppingcartList': async (input, ctx) => {
      const { rows, total } = await feedingCandidates(
        ctx.db,
        { search: input.SearchName, packageType: input.PackageType, ageGroup: input.AgeGroup, gender: input.Gender },
        ctx.page.limit,
        ctx.page.offset,
      );
      return { rows: { ShoppingcartInfos: rows.map((f) => ({ REC_FeedingInfo: f })) }, total };
    },
    'WeekFeeding/GetSchoolClass': (_input, ctx) => week.schoolClass(ctx.db, actorOf(ctx)),
    'WeekFeeding/SaveSchoolClass': async (input, ctx) => {
      await week.saveSchoolClass(ctx.db, actorOf(ctx), ctx.now, input);
      return null;
    },
    'WeekFeeding/GetWeekFeedingList': (input, ctx) => week.listWeeks(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'WeekFeeding/GetWeekFeedingById': (input, ctx) => week.weekById(ctx.db, actorOf(ctx), input.Id),
    'WeekFeeding/AddWeekFeeding': (input, ctx) => week.saveWeek(ctx.db, actorOf(ctx), ctx.now, input.REC_WeekfeedingInfo, null),
    'WeekFeeding/UpdateWeekFeeding': (input, ctx) => week.saveWeek(ctx.db, actorOf(ctx), ctx.now, input.REC_WeekfeedingInfo, input.REC_WeekfeedingInfo.Id),
    'WeekFeeding/DeleteWeekFeeding': async (input, ctx) => {
      await week.deleteWeeks(ctx.db, actorOf(ctx), [input.Id]);
      return null;
    },
    'WeekFeeding/BatchDeleteFeeding': async (input, ctx) => ({ Deleted: await week.deleteWeeks(ctx.db, actorOf(ctx), input.Ids) }),
    'WeekFeeding/WeekFeedingToOrder': (input, ctx) => week.weeksToOrder(ctx.db, actorOf(ctx), ctx.now, input),
    'WeekFeeding/PreviewWeekOrder': (input, ctx) => week.previewWeekOrder(ctx.db, actorOf(ctx), ctx.now, input),
    'WeekFeeding/GetNutritionAnalysis': (input, ctx) => week.weekAnalysis(ctx.db, actorOf(ctx), input.Id, deps.readCache),
    'WeekFeeding/ExportWeekFeeding': (input, ctx) => exportWeek(ctx, input.Id),
    'WeekFeeding/GetWeekFeedingOrderList': (input, ctx) => week.weekOrderGroups(ctx.db, actorOf(ctx), input.SearchName, ctx.page.limit, ctx.page.offset),
    'Trace/GetFeedingFoodTraceabilityById': (input, ctx) => feedingTrace(ctx.db, ctx.now, input.Id),
  });
}
