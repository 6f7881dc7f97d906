import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_TERMS, deliveryOptions, freightFor } from './delivery-options.js';

/** A China-time moment: '2026-11-23T10:00' is a Monday. */
const at = (china: string) => new Date(`${china}:00+08:00`);

describe('the delivery days and slots a checkout offers', () => {
  it('offers the default terms from the next day on Monday to Saturday, 14 days ahead', () => {
    const opts = deliveryOptions(DEFAULT_DELIVERY_TERMS, at('2026-11-23T10:00'));
    expect(opts[0]).toEqual({ Date: '2026-11-24', Slot: '07:00-09:00' });
    const days = [...new Set(opts.map((o) => o.Date))];
    // 24 Nov … 7 Dec without the Sundays 29 Nov and 6 Dec
    expect(days).toHaveLength(12);
    expect(days).not.toContain('2026-11-29');
    expect(days.at(-1)).toBe('2026-12-07');
    expect(opts).toHaveLength(36);
  });

  it('moves one more day once the cut-off time has passed, in China time', () => {
    // 18:30 China time is 10:30 UTC: the same China day
    expect(deliveryOptions(DEFAULT_DELIVERY_TERMS, at('2026-11-23T18:30'))[0]?.Date).toBe('2026-11-25');
    expect(deliveryOptions(DEFAULT_DELIVERY_TERMS, at('2026-11-23T18:00'))[0]?.Date).toBe('2026-11-24');
    // 01:00 China time on Tuesday is still Monday in UTC
    expect(deliveryOptions(DEFAULT_DELIVERY_TERMS, at('2026-11-24T01:00'))[0]?.Date).toBe('2026-11-25');
  });

  it('keeps to the delivery weekdays and the lead time, and same-day slots only before they begin', () => {
    const tts = { ...DEFAULT_DELIVERY_TERMS, weekdays: [2, 4, 6], leadDays: 2, slots: ['14:00-16:00', '07:00-09:00'] };
    const opts = deliveryOptions(tts, at('2026-11-23T09:00'));
    expect(opts.slice(0, 3)).toEqual([
      { Date: '2026-11-26', Slot: '07:00-09:00' },
      { Date: '2026-11-26', Slot: '14:00-16:00' },
      { Date: '2026-11-28', Slot: '07:00-09:00' },
    ]);
    const sameDay = deliveryOptions({ ...DEFAULT_DELIVERY_TERMS, leadDays: 0, cutoffTime: '23:00' }, at('2026-11-23T10:00'));
    expect(sameDay[0]).toEqual({ Date: '2026-11-23', Slot: '14:00-16:00' });
  });

  it('still offers days when the lead time reaches past the window', () => {
    const opts = deliveryOptions({ ...DEFAULT_DELIVERY_TERMS, leadDays: 14, weekdays: [7] }, at('2026-11-23T20:00'));
    expect(opts[0]?.Date).toBe('2026-12-13');
  });

  it('charges freight below the free threshold only', () => {
    const t = { ...DEFAULT_DELIVERY_TERMS, freightFen: 1000, freeFreightFen: 30000 };
    expect(freightFor(t, 29999)).toBe(1000);
    expect(freightFor(t, 30000)).toBe(0);
    expect(freightFor({ ...t, freeFreightFen: null }, 10_000_000)).toBe(1000);
  });
});
