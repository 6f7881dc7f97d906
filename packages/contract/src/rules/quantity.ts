import { MAX_LINE_QUANTITY } from '../constants.js';

/**
 * The words of the quantity rules, the same from the server (its refusals) and the web (its
 * inline checks): a product's minimum and step, its stock, a flash sale's remaining units and
 * a firm's per-buyer limit, each naming the product, the limit and the unit.
 */
export interface QuantityNamed {
  name: string;
  unit: string;
}

const unitOf = (f: QuantityNamed) => f.unit.trim() || '件';

export const QUANTITY_MSG = {
  belowMin: (f: QuantityNamed, min: number) => `「${f.name}」起订量为 ${min} ${unitOf(f)}`,
  offStep: (f: QuantityNamed, min: number, step: number) =>
    min % step === 0
      ? `「${f.name}」须按 ${step} ${unitOf(f)}的倍数购买`
      : `「${f.name}」起订 ${min} ${unitOf(f)}，之后须按 ${step} ${unitOf(f)}递增（如 ${min}、${min + step}、${min + 2 * step} ${unitOf(f)}）`,
  noStock: (f: QuantityNamed) => `「${f.name}」已无库存`,
  overStock: (f: QuantityNamed, stock: number, most: number) =>
    most > 0 ? `「${f.name}」库存仅剩 ${stock} ${unitOf(f)}，最多可购买 ${most} ${unitOf(f)}` : `「${f.name}」库存仅剩 ${stock} ${unitOf(f)}，不足起订量`,
  soldOut: (f: QuantityNamed) => `「${f.name}」已抢光`,
  overOffer: (f: QuantityNamed, remaining: number, most: number) => `「${f.name}」秒杀仅剩 ${remaining} ${unitOf(f)}，最多可抢 ${most} ${unitOf(f)}`,
  overBuyerLimit: (f: QuantityNamed, limit: number, left: number) =>
    left > 0
      ? `「${f.name}」每家单位限购 ${limit} ${unitOf(f)}，您还可购买 ${left} ${unitOf(f)}`
      : `「${f.name}」每家单位限购 ${limit} ${unitOf(f)}，您单位已买满`,
  /** The firm's remaining units known, its limit not (a cart line). */
  overBuyerLeft: (f: QuantityNamed, left: number) => (left > 0 ? `「${f.name}」限购，您单位还可购买 ${left} ${unitOf(f)}` : `「${f.name}」限购，您单位已买满`),
  tooMany: `单次数量不能超过${MAX_LINE_QUANTITY}`,
};

/** The least quantity at or above `wanted` that the minimum and step allow. */
export function smallestAllowed(wanted: number, min: number, step: number): number {
  if (wanted <= min) return min;
  return min + Math.ceil((wanted - min) / step) * step;
}

/** The largest quantity at or below `cap` that the minimum and step allow; 0 when none. */
export function largestAllowed(cap: number, min: number, step: number): number {
  if (cap < min) return 0;
  return min + Math.floor((cap - min) / step) * step;
}
