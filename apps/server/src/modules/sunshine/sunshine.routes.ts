import multipart from '@fastify/multipart';
import { FEEDBACK_PHOTO_UPLOADS, FEEDBACK_PHOTOS_MAX, MSG, PUBLIC_SCHOOL_READS, SUNSHINE_MSG, UPLOAD_MAX_BYTES } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { limitPublicReads } from '../../platform/rate-limit.js';
import { registerOperations } from '../../platform/registrar.js';
import { exportXlsx } from '../../platform/xlsx.js';
import { readUpload, sendFile, thumbOf } from '../files/files.routes.js';
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
  // A parent's photos: multipart in this scope only, pictures of at most 4M, three at a time.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: FEEDBACK_PHOTOS_MAX, fields: 10, fieldSize: 256, parts: FEEDBACK_PHOTOS_MAX + 10 },
    });
    registerOperations(scope, deps, sessions, {
      'Public/UploadFeedbackPhotos': async (_input, ctx) => {
        await limitPublicReads(deps, ctx, 'feedback-photo', FEEDBACK_PHOTO_UPLOADS, SUNSHINE_MSG.photoTooOften);
        const { files, fields } = await readUpload(ctx.req);
        return feedback.uploadFeedbackPhotos(ctx.db, deps.files, ctx.now, fields, files);
      },
    });
  });

  // A feedback's photo for the parent holding its tracking code (the school and supervisors read it as a file of the school).
  app.get<{ Params: { code: string; id: string } }>('/v1/Public/FeedbackPhoto/:code/:id', { compress: false }, async (req, reply) => {
    const { code, id } = req.params;
    if (!/^[0-9a-f-]{36}$/i.test(id) || !/^[0-9A-Za-z]{1,32}$/.test(code)) throw notFound(MSG.fileMissing);
    const px = thumbOf(req.query);
    await limitPublicReads(deps, { req, reply }, 'school-read', PUBLIC_SCHOOL_READS, SUNSHINE_MSG.tooManyReads);
    const file = await feedback.feedbackPhotoOf(deps.database.db, deps.files, code, id);
    if (!file) throw notFound(MSG.fileMissing);
    return sendFile(deps, req, reply, file, px);
  });

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
