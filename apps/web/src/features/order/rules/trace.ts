import type { TOrderLine } from '@shanlian/contract';
import { type TraceVersion, traceLandingUrl } from '@shanlian/contract/browser';

/** Nutrition-meal lines (spec 02 §4, §9: food type code '100') keep their own (empty) trace dialog. */
export const NUTRITION_MEAL_FOOD_TYPE = '100';
/** The order views show the full trace (version 2). */
export const ORDER_TRACE_VERSION: TraceVersion = 2;

export type LineTraceState = 'meal' | 'traceable' | 'pending';

export type TraceLine = Pick<TOrderLine, 'Id' | 'ProductName' | 'FoodTypeCode' | 'FoodFirmFillInId'>;

/** A line is traceable once shipping made its stock-in line (FoodFirmFillInId); nutrition meals are traced elsewhere. */
export function lineTraceState(line: Pick<TOrderLine, 'FoodTypeCode' | 'FoodFirmFillInId'>): LineTraceState {
  if (line.FoodTypeCode === NUTRITION_MEAL_FOOD_TYPE) return 'meal';
  return line.FoodFirmFillInId ? 'traceable' : 'pending';
}

/** The landing address the line's QR encodes, on this site. */
export function lineLandingUrl(origin: string, lineId: string): string {
  return traceLandingUrl(origin, lineId, ORDER_TRACE_VERSION);
}

/** A file name for the downloaded QR: the product's name without characters file systems refuse. */
export function qrFileName(productName: string): string {
  const safe = productName
    .replace(/[\\/:*?"<>|\s]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return `追溯二维码-${safe || '商品'}.png`;
}
