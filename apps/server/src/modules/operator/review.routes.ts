import type { FastifyInstance } from 'fastify';
import { actorOf, type Deps, type SessionResolver } from '../../platform/context.js';
import { registerOperations } from '../../platform/registrar.js';
import * as review from './review.service.js';
import * as settings from './settings.service.js';
import * as shelf from './shelf-review.service.js';
import * as calendar from './work-calendar.service.js';

/** Firm and shelf review, suspension, platform settings and the work calendar. */
export function reviewRoutes(app: FastifyInstance, deps: Deps, sessions: SessionResolver): void {
  registerOperations(app, deps, sessions, {
    'Operator/GetFirmReviewList': (input, ctx) => review.listFirms(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'Operator/GetFirmReviewDetail': (input, ctx) => review.firmDetail(ctx.db, actorOf(ctx), input.Id),
    'Operator/ReviewFirm': (input, ctx) => review.reviewFirm(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input),
    'Operator/SuspendFirm': (input, ctx) => review.suspendFirm(ctx.db, actorOf(ctx), ctx.now, input),
    'Operator/ResumeFirm': (input, ctx) => review.resumeFirm(ctx.db, actorOf(ctx), ctx.now, input),
    'Operator/ResendReviewNotice': (input, ctx) => review.resendReviewNotice(ctx.db, ctx.deps, actorOf(ctx), ctx.now, input.Id),
    'Firm/ResubmitReview': (_input, ctx) => review.resubmitReview(ctx.db, actorOf(ctx), ctx.now),
    'Firm/GetReviewState': (_input, ctx) => review.reviewStateOf(ctx.db, actorOf(ctx)),

    'Operator/GetShelfReviewList': (input, ctx) => shelf.listShelfReviews(ctx.db, actorOf(ctx), input, ctx.page.limit, ctx.page.offset),
    'Operator/GetShelfReviewDetail': (input, ctx) => shelf.shelfReview(ctx.db, actorOf(ctx), input.Id),
    'Operator/ReviewShelfItem': (input, ctx) => shelf.reviewShelfItem(ctx.db, actorOf(ctx), ctx.now, input),
    'Operator/GetSettings': (_input, ctx) => settings.getSettings(ctx.db),
    'Operator/SaveSettings': (input, ctx) => settings.saveSettings(ctx.db, actorOf(ctx), ctx.now, input),
    'Operator/GetWorkCalendar': (input, ctx) => calendar.workCalendarOfYear(ctx.db, input.Year),
    'Operator/SaveWorkCalendarDays': (input, ctx) => calendar.saveWorkCalendarDays(ctx.db, actorOf(ctx), ctx.now, input),
    'Operator/RemoveWorkCalendarDays': (input, ctx) => calendar.removeWorkCalendarDays(ctx.db, input.Dates),
  });
}
