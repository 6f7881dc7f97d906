import type { TCartLine } from '@shanlian/contract';
import { largestAllowed, MAX_LINE_QUANTITY, MSG, QUANTITY_MSG } from '@shanlian/contract/browser';

/**
 * The quantity rules as the server applies them (its quantity rules answer the same words):
 * the product's minimum and step, its stock, a flash sale's remaining units and the firm's
 * per-buyer limit. A quantity outside them is refused naming the limit, never cut down.
 */
export interface QuantityFacts {
  name: string;
  unit: string;
  /** 起订量 and 递增数量 (at least 1). */
  min: number;
  step: number;
  stock: number;
  /** A flash sale line: the units the offer has left (null: not a flash sale). */
  seckillRemaining?: number | null;
  /** A flash sale's per-buyer limit (0: none) and what this firm may still buy under it (null: unknown, the limit itself). */
  limitPerBuyer?: number;
  buyerRemaining?: number | null;
}

export { largestAllowed, QUANTITY_MSG };

/** The minimum and step, never below 1. */
export const minAndStep = (f: { min: number; step: number }) => ({ min: Math.max(1, f.min || 1), step: Math.max(1, f.step || 1) });

/** What the firm may still buy of a flash sale: what the server said, else the whole limit; null when unlimited. */
function buyerLeft(f: QuantityFacts): number | null {
  if (f.buyerRemaining != null) return Math.max(0, f.buyerRemaining);
  return (f.limitPerBuyer ?? 0) > 0 ? (f.limitPerBuyer as number) : null;
}

/** The most one may put in: the stock, a flash sale's remaining units and the firm's limit, within the step. */
export function mostAllowed(f: QuantityFacts): number {
  const { min, step } = minAndStep(f);
  let cap = Math.min(f.stock, MAX_LINE_QUANTITY);
  if (f.seckillRemaining != null) cap = Math.min(cap, f.seckillRemaining);
  const left = buyerLeft(f);
  if (f.seckillRemaining != null && left != null) cap = Math.min(cap, left);
  return largestAllowed(Math.max(0, cap), min, step);
}

/** Why this quantity cannot be bought, in the server's words; null when it can. */
export function quantityProblem(q: number | null | undefined, f: QuantityFacts): string | null {
  if (q == null || !Number.isInteger(q) || q < 1) return MSG.chooseQuantity;
  if (q > MAX_LINE_QUANTITY) return QUANTITY_MSG.tooMany;
  const { min, step } = minAndStep(f);
  if (q < min) return QUANTITY_MSG.belowMin(f, min);
  if ((q - min) % step !== 0) return QUANTITY_MSG.offStep(f, min, step);
  if (f.seckillRemaining != null) {
    const remaining = Math.max(0, f.seckillRemaining);
    if (remaining === 0) return QUANTITY_MSG.soldOut(f);
    if (q > remaining) return QUANTITY_MSG.overOffer(f, remaining, largestAllowed(remaining, min, step));
    const limit = f.limitPerBuyer ?? 0;
    const left = buyerLeft(f);
    if (left != null && q > left) return limit > 0 ? QUANTITY_MSG.overBuyerLimit(f, limit, left) : QUANTITY_MSG.overBuyerLeft(f, left);
  }
  if (f.stock <= 0) return QUANTITY_MSG.noStock(f);
  if (q > f.stock) return QUANTITY_MSG.overStock(f, f.stock, largestAllowed(f.stock, min, step));
  return null;
}

/**
 * A value a spinner step gave, put back on the grid min, min+step, …: below the minimum it is
 * the minimum; between two grid values it goes to the one in the step's direction.
 */
export function snapToGrid(v: number | null | undefined, f: { min: number; step: number }, direction: 1 | -1): number {
  const { min, step } = minAndStep(f);
  if (v == null || v < min) return min;
  const grid = min + Math.floor((v - min) / step) * step;
  if (grid === v) return v;
  return direction === 1 ? grid + step : grid;
}

/** "起订 5 斤 · 5 斤起递增", or '' when any whole number may be bought. */
export function quantityRuleText(minQuantity: number, quantityStep: number, unit: string): string {
  const { min, step } = minAndStep({ min: minQuantity, step: quantityStep });
  const u = unit.trim() || '件';
  const parts = [min > 1 ? `起订 ${min} ${u}` : '', step > 1 ? `${step} ${u}起递增` : ''].filter(Boolean);
  return parts.join(' · ');
}

/** "剩余 18 件 · 每家限购 5 件" for a flash sale. */
export function seckillLimitsText(remaining: number, limitPerBuyer: number, unit: string): string {
  const u = unit.trim() || '件';
  return [`剩余 ${Math.max(0, remaining)} ${u}`, limitPerBuyer > 0 ? `每家限购 ${limitPerBuyer} ${u}` : ''].filter(Boolean).join(' · ');
}

/** A cart line's facts for the rules. */
export function factsOfLine(line: TCartLine): QuantityFacts {
  return {
    name: line.ProductName,
    unit: line.Unit,
    min: line.MinQuantity,
    step: line.QuantityStep,
    stock: line.Stock,
    seckillRemaining: line.IsSeckill ? line.SeckillRemaining : null,
    // the cart knows what the firm may still buy, not the limit itself
    buyerRemaining: line.IsSeckill ? line.SeckillBuyerRemaining : null,
  };
}
