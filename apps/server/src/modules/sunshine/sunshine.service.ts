import {
  AGE_GROUP_NAMES,
  addDays,
  type Finding,
  formatChinaDate,
  INSPECTION_WINDOW_DAYS,
  SUNSHINE_MSG as M,
  mondayOf,
  PUBLISH_WEEKS_AHEAD,
  PUBLISHED_WEEKS_LISTED,
  type TSchoolWeek,
  toChinaIso,
} from '@shanlian/contract';
import { and, desc, eq, gte, inArray, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { ReadCache } from '../../platform/read-cache.js';
import { publicBuyerFirm, publicBuyerFirms } from '../firm/firm.service.js';
import { licencesOfFirm } from '../firm/licence.service.js';
import { mealsWithBatches } from '../planning/feeding-trace.js';
import { publishedWeekContent, weekNames, weekToPublish } from '../planning/week.service.js';
import { firmCaseSummary } from '../supervision/cases.read.js';
import { weekPublications } from './sunshine.tables.js';

/** This week's Monday in China. */
const thisMonday = (now: Date) => mondayOf(formatChinaDate(now));

/**
 * Publishes a package of the caller's school for a week (its Monday; this week when absent), or
 * withdraws it (from that week, or from every week when none is given). A week shows one package:
 * publishing another for the same week replaces it.
 */
export async function publishWeek(db: Db, actor: Actor, now: Date, input: { Id: string; Published: boolean; WeekStart?: string | null }) {
  const { week, hasMeals } = await weekToPublish(db, actor, input.Id);
  if (!input.Published) {
    await db
      .delete(weekPublications)
      .where(and(eq(weekPublications.weekFeedingId, week.id), input.WeekStart ? eq(weekPublications.weekStart, input.WeekStart) : undefined));
    return { Id: week.id, WeekStart: input.WeekStart ?? null };
  }
  if (!hasMeals) throw badRequest(M.publishedNeedsMeals);
  const first = thisMonday(now);
  const weekStart = input.WeekStart ?? first;
  if (weekStart < first || weekStart > addDays(first, 7 * (PUBLISH_WEEKS_AHEAD - 1))) throw badRequest(M.publishTooFar);
  await db
    .insert(weekPublications)
    .values({ id: newId(), firmId: week.firmId, weekFeedingId: week.id, weekStart, publishedBy: actor.userId, publishedAt: now })
    .onConflictDoUpdate({
      target: [weekPublications.firmId, weekPublications.weekStart],
      set: { weekFeedingId: week.id, publishedBy: actor.userId, publishedAt: now },
    });
  return { Id: week.id, WeekStart: weekStart };
}

/** The caller's firm's published weeks, newest first. */
export async function publishedWeeksOf(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(weekPublications)
    .where(eq(weekPublications.firmId, actor.firmId))
    .orderBy(desc(weekPublications.weekStart))
    .limit(PUBLISHED_WEEKS_LISTED * 2);
  const names = await weekNames(
    db,
    rows.map((r) => r.weekFeedingId),
  );
  return rows.map((r) => ({
    WeekStart: r.weekStart,
    WeekFeedingId: r.weekFeedingId,
    WeekFeedingName: names.get(r.weekFeedingId) ?? '',
    PublishTime: toChinaIso(r.publishedAt),
  }));
}

/** The newest week a firm published, as a column of the firm list's ordering. */
const latestWeekOf = (firmId: SQLWrapper) =>
  sql`(select max(${weekPublications.weekStart}) from ${weekPublications} where ${weekPublications.firmId} = ${firmId})`;

/** Public/GetSchoolList: schools by area and name, those that publish their weeks first. */
export async function schoolList(db: Db, f: { AreaCode?: string | null; SearchName?: string | null }, limit: number, offset: number) {
  const { rows, total } = await publicBuyerFirms(db, { areaCode: f.AreaCode, search: f.SearchName, order: latestWeekOf }, limit, offset);
  const latest = rows.length
    ? await db
        .select({ firmId: weekPublications.firmId, weekStart: sql<string>`max(${weekPublications.weekStart})` })
        .from(weekPublications)
        .where(
          inArray(
            weekPublications.firmId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(weekPublications.firmId)
    : [];
  const latestOf = new Map(latest.map((l) => [l.firmId, String(l.weekStart).slice(0, 10)]));
  return {
    rows: rows.map((r) => ({ FirmId: r.id, FirmName: r.name, AreaCode: r.areaCode, AreaName: r.areaName, LatestWeekStart: latestOf.get(r.id) ?? null })),
    total,
  };
}

type Band = TSchoolWeek['Days'][number]['Energy'];
const bandOf = (findings: readonly Finding[], code: string, amount: number, unit: string): Band => {
  const f = findings.find((x) => x.Code === code);
  if (!f || f.Value === null) return null;
  return { Amount: Math.round(amount * 10) / 10, Unit: unit, Value: Math.round(f.Value * 10) / 10, Min: f.Min, Max: f.Max, Level: f.Level };
};

/**
 * Public/GetSchoolWeek: a school's published week. The week holding `date` when it is published;
 * without a date, this week's, else the nearest published week ahead. Meals with their dishes and
 * grams a portion, each ingredient with the producer and supplier of the batch the kitchen took in
 * last and its public trace; each day's energy, protein and fat against the standard; the school's
 * licences and its supervision record. Nothing of prices, contacts, people or phones.
 */
export async function schoolWeek(db: Db, cache: ReadCache, now: Date, firmId: string, date: string | null | undefined): Promise<TSchoolWeek> {
  const firm = await publicBuyerFirm(db, firmId);
  if (!firm) throw notFound(M.schoolNotFound);
  const since = new Date(now.getTime() - INSPECTION_WINDOW_DAYS * 86_400_000);
  const [published, licences, cases] = await Promise.all([
    db
      .select({ weekStart: weekPublications.weekStart, weekFeedingId: weekPublications.weekFeedingId })
      .from(weekPublications)
      .where(eq(weekPublications.firmId, firm.id))
      .orderBy(desc(weekPublications.weekStart))
      .limit(PUBLISHED_WEEKS_LISTED),
    licencesOfFirm(db, firm.id),
    firmCaseSummary(db, firm.id, since),
  ]);
  const wanted = date ? mondayOf(date) : thisMonday(now);
  const chosen =
    published.find((p) => p.weekStart === wanted) ??
    (date ? undefined : [...published].sort((a, b) => a.weekStart.localeCompare(b.weekStart)).find((p) => p.weekStart > wanted));
  const base: TSchoolWeek = {
    School: { FirmId: firm.id, FirmName: firm.name, AreaName: firm.areaName, Address: firm.address },
    WeekStart: null,
    PublishedWeeks: published.map((p) => p.weekStart),
    AgeGroup: null,
    AgeGroupName: null,
    Gender: null,
    ServedSharePct: null,
    Complete: true,
    Days: [],
    Licences: [...licences]
      .sort((a, b) => a.licenseType - b.licenseType)
      .map((l) => ({ Name: l.name, ValidUntil: formatChinaDate(l.validTo), Valid: l.validTo.getTime() > now.getTime() })),
    Inspection: {
      QuantifiedGrade: firm.grade,
      Cases: cases.cases,
      Closed: cases.closed,
      Latest: cases.latest ? { Time: toChinaIso(cases.latest.at), Ability: cases.latest.ability, Status: cases.latest.status } : null,
    },
  };
  if (!chosen) return base;
  const { week, entries, analysis } = await publishedWeekContent(db, chosen.weekFeedingId, cache);
  // every meal of the week with the kitchens' batches, read together (not meal by meal)
  const content = await mealsWithBatches(
    db,
    entries.map((e) => e.feedingId),
    now,
  );
  return {
    ...base,
    WeekStart: chosen.weekStart,
    AgeGroup: week.ageGroup,
    AgeGroupName: AGE_GROUP_NAMES[week.ageGroup] ?? null,
    Gender: week.gender,
    ServedSharePct: analysis.ServedSharePct,
    Complete: analysis.Complete,
    Days: [1, 2, 3, 4, 5].map((dayOfWeek) => {
      const day = analysis.Days.find((d) => d.DayOfWeek === dayOfWeek);
      const findings = day?.Findings ?? [];
      const energy = day?.Total.EnergyKcal ?? 0;
      return {
        DayOfWeek: dayOfWeek,
        Date: addDays(chosen.weekStart, dayOfWeek - 1),
        Meals: entries
          .filter((e) => e.dayOfWeek === dayOfWeek)
          .sort((a, b) => a.packageType - b.packageType || a.sort - b.sort)
          .map((e) => {
            const meal = content.get(e.feedingId);
            return {
              PackageType: e.packageType,
              Name: meal?.name ?? '',
              Dishes: (meal?.dishes ?? []).map((d) => ({
                Name: d.name,
                Ingredients: d.ingredients.map((i) => ({
                  Name: i.name,
                  Grams: i.grams,
                  Origin: i.batch?.originFirmName || null,
                  SupplierName: i.supplierName || null,
                  TraceId: i.batch?.traceId ?? null,
                })),
              })),
            };
          }),
        Energy: day ? bandOf(findings, 'energy', energy, 'kcal') : null,
        Protein: day ? bandOf(findings, 'protein', day.Total.ProteinG, 'g') : null,
        FatEnergyPct: day ? bandOf(findings, 'fatEnergyPct', day.Total.FatG, 'g') : null,
      };
    }),
  };
}

/** The weeks these firms published whose Monday falls from `firstMonday` to `last`. */
export function publicationsBetween(db: Db, firmIds: string[], firstMonday: string, last: string) {
  return db
    .select({ firmId: weekPublications.firmId, weekStart: weekPublications.weekStart, weekFeedingId: weekPublications.weekFeedingId })
    .from(weekPublications)
    .where(and(inArray(weekPublications.firmId, firmIds), gte(weekPublications.weekStart, firstMonday), lte(weekPublications.weekStart, last)));
}
