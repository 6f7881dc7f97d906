import { describe, expect, it } from 'vitest';
import { clockTime, dayLabel, windowSpan } from './seckill-time';

// 2026-11-21 23:30 in China is still the 21st there, though the 21st 15:30 UTC.
const NOW = Date.parse('2026-11-21T23:30:00+08:00');

describe('seckill times in China time', () => {
  it('shows the clock in China time', () => {
    expect(clockTime('2026-11-21T02:00:00Z')).toBe('10:00');
  });

  it('names today, tomorrow and yesterday by the China date', () => {
    expect(dayLabel('2026-11-21T08:00:00+08:00', NOW)).toBe('今天');
    expect(dayLabel('2026-11-22T00:10:00+08:00', NOW)).toBe('明天');
    expect(dayLabel('2026-11-20T08:00:00+08:00', NOW)).toBe('昨天');
    expect(dayLabel('2026-11-25T08:00:00+08:00', NOW)).toBe('11-25');
  });

  it('names the end day when a window crosses midnight', () => {
    expect(windowSpan({ StartTime: '2026-11-21T10:00:00+08:00', EndTime: '2026-11-21T12:00:00+08:00' }, NOW)).toBe('今天 10:00 - 12:00');
    expect(windowSpan({ StartTime: '2026-11-21T22:00:00+08:00', EndTime: '2026-11-22T02:00:00+08:00' }, NOW)).toBe('今天 22:00 - 明天 02:00');
  });
});
