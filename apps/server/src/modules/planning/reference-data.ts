import { type NutritionStandard, standardFromCsv } from '@shanlian/contract';
import { readNutritionFile } from '../store/composition-data.js';

/**
 * WS/T 554-2017 学生餐营养指南 as the server's data file gives it, each value with its status and
 * source; parsed once, on first use.
 */
let cached: NutritionStandard | null = null;

export function nutritionStandard(): NutritionStandard {
  if (!cached) cached = standardFromCsv(readNutritionFile('wst554-2017.csv'));
  return cached;
}
