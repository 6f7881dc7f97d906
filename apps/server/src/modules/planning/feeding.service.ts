import {
  AGE_GROUP_NAMES,
  type FoodGroup,
  fenToYuan,
  MEAL_GENDER_NAMES,
  type MealNutrition,
  type MealPackageType,
  type MissingIngredient,
  MSG,
  NUTRIENTS,
  NUTRITION_MEAL_TYPE_CODE,
  type NutrientKey,
  type Nutrients,
  PACKAGE_TYPE_NAMES,
  PLANNING_MSG,
  type TFeeding,
  type TFeedingNutrition,
} from '@shanlian/contract';
import { and, asc, eq, inArray, or, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { allows, assertAllowed } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { compositionsByCodes, itemsOfType, nutrientOf, nutritionKeysIn, type PlanningItem, planningItemsByIds } from '../store/composition.service.js';
import { dishesOfFirm, ingredientsOfDishes } from './dishes.service.js';
import { dishes, dishIngredients, feedingDishes, feedings, weekFeedingEntries } from './planning.tables.js';

/**
 * Nutrition meals (REC_FeedingInfo): a central kitchen's shelf items of food type 100, each
 * composed of its own dishes in portions, for an age group and gender; and their nutrition per
 * portion from the dishes' ingredient grams and the composition table.
 */

type FeedingRow = typeof feedings.$inferSelect;
export type FeedingNutrition = TFeedingNutrition & MealNutrition & { PackageType: MealPackageType };

interface DetailRow {
  id: string;
  feedingId: string;
  dishId: string;
  dishName: string;
  portions: number;
}

async function detailsOf(db: Db, feedingIds: string[]): Promise<DetailRow[]> {
  if (feedingIds.length === 0) return [];
  return db
    .select({ id: feedingDishes.id, feedingId: feedingDishes.feedingId, dishId: feedingDishes.dishId, dishName: dishes.name, portions: feedingDishes.portions })
    .from(feedingDishes)
    .innerJoin(dishes, eq(dishes.id, feedingDishes.dishId))
    .where(inArray(feedingDishes.feedingId, [...new Set(feedingIds)]))
    .orderBy(asc(feedingDishes.sort), asc(feedingDishes.id));
}

function feedingWire(item: PlanningItem, feeding: FeedingRow | null, details: DetailRow[]): TFeeding {
  const packageType = item.packageType ?? 0;
  return {
    Id: feeding?.id ?? null,
    Name: item.name,
    AgeGroup: feeding?.ageGroup ?? null,
    AgeGroupName: feeding ? (AGE_GROUP_NAMES[feeding.ageGroup] ?? '') : '',
    Gender: feeding?.gender ?? null,
    GenderName: feeding ? (MEAL_GENDER_NAMES[feeding.gender] ?? '') : '',
    PackageType: packageType,
    PackageTypeName: PACKAGE_TYPE_NAMES[packageType] ?? '',
    FoodSaleShelfId: item.id,
    PresentPrice: fenToYuan(item.priceFen),
    Unit: item.unit,
    Specification: item.specification,
    SupplyFirmId: item.supplierFirmId,
    SupplyName: item.supplierName,
    CoverImageFileId: item.coverFileId,
    // buyable: what a package may take and a week may order
    OnSale: item.listed,
    REC_FeedingdetailInfos: feeding
      ? details.filter((d) => d.feedingId === feeding.id).map((d) => ({ Id: d.id, DishesId: d.dishId, DishesName: d.dishName, Portions: d.portions }))
      : [],
  };
}

/** Nutrition meals by composition id (feedings.id), in the wire shape, on sale or not. */
export async function feedingsByIds(db: Db, ids: string[]): Promise<Map<string, TFeeding>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(feedings).where(inArray(feedings.id, wanted));
  const [items, details] = await Promise.all([
    planningItemsByIds(
      db,
      rows.map((r) => r.shelfItemId),
    ),
    detailsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const out = new Map<string, TFeeding>();
  for (const r of rows) {
    const item = items.get(r.shelfItemId);
    if (item) out.set(r.id, feedingWire(item, r, details));
  }
  return out;
}

/**
 * Meals a package may take: on sale, of any supplier, with a composition of at least one dish,
 * filtered by package type, age group, gender and name; newest first.
 */
export async function feedingCandidates(
  db: Db,
  filter: { search?: string | null; packageType?: number | null; ageGroup?: number | null; gender?: number | null },
  limit: number,
  offset: number,
): Promise<{ rows: TFeeding[]; total: number }> {
  const configured = await db
    .selectDistinct({ id: feedings.id, shelfItemId: feedings.shelfItemId })
    .from(feedings)
    .innerJoin(feedingDishes, eq(feedingDishes.feedingId, feedings.id))
    .where(and(filter.ageGroup ? eq(feedings.ageGroup, filter.ageGroup) : undefined, filter.gender ? eq(feedings.gender, filter.gender) : undefined));
  const { rows: items, total } = await itemsOfType(
    db,
    {
      typeCode: NUTRITION_MEAL_TYPE_CODE,
      ids: configured.map((c) => c.shelfItemId),
      listed: true,
      search: filter.search,
      packageType: filter.packageType,
    },
    limit,
    offset,
  );
  const rows = items.length
    ? await db
        .select()
        .from(feedings)
        .where(
          inArray(
            feedings.shelfItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const byItem = new Map(rows.map((r) => [r.shelfItemId, r]));
  const details = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: items.map((i) => feedingWire(i, byItem.get(i.id) ?? null, details)), total };
}

const zeros = (): Nutrients => Object.fromEntries(NUTRIENTS.map((k) => [k, 0])) as Nutrients;

/**
 * Per portion of each meal (by composition id): for each dish × its portions, each ingredient's
 * grams per portion of the meal = dish grams × portions; its nutrients = grams × edible% / 100 ×
 * value per 100 g / 100 (a value the source did not measure counts 0). An ingredient without a
 * composition code is listed in Missing and adds nothing. One query per table for all meals.
 */
export async function mealNutritionByIds(db: Db, ids: string[]): Promise<Map<string, FeedingNutrition>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return mealNutritionWhere(db, wanted);
}

/** The nutrition of the meals a package names, read by the package's id (beside its access check). */
export function mealNutritionOfWeek(db: Db, weekId: string): Promise<Map<string, FeedingNutrition>> {
  return mealNutritionWhere(db, db.select({ id: weekFeedingEntries.feedingId }).from(weekFeedingEntries).where(eq(weekFeedingEntries.weekFeedingId, weekId)));
}

async function mealNutritionWhere(db: Db, wanted: string[] | SQLWrapper): Promise<Map<string, FeedingNutrition>> {
  // the meals, their dishes with their ingredients in one join, and the items of both, side by side:
  // the meals' own items and their ingredients' items are named by subqueries, so all four reads go out at once
  const mealItemIds = db.select({ id: feedings.shelfItemId }).from(feedings).where(inArray(feedings.id, wanted));
  const ingredientItemIds = db
    .select({ id: dishIngredients.shelfItemId })
    .from(dishIngredients)
    .innerJoin(feedingDishes, eq(feedingDishes.dishId, dishIngredients.dishId))
    .where(inArray(feedingDishes.feedingId, wanted));
  const [rows, joined, items] = await Promise.all([
    db.select().from(feedings).where(inArray(feedings.id, wanted)),
    db
      .select({
        feedingId: feedingDishes.feedingId,
        dishId: feedingDishes.dishId,
        dishName: dishes.name,
        portions: feedingDishes.portions,
        shelfItemId: dishIngredients.shelfItemId,
        grams: dishIngredients.grams,
        ownCode: dishIngredients.compositionCode,
      })
      .from(feedingDishes)
      .innerJoin(dishes, eq(dishes.id, feedingDishes.dishId))
      .innerJoin(dishIngredients, eq(dishIngredients.dishId, feedingDishes.dishId))
      .where(inArray(feedingDishes.feedingId, wanted))
      .orderBy(asc(feedingDishes.sort), asc(feedingDishes.id), asc(dishIngredients.sort), asc(dishIngredients.id)),
    nutritionKeysIn(db, union(mealItemIds, ingredientItemIds)),
  ]);
  const details = joined;
  const compositions = await compositionsByCodes(db, [...[...items.values()].map((i) => i.compositionCode), ...joined.map((j) => j.ownCode)]);
  const out = new Map<string, FeedingNutrition>();
  for (const r of rows) {
    const meal = items.get(r.shelfItemId);
    const total = zeros();
    const list: TFeedingNutrition['Ingredients'] = [];
    const missing: MissingIngredient[] = [];
    for (const d of details.filter((x) => x.feedingId === r.id)) {
      {
        const ing = d;
        const item = items.get(ing.shelfItemId);
        const name = item?.name ?? '';
        const grams = ing.grams * d.portions;
        // the kitchen's own choice for the dish wins over the product's mapping
        const code = ing.ownCode ?? item?.compositionCode;
        const comp = code ? compositions.get(code) : undefined;
        const values = zeros();
        if (comp) {
          for (const k of NUTRIENTS) {
            values[k] = (((grams * comp.ediblePct) / 100) * (nutrientOf(comp, k as NutrientKey) ?? 0)) / 100;
            total[k] += values[k];
          }
        }
        // named with the grams it stands for: nothing counted, or counted from 参考值
        const reason = !comp ? 'unmapped' : comp.verified ? null : 'unverified';
        if (reason) {
          const row = missing.find((m) => m.ProductName === name && m.Reason === reason);
          if (row) row.Grams += grams;
          else missing.push({ ProductName: name, Grams: grams, Reason: reason });
        }
        list.push({
          ...values,
          Name: name,
          Grams: grams,
          FoodCode: comp?.code ?? null,
          FoodName: comp?.name ?? null,
          EdiblePct: comp?.ediblePct ?? null,
          Group: (comp?.foodGroup as FoodGroup | undefined) ?? null,
          DarkVegetable: comp?.darkVegetable ?? false,
          Liver: comp?.liver ?? false,
          Verified: comp?.verified ?? false,
          DishesName: d.dishName,
        });
      }
    }
    out.set(r.id, {
      ...total,
      Id: r.id,
      Name: meal?.name ?? '',
      PackageType: (meal?.packageType ?? 2) as MealPackageType,
      Ingredients: list,
      Complete: missing.length === 0,
      Missing: missing,
    });
  }
  return out;
}

/** A meal's dishes (name, portions) and their ingredients (shelf item, product, supplier, grams per dish portion). */
export async function feedingDishesWithIngredients(db: Db, feedingId: string) {
  return (await feedingsDishesWithIngredients(db, [feedingId])).get(feedingId) ?? null;
}

/** Several meals' dishes and ingredients at once (four reads whatever their number), by meal id; unknown ids are absent. */
export async function feedingsDishesWithIngredients(db: Db, feedingIds: readonly string[]) {
  const out = new Map<
    string,
    {
      name: string;
      supplierFirmId: string;
      dishes: { name: string; portions: number; ingredients: { shelfItemId: string; name: string; supplierName: string; grams: number }[] }[];
    }
  >();
  const ids = [...new Set(feedingIds)];
  if (ids.length === 0) return out;
  const rows = await db.select().from(feedings).where(inArray(feedings.id, ids));
  const details = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  const ingredients = await ingredientsOfDishes(
    db,
    details.map((d) => d.dishId),
  );
  const items = await planningItemsByIds(db, [...rows.map((r) => r.shelfItemId), ...ingredients.map((i) => i.shelfItemId)]);
  for (const row of rows) {
    const item = items.get(row.shelfItemId);
    out.set(row.id, {
      name: item?.name ?? '',
      supplierFirmId: item?.supplierFirmId ?? '',
      dishes: details
        .filter((d) => d.feedingId === row.id)
        .map((d) => ({
          name: d.dishName,
          portions: d.portions,
          ingredients: ingredients
            .filter((i) => i.dishId === d.dishId)
            .map((i) => ({
              shelfItemId: i.shelfItemId,
              name: items.get(i.shelfItemId)?.name ?? '',
              supplierName: items.get(i.shelfItemId)?.supplierName ?? '',
              grams: i.grams,
            })),
        })),
    });
  }
  return out;
}

// ---------- the kitchen's own meals ----------

/** The caller firm's nutrition meals (its type-100 shelf items), each with its composition and energy and protein per portion. */
export async function firmFeedingList(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const { rows: items, total } = await itemsOfType(db, { typeCode: NUTRITION_MEAL_TYPE_CODE, supplierFirmId: actor.firmId, search }, limit, offset);
  const rows = items.length
    ? await db
        .select()
        .from(feedings)
        .where(
          inArray(
            feedings.shelfItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const byItem = new Map(rows.map((r) => [r.shelfItemId, r]));
  const [details, nutrition] = await Promise.all([
    detailsOf(
      db,
      rows.map((r) => r.id),
    ),
    mealNutritionByIds(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    rows: items.map((i) => {
      const f = byItem.get(i.id) ?? null;
      const n = f ? nutrition.get(f.id) : undefined;
      const configured = !!n && n.Ingredients.length > 0;
      return {
        ...feedingWire(i, f, details),
        // the kitchen's own list shows its own 上架/下架
        OnSale: i.onSale,
        EnergyKcal: configured ? n.EnergyKcal : null,
        ProteinG: configured ? n.ProteinG : null,
        Missing: n?.Missing ?? [],
      };
    }),
    total,
  };
}

/** Sets a meal's composition: the caller's own type-100 shelf item, its own firm's dishes in portions. */
export async function saveFeeding(
  db: Db,
  actor: Actor,
  now: Date,
  input: { FoodSaleShelfId: string; AgeGroup: number; Gender: number; REC_FeedingdetailInfos: { DishesId: string; Portions: number }[] },
): Promise<string> {
  const item = (await planningItemsByIds(db, [input.FoodSaleShelfId])).get(input.FoodSaleShelfId);
  if (!item) throw notFound(MSG.productNotFound);
  assertAllowed(actor, 'nutrition-meal:edit', { firmId: item.supplierFirmId });
  if (item.foodTypeCode !== NUTRITION_MEAL_TYPE_CODE) throw badRequest(PLANNING_MSG.notNutritionMeal);
  const own = await dishesOfFirm(
    db,
    actor.firmId,
    input.REC_FeedingdetailInfos.map((d) => d.DishesId),
  );
  if (input.REC_FeedingdetailInfos.some((d) => !own.has(d.DishesId))) throw badRequest(PLANNING_MSG.dishNotFound);
  const [existing] = await db.select().from(feedings).where(eq(feedings.shelfItemId, item.id)).limit(1);
  let id: string;
  if (existing) {
    id = existing.id;
    await db.update(feedings).set({ ageGroup: input.AgeGroup, gender: input.Gender, updatedAt: now }).where(eq(feedings.id, id));
    await db.delete(feedingDishes).where(eq(feedingDishes.feedingId, id));
  } else {
    id = newId();
    await db.insert(feedings).values({ id, shelfItemId: item.id, firmId: actor.firmId, ageGroup: input.AgeGroup, gender: input.Gender, updatedAt: now });
  }
  await db
    .insert(feedingDishes)
    .values(input.REC_FeedingdetailInfos.map((d, sort) => ({ id: newId(), feedingId: id, dishId: d.DishesId, portions: d.Portions, sort })));
  return id;
}

/**
 * The nutrition of meals the caller may read: on sale, or its own firm's. An id is a composition
 * id or the meal's shelf item id. Unknown → 404; another firm's off-sale meal → 404 too.
 */
export async function readableNutrition(db: Db, actor: Actor, ids: string[]): Promise<FeedingNutrition[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(feedings)
    .where(or(inArray(feedings.id, wanted), inArray(feedings.shelfItemId, wanted)));
  const items = await planningItemsByIds(
    db,
    rows.map((r) => r.shelfItemId),
  );
  const readable = rows.filter((r) => {
    const item = items.get(r.shelfItemId);
    return !!item && (item.listed || allows(actor, 'nutrition-meal:view', { firmId: item.supplierFirmId }));
  });
  const byAnyId = new Map<string, FeedingRow>();
  for (const r of readable) {
    byAnyId.set(r.id, r);
    byAnyId.set(r.shelfItemId, r);
  }
  const missing = wanted.filter((id) => !byAnyId.has(id));
  if (missing.length) throw notFound(PLANNING_MSG.feedingNotFound);
  const nutrition = await mealNutritionByIds(
    db,
    readable.map((r) => r.id),
  );
  return wanted.flatMap((id) => {
    const n = nutrition.get(byAnyId.get(id)?.id ?? '');
    return n ? [n] : [];
  });
}
