import { MSG, PLANNING_MSG, toChinaIso } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { shelfItemsByIds, supplierNames } from '../catalog/catalog.service.js';
import { orderLineForTrace } from '../order/order.plan-groups.js';
import { latestReceivedLines } from '../trace/received-batches.js';
import { feedingDishesWithIngredients } from './feeding.service.js';
import { feedings } from './planning.tables.js';

const MEAL_FOOD_TYPE = '100';

/**
 * Trace/GetFeedingFoodTraceabilityById (public): Id is an order line of a nutrition meal or the
 * meal's shelf item. Each ingredient of each dish shows the batch the kitchen (the meal's supplier)
 * took in most recently before the meal's order left it (or before now for a shelf item).
 */
export async function feedingTrace(db: Db, now: Date, id: string) {
  const line = await orderLineForTrace(db, id);
  let shelfItemId: string;
  let orderNo: string | null = null;
  let before = now;
  if (line) {
    if (!line.foodTypeCode.startsWith(MEAL_FOOD_TYPE)) throw notFound(PLANNING_MSG.notNutritionMeal);
    shelfItemId = line.shelfItemId;
    orderNo = line.orderNo;
    before = line.shippedAt ?? now;
  } else {
    shelfItemId = id;
  }
  const item = (await shelfItemsByIds(db, [shelfItemId])).get(shelfItemId);
  if (!item) throw notFound(MSG.notFound);
  if (!item.foodTypeCode.startsWith(MEAL_FOOD_TYPE)) throw notFound(PLANNING_MSG.notNutritionMeal);
  const [feeding] = await db.select({ id: feedings.id }).from(feedings).where(eq(feedings.shelfItemId, shelfItemId)).limit(1);
  const meal = feeding ? await feedingDishesWithIngredients(db, feeding.id) : null;
  const dishes = meal?.dishes ?? [];
  const ingredientItems = dishes.flatMap((d) => d.ingredients.map((i) => i.shelfItemId));
  const [batches, items, names] = await Promise.all([
    latestReceivedLines(db, item.supplierFirmId, ingredientItems, before),
    shelfItemsByIds(db, ingredientItems),
    supplierNames(db, [item.supplierFirmId]),
  ]);
  const ingredientSuppliers = await supplierNames(
    db,
    [...items.values()].map((i) => i.supplierFirmId),
  );
  return {
    Name: line?.name ?? item.name,
    OrderNo: orderNo,
    SupplyName: names.get(item.supplierFirmId) ?? '',
    REC_FeedingdetailInfos: dishes.map((d) => ({
      DishesName: d.name,
      Portions: d.portions,
      FD_FoodTraceabilities: d.ingredients.map((i) => {
        const batch = batches.get(i.shelfItemId);
        const product = items.get(i.shelfItemId);
        return {
          ProductName: i.name,
          SupplyName: batch?.supplierName ?? (product ? (ingredientSuppliers.get(product.supplierFirmId) ?? '') : ''),
          Grams: i.grams,
          TraceId: batch?.traceId ?? null,
          BatchNumber: batch?.batchNumber ?? null,
          ProductDate: batch?.productDate ?? null,
          OriginFirmName: batch?.originFirmName ?? null,
          ReceivedTime: batch ? toChinaIso(batch.receivedAt) : null,
        };
      }),
    })),
  };
}
