import { calendarDays, formatChinaDate, type TWorkCalendarDay, toChinaIso, type WorkCalendar } from '@shanlian/contract';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { workCalendarDays } from './operator.tables.js';

/** Operator/GetWorkCalendar: the exceptions entered for one year, in date order. */
export async function workCalendarOfYear(db: Db, year: number): Promise<{ Year: number; Days: TWorkCalendarDay[] }> {
  const rows = await db
    .select()
    .from(workCalendarDays)
    .where(and(gte(workCalendarDays.day, `${year}-01-01`), lte(workCalendarDays.day, `${year}-12-31`)))
    .orderBy(asc(workCalendarDays.day));
  return {
    Year: year,
    Days: rows.map((r) => ({ Date: r.day, Working: r.working, Note: r.note, UpdateTime: toChinaIso(r.updatedAt), UpdatedBy: r.updatedBy })),
  };
}

/** Operator/SaveWorkCalendarDays: every date of the range becomes off (or worked), replacing what was entered for it. */
export async function saveWorkCalendarDays(
  db: Db,
  actor: Actor,
  now: Date,
  input: { StartDate: string; EndDate: string; Working: boolean; Note: string },
): Promise<{ Saved: number }> {
  const days = calendarDays(input.StartDate, input.EndDate);
  const set = { working: input.Working, note: input.Note, updatedAt: now, updatedBy: actor.fullName };
  await db
    .insert(workCalendarDays)
    .values(days.map((day) => ({ day, ...set })))
    .onConflictDoUpdate({ target: workCalendarDays.day, set });
  return { Saved: days.length };
}

/** Operator/RemoveWorkCalendarDays: the dates go back to their weekday. */
export async function removeWorkCalendarDays(db: Db, dates: string[]): Promise<{ Removed: number }> {
  const removed = await db.delete(workCalendarDays).where(inArray(workCalendarDays.day, dates)).returning({ day: workCalendarDays.day });
  return { Removed: removed.length };
}

/**
 * The calendar for counting working days from `from` on: every exception on or after its China
 * date (a handful a year, so the whole tail is read once per count).
 */
export async function workCalendarFrom(db: Db, from: Date): Promise<WorkCalendar> {
  const rows = await db
    .select({ day: workCalendarDays.day, working: workCalendarDays.working })
    .from(workCalendarDays)
    .where(gte(workCalendarDays.day, formatChinaDate(from)));
  return new Map(rows.map((r) => [r.day, r.working]));
}
