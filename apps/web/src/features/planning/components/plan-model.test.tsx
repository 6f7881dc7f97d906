import { planLine } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { draftTotals, fitQuantity, lineKey, moveLine, planDays, planFooter } from './plan-model';

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

describe('plan lines by day', () => {
  const line = (day: string | null, n: number) => ({
    FoodSaleShelfId: 'qing',
    Name: '上海青',
    Specification: '5kg/筐',
    Unit: '筐',
    PresentPrice: 24,
    Number: n,
    Min: 1,
    Step: 1,
    SupplyName: '禾丰',
    DeliveryDate: day,
  });
  it('lists the plan’s days, first to last', () => {
    expect(planDays('2026-11-30', '2026-12-04')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(planDays('2026-12-04', '2026-11-30')).toEqual([]);
  });
  it('moves a line to another day, joining the line of the same product already there', () => {
    const lines = [line('2026-11-30', 2), line('2026-12-02', 3)];
    expect(moveLine(lines, lineKey(lines[0] as never), '2026-12-01').map((l) => [l.DeliveryDate, l.Number])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 3],
    ]);
    expect(moveLine(lines, lineKey(lines[0] as never), '2026-12-02').map((l) => [l.DeliveryDate, l.Number])).toEqual([['2026-12-02', 5]]);
  });
});
