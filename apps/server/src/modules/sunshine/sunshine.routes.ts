import { PUBLIC_SCHOOL_READS, SUNSHINE_MSG } from '@shanlian/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf, type Ctx, type Deps, type SessionResolver } from '../../platform/context.js';
import { tooMany } from '../../platform/errors.js';
import { addressKey, hotPathLimiter } from '../../platform/rate-limit.js';
import { registerOperations } from '../../platform/registrar.js';
import * as sunshine from './sunshine.service.js';

/** 阳光食堂: a school's published weeks, read by anyone. */
export function sunshineRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  /** The public reads: at most PUBLIC_SCHOOL_READS per address and window (429 with Retry-After). */
  const limitPublic = async (ctx: Ctx) => {
    const { max, windowMs } = PUBLIC_SCHOOL_READS;
    if (await hotPathLimiter(deps).hit(`school-read:${addressKey(ctx.req.ip)}`, max, windowMs)) return;
    ctx.reply.header('retry-after', String(Math.ceil(windowMs / 1000)));
    throw tooMany(SUNSHINE_MSG.tooManyReads);
  };
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
  });
}
