import {
  AGE_GROUP_NAMES,
  CHECKOUT_MSG,
  CUISINES,
  DISH_TYPES,
  fenToYuan,
  gramsOfAmount,
  NUTRITION_MEAL_TYPE_CODE,
  PACKAGE_TYPE_NAMES,
  type Permission,
  PLANNING_MSG,
  smallestAllowed,
  type TDish,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { claimFiles } from '../files/files.service.js';
import {
  checkedFoodCode,
  compositionsByCodes,
  itemIdsMatching,
  itemsOfType,
  onSaleFoods,
  type PlanningItem,
  planningItemsByIds,
} from '../store/composition.service.js';
import { samePack } from './pack-sizes.js';
import { type PlanCheckout, type PlanDraft, placePlan, previewPlan } from './plan-orders.flow.js';
import { dishes, dishIngredients, feedingDishes, feedings } from './planning.tables.js';

/**
 * Dishes (ENX_Dishesinformation, spec 02 §2.13): a firm's own, buyers and suppliers alike, each
 * with its ingredients as shelf items and as-purchased grams per portion. A dish can be ordered
 * for N portions (units by each product's net weight, rounded up) and composes nutrition meals.
 */

type DishRow = typeof dishes.$inferSelect;

const dishScope = (actor: Actor, permission: Permission | readonly Permission[]) =>
  scopeFilter(actor, permission, { firm: dishes.firmId, owner: dishes.createdBy });

/** The dish, if the caller's scope reaches it: 404 unknown, 403 another firm's (as trace's fill-ins). */
export async function ownDish(db: Db, actor: Actor, id: string, permission: Permission | readonly Permission[]): Promise<DishRow> {
  const [row] = await db.select().from(dishes).where(eq(dishes.id, id)).limit(1);
  if (!row) throw notFound(PLANNING_MSG.dishNotFound);
  const [reached] = await db
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.id, id), dishScope(actor, permission)))
    .limit(1);
  if (!reached) throw forbidden();
  return row;
}

const yuan = (fen: number) => fenToYuan(fen);

export function ingredientWire(
  row: { id: string; shelfItemId: string; grams: number; weightUnit: number; amount: number | null; compositionCode: string | null },
  item: PlanningItem | undefined,
  entries: ReadonlyMap<string, { name: string; verified: boolean }>,
) {
  const code = row.compositionCode ?? item?.compositionCode ?? null;
  const entry = code ? entries.get(code) : undefined;
  return {
    Id: row.id,
    FoodId: row.shelfItemId,
    SupplyId: item?.supplierFirmId ?? '',
    FoodName: item?.name ?? '',
    FoodTypeName: item?.foodTypeName ?? '',
    SupplyName: item?.supplierName ?? '',
    Specification: item?.specification ?? '',
    Unit: item?.unit ?? '',
    Price: item ? yuan(item.priceFen) : 0,
    Grams: row.grams,
    Amount: row.amount ?? row.grams,
    WeightUnit: row.weightUnit,
    NetWeight: item?.netWeightG ?? null,
    // the kitchen's own choice wins over the product's mapping
    FoodCode: code,
    OwnFoodCode: row.compositionCode,
    ProductFoodCode: item?.compositionCode ?? null,
    FoodCodeName: entry?.name ?? null,
    FoodCodeVerified: entry?.verified ?? false,
    OnSale: item?.listed ?? false,
  };
}

/** Ingredient rows of these dishes, in their order. */
export async function ingredientsOfDishes(db: Db, dishIds: string[]) {
  if (dishIds.length === 0) return [];
  return db
    .select()
    .from(dishIngredients)
    .where(inArray(dishIngredients.dishId, [...new Set(dishIds)]))
    .orderBy(asc(dishIngredients.sort), asc(dishIngredients.id));
}

async function dishesWire(db: Db, rows: DishRow[]): Promise<TDish[]> {
  const ingredients = await ingredientsOfDishes(
    db,
    rows.map((d) => d.id),
  );
  const items = await planningItemsByIds(
    db,
    ingredients.map((i) => i.shelfItemId),
  );
  const codes = await compositionsByCodes(db, [...ingredients.map((i) => i.compositionCode), ...[...items.values()].map((i) => i.compositionCode)]);
  const entries = new Map([...codes].map(([c, r]) => [c, { name: r.name, verified: r.verified }]));
  return rows.map((d) => {
    const url = d.fileId ? fileUrl(d.fileId) : null;
    return {
      Id: d.id,
      Name: d.name,
      DishesType: d.dishType,
      DishesTypeName: DISH_TYPES[d.dishType] ?? '',
      Cuisine: d.cuisine,
      CuisineName: CUISINES[d.cuisine] ?? '',
      Describe: d.describe,
      IsNewProducts: d.isNew,
      IsNameProduct: d.isRecommended,
      FileId: d.fileId,
      FileUrl: url,
      FD_FoodfirmfillindtlfileInfos: d.fileId && url ? [{ FileName: d.name, FileUrl: url, FileTypeId: 1 }] : [],
      ENX_DishesinformationfoodInfos: ingredients.filter((i) => i.dishId === d.id).map((i) => ingredientWire(i, items.get(i.shelfItemId), entries)),
      CreateTime: toChinaIso(d.createdAt),
    };
  });
}

/** The caller's firm's dishes, newest first, searched over dish name, ingredient product name and supplier name. */
export async function listDishes(db: Db, actor: Actor, search: string | null | undefined, limit: number, offset: number) {
  const text = search?.trim();
  let match: SQL | undefined;
  if (text) {
    const itemIds = await itemIdsMatching(db, text);
    const byIngredient = itemIds.length
      ? inArray(dishes.id, db.select({ id: dishIngredients.dishId }).from(dishIngredients).where(inArray(dishIngredients.shelfItemId, itemIds)))
      : undefined;
    match = or(ilike(dishes.name, `%${escapeLike(text)}%`), byIngredient);
  }
  const where = and(dishScope(actor, 'dish:view'), match);
  const [rows, [total]] = await Promise.all([
    db.select().from(dishes).where(where).orderBy(desc(dishes.createdAt), desc(dishes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(dishes).where(where),
  ]);
  return { rows: await dishesWire(db, rows), total: total?.n ?? 0 };
}

export async function dishById(db: Db, actor: Actor, id: string): Promise<TDish> {
  const row = await ownDish(db, actor, id, ['dish:view', 'nutrition-meal:view']);
  const [wire] = await dishesWire(db, [row]);
  if (!wire) throw notFound(PLANNING_MSG.dishNotFound);
  return wire;
}

export interface DishInput {
  Id?: string | null;
  Name: string;
  DishesType: number;
  Cuisine: number;
  Describe?: string | null;
  IsNewProducts: boolean;
  IsNameProduct: boolean;
  FileId?: string | null;
  ENX_DishesinformationfoodInfos: { FoodId: string; Grams: number; WeightUnit?: 1 | 2; FoodCode?: string | null }[];
}

/**
 * Adds (no Id) or updates the caller's dish and replaces its ingredients, in the operation's
 * transaction. Each ingredient is an existing shelf item that is not a nutrition meal; a new
 * one must be on sale (one the dish already has may stay after it went off sale).
 */
export async function saveDish(db: Db, actor: Actor, now: Date, input: DishInput): Promise<string> {
  const existing = input.Id ? await ownDish(db, actor, input.Id, 'dish:edit') : null;
  const lines = input.ENX_DishesinformationfoodInfos;
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.FoodId)) throw badRequest(PLANNING_MSG.ingredientTwice);
    seen.add(l.FoodId);
  }
  const had = new Set(existing ? (await ingredientsOfDishes(db, [existing.id])).map((i) => i.shelfItemId) : []);
  const items = await planningItemsByIds(
    db,
    lines.map((l) => l.FoodId),
  );
  for (const l of lines) {
    const item = items.get(l.FoodId);
    if (!item || item.foodTypeCode === NUTRITION_MEAL_TYPE_CODE || (!item.listed && !had.has(l.FoodId))) throw badRequest(PLANNING_MSG.ingredientNotFound);
    await checkedFoodCode(db, l.FoodCode);
  }
  if (input.FileId && input.FileId !== existing?.fileId) await claimFiles(db, actor, now, [input.FileId], 'product');
  const values = {
    name: input.Name,
    dishType: input.DishesType,
    cuisine: input.Cuisine,
    describe: input.Describe ?? '',
    isNew: input.IsNewProducts,
    isRecommended: input.IsNameProduct,
    fileId: input.FileId ?? null,
    updatedAt: now,
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await db.update(dishes).set(values).where(eq(dishes.id, id));
    await db.delete(dishIngredients).where(eq(dishIngredients.dishId, id));
  } else {
    id = newId();
    await db.insert(dishes).values({ ...values, id, firmId: actor.firmId, createdBy: actor.userId, createdAt: now });
  }
  if (lines.length) {
    // an amount in ml is kept as given and counted in grams by its food's density (the entry the analysis uses)
    const groups = await compositionsByCodes(
      db,
      lines.map((l) => l.FoodCode ?? items.get(l.FoodId)?.compositionCode ?? null),
    );
    await db.insert(dishIngredients).values(
      lines.map((l, sort) => {
        const unit = l.WeightUnit ?? 1;
        const entry = groups.get(l.FoodCode ?? items.get(l.FoodId)?.compositionCode ?? '');
        return {
          id: newId(),
          dishId: id,
          shelfItemId: l.FoodId,
          grams: gramsOfAmount(l.Grams, unit, entry),
          weightUnit: unit,
          amount: l.Grams,
          compositionCode: l.FoodCode ?? null,
          sort,
        };
      }),
    );
  }
  return id;
}

/** Deletes the caller's dish; refused while a nutrition meal uses it. */
export async function deleteDish(db: Db, actor: Actor, id: string): Promise<void> {
  const dish = await ownDish(db, actor, id, 'dish:delete');
  const uses = await db
    .select({ shelfItemId: feedings.shelfItemId })
    .from(feedingDishes)
    .innerJoin(feedings, eq(feedings.id, feedingDishes.feedingId))
    .where(eq(feedingDishes.dishId, dish.id));
  if (uses.length) {
    const items = await planningItemsByIds(
      db,
      uses.map((u) => u.shelfItemId),
    );
    const names = [...new Set(uses.map((u) => items.get(u.shelfItemId)?.name ?? ''))].filter(Boolean);
    throw conflict(PLANNING_MSG.dishInUse(names.join('、')));
  }
  await db.delete(dishes).where(eq(dishes.id, dish.id));
}

/** The least quantity at or above `wanted` that the product's minimum and step allow (the contract's rule). */
export const raiseToRules = smallestAllowed;

/** Whole packages of a product of this net weight for these grams, raised to its minimum and step. */
function packagesFor(grams: number, item: PlanningItem): number {
  return raiseToRules(Math.ceil(grams / (item.netWeightG as number)), Math.max(1, item.minQuantity), Math.max(1, item.quantityStep));
}

/**
 * The dishes' ingredients for N portions as a plan for the checkout: grams summed per product
 * over the dishes, turned into whole packages by the product's net weight (rounded up, raised to
 * its minimum and step). A rounded line offers the smallest pack of the same product that the
 * same supplier sells when it would order less; `swaps` order such a pack instead.
 */
async function dishesDraft(
  db: Db,
  actor: Actor,
  input: { Ids: string[]; Portions: number; Swaps?: { FoodSaleShelfId: string; ToFoodSaleShelfId: string }[] | null },
  name?: string,
): Promise<PlanDraft> {
  const own: DishRow[] = [];
  for (const id of [...new Set(input.Ids)]) own.push(await ownDish(db, actor, id, 'dish:view'));
  const lines = await ingredientsOfDishes(
    db,
    own.map((d) => d.id),
  );
  for (const d of own) if (!lines.some((l) => l.dishId === d.id)) throw badRequest(PLANNING_MSG.noIngredients);
  // in tenths of a gram, so that 0.1 g steps do not drift
  const tenths = new Map<string, number>();
  for (const l of lines) tenths.set(l.shelfItemId, (tenths.get(l.shelfItemId) ?? 0) + Math.round(l.grams * 10) * input.Portions);
  const swaps = new Map((input.Swaps ?? []).map((s) => [s.FoodSaleShelfId, s.ToFoodSaleShelfId]));
  const items = await planningItemsByIds(db, [...tenths.keys(), ...swaps.values()]);
  const noWeight = [...tenths.keys()].filter((id) => !items.get(id)?.netWeightG).map((id) => items.get(id)?.name ?? id);
  if (noWeight.length) throw badRequest(PLANNING_MSG.noNetWeight(noWeight.join('、')));
  const packs = await packsOfSuppliers(db, [...items.values()]);
  const out: PlanDraft['lines'] = [];
  for (const [shelfItemId, t] of tenths) {
    const grams = t / 10;
    let item = items.get(shelfItemId) as PlanningItem;
    const to = swaps.get(shelfItemId);
    if (to) {
      const swapped = items.get(to);
      if (!swapped?.listed || !swapped.netWeightG || swapped.netWeightG >= (item.netWeightG as number) || !samePack(item, swapped))
        throw badRequest(CHECKOUT_MSG.notSmallerPack);
      item = swapped;
    }
    const quantity = packagesFor(grams, item);
    const ordered = quantity * (item.netWeightG as number);
    const smaller = (packs.get(`${item.supplierFirmId}|${item.foodTypeCode}`) ?? [])
      .filter((p) => p.id !== item.id && (p.netWeightG as number) < (item.netWeightG as number) && samePack(item, p))
      .sort((a, b) => (a.netWeightG as number) - (b.netWeightG as number))[0];
    const smallerQuantity = smaller ? packagesFor(grams, smaller) : 0;
    out.push({
      shelfItemId: item.id,
      quantity,
      deliveryDate: null,
      needed: { quantity: Math.round(grams * 10) / 10, unit: 'g' },
      smallerPack:
        smaller && smallerQuantity * (smaller.netWeightG as number) < ordered
          ? {
              FoodSaleShelfId: smaller.id,
              ProductName: smaller.name,
              Specification: smaller.specification,
              Unit: smaller.unit,
              Price: yuan(smaller.priceFen),
              NetWeight: smaller.netWeightG as number,
              CartNumber: smallerQuantity,
              Amount: yuan(smaller.priceFen * smallerQuantity),
            }
          : null,
    });
  }
  const title = own.length === 1 ? (own[0] as DishRow).name : `${(own[0] as DishRow).name}等${own.length}道菜`;
  return { source: 2, plan: { id: null, name: name ?? `菜品 ${title} ${input.Portions}份` }, days: 'first', lines: out };
}

/** The listed packs of the suppliers' food types that these items are of, by `<supplier>|<food type>`. */
async function packsOfSuppliers(db: Db, items: PlanningItem[]): Promise<Map<string, PlanningItem[]>> {
  const out = new Map<string, PlanningItem[]>();
  for (const item of items) {
    const key = `${item.supplierFirmId}|${item.foodTypeCode}`;
    if (out.has(key)) continue;
    const { rows } = await itemsOfType(db, { typeCode: item.foodTypeCode, supplierFirmId: item.supplierFirmId, listed: true }, 200, 0);
    out.set(
      key,
      rows.filter((r) => r.netWeightG),
    );
  }
  return out;
}

/** 订单确认 of dishes for N portions: each supplier's group on its first offered day. */
export async function previewDishOrder(db: Db, actor: Actor, now: Date, input: Parameters<typeof dishesDraft>[2]) {
  return previewPlan(db, actor, now, await dishesDraft(db, actor, input));
}

/** Dishes for N portions become one order per supplier (source 2), with the checkout's choices. */
export async function dishesToOrder(db: Db, actor: Actor, now: Date, input: Parameters<typeof dishesDraft>[2] & PlanCheckout) {
  return placePlan(db, actor, now, await dishesDraft(db, actor, input), input);
}

/**
 * The specification's one-step order of a dish for N portions (GetDishesinformationToOrder):
 * the same plan, placed with the firm's default address and each supplier's first offered slot.
 */
export async function orderDish(db: Db, actor: Actor, now: Date, input: { Id: string; Number: number }) {
  const dish = await ownDish(db, actor, input.Id, 'dish:view');
  const draft = await dishesDraft(db, actor, { Ids: [dish.id], Portions: input.Number }, `菜品 ${dish.name} ${input.Number}份`);
  return placePlan(db, actor, now, draft, {});
}

/** On-sale products a dish may take (any supplier; not nutrition meals). */
export async function productsForDishes(db: Db, f: { ProductName?: string | null; SupplyName?: string | null }, limit: number, offset: number) {
  const { rows, total } = await onSaleFoods(
    db,
    { productName: f.ProductName, supplierName: f.SupplyName, excludeTypeCode: NUTRITION_MEAL_TYPE_CODE },
    limit,
    offset,
  );
  return {
    rows: rows.map((i) => ({
      Id: i.id,
      FoodId: i.id,
      SupplyId: i.supplierFirmId,
      ProductName: i.name,
      FoodBrand: i.brand,
      Specification: i.specification,
      Unit: i.unit,
      Price: yuan(i.priceFen),
      SupplyName: i.supplierName,
      FoodTypeName: i.foodTypeName,
      NetWeight: i.netWeightG,
      FoodCode: i.compositionCode,
      FoodCodeName: i.compositionName,
    })),
    total,
  };
}

/** Dish ids of the caller's firm among these (nutrition meals may use only their own firm's dishes). */
export async function dishesOfFirm(db: Db, firmId: string, ids: string[]): Promise<Map<string, DishRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(dishes)
    .where(and(eq(dishes.firmId, firmId), inArray(dishes.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

const enumOf = (values: Record<number, string>) => Object.entries(values).map(([k, v]) => ({ EnumValue: Number(k), Desction: v }));
export const dishEnums = {
  type: () => enumOf(DISH_TYPES),
  cuisine: () => enumOf(CUISINES),
  ageGroup: () => enumOf(AGE_GROUP_NAMES),
  packageType: () => enumOf(PACKAGE_TYPE_NAMES),
};
