import { describe, expect, it } from 'vitest';
import { currentStep, otherEvents, timelineSteps } from './timeline';

const ev = (Type: string, Time: string) => ({ Id: Type, Type, TypeName: Type, Status: 0, Time, Note: '' });

describe('timelineSteps (spec 02 §2.5, from GetOrderEvents)', () => {
  const events = [
    ev('created', '2026-11-22T09:00:00+08:00'),
    ev('confirmed', '2026-11-22T10:00:00+08:00'),
    ev('shipped', '2026-11-23T08:00:00+08:00'),
    ev('invoiced', '2026-11-23T09:00:00+08:00'),
  ];

  it('marks 确认, 发货 and 运输中 done with their times, 已收货 pending', () => {
    const steps = timelineSteps(events, '2026-11-25T00:00:00+08:00');
    expect(steps.map((s) => [s.key, s.done, s.time])).toEqual([
      ['confirmed', true, '2026-11-22T10:00:00+08:00'],
      ['shipped', true, '2026-11-23T08:00:00+08:00'],
      ['transit', true, '2026-11-23T08:00:00+08:00'],
      ['received', false, null],
    ]);
    expect(steps[2]?.distDate).toBe('2026-11-25T00:00:00+08:00');
    expect(currentStep(steps)).toBe(3);
  });

  it('lists the other events apart', () => {
    expect(otherEvents(events).map((e) => e.Type)).toEqual(['created', 'invoiced']);
  });
});
