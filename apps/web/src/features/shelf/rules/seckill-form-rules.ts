import { MSG } from '@shanlian/contract/browser';
import type { FormRule } from 'antd';
import { isValidPrice } from '../../../lib/desk-rules';
import { deskText } from '../../../lib/text';

/**
 * A seckill window's checks, in the server's words. Times are China wall-clock strings
 * 'YYYY-MM-DD HH:mm:ss', which compare as text.
 */
export function rangeProblem(start: string | null, end: string | null, now: string): string | null {
  if (!start || !end) return deskText.seckillChooseTime;
  if (end <= start) return MSG.seckillTimeOrder;
  if (end <= now) return deskText.seckillEndAfterNow;
  return null;
}

export function priceProblem(price: number | null, shelfPrice: number | null): string | null {
  if (price == null) return MSG.priceRange;
  if (!isValidPrice(price)) return MSG.priceRange;
  if (shelfPrice != null && price >= shelfPrice) return MSG.seckillPriceBelow;
  return null;
}

export function quantityProblem(quantity: number | null, sold: number): string | null {
  if (quantity == null) return deskText.seckillQuantityRequired;
  if (!Number.isInteger(quantity) || quantity < 1) return deskText.seckillQuantityMin;
  if (quantity > 100_000) return deskText.seckillQuantityMax;
  if (quantity < sold) return MSG.seckillQuantityBelowSold(sold);
  return null;
}

/** 限购: 0 (none) up to the window's quantity, as the server requires. */
export function limitProblem(limit: number | null, quantity: number | null): string | null {
  if (limit == null || limit === 0) return null;
  if (!Number.isInteger(limit) || limit < 0 || (quantity != null && limit > quantity)) return MSG.seckillLimitRange;
  return null;
}

/** A form rule from a check: the check's message, or none. */
export const ruleOf =
  <V>(problem: (value: V) => string | null): FormRule =>
  () => ({
    validator: (_: unknown, value: V) => {
      const p = problem(value);
      return p ? Promise.reject(new Error(p)) : Promise.resolve();
    },
  });
