import { largestAllowed, smallestAllowed } from '@shanlian/contract/browser';

/** The quantity a row of the frequent list starts with: the last one, within the product's minimum, step and stock. */
export function startQuantity(item: { LastQuantity: number; MinQuantity: number; QuantityStep: number; Stock: number }): number {
  const min = Math.max(1, item.MinQuantity);
  const step = Math.max(1, item.QuantityStep);
  let q = smallestAllowed(item.LastQuantity, min, step);
  if (q > item.Stock && item.Stock >= min) q = largestAllowed(item.Stock, min, step);
  return q;
}
