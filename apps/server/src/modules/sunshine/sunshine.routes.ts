import { PUBLIC_SCHOOL_READS, SUNSHINE_MSG } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { limitPublicReads } from '../../platform/rate-limit.js';
import { registerOperations } from '../../platform/registrar.js';
import { exportXlsx } from '../../platform/xlsx.js';
import * as feedback from './feedback.service.js';
import * as sunshine from './sunshine.service.js';

const COVERAGE_COLUMNS = [
  { header: '学校', key: 'FirmName', width: 28 },
  { header: '地区', key: 'AreaName', width: 22 },
  { header: '供餐餐次', key: 'Served', width: 10 },
  { header: '有陪餐记录', key: 'Recorded', width: 12 },
  { header: '覆盖率', key: 'CoverageText', width: 12 },
  { header: '未陪餐的餐次', key: 'GapsText', width: 60 },
];

/** 阳光食堂: a school's published weeks read by anyone, parents' feedback and the school's answers, 陪餐 records. */
export function sunshineRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  /** The public reads: at most PUBLIC_SCHOOL_READS per address and window (429 with Retry-After). */
  const limitPublic = (ctx: Ctx) => limitPublicReads(deps, ctx, 'school-read', PUBLIC_SCHOOL_READS, SUNSHINE_MSG.tooManyReads);
  registerOperations(app, deps, sessions, {
    'WeekFeeding/PublishWeek': (input, ctx) => sunshine.publishWeek(ctx.db, actorOf(ctx), ctx.now, input),
    'WeekFeeding/GetPublishedWeeks': (_input, ctx) => sunshine.publishedWeeksOf(ctx.db, actorOf(ctx)),
    'Public/GetSchoolList': async (input, ctx) => {
      await limitPublic(ctx);
      return sunshine.schoolList(ctx.db, input, ctx.page.limit, ctx.page.offset);
    },
    'Public/GetSchoolWeek': async (input, ctx) => {
      await limitPublic(ctx);
      return sunshine.schoolWeek(ctx.db, deps.readCache, ctx.now, input.FirmId, input.Date);
    },
    'Public/SubmitFeedback': async (input, ctx) => {
      await limitPublic(ctx);
      return feedback.submitFeedback(ctx.db, ctx.now, input);
    },
    'Public/GetFeedback': async (input, ctx) => {
      await limitPublic(ctx);
      return feedback.publicFeedback(ctx.db, input.TrackingCode);
    },
    'Public/RateFeedback': async (input, ctx) => {
      await limitPublic(ctx);
      return feedback.rateFeedback(ctx.db, ctx.now, input.TrackingCode, input.Rating);
    },
    'Feedback/GetFeedbackList': (input, ctx) => feedback.listFeedback(ctx.db, actorOf(ctx), ctx.now, input, ctx.page.limit, ctx.page.offset),
    'Feedback/Reply': (input, ctx) => feedback.replyFeedback(ctx.db, actorOf(ctx), ctx.now, input.Id, input.Content),
    'Feedback/Close': (input, ctx) => feedback.closeFeedback(ctx.db, actorOf(ctx), ctx.now, input.Id),
    'Feedback/AddAccompanyMeal': (input, ctx) => feedback.addAccompanyMeal(ctx.db, actorOf(ctx), ctx.now, input),
    'Feedback/GetSunshineFigures': (input, ctx) => feedback.sunshineFigures(ctx.db, actorOf(ctx), ctx.now, input),
    'Feedback/GetAccompanyCoverage': (input, ctx) => feedback.accompanyCoverage(ctx.db, actorOf(ctx), ctx.now, input, ctx.page.limit, ctx.page.offset),
    'Feedback/ExportAccompanyCoverage': async (input, ctx) => {
      const { rows } = await feedback.accompanyCoverage(ctx.db, actorOf(ctx), ctx.now, input, 5000, 0);
      return exportXlsx(ctx, {
        fileName: `陪餐覆盖率_${input.StartDate}_${input.EndDate}`,
        sheet: '陪餐覆盖率',
        columns: COVERAGE_COLUMNS,
        rows: rows.map((r) => ({
          ...r,
          CoverageText: r.Coverage === null ? '未公布菜谱' : `${Math.round(r.Coverage * 1000) / 10}%`,
          GapsText: r.Gaps.map((g) => `${g.Date} ${g.MealName}`).join('、'),
        })),
      });
    },
    'Feedback/GetAccompanyMealList': (input, ctx) => feedback.listAccompanyMeals(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
  });
}
