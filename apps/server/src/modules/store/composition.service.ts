import { FOOD_GROUP_NAMES, type FoodGroup, MSG, NUTRIENTS, type NutrientKey, PLANNING_MSG, suggestCompositions } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { allows } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { getFirm, supplierIdsByName } from '../firm/firm.service.js';
import { supplierNames } from './store.service.js';
import { foodCompositions, foodTypes, shelfItems } from './store.tables.js';

/**
 * The food composition reference data (per 100 g edible part) and the mapping of products to
 * it: which entry a product is and how many grams one unit holds. Also what the planning
 * module reads of shelf items (it reads them only through these functions).
 */

export type CompositionRow = typeof foodCompositions.$inferSelect;

const NUTRIENT_COLUMN: Record<NutrientKey, keyof CompositionRow> = {
  EnergyKcal: 'energyKcal',
  ProteinG: 'proteinG',
  FatG: 'fatG',
  CarbohydrateG: 'carbohydrateG',
  FibreG: 'fibreG',
  CalciumMg: 'calciumMg',
  IronMg: 'ironMg',
  VitaminAUgRae: 'vitaminAUgRae',
  VitaminCMg: 'vitaminCMg',
  SodiumMg: 'sodiumMg',
};

/** A nutrient's value per 100 g edible part, null when the source did not measure it. */
export function nutrientOf(row: CompositionRow, key: NutrientKey): number | null {
  return row[NUTRIENT_COLUMN[key]] as number | null;
}

function compositionWire(r: CompositionRow) {
  const nutrients = Object.fromEntries(NUTRIENTS.map((k) => [k, nutrientOf(r, k) ?? 0])) as Record<NutrientKey, number>;
  return {
    ...nutrients,
    Code: r.code,
    Name: r.name,
    EdiblePct: r.ediblePct,
    Group: r.foodGroup as FoodGroup,
    GroupName: FOOD_GROUP_NAMES[r.foodGroup as FoodGroup] ?? r.foodGroup,
    DarkVegetable: r.darkVegetable,
    Liver: r.liver,
    Source: r.source,
    NotMeasured: NUTRIENTS.filter((k) => nutrientOf(r, k) === null),
    Category: r.category,
    Verified: r.verified,
    VerifyNote: r.verifyNote,
  };
}

/** One page of the reference rows, searched by name or code; a code typed whole comes first. */
export async function listFoodCompositions(db: Db, search: string | null | undefined, pageIndex: number, pageSize: number) {
  const text = search?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const where = like ? or(ilike(foodCompositions.name, like), ilike(foodCompositions.code, like)) : undefined;
  const order = text
    ? [sql`${foodCompositions.code} <> ${text}`, sql`length(${foodCompositions.name})`, asc(foodCompositions.code)]
    : [asc(foodCompositions.code)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(foodCompositions)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ n: count() }).from(foodCompositions).where(where),
  ]);
  return { Total: total?.n ?? 0, PageIndex: pageIndex, PageSize: pageSize, Rows: rows.map(compositionWire) };
}

/**
 * The entries whose names best match a product's name (suggestCompositions in the contract's
 * rules), read from the process's copy of the table.
 */
export async function suggestFoodCompositions(db: Db, productName: string) {
  const all = await allCompositions(db);
  const rows = [...all.values()].map((r) => ({ ...r, group: r.foodGroup as FoodGroup }));
  return suggestCompositions(productName, rows).map((s) => ({
    Code: s.row.code,
    Name: s.row.name,
    Verified: s.row.verified,
    VerifyNote: s.row.verifyNote,
    Score: s.score,
  }));
}

/**
 * The composition table is reference data that only the start writes (loadFoodCompositions, from
 * the reference files), so each process reads it once; `forgetCompositions` drops the copy.
 */
let cached: Promise<Map<string, CompositionRow>> | null = null;
export function forgetCompositions(): void {
  cached = null;
}

function allCompositions(db: Db): Promise<Map<string, CompositionRow>> {
  if (!cached) {
    cached = db
      .select()
      .from(foodCompositions)
      .then((rows) => new Map(rows.map((r) => [r.code, r])));
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

export async function compositionsByCodes(db: Db, codes: (string | null)[]): Promise<Map<string, CompositionRow>> {
  const wanted = [...new Set(codes.filter((c): c is string => !!c))];
  if (wanted.length === 0) return new Map();
  const all = await allCompositions(db);
  return new Map(wanted.flatMap((c) => (all.has(c) ? [[c, all.get(c) as CompositionRow]] : [])));
}

/** The code as stored, or 400 when no reference row has it; null and undefined pass through. */
export async function checkedFoodCode<T extends string | null | undefined>(db: Db, code: T): Promise<T> {
  if (code == null) return code;
  const [row] = await db.select({ code: foodCompositions.code }).from(foodCompositions).where(eq(foodCompositions.code, code)).limit(1);
  if (!row) throw badRequest(PLANNING_MSG.compositionNotFound);
  return code;
}

/**
 * Sets (or, with null, clears) the composition code and net weight of a shelf item: a supplier
 * its own items (shelf:edit), an operator any item (food-composition:edit, in its scope).
 */
export async function setFoodComposition(
  db: Db,
  actor: Actor,
  now: Date,
  input: { FoodSaleShelfId: string; FoodCode: string | null; NetWeight: number | null },
): Promise<void> {
  const [item] = await db.select().from(shelfItems).where(eq(shelfItems.id, input.FoodSaleShelfId)).limit(1);
  if (!item) throw notFound(MSG.productNotFound);
  const areaCode = actor.platform ? ((await getFirm(db, item.supplierFirmId))?.areaCode ?? null) : null;
  const facts = { firmId: item.supplierFirmId, areaCode };
  if (!allows(actor, 'food-composition:edit', facts) && !allows(actor, 'shelf:edit', facts)) throw forbidden();
  const code = await checkedFoodCode(db, input.FoodCode);
  await db.update(shelfItems).set({ compositionCode: code, netWeightG: input.NetWeight, updatedAt: now }).where(eq(shelfItems.id, item.id));
}

// ---------- what planning reads of shelf items ----------

/** A shelf item as planning sees it: product facts, price, quantity rules, supplier and composition. */
export interface PlanningItem {
  id: string;
  supplierFirmId: string;
  supplierName: string;
  name: string;
  brand: string;
  specification: string;
  unit: string;
  priceFen: number;
  minQuantity: number;
  quantityStep: number;
  stock: number;
  /** The supplier's own 上架/下架. */
  onSale: boolean;
  /** In the store and buyable: on sale, approved, of an active supplier (shelf_items.listed). */
  listed: boolean;
  foodTypeCode: string;
  foodTypeName: string;
  packageType: number | null;
  coverFileId: string | null;
  netWeightG: number | null;
  compositionCode: string | null;
  compositionName: string | null;
}

const itemColumns = {
  id: shelfItems.id,
  supplierFirmId: shelfItems.supplierFirmId,
  name: shelfItems.name,
  brand: shelfItems.brand,
  specification: shelfItems.specification,
  unit: shelfItems.unit,
  priceFen: shelfItems.priceFen,
  minQuantity: shelfItems.minQuantity,
  quantityStep: shelfItems.quantityStep,
  stock: shelfItems.stock,
  onSale: shelfItems.onSale,
  listed: shelfItems.listed,
  foodTypeCode: shelfItems.foodTypeCode,
  foodTypeName: foodTypes.name,
  packageType: shelfItems.packageType,
  coverFileId: shelfItems.coverFileId,
  netWeightG: shelfItems.netWeightG,
  compositionCode: shelfItems.compositionCode,
  compositionName: foodCompositions.name,
};

async function itemsWhere(
  db: Db,
  where: SQL | undefined,
  opts: { order?: SQL[]; limit?: number; offset?: number; suppliers?: boolean } = {},
): Promise<PlanningItem[]> {
  let q = db
    .select(itemColumns)
    .from(shelfItems)
    .innerJoin(foodTypes, eq(foodTypes.id, shelfItems.foodTypeId))
    .leftJoin(foodCompositions, eq(foodCompositions.code, shelfItems.compositionCode))
    .where(where)
    .orderBy(...(opts.order ?? [desc(shelfItems.createdAt), asc(shelfItems.id)]))
    .$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const rows = await q;
  // the suppliers' names are one more read, skipped by callers that show none (the nutrition of meals)
  const names = opts.suppliers === false ? new Map<string, string>() : await supplierNames(db, [...new Set(rows.map((r) => r.supplierFirmId))]);
  return rows.map((r) => ({ ...r, listed: r.listed === true, supplierName: names.get(r.supplierFirmId) ?? '', compositionName: r.compositionName ?? null }));
}

/** Shelf items by id (listed or not), with their food type, composition and (unless told not to) supplier name. */
export async function planningItemsByIds(db: Db, ids: string[], opts: { suppliers?: boolean } = {}): Promise<Map<string, PlanningItem>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await itemsWhere(db, inArray(shelfItems.id, wanted), opts);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What a meal's nutrition reads of shelf items (name, composition code, package type), for the ids a
 * caller's subquery names: one plain read by primary key, without the food type, the composition's
 * name or an order, beside the caller's own reads.
 */
export async function nutritionKeysIn(db: Db, ids: SQLWrapper): Promise<Map<string, Pick<PlanningItem, 'id' | 'name' | 'compositionCode' | 'packageType'>>> {
  const rows = await db
    .select({ id: shelfItems.id, name: shelfItems.name, compositionCode: shelfItems.compositionCode, packageType: shelfItems.packageType })
    .from(shelfItems)
    .where(inArray(shelfItems.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function nameFilters(db: Db, productName?: string | null, supplierName?: string | null): Promise<SQL[] | null> {
  const out: SQL[] = [];
  const p = productName?.trim();
  if (p) out.push(ilike(shelfItems.name, `%${escapeLike(p)}%`));
  const s = supplierName?.trim();
  if (s) {
    const ids = await supplierIdsByName(db, s);
    if (ids.length === 0) return null;
    out.push(inArray(shelfItems.supplierFirmId, ids));
  }
  return out;
}

/**
 * Listed shelf items of any supplier that may be a dish's ingredient (not nutrition meals),
 * searched by product name and supplier name, newest first.
 */
export async function onSaleFoods(
  db: Db,
  f: { productName?: string | null; supplierName?: string | null; excludeTypeCode: string },
  limit: number,
  offset: number,
): Promise<{ rows: PlanningItem[]; total: number }> {
  const names = await nameFilters(db, f.productName, f.supplierName);
  if (!names) return { rows: [], total: 0 };
  const where = and(eq(shelfItems.listed, true), ne(shelfItems.foodTypeCode, f.excludeTypeCode), ...names);
  const [rows, [total]] = await Promise.all([itemsWhere(db, where, { limit, offset }), db.select({ n: count() }).from(shelfItems).where(where)]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Shelf items of one food type (nutrition meals): of one supplier (its own, listed or not) or
 * listed among the given ids; searched by name; newest first.
 */
export async function itemsOfType(
  db: Db,
  f: { typeCode: string; supplierFirmId?: string; ids?: string[]; listed?: boolean; search?: string | null; packageType?: number | null },
  limit: number,
  offset: number,
): Promise<{ rows: PlanningItem[]; total: number }> {
  if (f.ids && f.ids.length === 0) return { rows: [], total: 0 };
  const s = f.search?.trim();
  const where = and(
    eq(shelfItems.foodTypeCode, f.typeCode),
    f.supplierFirmId ? eq(shelfItems.supplierFirmId, f.supplierFirmId) : undefined,
    f.ids ? inArray(shelfItems.id, f.ids) : undefined,
    f.listed !== undefined ? eq(shelfItems.listed, f.listed) : undefined,
    f.packageType ? eq(shelfItems.packageType, f.packageType) : undefined,
    s ? ilike(shelfItems.name, `%${escapeLike(s)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([itemsWhere(db, where, { limit, offset }), db.select({ n: count() }).from(shelfItems).where(where)]);
  return { rows, total: total?.n ?? 0 };
}

/** Ids of shelf items whose name or supplier's name contains the text (dish search over ingredients). */
export async function itemIdsMatching(db: Db, text: string): Promise<string[]> {
  const like = `%${escapeLike(text)}%`;
  const suppliers = await supplierIdsByName(db, text);
  const rows = await db
    .select({ id: shelfItems.id })
    .from(shelfItems)
    .where(or(ilike(shelfItems.name, like), suppliers.length ? inArray(shelfItems.supplierFirmId, suppliers) : undefined));
  return rows.map((r) => r.id);
}
