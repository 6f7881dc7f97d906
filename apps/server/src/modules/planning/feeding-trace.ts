import { MSG, PLANNING_MSG, toChinaIso } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { orderLineForTrace } from '../order/order.plan-groups.js';
import { shelfItemsByIds, supplierNames } from '../store/store.service.js';
import { latestReceivedLines, type ReceivedBatch } from '../trace/received-batches.js';
import { feedingsDishesWithIngredients } from './feeding.service.js';
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
  const [meal, names] = await Promise.all([
    feeding ? mealWithBatches(db, feeding.id, item.supplierFirmId, before) : null,
    supplierNames(db, [item.supplierFirmId]),
  ]);
  return {
    Name: line?.name ?? item.name,
    OrderNo: orderNo,
    SupplyName: names.get(item.supplierFirmId) ?? '',
    REC_FeedingdetailInfos: (meal?.dishes ?? []).map((d) => ({
      DishesName: d.name,
      Portions: d.portions,
      FD_FoodTraceabilities: d.ingredients.map((i) => ({
        ProductName: i.name,
        SupplyName: i.supplierName,
        Grams: i.grams,
        TraceId: i.batch?.traceId ?? null,
        BatchNumber: i.batch?.batchNumber ?? null,
        ProductDate: i.batch?.productDate ?? null,
        OriginFirmName: i.batch?.originFirmName ?? null,
        ReceivedTime: i.batch ? toChinaIso(i.batch.receivedAt) : null,
      })),
    })),
  };
}

/**
 * A nutrition meal's dishes, each ingredient with the batch its kitchen (`kitchenFirmId`, the
 * meal's supplier) took in most recently at or before `before`, and the supplier of that batch
 * (or of the product, when no batch is known).
 */
export async function mealWithBatches(db: Db, feedingId: string, kitchenFirmId: string, before: Date) {
  const meal = (await feedingsDishesWithIngredients(db, [feedingId])).get(feedingId);
  return meal ? ((await withBatches(db, new Map([[feedingId, { ...meal, supplierFirmId: kitchenFirmId }]]), before)).get(feedingId) ?? null) : null;
}

/** Several nutrition meals as mealWithBatches answers each, read together: the batches once per kitchen, the products once. */
export async function mealsWithBatches(db: Db, feedingIds: readonly string[], before: Date) {
  return withBatches(db, await feedingsDishesWithIngredients(db, feedingIds), before);
}

type MealDishes = Awaited<ReturnType<typeof feedingsDishesWithIngredients>>;

async function withBatches(db: Db, meals: MealDishes, before: Date) {
  const itemsOf = (kitchen: string) =>
    [...meals.values()].filter((m) => m.supplierFirmId === kitchen).flatMap((m) => m.dishes.flatMap((d) => d.ingredients.map((i) => i.shelfItemId)));
  const kitchens = [...new Set([...meals.values()].map((m) => m.supplierFirmId))];
  const allItems = [...new Set(kitchens.flatMap(itemsOf))];
  const [batchesByKitchen, items] = await Promise.all([
    Promise.all(kitchens.map(async (k) => [k, await latestReceivedLines(db, k, itemsOf(k), before)] as const)).then((pairs) => new Map(pairs)),
    shelfItemsByIds(db, allItems),
  ]);
  const productSuppliers = await supplierNames(
    db,
    [...items.values()].map((i) => i.supplierFirmId),
  );
  const out = new Map<
    string,
    {
      name: string;
      dishes: { name: string; portions: number; ingredients: { name: string; grams: number; supplierName: string; batch: ReceivedBatch | null }[] }[];
    }
  >();
  for (const [id, meal] of meals) {
    const batches = batchesByKitchen.get(meal.supplierFirmId);
    out.set(id, {
      name: meal.name,
      dishes: meal.dishes.map((d) => ({
        name: d.name,
        portions: d.portions,
        ingredients: d.ingredients.map((i) => {
          const batch = batches?.get(i.shelfItemId) ?? null;
          const product = items.get(i.shelfItemId);
          return {
            name: i.name,
            grams: i.grams,
            supplierName: batch?.supplierName ?? (product ? (productSuppliers.get(product.supplierFirmId) ?? '') : ''),
            batch,
          };
        }),
      })),
    });
  }
  return out;
}
