import { describe, expect, it } from 'vitest';
import { initialReceipt, isValidReceived, receiptLines, receiptTotals, returnOf } from './receipt';

const lines = [
  { Id: 'a', SealNumber: 10 },
  { Id: 'b', SealNumber: 6 },
];

describe('receipt (spec 02 §4, §5)', () => {
  it('starts with everything received', () => {
    expect(initialReceipt(lines)).toEqual({ a: 10, b: 6 });
  });

  it('takes integers from 0 to what was ordered', () => {
    expect(isValidReceived(10, 0)).toBe(true);
    expect(isValidReceived(10, 10)).toBe(true);
    expect(isValidReceived(10, 11)).toBe(false);
    expect(isValidReceived(10, -1)).toBe(false);
    expect(isValidReceived(10, 2.5)).toBe(false);
    expect(isValidReceived(10, null)).toBe(false);
  });

  it('returns ordered less received', () => {
    expect(returnOf(10, 8)).toBe(2);
    expect(returnOf(10, null)).toBe(0);
  });

  it('sends every line, or nothing while one is invalid', () => {
    expect(receiptLines(lines, { a: 8, b: 6 })).toEqual([
      { Id: 'a', SealNumber: 8 },
      { Id: 'b', SealNumber: 6 },
    ]);
    expect(receiptLines(lines, { a: null, b: 6 })).toBeNull();
    expect(receiptTotals(lines, { a: 8, b: 6 })).toEqual({ received: 14, returned: 2 });
  });
});
