import type { TCartLine } from '@shanlian/contract';
import { MAX_LINE_QUANTITY, pointsFor } from '@shanlian/contract/browser';
import { cartText } from '../../../lib/text';

/** The most one line may carry: the stock, and for a seckill line also what the offer has left. */
export function maxQuantity(line: Pick<TCartLine, 'Stock' | 'IsSeckill' | 'SeckillRemaining'>): number {
  const cap = line.IsSeckill ? Math.min(line.Stock, line.SeckillRemaining ?? line.Stock) : line.Stock;
  return Math.max(0, Math.min(cap, MAX_LINE_QUANTITY));
}

/** A line's subtotal in yuan, computed in fen so 0.1 × 3 stays 0.30. */
export const subtotal = (line: Pick<TCartLine, 'PresentPrice' | 'CartNumber'>): number => (Math.round(line.PresentPrice * 100) * line.CartNumber) / 100;

export interface SelectionTotals {
  /** The selected lines (each a product the buyer picked, at its price). */
  lines: number;
  /** Units over the selected lines, summed per unit name (10 袋, 4 箱), in the order the units first appear. */
  byUnit: { unit: string; units: number }[];
  /** Yuan. */
  amount: number;
  points: number;
}

/** A line without a unit name is counted in 件. */
const DEFAULT_UNIT = '件';

/** The footer's figures for the selected lines: 10 袋 and 2 箱 are never added into 12 of anything. */
export function totalsOf(lines: Iterable<Pick<TCartLine, 'PresentPrice' | 'CartNumber' | 'Unit'>>): SelectionTotals {
  let count = 0;
  let fen = 0;
  const byUnit = new Map<string, number>();
  for (const l of lines) {
    count += 1;
    const unit = l.Unit.trim() || DEFAULT_UNIT;
    byUnit.set(unit, (byUnit.get(unit) ?? 0) + l.CartNumber);
    fen += Math.round(l.PresentPrice * 100) * l.CartNumber;
  }
  const amount = fen / 100;
  return { lines: count, byUnit: [...byUnit].map(([unit, units]) => ({ unit, units })), amount, points: pointsFor(amount) };
}

/** The units of a selection in words: 10 袋、4 箱. */
export const unitsText = (t: Pick<SelectionTotals, 'byUnit'>): string => t.byUnit.map((u) => `${u.units} ${u.unit}`).join('、');

/** The footer's count in words: 已选 3 种商品（10 袋、4 箱）. */
export const footerCount = (t: Pick<SelectionTotals, 'lines' | 'byUnit'>): string => cartText.selectedSummary(t.lines, unitsText(t));

/** The distinct shelf items of some lines (a seckill line and a normal line may share one). */
export const shelfIdsOf = (lines: Iterable<Pick<TCartLine, 'FoodSaleShelfId'>>): string[] => [...new Set([...lines].map((l) => l.FoodSaleShelfId))];
