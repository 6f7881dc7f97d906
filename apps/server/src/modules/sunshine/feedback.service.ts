import { randomInt } from 'node:crypto';
import {
  ACCOMPANY_MEALS,
  addDays,
  afterWorkingDays,
  chinaDayStart,
  FEEDBACK_CATEGORIES,
  FEEDBACK_PHOTOS_MAX,
  FEEDBACK_PHOTOS_PER_HOUR,
  FEEDBACK_REPLY_WORKING_DAYS,
  FEEDBACK_STATUS,
  FIGURES_MAX_DAYS,
  formatChinaDate,
  SUNSHINE_MSG as M,
  MSG,
  maskPhoneMiddle,
  mondayOf,
  PROFILE_MSG,
  SUNSHINE_FIGURES_COVERAGE_SCHOOLS,
  SUNSHINE_FIGURES_DAYS,
  SUNSHINE_FIGURES_SCHOOLS,
  type TSunshineFigures,
  toChinaIso,
  workingDaysBetween,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { scopeFilter, scopeOf } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { type FileStore, fileUrl, type StoredFile } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { files } from '../../platform/platform.tables.js';
import { escapeLike } from '../../platform/sql.js';
import { spendVerification, ticketIsLive } from '../account/account.service.js';
import { claimFiles } from '../files/files.service.js';
import { type IncomingFile, prepareUploads } from '../files/upload.service.js';
import { firmsByIds, publicBuyerFirm, publicBuyerFirms } from '../firm/firm.service.js';
import { holdersInArea, peopleByIds } from '../iam/duty-holders.service.js';
import { assertAreaInside } from '../iam/org.service.js';
import { activeUserIdsOfFirm } from '../iam/user-records.service.js';
import { postMessage, postMessages } from '../message/message.service.js';
import { workCalendarFrom } from '../operator/work-calendar.service.js';
import { servedSlotsOf } from '../planning/week.service.js';
import { publicationsBetween } from './sunshine.service.js';
import { accompanyMeals, feedbackPhotos, feedbackReplies, feedbacks } from './sunshine.tables.js';

type FeedbackRow = typeof feedbacks.$inferSelect;

/** Tracking codes: 10 characters without look-alikes (no 0/O, 1/I/L), e.g. FK7M2QX9HD. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newTrackingCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const normalCode = (code: string) => code.trim().toUpperCase();

/**
 * Public/SubmitFeedback: a parent's feedback to a school, the phone proven by the SMS code sent
 * for purpose `feedback` (or the ticket Account/IsValidCode gave for it), spent here. Photos are
 * those this phone uploaded with Public/UploadFeedbackPhotos and no feedback took yet; the school
 * then owns them. One transaction: a refused photo spends no code and leaves no feedback.
 */
export async function submitFeedback(
  db: Db,
  now: Date,
  input: { FirmId: string; Phone: string; Code: string; Category: number; Content: string; FileIds?: string[] | null },
): Promise<{ Id: string; TrackingCode: string }> {
  const school = await publicBuyerFirm(db, input.FirmId);
  if (!school) throw notFound(M.schoolNotFound);
  const photos = [...new Set(input.FileIds ?? [])];
  return db.transaction(async (tx) => {
    await spendVerification(tx, now, input.Phone, 'feedback', input.Code);
    const id = newId();
    let trackingCode = '';
    for (let attempt = 0; !trackingCode; attempt++) {
      if (attempt > 5) throw new Error('no free tracking code after six tries');
      const code = newTrackingCode();
      const inserted = await tx
        .insert(feedbacks)
        .values({
          id,
          trackingCode: code,
          firmId: school.id,
          areaCode: school.areaCode,
          phone: input.Phone,
          category: input.Category,
          content: input.Content,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: feedbacks.id });
      if (inserted.length === 1) trackingCode = code;
    }
    if (photos.length) {
      const taken = await tx
        .update(feedbackPhotos)
        .set({ feedbackId: id })
        .where(and(inArray(feedbackPhotos.fileId, photos), eq(feedbackPhotos.phone, input.Phone), isNull(feedbackPhotos.feedbackId)))
        .returning({ fileId: feedbackPhotos.fileId });
      if (taken.length !== photos.length) throw badRequest(M.photoNotYours);
      // the school keeps them: it, and the supervisors of its area, may read them as its other files
      await tx.update(files).set({ ownerFirmId: school.id }).where(inArray(files.id, photos));
    }
    await postMessage(tx, {
      firmId: school.id,
      kind: 'feedback',
      title: `家长反馈：${FEEDBACK_CATEGORIES[input.Category]}`,
      body: `收到一条家长反馈（${FEEDBACK_CATEGORIES[input.Category]}），请在${FEEDBACK_REPLY_WORKING_DAYS}个工作日内回复，逾期将转交辖区监管部门。`,
      link: '/eshop/store/feedback',
      now,
    });
    return { Id: id, TrackingCode: trackingCode };
  });
}

/**
 * Public/UploadFeedbackPhotos: a parent's photos before the feedback is sent, the phone proven by
 * the ticket its SMS code gave (not spent). Checked and re-encoded as every upload; kept with no
 * owner, so nobody reads them until a feedback of the same phone takes them. A phone may upload
 * FEEDBACK_PHOTOS_PER_HOUR an hour (an address is limited by the route).
 */
export async function uploadFeedbackPhotos(
  db: Db,
  store: FileStore,
  now: Date,
  fields: { Phone?: string | null; Ticket?: string | null },
  incoming: IncomingFile[],
): Promise<{ Id: string; FileName: string }[]> {
  const phone = (fields.Phone ?? '').trim();
  if (!(await ticketIsLive(db, now, phone, 'feedback', (fields.Ticket ?? '').trim()))) throw badRequest(M.photoVerifyFirst);
  if (incoming.length === 0) throw badRequest(PROFILE_MSG.uploadNone);
  if (incoming.length > FEEDBACK_PHOTOS_MAX) throw badRequest(M.feedbackPhotosTooMany);
  const [recent] = await db
    .select({ n: count() })
    .from(feedbackPhotos)
    .where(and(eq(feedbackPhotos.phone, phone), gte(feedbackPhotos.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) + incoming.length > FEEDBACK_PHOTOS_PER_HOUR) throw new AppError(429, M.photoTooOften);
  const accepted = await prepareUploads(incoming, 'feedback');
  return db.transaction(async (tx) => {
    const out: { Id: string; FileName: string }[] = [];
    for (const f of accepted) {
      const id = await store.save(tx, { fileName: f.fileName, bytes: f.bytes, ownerFirmId: null, uploadedBy: null, purpose: 'feedback' });
      await tx.insert(feedbackPhotos).values({ fileId: id, phone, createdAt: now });
      out.push({ Id: id, FileName: f.fileName });
    }
    return out;
  });
}

/** The photos of each feedback, oldest first. */
async function photosOf(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const rows = ids.length
    ? await db
        .select({ feedbackId: feedbackPhotos.feedbackId, fileId: feedbackPhotos.fileId })
        .from(feedbackPhotos)
        .where(inArray(feedbackPhotos.feedbackId, [...ids]))
        .orderBy(asc(feedbackPhotos.createdAt), asc(feedbackPhotos.fileId))
    : [];
  const out = new Map<string, string[]>();
  for (const r of rows) if (r.feedbackId) out.set(r.feedbackId, [...(out.get(r.feedbackId) ?? []), r.fileId]);
  return out;
}

/** Where the parent holding a tracking code reads a photo of it. */
export const feedbackPhotoUrl = (code: string, fileId: string) => `/v1/Public/FeedbackPhoto/${encodeURIComponent(code)}/${fileId}`;

/** The file of a feedback's photo, asked for by its tracking code (null unless that feedback took it). */
export async function feedbackPhotoOf(db: Db, store: FileStore, code: string, fileId: string): Promise<StoredFile | null> {
  const [hit] = await db
    .select({ fileId: feedbackPhotos.fileId })
    .from(feedbackPhotos)
    .innerJoin(feedbacks, eq(feedbacks.id, feedbackPhotos.feedbackId))
    .where(and(eq(feedbacks.trackingCode, normalCode(code)), eq(feedbackPhotos.fileId, fileId)))
    .limit(1);
  return hit ? store.row(db, hit.fileId) : null;
}

async function byTrackingCode(db: Db, code: string): Promise<FeedbackRow> {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.trackingCode, normalCode(code)))
    .limit(1);
  if (!row) throw notFound(M.feedbackNotFound);
  return row;
}

async function repliesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.feedbackId, [...ids]))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}

/** Public/GetFeedback: the feedback of a tracking code, its status and the school's replies (no names, no phone). */
export async function publicFeedback(db: Db, code: string) {
  const row = await byTrackingCode(db, code);
  const [replies, firms, photos] = await Promise.all([repliesOf(db, [row.id]), firmsByIds(db, [row.firmId]), photosOf(db, [row.id])]);
  return {
    TrackingCode: row.trackingCode,
    SchoolName: firms.get(row.firmId)?.name ?? '',
    Category: row.category,
    CategoryName: FEEDBACK_CATEGORIES[row.category] ?? '',
    Content: row.content,
    Status: row.status,
    StatusName: FEEDBACK_STATUS[row.status] ?? '',
    CreateTime: toChinaIso(row.createdAt),
    Replies: replies.map((r) => ({ Content: r.content, CreateTime: toChinaIso(r.createdAt) })),
    Rating: row.rating,
    Photos: (photos.get(row.id) ?? []).map((id) => ({ Id: id, Url: feedbackPhotoUrl(row.trackingCode, id) })),
  };
}

/** Public/RateFeedback: the parent rates the school's reply, once, after there is one. */
export async function rateFeedback(db: Db, now: Date, code: string, rating: number): Promise<null> {
  const row = await byTrackingCode(db, code);
  if (!row.repliedAt) throw badRequest(M.rateBeforeReply);
  const done = await db
    .update(feedbacks)
    .set({ rating, ratedAt: now })
    .where(and(eq(feedbacks.id, row.id), isNull(feedbacks.rating)))
    .returning({ id: feedbacks.id });
  if (done.length === 0) throw conflict(M.alreadyRated);
  return null;
}

/**
 * Who sees which feedback: a school (feedback:view) its own, all of it; the district's
 * supervisors (supervision-feedback:view, area scope) those of their area passed to them.
 */
function visible(actor: Actor): SQL {
  const own = scopeFilter(actor, 'feedback:view', { firm: feedbacks.firmId });
  const supervised =
    scopeOf(actor, 'supervision-feedback:view') !== null
      ? sql`(${scopeFilter(actor, 'supervision-feedback:view', { area: feedbacks.areaCode })} and ${feedbacks.escalatedAt} is not null)`
      : sql`false`;
  return sql`(${own} or ${supervised})`;
}

/** Feedback/GetFeedbackList: newest first, the phone masked, with its age in working days. */
export async function listFeedback(
  db: Db,
  actor: Actor,
  now: Date,
  f: { Status?: number | null; Category?: number | null; AreaCode?: string | null },
  limit: number,
  offset: number,
) {
  const where = and(
    visible(actor),
    f.Status ? eq(feedbacks.status, f.Status) : undefined,
    f.Category ? eq(feedbacks.category, f.Category) : undefined,
    f.AreaCode ? like(feedbacks.areaCode, `${escapeLike(f.AreaCode)}%`) : undefined,
  );
  const [rows, [all]] = await Promise.all([
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(feedbacks).where(where),
  ]);
  const oldest = rows.reduce((m, r) => (r.createdAt < m ? r.createdAt : m), now);
  const [replies, firms, calendar, photos] = await Promise.all([
    repliesOf(
      db,
      rows.map((r) => r.id),
    ),
    firmsByIds(
      db,
      rows.map((r) => r.firmId),
    ),
    workCalendarFrom(db, oldest),
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const people = await peopleByIds(db, [...new Set(replies.map((r) => r.userId).filter((id): id is string => !!id))]);
  return {
    rows: rows.map((r) => ({
      Id: r.id,
      TrackingCode: r.trackingCode,
      FirmId: r.firmId,
      FirmName: firms.get(r.firmId)?.name ?? '',
      AreaCode: r.areaCode,
      Phone: maskPhoneMiddle(r.phone),
      Category: r.category,
      CategoryName: FEEDBACK_CATEGORIES[r.category] ?? '',
      Content: r.content,
      Status: r.status,
      StatusName: FEEDBACK_STATUS[r.status] ?? '',
      CreateTime: toChinaIso(r.createdAt),
      WorkingDays: workingDaysBetween(r.createdAt, now, calendar),
      EscalateTime: r.escalatedAt ? toChinaIso(r.escalatedAt) : null,
      ReplyTime: r.repliedAt ? toChinaIso(r.repliedAt) : null,
      Replies: replies
        .filter((x) => x.feedbackId === r.id)
        .map((x) => ({ Content: x.content, CreateTime: toChinaIso(x.createdAt), UserName: (x.userId && people.get(x.userId)?.fullName) || '' })),
      Rating: r.rating,
      Photos: (photos.get(r.id) ?? []).map((id) => ({ Id: id, Url: fileUrl(id) })),
    })),
    total: all?.n ?? 0,
  };
}

/** A feedback of the caller's school (feedback:edit): missing → 404, another school's → 403. */
async function ownFeedback(db: Db, actor: Actor, id: string): Promise<FeedbackRow> {
  const reach = scopeFilter(actor, 'feedback:edit', { firm: feedbacks.firmId });
  const [row] = await db
    .select({ f: feedbacks, reached: sql<boolean>`coalesce((${reach}), false)` })
    .from(feedbacks)
    .where(eq(feedbacks.id, id))
    .limit(1);
  if (!row) throw notFound(M.feedbackNotFound);
  if (!row.reached) throw forbidden();
  return row.f;
}

/** Feedback/Reply: the school answers; the first reply stops the clock of escalation. */
export async function replyFeedback(db: Db, actor: Actor, now: Date, id: string, content: string): Promise<null> {
  const row = await ownFeedback(db, actor, id);
  if (row.status === 3) throw badRequest(M.feedbackClosed);
  await db.insert(feedbackReplies).values({ id: newId(), feedbackId: row.id, content, userId: actor.userId, createdAt: now });
  await db
    .update(feedbacks)
    .set({ status: 2, repliedAt: row.repliedAt ?? now })
    .where(eq(feedbacks.id, row.id));
  return null;
}

/** Feedback/Close: the school closes a feedback (a closed one stays closed). */
export async function closeFeedback(db: Db, actor: Actor, now: Date, id: string): Promise<null> {
  const row = await ownFeedback(db, actor, id);
  if (row.status === 3) throw badRequest(M.feedbackClosed);
  await db.update(feedbacks).set({ status: 3, closedAt: now }).where(eq(feedbacks.id, row.id));
  return null;
}

/**
 * The escalation job: feedback that has waited FEEDBACK_REPLY_WORKING_DAYS working days without
 * a reply is passed to its district's supervisors — marked, and a message left with each
 * supervision authority whose officers hold supervision-feedback:view in exactly that district.
 * Each row is claimed by one conditional UPDATE, so two instances never pass it twice.
 */
export async function escalateUnanswered(db: Db, now: Date): Promise<number> {
  const waiting = await db
    .select({ id: feedbacks.id, createdAt: feedbacks.createdAt })
    .from(feedbacks)
    .where(and(eq(feedbacks.status, 1), isNull(feedbacks.escalatedAt), lte(feedbacks.createdAt, now)))
    .orderBy(asc(feedbacks.createdAt))
    .limit(500);
  if (waiting.length === 0) return 0;
  const calendar = await workCalendarFrom(db, waiting[0]?.createdAt ?? now);
  const due = waiting.filter((w) => afterWorkingDays(w.createdAt, FEEDBACK_REPLY_WORKING_DAYS, calendar).getTime() <= now.getTime()).map((w) => w.id);
  if (due.length === 0) return 0;
  const passed = await db
    .update(feedbacks)
    .set({ escalatedAt: now })
    .where(and(inArray(feedbacks.id, due), eq(feedbacks.status, 1), isNull(feedbacks.escalatedAt)))
    .returning();
  const schools = await firmsByIds(
    db,
    passed.map((p) => p.firmId),
  );
  const areas = [...new Set(passed.map((p) => p.areaCode))];
  const officers = await Promise.all(areas.map(async (a) => [a, await holdersInArea(db, a, 'supervision-feedback:view')] as const));
  const authoritiesOf = new Map(officers.map(([a, people]) => [a, [...new Set(people.map((o) => o.firmId))]]));
  await postMessages(
    db,
    passed.flatMap((p) => {
      const school = schools.get(p.firmId)?.name ?? '';
      return (authoritiesOf.get(p.areaCode) ?? []).map((firmId) => ({
        firmId,
        kind: 'feedback',
        title: `家长反馈逾期未回复：${school}`,
        body: `${school}收到的家长反馈（${FEEDBACK_CATEGORIES[p.category]}，${formatChinaDate(p.createdAt)}）已超过${FEEDBACK_REPLY_WORKING_DAYS}个工作日未回复，请督促处理。`,
        link: '/console/feedback',
        now,
      }));
    }),
  );
  return passed.length;
}

// ---------- 陪餐 ----------

/** Feedback/AddAccompanyMeal: a person of the caller's school ate a meal with the students. */
export async function addAccompanyMeal(
  db: Db,
  actor: Actor,
  now: Date,
  input: { Date: string; Meal: number; UserId: string; Rating: number; Notes?: string | null; FileIds?: string[] | null },
): Promise<{ Id: string }> {
  if (input.Date > formatChinaDate(now)) throw badRequest(M.accompanyFuture);
  if (!(await activeUserIdsOfFirm(db, actor.firmId, [input.UserId])).has(input.UserId)) throw badRequest(M.accompanyPersonNotStaff);
  await claimFiles(db, actor, now, input.FileIds ?? [], 'accompany');
  const id = newId();
  const inserted = await db
    .insert(accompanyMeals)
    .values({
      id,
      firmId: actor.firmId,
      date: input.Date,
      meal: input.Meal,
      userId: input.UserId,
      rating: input.Rating,
      notes: input.Notes ?? '',
      fileIds: input.FileIds ?? [],
      createdBy: actor.userId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: accompanyMeals.id });
  if (inserted.length === 0) throw conflict(M.accompanyDuplicate);
  return { Id: id };
}

/** Feedback/GetAccompanyMealList: a school's own records, or a district's schools' for its supervisors; newest first. */
export async function listAccompanyMeals(
  db: Db,
  actor: Actor,
  f: { FirmId?: string | null; StartDate?: string | null; EndDate?: string | null },
  limit: number,
  offset: number,
) {
  if (f.StartDate && f.EndDate && f.StartDate > f.EndDate) throw badRequest(MSG.dateRangeOrder);
  const where = and(
    sql`(${scopeFilter(actor, 'accompany-meal:view', { firm: accompanyMeals.firmId })} or ${
      scopeOf(actor, 'supervision-feedback:view') !== null ? scopeFilter(actor, 'supervision-feedback:view', { firm: accompanyMeals.firmId }) : sql`false`
    })`,
    f.FirmId ? eq(accompanyMeals.firmId, f.FirmId) : undefined,
    f.StartDate ? gte(accompanyMeals.date, f.StartDate) : undefined,
    f.EndDate ? lte(accompanyMeals.date, f.EndDate) : undefined,
  );
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(accompanyMeals)
      .where(where)
      .orderBy(desc(accompanyMeals.date), asc(accompanyMeals.meal), desc(accompanyMeals.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(accompanyMeals).where(where),
  ]);
  const [people, firms] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    firmsByIds(
      db,
      rows.map((r) => r.firmId),
    ),
  ]);
  return {
    rows: rows.map((r) => ({
      Id: r.id,
      FirmId: r.firmId,
      FirmName: firms.get(r.firmId)?.name ?? '',
      Date: r.date,
      Meal: r.meal,
      MealName: ACCOMPANY_MEALS[r.meal] ?? '',
      UserId: r.userId,
      UserName: people.get(r.userId)?.fullName ?? '',
      PositionName: '',
      Rating: r.rating,
      Notes: r.notes,
      FileIds: r.fileIds,
      CreateTime: toChinaIso(r.createdAt),
    })),
    total: all?.n ?? 0,
  };
}

/**
 * Feedback/GetAccompanyCoverage: for each school in reach (a school: itself; supervisors: the
 * schools of their area, or of a part of it), the meals its published weeks served from StartDate
 * to EndDate (up to today), how many of them have a 陪餐 record, and the ones without.
 */
export async function accompanyCoverage(
  db: Db,
  actor: Actor,
  now: Date,
  f: { AreaCode?: string | null; SearchName?: string | null; StartDate: string; EndDate: string },
  limit: number,
  offset: number,
) {
  if (f.StartDate > f.EndDate) throw badRequest(MSG.dateRangeOrder);
  if (addDays(f.StartDate, 92) <= f.EndDate) throw badRequest(M.rangeTooLong);
  const schools = await coverageSchools(db, actor, f, limit, offset);
  return { rows: await countCoverage(db, now, schools.rows, f.StartDate, f.EndDate), total: schools.total };
}

/** The schools whose 陪餐 the caller sees: a supervisor's (or the operator's) area or part of it, else the caller's own school. */
async function coverageSchools(db: Db, actor: Actor, f: { AreaCode?: string | null; SearchName?: string | null }, limit: number, offset: number) {
  const supervisor = scopeOf(actor, 'supervision-feedback:view');
  if (supervisor !== null) {
    if (f.AreaCode) assertAreaInside(actor, 'supervision-feedback:view', f.AreaCode);
    const area = f.AreaCode ?? (supervisor === 1 ? null : actor.areaCode);
    return publicBuyerFirms(db, { areaCode: area, search: f.SearchName }, limit, offset);
  }
  const own = await publicBuyerFirm(db, actor.firmId);
  return { rows: own && offset === 0 ? [own] : [], total: own ? 1 : 0 };
}

/** Each school's meals served by its published weeks from `start` to `end` (up to today), those with a 陪餐 record, and the gaps. */
async function countCoverage(db: Db, now: Date, schools: { id: string; name: string; areaName: string }[], start: string, end: string) {
  const ids = schools.map((s) => s.id);
  const last = [end, formatChinaDate(now)].sort()[0] as string;
  const [pubs, records] = ids.length
    ? await Promise.all([
        publicationsBetween(db, ids, mondayOf(start), last),
        db
          .selectDistinct({ firmId: accompanyMeals.firmId, date: accompanyMeals.date, meal: accompanyMeals.meal })
          .from(accompanyMeals)
          .where(and(inArray(accompanyMeals.firmId, ids), gte(accompanyMeals.date, start), lte(accompanyMeals.date, last))),
      ])
    : [[], []];
  const slots = await servedSlotsOf(
    db,
    pubs.map((p) => p.weekFeedingId),
  );
  const recorded = new Set(records.map((r) => `${r.firmId}|${r.date}|${r.meal}`));
  return schools.map((s) => {
    const served: { Date: string; Meal: number }[] = [];
    for (const p of pubs.filter((x) => x.firmId === s.id)) {
      for (const slot of slots.filter((x) => x.weekFeedingId === p.weekFeedingId)) {
        const date = addDays(p.weekStart, slot.dayOfWeek - 1);
        if (date >= start && date <= last) served.push({ Date: date, Meal: slot.packageType });
      }
    }
    served.sort((a, b) => a.Date.localeCompare(b.Date) || a.Meal - b.Meal);
    const gaps = served.filter((m) => !recorded.has(`${s.id}|${m.Date}|${m.Meal}`));
    return {
      FirmId: s.id,
      FirmName: s.name,
      AreaName: s.areaName,
      Served: served.length,
      Recorded: served.length - gaps.length,
      Coverage: served.length ? Math.round(((served.length - gaps.length) / served.length) * 1000) / 1000 : null,
      Gaps: gaps.slice(0, 100).map((g) => ({ ...g, MealName: ACCOMPANY_MEALS[g.Meal] ?? '' })),
    };
  });
}

// ---------- figures ----------

/**
 * Feedback/GetSunshineFigures: for the operator (every district, or one) and a supervisor (their
 * district, or a part of it), the feedback received in the range by category and school, the
 * median hours to a school's first reply, the escalations, and 陪餐 coverage per school counted as
 * accompanyCoverage counts it. Aggregates only: no content, phone or name.
 */
export async function sunshineFigures(
  db: Db,
  actor: Actor,
  now: Date,
  f: { AreaCode?: string | null; StartDate?: string | null; EndDate?: string | null },
): Promise<TSunshineFigures> {
  const today = formatChinaDate(now);
  const EndDate = f.EndDate ?? today;
  const StartDate = f.StartDate ?? addDays(EndDate, 1 - SUNSHINE_FIGURES_DAYS);
  if (StartDate > EndDate) throw badRequest(MSG.dateRangeOrder);
  if (addDays(StartDate, FIGURES_MAX_DAYS) <= EndDate) throw badRequest(M.figuresRangeTooLong);
  if (f.AreaCode) assertAreaInside(actor, 'supervision-feedback:view', f.AreaCode);
  const where = and(
    scopeFilter(actor, 'supervision-feedback:view', { area: feedbacks.areaCode }),
    f.AreaCode ? like(feedbacks.areaCode, `${escapeLike(f.AreaCode)}%`) : undefined,
    gte(feedbacks.createdAt, chinaDayStart(StartDate)),
    lt(feedbacks.createdAt, chinaDayStart(addDays(EndDate, 1))),
  );
  const waiting = sql<number>`count(*) filter (where ${feedbacks.status} = 1)::int`;
  const escalated = sql<number>`count(${feedbacks.escalatedAt})::int`;
  const [byCategory, bySchool, [totals], coverage] = await Promise.all([
    db.select({ category: feedbacks.category, n: count() }).from(feedbacks).where(where).groupBy(feedbacks.category),
    db
      .select({ firmId: feedbacks.firmId, n: count(), waiting, escalated })
      .from(feedbacks)
      .where(where)
      .groupBy(feedbacks.firmId)
      .orderBy(desc(count()), asc(feedbacks.firmId))
      .limit(SUNSHINE_FIGURES_SCHOOLS),
    db
      .select({
        total: count(),
        replied: sql<number>`count(${feedbacks.repliedAt})::int`,
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${feedbacks.repliedAt} - ${feedbacks.createdAt})) / 3600) filter (where ${feedbacks.repliedAt} is not null)`,
        escalated,
        escalatedWaiting: sql<number>`count(*) filter (where ${feedbacks.escalatedAt} is not null and ${feedbacks.status} = 1)::int`,
      })
      .from(feedbacks)
      .where(where),
    coverageSchools(db, actor, { AreaCode: f.AreaCode }, SUNSHINE_FIGURES_COVERAGE_SCHOOLS, 0).then((s) => countCoverage(db, now, s.rows, StartDate, EndDate)),
  ]);
  const schools = await firmsByIds(
    db,
    bySchool.map((r) => r.firmId),
  );
  const counted = new Map(byCategory.map((r) => [r.category, r.n]));
  const served = coverage.filter((r) => r.Served > 0);
  const servedTotal = served.reduce((n, r) => n + r.Served, 0);
  const recordedTotal = served.reduce((n, r) => n + r.Recorded, 0);
  return {
    StartDate,
    EndDate,
    Total: totals?.total ?? 0,
    ByCategory: Object.entries(FEEDBACK_CATEGORIES).map(([c, name]) => ({ Category: Number(c), Name: name, Count: counted.get(Number(c)) ?? 0 })),
    BySchool: bySchool.map((r) => ({
      FirmId: r.firmId,
      FirmName: schools.get(r.firmId)?.name ?? '',
      AreaName: schools.get(r.firmId)?.areaName ?? '',
      Count: r.n,
      Waiting: r.waiting,
      Escalated: r.escalated,
    })),
    Replied: totals?.replied ?? 0,
    MedianReplyHours: totals?.median == null ? null : Math.round(Number(totals.median) * 10) / 10,
    Escalated: totals?.escalated ?? 0,
    EscalatedWaiting: totals?.escalatedWaiting ?? 0,
    Served: servedTotal,
    Recorded: recordedTotal,
    Coverage: servedTotal ? Math.round((recordedTotal / servedTotal) * 1000) / 1000 : null,
    Schools: served
      .map(({ FirmId, FirmName, AreaName, Served, Recorded, Coverage }) => ({ FirmId, FirmName, AreaName, Served, Recorded, Coverage }))
      .sort((a, b) => (a.Coverage ?? 0) - (b.Coverage ?? 0) || a.FirmName.localeCompare(b.FirmName, 'zh-CN')),
  };
}
