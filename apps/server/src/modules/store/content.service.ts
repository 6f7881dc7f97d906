import {
  FLOOR_FEATURED_LABEL,
  foodTypeCodeFits,
  OPERATOR_MSG as M,
  NUTRITION_MEAL_TYPE_CODE,
  type TConsoleFloor,
  type TConsoleFoodType,
  type ZFloorInput,
  type ZFoodTypeInput,
} from '@shanlian/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { shelfItemsByIds, supplierNames } from './store.service.js';
import { floorFoodTypes, floors, foodTypes, shelfItems } from './store.tables.js';

/**
 * The operator console's side of the catalogue's own content: the store's floors (their tabs of
 * food types and the featured items) and the food type tree with its codes.
 */

type FloorInput = z.output<typeof ZFloorInput>;
type FoodTypeInput = z.output<typeof ZFoodTypeInput>;
type FoodTypeRow = typeof foodTypes.$inferSelect;

/** The list without repeats, first place kept. */
const once = (ids: readonly string[]): string[] => [...new Set(ids)];

// ---------- floors ----------

/** Every floor with its food types in tab order and its featured items as the store would show them. */
export async function consoleFloors(db: Db): Promise<TConsoleFloor[]> {
  const list = await db.select().from(floors).orderBy(asc(floors.sort), asc(floors.id));
  if (list.length === 0) return [];
  const types = await db
    .select({ floorId: floorFoodTypes.floorId, id: foodTypes.id, code: foodTypes.code, name: foodTypes.name })
    .from(floorFoodTypes)
    .innerJoin(foodTypes, eq(foodTypes.id, floorFoodTypes.foodTypeId))
    .where(
      inArray(
        floorFoodTypes.floorId,
        list.map((f) => f.id),
      ),
    )
    .orderBy(asc(floorFoodTypes.sort), asc(floorFoodTypes.id));
  const items = await shelfItemsByIds(
    db,
    list.flatMap((f) => f.featuredShelfIds),
  );
  const suppliers = await supplierNames(db, [...new Set([...items.values()].map((i) => i.supplierFirmId))]);
  return list.map((f) => ({
    Id: f.id,
    Name: f.name,
    Sort: f.sort,
    FeaturedLabel: f.featuredLabel || FLOOR_FEATURED_LABEL,
    FoodTypes: types.filter((t) => t.floorId === f.id).map((t) => ({ Id: t.id, Code: t.code, Name: t.name })),
    Featured: f.featuredShelfIds.flatMap((id) => {
      const i = items.get(id);
      if (!i) return [];
      return [
        {
          Id: i.id,
          ProductName: i.name,
          SupplierName: suppliers.get(i.supplierFirmId) ?? '',
          PromotionImage: fileUrl(i.coverFileId),
          Listed: i.listed === true,
        },
      ];
    }),
  }));
}

/** Adds or edits a floor: its name, order, tabs (food types, in this order) and featured items. */
export async function saveFloor(db: Db, input: FloorInput): Promise<{ Id: string }> {
  const existing = input.Id ? (await db.select({ id: floors.id }).from(floors).where(eq(floors.id, input.Id)).limit(1))[0] : undefined;
  if (input.Id && !existing) throw notFound(M.floorNotFound);
  const typeIds = once(input.FoodTypeIds);
  const knownTypes = await db.select({ id: foodTypes.id }).from(foodTypes).where(inArray(foodTypes.id, typeIds));
  if (knownTypes.length !== typeIds.length) throw badRequest(M.floorTypeUnknown);
  const featured = once(input.FeaturedShelfIds);
  const knownItems = await shelfItemsByIds(db, featured);
  if (featured.some((id) => !knownItems.has(id))) throw badRequest(M.shelfNotFound);
  // the label is stored as given; empty means the default, which may change without touching rows
  const label = input.FeaturedLabel === FLOOR_FEATURED_LABEL ? '' : input.FeaturedLabel;
  const values = { name: input.Name, sort: input.Sort, featuredLabel: label, featuredShelfIds: featured };
  let id: string;
  if (existing) {
    id = existing.id;
    await db.update(floors).set(values).where(eq(floors.id, id));
    await db.delete(floorFoodTypes).where(eq(floorFoodTypes.floorId, id));
  } else {
    id = newId();
    await db.insert(floors).values({ id, ...values });
  }
  await db.insert(floorFoodTypes).values(typeIds.map((foodTypeId, sort) => ({ id: newId(), floorId: id, foodTypeId, sort })));
  return { Id: id };
}

export async function deleteFloor(db: Db, id: string): Promise<boolean> {
  await db.delete(floorFoodTypes).where(eq(floorFoodTypes.floorId, id));
  const gone = await db.delete(floors).where(eq(floors.id, id)).returning({ id: floors.id });
  if (gone.length === 0) throw notFound(M.floorNotFound);
  return true;
}

// ---------- food types ----------

/** The food type tree with codes and, for each type, the shelf items of it and of the types below it. */
export async function consoleFoodTypes(db: Db): Promise<TConsoleFoodType[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(foodTypes).orderBy(asc(foodTypes.sort), asc(foodTypes.code)),
    db.select({ code: shelfItems.foodTypeCode, n: count() }).from(shelfItems).groupBy(shelfItems.foodTypeCode),
  ]);
  const nodes = new Map<string, TConsoleFoodType>(
    rows.map((r) => [
      r.id,
      {
        Id: r.id,
        Code: r.code,
        Name: r.name,
        ParentId: r.parentId,
        Sort: r.sort,
        ItemCount: counts.reduce((sum, c) => (c.code.startsWith(r.code) ? sum + Number(c.n) : sum), 0),
        Children: [],
      },
    ]),
  );
  const roots: TConsoleFoodType[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentId ? nodes.get(node.ParentId) : undefined;
    if (parent) parent.Children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The type and every type below it (by parent, whatever their codes say). */
function subtreeOf(all: FoodTypeRow[], rootId: string): FoodTypeRow[] {
  const byParent = new Map<string, FoodTypeRow[]>();
  for (const r of all) if (r.parentId) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const out: FoodTypeRow[] = [];
  const queue = all.filter((r) => r.id === rootId);
  while (queue.length) {
    const r = queue.shift() as FoodTypeRow;
    out.push(r);
    queue.push(...(byParent.get(r.id) ?? []));
  }
  return out;
}

/**
 * Adds or edits a food type. Codes: 3 digits at the top, the parent's code and 2 more below it;
 * unique. The nutrition-meal type keeps its code. A changed code (or a move to another parent,
 * which changes it) carries over to the types below, whose codes start with it, and to the shelf
 * items of all of them, so that the store's code filters keep finding them.
 */
export async function saveFoodType(db: Db, input: FoodTypeInput): Promise<{ Id: string }> {
  const all = await db.select().from(foodTypes);
  const byId = new Map(all.map((r) => [r.id, r]));
  const existing = input.Id ? byId.get(input.Id) : undefined;
  if (input.Id && !existing) throw notFound(M.foodTypeNotFound);
  if (existing?.code === NUTRITION_MEAL_TYPE_CODE && input.Code !== NUTRITION_MEAL_TYPE_CODE) throw badRequest(M.mealTypeFixed);
  const parentId = input.ParentId || null;
  const parent = parentId ? byId.get(parentId) : undefined;
  if (parentId && !parent) throw badRequest(M.foodTypeParentUnknown);
  const subtree = existing ? subtreeOf(all, existing.id) : [];
  // a type cannot go under itself or below itself
  if (parentId && subtree.some((r) => r.id === parentId)) throw badRequest(M.foodTypeParentUnknown);
  if (!foodTypeCodeFits(input.Code, parent?.code ?? null)) throw badRequest(M.foodTypeCodeInvalid);
  const inSubtree = new Set(subtree.map((r) => r.id));
  const taken = all.find((r) => r.code === input.Code && r.id !== existing?.id);
  if (taken) throw conflict(M.foodTypeCodeTaken);

  if (!existing) {
    const id = newId();
    await db.insert(foodTypes).values({ id, code: input.Code, name: input.Name, parentId, sort: input.Sort });
    return { Id: id };
  }

  const oldCode = existing.code;
  if (input.Code !== oldCode) {
    // the codes below follow; none of their new codes may be another type's
    const renamed = subtree.map((r) => ({ id: r.id, code: r.code.startsWith(oldCode) ? input.Code + r.code.slice(oldCode.length) : r.code }));
    if (renamed.some((r) => r.code.length > 9)) throw badRequest(M.foodTypeCodeInvalid);
    if (all.some((r) => !inSubtree.has(r.id) && r.code.startsWith(input.Code))) throw conflict(M.foodTypeCodeTaken);
    for (const r of renamed) if (r.id !== existing.id) await db.update(foodTypes).set({ code: r.code }).where(eq(foodTypes.id, r.id));
  }
  await db.update(foodTypes).set({ code: input.Code, name: input.Name, parentId, sort: input.Sort }).where(eq(foodTypes.id, existing.id));
  if (input.Code !== oldCode) {
    await db
      .update(shelfItems)
      .set({ foodTypeCode: sql`(select ${foodTypes.code} from ${foodTypes} where ${foodTypes.id} = ${shelfItems.foodTypeId})` })
      .where(
        inArray(
          shelfItems.foodTypeId,
          subtree.map((r) => r.id),
        ),
      );
  }
  return { Id: existing.id };
}

/** Deletes a food type no shelf item, type below it or floor uses; never the nutrition-meal type. */
export async function deleteFoodType(db: Db, id: string): Promise<boolean> {
  const [type] = await db.select().from(foodTypes).where(eq(foodTypes.id, id)).limit(1);
  if (!type) throw notFound(M.foodTypeNotFound);
  if (type.code === NUTRITION_MEAL_TYPE_CODE) throw badRequest(M.mealTypeFixed);
  const [child] = await db.select({ id: foodTypes.id }).from(foodTypes).where(eq(foodTypes.parentId, id)).limit(1);
  const [item] = await db.select({ id: shelfItems.id }).from(shelfItems).where(eq(shelfItems.foodTypeId, id)).limit(1);
  const [floor] = await db.select({ id: floorFoodTypes.id }).from(floorFoodTypes).where(eq(floorFoodTypes.foodTypeId, id)).limit(1);
  if (child || item || floor) throw conflict(M.foodTypeInUse);
  await db.delete(foodTypes).where(eq(foodTypes.id, id));
  return true;
}
