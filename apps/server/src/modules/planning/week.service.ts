import {
  AGE_GROUP_NAMES,
  type AgeGroup,
  analyseWeek,
  FEEDING_PROPERTY_NAMES,
  fenToYuan,
  type MealPackageType,
  MIXED_CLASS,
  PACKAGE_GENDER_NAMES,
  PACKAGE_TYPE_NAMES,
  PACKAGE_TYPES,
  type PackageGender,
  PLANNING_MSG,
  type TFeeding,
  type TWeekFeeding,
  toChinaIso,
  WEEK_DAYS,
  type WeekAnalysis,
  type WeekPlan,
  yuanToFen,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { RawJson, ReadCache } from '../../platform/read-cache.js';
import { escapeLike } from '../../platform/sql.js';
import { addDays } from '../checkout/checkout.service.js';
import { planOrderGroups } from '../order/order.plan-groups.js';
import { feedingsByIds, mealNutritionOfWeek } from './feeding.service.js';
import { namedPlan, type PlanCheckout, type PlanDraft, placePlan, previewPlan, weekStartFor } from './plan-orders.flow.js';
import { schoolClasses, weekFeedingEntries, weekFeedings } from './planning.tables.js';
import { nutritionStandard } from './reference-data.js';

type WeekRow = typeof weekFeedings.$inferSelect;
type EntryRow = typeof weekFeedingEntries.$inferSelect;
type Perm = 'meal-plan:view' | 'meal-plan:edit' | 'meal-plan:delete' | 'meal-plan:export';

const scope = (actor: Actor, perm: Perm) => scopeFilter(actor, perm, { firm: weekFeedings.firmId, owner: weekFeedings.createdBy });

/** A package by id through the caller's scope: missing → 404, another firm's → 403. */
export async function ownWeek(db: Db, actor: Actor, id: string, perm: Perm): Promise<WeekRow> {
  // the record and whether the caller's scope reaches it, in one read (404 before 403)
  const reach = scope(actor, perm);
  const [row] = await db
    .select({ week: weekFeedings, reached: reach ? sql<boolean>`coalesce((${reach}), false)` : sql<boolean>`true` })
    .from(weekFeedings)
    .where(eq(weekFeedings.id, id))
    .limit(1);
  if (!row) throw notFound(PLANNING_MSG.weekNotFound);
  if (!row.reached) throw forbidden();
  return row.week;
}

async function entriesOf(db: Db, weekIds: string[]): Promise<EntryRow[]> {
  if (weekIds.length === 0) return [];
  return db
    .select()
    .from(weekFeedingEntries)
    .where(inArray(weekFeedingEntries.weekFeedingId, weekIds))
    .orderBy(asc(weekFeedingEntries.packageType), asc(weekFeedingEntries.dayOfWeek), asc(weekFeedingEntries.sort), asc(weekFeedingEntries.id));
}

/** Packages on the wire: every package type 1–3 with every day 1–5 (empty ones filled), entries with their meal. */
async function toWire(db: Db, rows: WeekRow[]): Promise<TWeekFeeding[]> {
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
  );
  const meals = await feedingsByIds(db, [...new Set(entries.map((e) => e.feedingId))]);
  return rows.map((w) => {
    const own = entries.filter((e) => e.weekFeedingId === w.id);
    let totalNum = 0;
    let totalFen = 0;
    const grid = PACKAGE_TYPES.map((pt) => ({
      PackageType: pt,
      PackageTypeName: PACKAGE_TYPE_NAMES[pt] ?? '',
      REC_WebDayFeedingInfos: WEEK_DAYS.map((day) => ({
        DayOfWeek: day,
        REC_DetailFeedingInfos: own
          .filter((e) => e.packageType === pt && e.dayOfWeek === day)
          .flatMap((e) => {
            const meal = meals.get(e.feedingId);
            if (!meal) return [];
            totalNum += e.people;
            totalFen += yuanToFen(meal.PresentPrice) * e.people;
            return [
              {
                Id: e.id,
                FeedingId: e.feedingId,
                Name: meal.Name,
                Gender: meal.Gender,
                AgeGroup: meal.AgeGroup,
                Number: e.people,
                PresentPrice: meal.PresentPrice,
                FeedingInfo: meal,
              },
            ];
          }),
      })),
    }));
    return {
      Id: w.id,
      WeekFeedingName: w.name,
      Gender: w.gender,
      GenderName: PACKAGE_GENDER_NAMES[w.gender] ?? '',
      AgeGroup: w.ageGroup,
      AgeGroupName: AGE_GROUP_NAMES[w.ageGroup] ?? '',
      Number: w.people,
      Boys: w.boys,
      Girls: w.girls,
      FeedingProperty: w.feedingProperty,
      FeedingPropertyName: FEEDING_PROPERTY_NAMES[w.feedingProperty] ?? '',
      CreateTime: toChinaIso(w.createdAt),
      TotalNum: totalNum,
      TotalPrice: fenToYuan(totalFen),
      REC_WebPackageTypeFeedingInfos: grid,
    };
  });
}

export async function listWeeks(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const conds: (SQL | undefined)[] = [scope(actor, 'meal-plan:view')];
  const text = search?.trim();
  if (text) conds.push(ilike(weekFeedings.name, `%${escapeLike(text)}%`));
  const where = and(...conds) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(weekFeedings).where(where).orderBy(desc(weekFeedings.createdAt), desc(weekFeedings.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(weekFeedings).where(where),
  ]);
  return { rows: await toWire(db, rows), total: total?.n ?? 0 };
}

export async function weekById(db: Db, actor: Actor, id: string): Promise<TWeekFeeding> {
  const row = await ownWeek(db, actor, id, 'meal-plan:view');
  const [wire] = await toWire(db, [row]);
  return wire as TWeekFeeding;
}

export interface WeekInput {
  WeekFeedingName: string;
  Gender: number;
  AgeGroup: number;
  Number: number;
  Boys?: number | null;
  Girls?: number | null;
  FeedingProperty?: number;
  REC_WebPackageTypeFeedingInfos: {
    PackageType: number;
    REC_WebDayFeedingInfos: { DayOfWeek: number; REC_DetailFeedingInfos: { FeedingId: string; Number: number }[] }[];
  }[];
}

/** Adds (id null) or replaces a package and its entries, in the operation's transaction. */
export async function saveWeek(db: Db, actor: Actor, now: Date, input: WeekInput, id: string | null): Promise<{ Id: string }> {
  const entries = input.REC_WebPackageTypeFeedingInfos.flatMap((p) =>
    p.REC_WebDayFeedingInfos.flatMap((d) => d.REC_DetailFeedingInfos.map((e) => ({ packageType: p.PackageType, dayOfWeek: d.DayOfWeek, ...e }))),
  );
  // every meal must be configured (a feedings row); name, gender and age group are the meal's own
  const meals = await feedingsByIds(db, [...new Set(entries.map((e) => e.FeedingId))]);
  if (entries.some((e) => !meals.has(e.FeedingId))) throw badRequest(PLANNING_MSG.feedingNotFound);
  const row = {
    name: input.WeekFeedingName,
    gender: input.Gender,
    ageGroup: input.AgeGroup,
    people: input.Number,
    // only a mixed class keeps its boys and girls
    boys: input.Gender === MIXED_CLASS ? (input.Boys ?? 0) : null,
    girls: input.Gender === MIXED_CLASS ? (input.Girls ?? 0) : null,
    feedingProperty: input.FeedingProperty ?? 1,
    updatedAt: now,
  };
  let weekId = id;
  if (weekId) {
    await ownWeek(db, actor, weekId, 'meal-plan:edit');
    await db.update(weekFeedings).set(row).where(eq(weekFeedings.id, weekId));
    await db.delete(weekFeedingEntries).where(eq(weekFeedingEntries.weekFeedingId, weekId));
  } else {
    weekId = newId();
    await db.insert(weekFeedings).values({ ...row, id: weekId, firmId: actor.firmId, createdBy: actor.userId, createdAt: now });
  }
  if (entries.length) {
    const wid = weekId;
    await db.insert(weekFeedingEntries).values(
      entries.map((e, i) => ({
        id: newId(),
        weekFeedingId: wid,
        packageType: e.packageType,
        dayOfWeek: e.dayOfWeek,
        feedingId: e.FeedingId,
        people: e.Number,
        sort: i,
      })),
    );
  }
  return { Id: weekId };
}

export async function deleteWeeks(db: Db, actor: Actor, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  // every one reached first: one refused id deletes nothing
  for (const id of unique) await ownWeek(db, actor, id, 'meal-plan:delete');
  await db.delete(weekFeedings).where(inArray(weekFeedings.id, unique));
  return unique.length;
}

/**
 * The packages as a plan for the checkout: each meal is delivered on its own day of the package's
 * week (`weekStart`, or the first week every meal's supplier can still reach), as many portions
 * as the day's entries hold (source 1).
 */
async function weekDraft(db: Db, actor: Actor, now: Date, ids: string[], weekStart: string | null | undefined): Promise<PlanDraft> {
  const weeks: WeekRow[] = [];
  const wanted: { shelfItemId: string; supplierId: string; dayOfWeek: number; portions: number }[] = [];
  for (const id of [...new Set(ids)]) {
    weeks.push(await ownWeek(db, actor, id, 'meal-plan:edit'));
    const entries = await entriesOf(db, [id]);
    if (entries.length === 0) throw badRequest(PLANNING_MSG.emptyWeek);
    const meals = await feedingsByIds(db, [...new Set(entries.map((e) => e.feedingId))]);
    for (const e of entries) {
      const meal = meals.get(e.feedingId) as TFeeding | undefined;
      if (!meal) throw badRequest(PLANNING_MSG.feedingNotFound);
      if (!meal.OnSale) throw conflict(PLANNING_MSG.feedingOffSale(meal.Name));
      wanted.push({ shelfItemId: meal.FoodSaleShelfId, supplierId: meal.SupplyFirmId, dayOfWeek: e.dayOfWeek, portions: e.people });
    }
  }
  const monday = await weekStartFor(db, now, wanted, weekStart);
  return {
    source: 1,
    plan: namedPlan(weeks),
    days: 'plan',
    lines: wanted.map((w) => ({
      shelfItemId: w.shelfItemId,
      quantity: w.portions,
      deliveryDate: addDays(monday, w.dayOfWeek - 1),
      needed: { quantity: w.portions, unit: '份' },
    })),
  };
}

/** 订单确认 of packages: one group per supplier and day. */
export async function previewWeekOrder(db: Db, actor: Actor, now: Date, input: { WeekfeedingIds: string[]; WeekStart?: string | null }) {
  return previewPlan(db, actor, now, await weekDraft(db, actor, now, input.WeekfeedingIds, input.WeekStart));
}

/** Packages become one order per supplier and day (source 1), with the checkout's choices. */
export async function weeksToOrder(db: Db, actor: Actor, now: Date, input: { WeekfeedingIds: string[]; WeekStart?: string | null } & PlanCheckout) {
  return placePlan(db, actor, now, await weekDraft(db, actor, now, input.WeekfeedingIds, input.WeekStart), input);
}

/** The caller firm's students (age group, boys and girls of a class), or null when the school has not said. */
export async function schoolClass(db: Db, actor: Actor) {
  if (!actor.firmId) return null;
  const [row] = await db.select().from(schoolClasses).where(eq(schoolClasses.firmId, actor.firmId)).limit(1);
  return row ? { AgeGroup: row.ageGroup, Boys: row.boys, Girls: row.girls } : null;
}

/** Sets the caller firm's students, from which its new packages start. */
export async function saveSchoolClass(db: Db, actor: Actor, now: Date, input: { AgeGroup: number; Boys: number; Girls: number }): Promise<void> {
  if (!actor.firmId) throw forbidden();
  const row = { ageGroup: input.AgeGroup, boys: input.Boys, girls: input.Girls, updatedAt: now };
  await db
    .insert(schoolClasses)
    .values({ firmId: actor.firmId, ...row })
    .onConflictDoUpdate({ target: schoolClasses.firmId, set: row });
}

/** The plan as the analysis reads it. */
export function planOf(week: WeekRow, entries: EntryRow[]): WeekPlan {
  return {
    AgeGroup: week.ageGroup as AgeGroup,
    Gender: week.gender as PackageGender,
    Boys: week.boys,
    Girls: week.girls,
    Number: week.people,
    Entries: entries.map((e) => ({ PackageType: e.packageType as MealPackageType, DayOfWeek: e.dayOfWeek, FeedingId: e.feedingId, Number: e.people })),
  };
}

/** The package, its entries and the analysis the browser computes too. */
export async function analysedWeek(db: Db, actor: Actor, id: string, perm: Perm = 'meal-plan:view') {
  // the entries and their meals are read beside the access check and used only once it passes
  const [week, entries, meals] = await Promise.all([ownWeek(db, actor, id, perm), entriesOf(db, [id]), mealNutritionOfWeek(db, id)]);
  const analysis: WeekAnalysis = analyseWeek(planOf(week, entries), meals, nutritionStandard());
  return { week, entries, meals, analysis };
}

/**
 * The tags a package's analysis depends on (decision 018; triggers of migration 0025): the package
 * itself ('week:<id>', its row and entries) and the kitchens' meals with everything they are
 * computed from ('meals'). Orders, stock and sales touch neither.
 */
const weekAnalysisTags = (id: string) => [`week:${id}`, 'meals'];

/** The analysis of a package from the read cache, as JSON (computed when a tag it depends on moved); no access check. */
async function cachedAnalysis(db: Db, id: string, cache: ReadCache): Promise<RawJson> {
  const { raw } = await cache.get(`week-analysis:${id}`, weekAnalysisTags(id), async () => {
    const [[week], entries, meals] = await Promise.all([
      db.select().from(weekFeedings).where(eq(weekFeedings.id, id)).limit(1),
      entriesOf(db, [id]),
      mealNutritionOfWeek(db, id),
    ]);
    if (!week) throw notFound(PLANNING_MSG.weekNotFound);
    return { value: analyseWeek(planOf(week, entries), meals, nutritionStandard()) };
  });
  return raw;
}

/**
 * The analysis of a package, answered from the read cache while neither the package nor any meal
 * changed since it was computed; the caller's access is checked on every call, before the cache.
 */
export async function weekAnalysis(db: Db, actor: Actor, id: string, cache: ReadCache): Promise<WeekAnalysis> {
  await ownWeek(db, actor, id, 'meal-plan:view');
  // already JSON: the registrar sends it as it is
  return (await cachedAnalysis(db, id, cache)) as unknown as WeekAnalysis;
}

/**
 * A package as the public reads it once its school published it (the caller checked that): the
 * package, its entries and its analysis from the read cache.
 */
export async function publishedWeekContent(db: Db, id: string, cache: ReadCache) {
  const [[week], entries] = await Promise.all([db.select().from(weekFeedings).where(eq(weekFeedings.id, id)).limit(1), entriesOf(db, [id])]);
  if (!week) throw notFound(PLANNING_MSG.weekNotFound);
  const raw = await cachedAnalysis(db, id, cache);
  return { week, entries, analysis: JSON.parse(raw.json.toString('utf8')) as WeekAnalysis };
}

/** The meals packages serve: each package's days (1–5) and package types (1 breakfast, 2 lunch, 3 dinner), once each. */
export async function servedSlotsOf(db: Db, ids: string[]): Promise<{ weekFeedingId: string; dayOfWeek: number; packageType: number }[]> {
  if (ids.length === 0) return [];
  return db
    .selectDistinct({ weekFeedingId: weekFeedingEntries.weekFeedingId, dayOfWeek: weekFeedingEntries.dayOfWeek, packageType: weekFeedingEntries.packageType })
    .from(weekFeedingEntries)
    .where(inArray(weekFeedingEntries.weekFeedingId, [...new Set(ids)]));
}

/** Packages' names by id. */
export async function weekNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: weekFeedings.id, name: weekFeedings.name })
    .from(weekFeedings)
    .where(inArray(weekFeedings.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A package of the caller's firm (edit permission): its row and whether any meal is placed in it. */
export async function weekToPublish(db: Db, actor: Actor, id: string): Promise<{ week: WeekRow; hasMeals: boolean }> {
  const week = await ownWeek(db, actor, id, 'meal-plan:edit');
  const [one] = await db.select({ id: weekFeedingEntries.id }).from(weekFeedingEntries).where(eq(weekFeedingEntries.weekFeedingId, id)).limit(1);
  return { week, hasMeals: Boolean(one) };
}

/** The buyer's nutrition-meal orders grouped by package (and the moment they were placed). */
export async function weekOrderGroups(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const { rows, total } = await planOrderGroups(db, actor, { source: 1, search }, limit, offset);
  return {
    rows: rows.map((g) => ({
      WeekFeedingId: g.planId,
      WeekFeedingName: g.planName,
      CreateTime: toChinaIso(g.createdAt),
      TotalAmount: fenToYuan(g.totalFen),
      Orders: g.orders,
    })),
    total,
  };
}
