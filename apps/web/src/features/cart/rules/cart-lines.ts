import { MAX_LINE_QUANTITY, pointsFor } from '@shanlian/contract/browser';
import type { TCartLine } from '@shanlian/contract';

/** The most one line may carry: the stock, and for a seckill line also what the offer has left. */
export function maxQuantity(line: Pick<TCartLine, 'Stock' | 'IsSeckill' | 'SeckillRemaining'>): number {
  const cap = line.IsSeckill ? Math.min(line.Stock, line.SeckillRemaining ?? line.Stock) : line.Stock;
  return Math.max(0, Math.min(cap, MAX_LINE_QUANTITY));
}

/** A line's subtotal in yuan, computed in fen so 0.1 × 3 stays 0.30. */
export const subtotal = (line: Pick<TCartLine, 'PresentPrice' | 'CartNumber'>): number => (Math.round(line.PresentPrice * 100) * line.CartNumber) / 100;

export interface SelectionTotals {
  /** Units over the selected lines (the sum of quantities). */
  units: number;
  /** Yuan. */
  amount: number;
  points: number;
}

/** The footer's figures for the selected lines. */
export function totalsOf(lines: Iterable<Pick<TCartLine, 'PresentPrice' | 'CartNumber'>>): SelectionTotals {
  let units = 0;
  let fen = 0;
  for (const l of lines) {
    units += l.CartNumber;
    fen += Math.round(l.PresentPrice * 100) * l.CartNumber;
  }
  const amount = fen / 100;
  return { units, amount, points: pointsFor(amount) };
}

/** The distinct shelf items of some lines (a seckill line and a normal line may share one). */
export const shelfIdsOf = (lines: Iterable<Pick<TCartLine, 'FoodSaleShelfId'>>): string[] => [...new Set([...lines].map((l) => l.FoodSaleShelfId))];
