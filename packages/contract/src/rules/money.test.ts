import { describe, expect, it } from 'vitest';
import { parseInputTime, ZMoney, ZMoneyPositive, ZTimeInput } from '../index.js';
import { isValidMoney, isWholeFen, MONEY_MAX_YUAN, yuanToFen } from './money.js';

describe('money in fen', () => {
  it('takes a number on its value, not its spelling', () => {
    expect(isWholeFen(0.1 + 0.2)).toBe(true);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(isWholeFen(3e-1)).toBe(true);
    expect(isWholeFen(1e-7)).toBe(false);
    expect(isWholeFen(0.001)).toBe(false);
    expect(isWholeFen(12.345)).toBe(false);
    expect(isWholeFen(Number.NaN)).toBe(false);
    expect(isWholeFen(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isWholeFen(9_999_999.99)).toBe(true);
    expect(isWholeFen(123_456_789_012.34)).toBe(true);
  });

  it('bounds a price from 1 fen to the maximum', () => {
    for (const v of [0.01, 0.3, 12.34, MONEY_MAX_YUAN]) expect(isValidMoney(v, { positive: true, max: MONEY_MAX_YUAN }), String(v)).toBe(true);
    for (const v of [0, -0.01, -1, 1e-7, 0.001, 12.345, MONEY_MAX_YUAN + 0.01, 1e300]) {
      expect(isValidMoney(v, { positive: true, max: MONEY_MAX_YUAN }), String(v)).toBe(false);
    }
    expect(ZMoneyPositive.safeParse(1e-7).success).toBe(false);
    expect(ZMoneyPositive.safeParse(0.30000000000000004).success).toBe(true);
    expect(ZMoney.safeParse(0).success).toBe(true);
    expect(ZMoney.safeParse(-0.01).success).toBe(false);
    expect(ZMoney.safeParse('1').success).toBe(false);
  });
});

describe('input times', () => {
  it('accepts real ISO-8601 times in range, as China time when no offset is given', () => {
    expect(parseInputTime('2026-11-21')?.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(parseInputTime('2026-11-21T08:00:00+08:00')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseInputTime('2026-11-21 08:00')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseInputTime('2026-11-21T08:00:00Z')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });

  it('refuses what is not a time or is out of range', () => {
    for (const s of ['+275760-09-13T00:00:00Z', '9999-01-01', '1999-12-31', '2026-02-29', '2026-04-31', '2026-11-21T25:00:00Z', 'now', '', '1732147200000']) {
      expect(parseInputTime(s), s).toBeNull();
      expect(ZTimeInput().safeParse(s).success, s).toBe(false);
    }
    expect(parseInputTime('2028-02-29')).not.toBeNull();
  });
});
