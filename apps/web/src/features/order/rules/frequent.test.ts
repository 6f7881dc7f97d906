import { describe, expect, it } from 'vitest';
import { startQuantity } from './frequent';

describe('startQuantity', () => {
  it('starts from the last quantity, raised to the minimum and onto the step, within the stock', () => {
    expect(startQuantity({ LastQuantity: 7, MinQuantity: 1, QuantityStep: 1, Stock: 100 })).toBe(7);
    expect(startQuantity({ LastQuantity: 2, MinQuantity: 5, QuantityStep: 1, Stock: 100 })).toBe(5);
    expect(startQuantity({ LastQuantity: 7, MinQuantity: 5, QuantityStep: 5, Stock: 100 })).toBe(10);
    expect(startQuantity({ LastQuantity: 30, MinQuantity: 5, QuantityStep: 5, Stock: 22 })).toBe(20);
  });
});
