/** The quantity a row of the frequent list starts with: the last one, within the product's minimum, step and stock. */
export function startQuantity(item: { LastQuantity: number; MinQuantity: number; QuantityStep: number; Stock: number }): number {
  const min = Math.max(1, item.MinQuantity);
  const step = Math.max(1, item.QuantityStep);
  let q = Math.max(item.LastQuantity, min);
  q = min + Math.ceil((q - min) / step) * step;
  if (q > item.Stock && item.Stock >= min) q = min + Math.floor((item.Stock - min) / step) * step;
  return q;
}
