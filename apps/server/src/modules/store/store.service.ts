import {
  FLOOR_FEATURED_LABEL,
  fenToYuan,
  NUTRITION_MEAL_TYPE_CODE,
  SeckillStatus,
  SortNumber,
  seckillStatus,
  soldPercent,
  type TFloor,
  type TFoodType,
  type TProduct,
  type TProductDetail,
  type TProductFilter,
  type TSeckillDetail,
  type TSeckillWindow,
  toChinaIso,
  yuanToFen,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { escapeLike } from '../../platform/sql.js';
import { collectedSet, favoriteItemIds } from '../favorite/favorite.service.js';
import { firmsByIds, supplierIdsByName } from '../firm/firm.service.js';
import { detailsForItems, detailsOverlapping, itemIdsWithOpenOffers, type SeckillDetailRow } from '../seckill/seckill.service.js';
import { orderFigures } from './order-figures.js';
import { floorFoodTypes, floors, foodTypes, shelfItemImages, shelfItems } from './store.tables.js';

type ShelfItem = typeof shelfItems.$inferSelect;

// ---------- food types and floors ----------

export async function foodTypeTree(db: Db): Promise<TFoodType[]> {
  const rows = await db.select().from(foodTypes).orderBy(asc(foodTypes.sort), asc(foodTypes.code));
  const nodes = new Map<string, TFoodType>(rows.map((r) => [r.id, { Id: r.id, Code: r.code, Name: r.name, ParentId: r.parentId, Children: [] }]));
  const roots: TFoodType[] = [];
  for (const node of nodes.values()) {
    const parent = node.ParentId ? nodes.get(node.ParentId) : undefined;
    if (parent) parent.Children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function listFloors(db: Db, limit: number, offset: number): Promise<{ rows: TFloor[]; total: number }> {
  const [list, [total]] = await Promise.all([
    db.select().from(floors).orderBy(asc(floors.sort), asc(floors.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(floors),
  ]);
  const types = list.length
    ? await db
        .select({ floorId: floorFoodTypes.floorId, id: foodTypes.id, code: foodTypes.code, name: foodTypes.name })
        .from(floorFoodTypes)
        .innerJoin(foodTypes, eq(foodTypes.id, floorFoodTypes.foodTypeId))
        .where(
          inArray(
            floorFoodTypes.floorId,
            list.map((f) => f.id),
          ),
        )
        .orderBy(asc(floorFoodTypes.sort))
    : [];
  // the featured tab shows the operator's picks that the store shows now, in the operator's order
  const picked = [...new Set(list.flatMap((f) => f.featuredShelfIds))];
  const listed = picked.length
    ? new Set(
        (
          await db
            .select({ id: shelfItems.id })
            .from(shelfItems)
            .where(and(inArray(shelfItems.id, picked), eq(shelfItems.listed, true)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  return {
    rows: list.map((f) => ({
      Id: f.id,
      Name: f.name,
      Sort: f.sort,
      FD_FoodfloortypedetailmanageInfos: types.filter((t) => t.floorId === f.id).map((t) => ({ Id: t.id, FoodTypeCode: t.code, FoodTypeName: t.name })),
      FeaturedLabel: f.featuredLabel || FLOOR_FEATURED_LABEL,
      FeaturedIds: f.featuredShelfIds.filter((id) => listed.has(id)),
    })),
    total: total?.n ?? 0,
  };
}

// ---------- products ----------

/** Shelf rows → wire products, with supplier names, favourite flags and ordering firms filled in. */
async function toProducts(db: Db, actor: Actor | null, items: ShelfItem[]): Promise<TProduct[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const [suppliers, collected, orderedBy, typeRows] = await Promise.all([
    firmsByIds(
      db,
      items.map((i) => i.supplierFirmId),
    ),
    collectedSet(db, actor?.firmId, ids),
    orderFigures().orderedFirmCounts(db, ids),
    db
      .select({ id: foodTypes.id, name: foodTypes.name })
      .from(foodTypes)
      .where(inArray(foodTypes.id, [...new Set(items.map((i) => i.foodTypeId))])),
  ]);
  const typeNames = new Map(typeRows.map((t) => [t.id, t.name]));
  return items.map((i) => ({
    Id: i.id,
    FoodSaleShelfId: i.id,
    ProductName: i.name,
    PresentPrice: fenToYuan(i.priceFen),
    OriginalPrice: fenToYuan(i.originalPriceFen),
    PromotionImage: fileUrl(i.coverFileId),
    CoverImageFileId: i.coverFileId,
    FoodTypeId: i.foodTypeId,
    FoodTypeCode: i.foodTypeCode,
    FoodTypeName: typeNames.get(i.foodTypeId) ?? '',
    FoodSpecification: i.specification,
    Unit: i.unit,
    FoodBrand: i.brand,
    SealNumber: i.sealNumber,
    FoodShelfLife: i.shelfLifeDays,
    ProductFeatures: i.features,
    PackageType: i.packageType,
    IsRecommended: i.isRecommended,
    IsDiscount: i.isDiscount,
    Stock: i.stock,
    MinQuantity: i.minQuantity,
    QuantityStep: i.quantityStep,
    SupplierId: i.supplierFirmId,
    SupplierName: suppliers.get(i.supplierFirmId)?.name ?? '',
    SoldCount: i.soldCount,
    OrderedFirmCount: orderedBy.get(i.id) ?? 0,
    FoodIsCollect: collected.has(i.id),
    CreateTime: toChinaIso(i.createdAt),
  }));
}

/**
 * The tokens a word must have, as the database computes them (sl_search_tokens): one
 * character alone, or every adjacent pair of a longer word.
 */
export function wordTokens(word: string): string[] {
  const w = [...word.toLowerCase()];
  if (w.length === 1) return w;
  return [...new Set(w.slice(1).map((c, i) => `${w[i]}${c}`))];
}

/**
 * Each word of the search text must be in the name. The GIN index finds names holding the
 * word's tokens; for one or two characters that is the word itself, longer words are
 * confirmed with ILIKE.
 */
function nameMatches(text: string): SQL[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .flatMap((word) => [
      sql`${shelfItems.searchTokens} @> ${sql.param(wordTokens(word))}::text[]`,
      ...([...word].length > 2 ? [ilike(shelfItems.name, `%${escapeLike(word)}%`)] : []),
    ]);
}

function codePrefix(code: string): SQL {
  return sql`${shelfItems.foodTypeCode} like ${`${escapeLike(code)}%`}`;
}

/** The filter of the store lists and search as SQL; null when it can match nothing. */
async function whereOf(db: Db, f: TProductFilter, now: Date): Promise<SQL | null> {
  const conds: (SQL | undefined)[] = [eq(shelfItems.listed, true)];
  const name = f.ProductName?.trim();
  if (name) conds.push(...nameMatches(name));
  const supplier = f.SupplyName?.trim();
  if (supplier) {
    const ids = await supplierIdsByName(db, supplier);
    if (ids.length === 0) return null;
    conds.push(inArray(shelfItems.supplierFirmId, ids));
  }
  if (f.SupplierId) conds.push(eq(shelfItems.supplierFirmId, f.SupplierId));
  if (f.FoodTypeId) {
    const [t] = await db.select({ code: foodTypes.code }).from(foodTypes).where(eq(foodTypes.id, f.FoodTypeId)).limit(1);
    if (!t) return null;
    conds.push(codePrefix(t.code));
  }
  if (f.FoodTypeCode) conds.push(codePrefix(f.FoodTypeCode));
  if (f.FoodTypeCodes?.length) conds.push(or(...f.FoodTypeCodes.map(codePrefix)));
  const [min, max] = f.PriceRange ?? [null, null];
  if (min != null) conds.push(gte(shelfItems.priceFen, yuanToFen(min)));
  if (max != null) conds.push(lte(shelfItems.priceFen, yuanToFen(max)));
  if (f.IsRecommended) conds.push(eq(shelfItems.isRecommended, true));
  if (f.IsDiscount) conds.push(eq(shelfItems.isDiscount, true));
  if (f.PackageType) conds.push(eq(shelfItems.packageType, f.PackageType));
  if (f.SortNumber === SortNumber.Recommend) conds.push(eq(shelfItems.isRecommended, true));
  if (f.SortNumber === SortNumber.Seckill) {
    const ids = await itemIdsWithOpenOffers(db, now);
    if (ids.length === 0) return null;
    conds.push(inArray(shelfItems.id, ids));
  }
  return and(...conds) as SQL;
}

function orderOf(f: TProductFilter): SQL[] {
  const tie = [desc(shelfItems.createdAt), asc(shelfItems.id)];
  switch (f.OrderBy) {
    case 'sales':
      return [desc(shelfItems.soldCount), ...tie];
    case 'price_asc':
      return [asc(shelfItems.priceFen), ...tie];
    case 'price_desc':
      return [desc(shelfItems.priceFen), ...tie];
    case 'newest':
      return tie;
  }
  if (f.SortNumber === SortNumber.Latest) return tie;
  // Default and relevance: the best sellers among the matches (an index walks this order).
  return [desc(shelfItems.soldCount), ...tie];
}

export async function searchProducts(db: Db, actor: Actor | null, f: TProductFilter, now: Date) {
  const where = await whereOf(db, f, now);
  if (!where) return { rows: [] as TProduct[], total: 0 };
  const size = f.PagerInfo?.PageSize ?? 10;
  const offset = ((f.PagerInfo?.PageIndex ?? 1) - 1) * size;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(shelfItems)
      .where(where)
      .orderBy(...orderOf(f))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(shelfItems).where(where),
  ]);
  return { rows: await toProducts(db, actor, items), total: total?.n ?? 0 };
}

export async function countProducts(db: Db, f: TProductFilter, now: Date): Promise<number> {
  const where = await whereOf(db, f, now);
  if (!where) return 0;
  const [row] = await db.select({ n: count() }).from(shelfItems).where(where);
  return row?.n ?? 0;
}

export function seckillWire(d: SeckillDetailRow, item: ShelfItem, supplierName: string, now: Date): TSeckillDetail {
  return {
    Id: d.id,
    SaleShelfId: d.shelfItemId,
    StartTime: toChinaIso(d.startAt),
    EndTime: toChinaIso(d.endAt),
    ProductName: item.name,
    PresentPrice: fenToYuan(d.priceFen),
    OriginalPrice: fenToYuan(item.originalPriceFen),
    Quantity: d.quantity,
    OrderQuantity: d.orderQuantity,
    SoldPercent: soldPercent(d.orderQuantity, d.quantity),
    LimitPerBuyer: d.limitPerBuyer,
    Status: seckillStatus(d.startAt, d.endAt, now),
    B2B_FoodsaleshelfInfo: {
      Id: item.id,
      ProductName: item.name,
      PromotionImage: fileUrl(item.coverFileId),
      FoodSpecification: item.specification,
      Unit: item.unit,
      OriginalPrice: fenToYuan(item.originalPriceFen),
      SupplierName: supplierName,
    },
  };
}

export async function productDetail(db: Db, actor: Actor | null, id: string, now: Date): Promise<TProductDetail> {
  const [item] = await db.select().from(shelfItems).where(eq(shelfItems.id, id)).limit(1);
  if (!item?.listed) throw notFound('商品不存在或已下架');
  const [[product], images, offers] = await Promise.all([
    toProducts(db, actor, [item]),
    db.select().from(shelfItemImages).where(eq(shelfItemImages.shelfItemId, id)).orderBy(asc(shelfItemImages.sort)),
    detailsForItems(db, [id]),
  ]);
  const p = product as TProduct;
  const fileIds = images.length ? images.map((i) => i.fileId) : item.coverFileId ? [item.coverFileId] : [];
  return {
    ...p,
    Introduction: item.introduction,
    B2B_FoodsaleshelffileInfos: fileIds.map((fid) => ({ Id: fid, FileUrl: fileUrl(fid) })),
    b2B_FoodsaleshelfseckilldetailInfos: offers.map((d) => seckillWire(d, item, p.SupplierName, now)),
  };
}

async function itemsByIds(db: Db, ids: string[]): Promise<ShelfItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(shelfItems)
    .where(and(inArray(shelfItems.id, ids), eq(shelfItems.listed, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((i) => byId.get(i)).filter((r): r is ShelfItem => !!r);
}

/**
 * Seckill offers around now, grouped into windows by their start and end: running
 * windows, then those about to start (next 7 days), then those ended in the last day.
 */
export async function seckillWindows(db: Db, now: Date): Promise<TSeckillWindow[]> {
  const from = new Date(now.getTime() - 86_400_000);
  const to = new Date(now.getTime() + 7 * 86_400_000);
  const offers = await detailsOverlapping(db, from, to);
  const items = new Map((await itemsByIds(db, [...new Set(offers.map((o) => o.shelfItemId))])).map((i) => [i.id, i]));
  const suppliers = await firmsByIds(
    db,
    [...items.values()].map((i) => i.supplierFirmId),
  );
  const windows = new Map<string, TSeckillWindow>();
  for (const o of offers) {
    const item = items.get(o.shelfItemId);
    if (!item) continue;
    const key = `${o.startAt.getTime()}-${o.endAt.getTime()}`;
    let w = windows.get(key);
    if (!w) {
      w = {
        StartTime: toChinaIso(o.startAt),
        EndTime: toChinaIso(o.endAt),
        Status: seckillStatus(o.startAt, o.endAt, now),
        b2B_FoodsaleshelfseckilldetailInfos: [],
      };
      windows.set(key, w);
    }
    w.b2B_FoodsaleshelfseckilldetailInfos.push(seckillWire(o, item, suppliers.get(item.supplierFirmId)?.name ?? '', now));
  }
  const rank = { [SeckillStatus.Running]: 0, [SeckillStatus.NotStarted]: 1, [SeckillStatus.Ended]: 2 } as Record<number, number>;
  return [...windows.values()].sort((a, b) => (rank[a.Status] ?? 3) - (rank[b.Status] ?? 3) || a.StartTime.localeCompare(b.StartTime));
}

/**
 * Guess you like: for a firm, items of the food types it favourites and orders that it
 * has not favourited or ordered yet, best sellers first; for a visitor (or a firm with no
 * history yet), the best sellers.
 */
export async function guessYouLike(db: Db, actor: Actor | null, size: number): Promise<TProduct[]> {
  let items: ShelfItem[] = [];
  if (actor) {
    const seen = [...new Set([...(await favoriteItemIds(db, actor.firmId)), ...(await orderFigures().recentlyOrderedItemIds(db, actor.firmId))])];
    if (seen.length) {
      const seenItems = await db.select({ code: shelfItems.foodTypeCode }).from(shelfItems).where(inArray(shelfItems.id, seen));
      const codes = [...new Set(seenItems.map((s) => s.code))];
      items = await db
        .select()
        .from(shelfItems)
        .where(and(eq(shelfItems.listed, true), inArray(shelfItems.foodTypeCode, codes), sql`${shelfItems.id} not in ${seen}`))
        .orderBy(desc(shelfItems.soldCount), asc(shelfItems.id))
        .limit(size);
    }
  }
  if (items.length < size) {
    const have = items.map((i) => i.id);
    const more = await db
      .select()
      .from(shelfItems)
      .where(
        and(
          eq(shelfItems.listed, true),
          sql`${shelfItems.foodTypeCode} <> ${NUTRITION_MEAL_TYPE_CODE}`,
          have.length ? sql`${shelfItems.id} not in ${have}` : undefined,
        ),
      )
      .orderBy(desc(shelfItems.soldCount), asc(shelfItems.id))
      .limit(size - items.length);
    items = [...items, ...more];
  }
  return toProducts(db, actor, items);
}

export async function countOnSale(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shelfItems).where(eq(shelfItems.listed, true));
  return row?.n ?? 0;
}

// ---------- what other modules need of shelf items ----------

export type { ShelfItem };

export async function shelfItemsByIds(db: Db, ids: string[]): Promise<Map<string, ShelfItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(shelfItems)
    .where(inArray(shelfItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Wire products for these ids, in the order given (favourites list): listed ones, or all with includeOffSale (the supplier's own shelf). */
export async function productsByIds(db: Db, actor: Actor | null, ids: string[], opts: { includeOffSale?: boolean } = {}): Promise<TProduct[]> {
  const rows = await shelfItemsByIds(db, ids);
  const items = ids.map((id) => rows.get(id)).filter((r): r is ShelfItem => !!r && (!!opts.includeOffSale || !!r.listed));
  return toProducts(db, actor, items);
}

/**
 * Takes stock for an order line inside the ordering transaction: one conditional UPDATE that
 * succeeds only while the item is listed (on sale, approved, of an active supplier) and has the
 * units, and counts them as sold.
 */
export async function takeStock(db: Db, id: string, quantity: number): Promise<ShelfItem | null> {
  const [row] = await db
    .update(shelfItems)
    .set({ stock: sql`${shelfItems.stock} - ${quantity}`, soldCount: sql`${shelfItems.soldCount} + ${quantity}` })
    .where(and(eq(shelfItems.id, id), eq(shelfItems.listed, true), gte(shelfItems.stock, quantity)))
    .returning();
  return row ?? null;
}

/** Puts stock back (a cancelled order). */
export async function returnStock(db: Db, id: string, quantity: number): Promise<void> {
  await db
    .update(shelfItems)
    .set({ stock: sql`${shelfItems.stock} + ${quantity}`, soldCount: sql`greatest(${shelfItems.soldCount} - ${quantity}, 0)` })
    .where(eq(shelfItems.id, id));
}

export async function supplierNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const firms = await firmsByIds(db, ids);
  return new Map([...firms].map(([id, f]) => [id, f.name]));
}

// ---------- search suggestions ----------

const SUGGEST_SIZE = 8;

/**
 * What the store's search box suggests as one types: the names of on-sale items matching
 * the text (best sellers first, each name once), and hot words: the best-selling food types'
 * and products' names, all of them for an empty text, else those matching it.
 */
export async function searchSuggest(db: Db, keyword: string): Promise<{ Products: string[]; HotWords: string[] }> {
  const text = keyword.trim();
  const sold = sql<number>`max(${shelfItems.soldCount})`;
  const productNames = async (limit: number) => {
    const rows = await db
      .select({ name: shelfItems.name, sold })
      .from(shelfItems)
      .where(and(eq(shelfItems.listed, true), ...(text ? nameMatches(text) : [])))
      .groupBy(shelfItems.name)
      .orderBy(desc(sold), asc(shelfItems.name))
      .limit(limit);
    return rows.map((r) => r.name);
  };
  const typeSold = sql<number>`sum(${shelfItems.soldCount})`;
  const typeRows = await db
    .select({ name: foodTypes.name, sold: typeSold })
    .from(shelfItems)
    .innerJoin(foodTypes, eq(foodTypes.code, shelfItems.foodTypeCode))
    .where(
      and(
        eq(shelfItems.listed, true),
        sql`${shelfItems.foodTypeCode} <> ${NUTRITION_MEAL_TYPE_CODE}`,
        text ? ilike(foodTypes.name, `%${escapeLike(text)}%`) : undefined,
      ),
    )
    .groupBy(foodTypes.name)
    .orderBy(desc(typeSold), asc(foodTypes.name))
    .limit(SUGGEST_SIZE);
  const products = await productNames(SUGGEST_SIZE);
  // Hot words: food types and products taken in turn, each word once.
  const hot: string[] = [];
  const types = typeRows.map((r) => r.name);
  for (let i = 0; hot.length < SUGGEST_SIZE && (i < types.length || i < products.length); i++) {
    for (const w of [types[i], products[i]]) if (w && !hot.includes(w) && hot.length < SUGGEST_SIZE) hot.push(w);
  }
  return { Products: text ? products : [], HotWords: hot };
}
