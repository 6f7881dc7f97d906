import { and, eq, inArray } from 'drizzle-orm';
import { shelfItems } from '../modules/store/store.tables.js';
import type { Db } from '../platform/db.js';

/**
 * Demo products sold as canteens buy them: whole cases of eggs from two, rice by five sacks,
 * and one vegetable weighed from 5 斤 upward in steps of 5. Every other product keeps 1 and 1.
 */
export const DEMO_QUANTITY_RULES: { names: string[]; unit: string; minQuantity: number; quantityStep: number }[] = [
  { names: ['无抗鲜鸡蛋', '鲜鹌鹑蛋'], unit: '箱', minQuantity: 2, quantityStep: 1 },
  { names: ['五常稻花香大米', '东北珍珠米 25kg'], unit: '袋', minQuantity: 5, quantityStep: 5 },
  { names: ['白萝卜'], unit: '斤', minQuantity: 5, quantityStep: 5 },
];

/** Sets the demo minimums and steps (by product name and unit, on every supplier's shelf). */
export async function applyDemoQuantityRules(db: Db): Promise<number> {
  let changed = 0;
  for (const rule of DEMO_QUANTITY_RULES) {
    const rows = await db
      .update(shelfItems)
      .set({ minQuantity: rule.minQuantity, quantityStep: rule.quantityStep })
      .where(and(inArray(shelfItems.name, rule.names), eq(shelfItems.unit, rule.unit)))
      .returning({ id: shelfItems.id });
    changed += rows.length;
  }
  return changed;
}
