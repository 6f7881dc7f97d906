import { describe, expect, it } from 'vitest';
import { afterWorkingDays, isWorkingDay, type WorkCalendar, workingDaysBetween } from './work-calendar.js';

/** 2026's National Day week as announced: 1–7 October off, Sunday 20 September and Saturday 10 October worked. */
const nationalDay: WorkCalendar = new Map<string, boolean>([
  ...['01', '02', '03', '04', '05', '06', '07'].map((d) => [`2026-10-${d}`, false] as [string, boolean]),
  ['2026-09-20', true],
  ['2026-10-10', true],
]);

describe('the work calendar', () => {
  it('is Monday to Friday without exceptions', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    // Wednesday 10:00 China → Monday 10:00
    expect(afterWorkingDays(new Date('2026-11-25T02:00:00Z'), 3).toISOString()).toBe('2026-11-30T02:00:00.000Z');
    // Friday 23:30 China (15:30Z) → Wednesday 23:30
    expect(afterWorkingDays(new Date('2026-11-27T15:30:00Z'), 3).toISOString()).toBe('2026-12-02T15:30:00.000Z');
    // Saturday noon → counts from Monday 00:00: due Thursday 00:00 China (Wednesday 16:00Z)
    expect(afterWorkingDays(new Date('2026-11-28T04:00:00Z'), 3).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // Sunday 23:00 China (15:00Z)
    expect(afterWorkingDays(new Date('2026-11-29T15:00:00Z'), 1).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(workingDaysBetween(new Date('2026-11-25T02:00:00Z'), new Date('2026-11-30T01:59:59Z'))).toBe(2);
    expect(workingDaysBetween(new Date('2026-11-25T02:00:00Z'), new Date('2026-11-30T02:00:00Z'))).toBe(3);
  });

  it('skips the holidays and counts the weekend days worked in exchange', () => {
    expect(isWorkingDay('2026-10-01', nationalDay)).toBe(false);
    expect(isWorkingDay('2026-10-10', nationalDay)).toBe(true);
    // Wednesday 30 September 10:00 China: Thursday 8, Friday 9, Saturday 10 October (worked) → due Saturday 10:00
    const from = new Date('2026-09-30T02:00:00Z');
    expect(afterWorkingDays(from, 3, nationalDay).toISOString()).toBe('2026-10-10T02:00:00.000Z');
    // without the calendar the holiday would count: Thursday 1, Friday 2, Monday 5
    expect(afterWorkingDays(from, 3).toISOString()).toBe('2026-10-05T02:00:00.000Z');
    expect(workingDaysBetween(from, new Date('2026-10-07T23:00:00Z'), nationalDay)).toBe(0);
    expect(workingDaysBetween(from, new Date('2026-10-09T02:00:00Z'), nationalDay)).toBe(2);
    // sent on a holiday: counted from the first working day after it, at midnight
    expect(afterWorkingDays(new Date('2026-10-03T04:00:00Z'), 1, nationalDay).toISOString()).toBe('2026-10-08T16:00:00.000Z');
    // sent on the Sunday worked in exchange: that day counts as a working day
    expect(afterWorkingDays(new Date('2026-09-20T02:00:00Z'), 1, nationalDay).toISOString()).toBe('2026-09-21T02:00:00.000Z');
  });

  it('counts zero working days as the start of the count: the moment itself on a working day, else the next working day’s midnight', () => {
    const wednesday = new Date('2026-11-25T02:00:00Z');
    expect(afterWorkingDays(wednesday, 0).toISOString()).toBe(wednesday.toISOString());
    // Saturday noon China → Monday 00:00 China (Sunday 16:00Z)
    expect(afterWorkingDays(new Date('2026-11-28T04:00:00Z'), 0).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(afterWorkingDays(new Date('2026-10-03T04:00:00Z'), -1, nationalDay).toISOString()).toBe('2026-10-07T16:00:00.000Z');
    expect(workingDaysBetween(wednesday, wednesday)).toBe(0);
  });
});
