import { planLine } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { draftTotals, fitQuantity, planFooter } from './plan-model';

describe('ingredient plan arithmetic', () => {
  it('adds the chosen plans in fen, without float drift', () => {
    const plans = [
      { TotalPrice: 0.1, Freight: 0.2, TotalWithFreight: 0.3, Points: 0.1 },
      { TotalPrice: 0.2, Freight: 10, TotalWithFreight: 10.2, Points: 0.2 },
      { TotalPrice: 1234.56, Freight: 0, TotalWithFreight: 1234.56, Points: 1234.56 },
    ];
    expect(planFooter(plans)).toEqual({ Count: 3, TotalPrice: 1234.86, Freight: 10.2, TotalWithFreight: 1245.06, Points: 1234.86 });
    expect(planFooter([])).toEqual({ Count: 0, TotalPrice: 0, Freight: 0, TotalWithFreight: 0, Points: 0 });
  });

  it('sums the dialog lines exactly as planLine does line by line', () => {
    const lines = [
      { PresentPrice: 3.3, Number: 3 },
      { PresentPrice: 19.99, Number: 7 },
      { PresentPrice: 0.07, Number: 11 },
    ];
    const each = lines.map((l) => planLine(l.PresentPrice, l.Number));
    const sum = Math.round(each.reduce((s, r) => s + Math.round(r.Subtotal * 100), 0)) / 100;
    expect(draftTotals(lines)).toEqual({ Subtotal: sum, Points: sum });
    expect(sum).toBe(150.6);
  });

  it('fits a quantity to the least quantity and step of the product', () => {
    expect(fitQuantity(null, 5, 5)).toBe(5);
    expect(fitQuantity(1, 5, 5)).toBe(5);
    expect(fitQuantity(6, 5, 5)).toBe(10);
    expect(fitQuantity(10, 5, 5)).toBe(10);
    expect(fitQuantity(7, 2, 1)).toBe(7);
    expect(fitQuantity(3.7, 1, 1)).toBe(3);
    expect(fitQuantity(4, 0, 0)).toBe(4);
  });
});
