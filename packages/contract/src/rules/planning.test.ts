import { describe, expect, it } from 'vitest';
import { gramsOfAmount, gramsPerMillilitre, planLine, unitsForGrams } from './planning.js';

describe('ingredient plans', () => {
  it('price a line as quantity × unit price in yuan, its points the same, without float drift', () => {
    expect(planLine(19.99, 3)).toEqual({ Subtotal: 59.97, Points: 59.97 });
    expect(planLine(0.1, 3)).toEqual({ Subtotal: 0.3, Points: 0.3 });
    expect(planLine(12.5, 0)).toEqual({ Subtotal: 0, Points: 0 });
  });

  it('turn grams per portion into whole units of a product, rounded up, in tenths of a gram', () => {
    // 120 g × 50 portions = 6 000 g of 5 000 g sacks: 2 sacks
    expect(unitsForGrams(120, 50, 5000)).toBe(2);
    expect(unitsForGrams(100, 50, 5000)).toBe(1);
    expect(unitsForGrams(100, 51, 5000)).toBe(2);
    // 0.1 g steps do not drift: 0.3 g × 10 = 3 g exactly
    expect(unitsForGrams(0.3, 10, 3)).toBe(1);
    expect(unitsForGrams(0.7, 3, 1)).toBe(3);
    expect(unitsForGrams(0, 10, 500)).toBe(0);
  });

  it('refuse a product without a positive net weight', () => {
    expect(() => unitsForGrams(100, 1, 0)).toThrow('net weight must be positive');
    expect(() => unitsForGrams(100, 1, -5)).toThrow('net weight must be positive');
    expect(unitsForGrams(100, 1, 0.5)).toBe(200);
  });
});

describe('grams of a millilitre', () => {
  it('is 0.92 for oils, 1.03 for liquid milk and 1 for any other food or none', () => {
    expect(gramsPerMillilitre({ foodGroup: 'oil', category: '' })).toBe(0.92);
    expect(gramsPerMillilitre({ foodGroup: 'dairy', category: '乳类及其制品-液态乳' })).toBe(1.03);
    expect(gramsPerMillilitre({ foodGroup: 'dairy', category: '乳类及其制品-酸奶' })).toBe(1);
    // a category that says 液态乳 outside the dairy group is not milk
    expect(gramsPerMillilitre({ foodGroup: 'other', category: '液态乳饮料' })).toBe(1);
    expect(gramsPerMillilitre(null)).toBe(1);
    expect(gramsPerMillilitre(undefined)).toBe(1);
    expect(gramsOfAmount(33, 2, { foodGroup: 'oil', category: '' })).toBe(30.4);
  });
});
