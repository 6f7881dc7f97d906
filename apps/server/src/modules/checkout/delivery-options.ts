/**
 * The supplier's delivery terms and which delivery days and slots the checkout offers. Pure:
 * no database, no clock but the one given.
 */

/** Delivery terms in fen, as stored. */
export interface DeliveryTerms {
  weekdays: number[];
  slots: string[];
  cutoffTime: string;
  leadDays: number;
  freightFen: number;
  freeFreightFen: number | null;
  minOrderFen: number;
}

/** What a supplier who saved nothing offers: Monday to Saturday, three slots, cut-off 18:00, next day, no freight, no minimum. */
export const DEFAULT_DELIVERY_TERMS: DeliveryTerms = {
  weekdays: [1, 2, 3, 4, 5, 6],
  slots: ['07:00-09:00', '09:00-11:00', '14:00-16:00'],
  cutoffTime: '18:00',
  leadDays: 1,
  freightFen: 0,
  freeFreightFen: null,
  minOrderFen: 0,
};

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A China-time calendar day as 'YYYY-MM-DD' and its ISO weekday (1 Monday … 7 Sunday). */
function chinaDay(ms: number): { date: string; weekday: number } {
  const d = new Date(ms + CHINA_OFFSET_MS);
  const dow = d.getUTCDay();
  return { date: d.toISOString().slice(0, 10), weekday: dow === 0 ? 7 : dow };
}

/** 'HH:mm' of the moment in China time. */
function chinaClock(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * The delivery (date, slot) pairs offered to an order placed now: from today + LeadDays (one
 * more day when the cut-off time has passed), on the delivery weekdays, up to `days` days
 * ahead (further only when the lead time itself reaches past that, so something is offered).
 * A same-day delivery (LeadDays 0) offers only the slots that have not begun.
 */
export function deliveryOptions(terms: DeliveryTerms, now: Date, days = 14): { Date: string; Slot: string }[] {
  const clock = chinaClock(now);
  const first = terms.leadDays + (clock > terms.cutoffTime ? 1 : 0);
  const last = Math.max(days, first + 6);
  const slots = [...terms.slots].sort();
  const out: { Date: string; Slot: string }[] = [];
  for (let d = first; d <= last; d++) {
    const day = chinaDay(now.getTime() + d * DAY_MS);
    if (!terms.weekdays.includes(day.weekday)) continue;
    for (const slot of slots) {
      if (d === 0 && slot.slice(0, 5) <= clock) continue;
      out.push({ Date: day.date, Slot: slot });
    }
  }
  return out;
}

/** Freight of an order of these goods: free from the threshold on. */
export function freightFor(terms: DeliveryTerms, goodsFen: number): number {
  if (terms.freeFreightFen !== null && goodsFen >= terms.freeFreightFen) return 0;
  return terms.freightFen;
}

/**
 * The first China day an order placed now can arrive, whatever its weekday: today + LeadDays,
 * one more day once the cut-off has passed (as deliveryOptions counts).
 */
export function earliestDeliveryDay(terms: DeliveryTerms, now: Date): string {
  return chinaDay(now.getTime() + (terms.leadDays + (chinaClock(now) > terms.cutoffTime ? 1 : 0)) * DAY_MS).date;
}

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 0 ? 7 : dow;
}

/** A 'YYYY-MM-DD' day moved by n days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Why a plan's day cannot be delivered (a weekday the supplier does not deliver, or sooner than
 * its lead time and cut-off allow), or null when some slot of that day is offered.
 */
export function dayProblem(terms: DeliveryTerms, now: Date, day: string): { kind: 'weekday' | 'soon'; earliest: string } | null {
  if (deliveryOptions(terms, now, 60).some((o) => o.Date === day)) return null;
  return { kind: terms.weekdays.includes(weekdayOf(day)) ? 'soon' : 'weekday', earliest: earliestDeliveryDay(terms, now) };
}
