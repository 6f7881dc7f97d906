/**
 * Working days in China: Monday to Friday, except the days the platform's work calendar marks
 * otherwise — statutory holidays off (放假) and the weekend days worked in exchange (调休上班),
 * which the State Council announces each year and an operator enters (Operator/SaveWorkCalendarDays).
 * Plain functions of a calendar, shared by the server and the browser.
 */

/** The days that differ from Monday to Friday: YYYY-MM-DD → working (true) or off (false). */
export type WorkCalendar = ReadonlyMap<string, boolean>;
/** No exceptions: Monday to Friday. */
export const PLAIN_WEEK: WorkCalendar = new Map();

/** Where each kind of exception is shown and how it is named. */
export const WORK_DAY_KINDS = { off: '放假', working: '调休上班' } as const;
/** The longest holiday entered at once (days), and the note's length. */
export const WORK_CALENDAR_RANGE_MAX = 31;
export const WORK_CALENDAR_NOTE_MAX = 20;

export const WORK_CALENDAR_MSG = {
  dateRequired: '请选择日期',
  yearRange: '年份须在2020到2100之间',
  rangeTooLong: `一次最多录入${WORK_CALENDAR_RANGE_MAX}天`,
  noteTooLong: `说明不能超过${WORK_CALENDAR_NOTE_MAX}个字`,
  workingOnWeekday: '周一至周五本就是工作日，无需登记为调休上班',
  daysRequired: '请至少选择一天',
  kindRequired: '请选择放假或调休上班',
} as const;

const CHINA_OFFSET_MS = 8 * 3600_000;
const dayOf = (local: Date) => local.toISOString().slice(0, 10);
const weekend = (local: Date) => local.getUTCDay() === 6 || local.getUTCDay() === 0;

/** Whether a China-time date (YYYY-MM-DD) is a weekend day. */
export function isWeekendDay(day: string): boolean {
  return weekend(new Date(`${day}T00:00:00Z`));
}

/** Whether a China-time date (YYYY-MM-DD) is a working day under the calendar. */
export function isWorkingDay(day: string, calendar: WorkCalendar = PLAIN_WEEK): boolean {
  return calendar.get(day) ?? !isWeekendDay(day);
}

/** Where the count starts: `from` itself on a working day, else the next working day at midnight (China time). */
function workingStart(from: Date, calendar: WorkCalendar): Date {
  const local = new Date(from.getTime() + CHINA_OFFSET_MS);
  if (calendar.get(dayOf(local)) ?? !weekend(local)) return from;
  local.setUTCHours(0, 0, 0, 0);
  for (let i = 0; i < 366; i++) {
    local.setUTCDate(local.getUTCDate() + 1);
    if (calendar.get(dayOf(local)) ?? !weekend(local)) break;
  }
  return new Date(local.getTime() - CHINA_OFFSET_MS);
}

/** The moments one, two, three … working days after `from`, in order. */
function* workingDayMarks(from: Date, calendar: WorkCalendar): Generator<Date> {
  const local = new Date(workingStart(from, calendar).getTime() + CHINA_OFFSET_MS);
  for (;;) {
    local.setUTCDate(local.getUTCDate() + 1);
    if (calendar.get(dayOf(local)) ?? !weekend(local)) yield new Date(local.getTime() - CHINA_OFFSET_MS);
  }
}

/**
 * The moment `days` working days have passed since `from`: the same time of day on the working
 * day that many working days later (feedback sent on a day off counts from the next working day,
 * at midnight).
 */
export function afterWorkingDays(from: Date, days: number, calendar: WorkCalendar = PLAIN_WEEK): Date {
  if (days <= 0) return workingStart(from, calendar);
  let n = 0;
  for (const mark of workingDayMarks(from, calendar)) if (++n >= days) return mark;
  throw new Error('unreachable');
}

/** How many working days have passed from `from` to `now` (the largest n with afterWorkingDays(from, n) ≤ now), in one walk. */
export function workingDaysBetween(from: Date, now: Date, calendar: WorkCalendar = PLAIN_WEEK): number {
  let n = 0;
  for (const mark of workingDayMarks(from, calendar)) {
    if (mark.getTime() > now.getTime()) return n;
    n++;
  }
  return n;
}
