import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';

/** The reviewed fields of a live item as the supplier proposed them. */
export interface PendingShelfChanges {
  name: string;
  priceFen: number;
  originalPriceFen: number;
  imageFileIds: string[];
  introduction: string;
}

/** Food types: 3-digit top-level codes (101…110), 5-digit sub-types; '100' is nutrition meals. */
export const foodTypes = pgTable('food_types', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
  sort: integer('sort').notNull().default(0),
});

/** A supplier's sale listing (货架商品); prices in fen. */
export const shelfItems = pgTable(
  'shelf_items',
  {
    id: text('id').primaryKey(),
    supplierFirmId: text('supplier_firm_id')
      .notNull()
      .references(() => firms.id),
    foodTypeId: text('food_type_id')
      .notNull()
      .references(() => foodTypes.id),
    foodTypeCode: text('food_type_code').notNull(),
    name: text('name').notNull(),
    specification: text('specification').notNull().default(''),
    unit: text('unit').notNull().default('件'),
    brand: text('brand').notNull().default(''),
    sealNumber: text('seal_number').notNull().default(''),
    shelfLifeDays: integer('shelf_life_days').notNull().default(0),
    priceFen: integer('price_fen').notNull(),
    originalPriceFen: integer('original_price_fen').notNull(),
    stock: integer('stock').notNull().default(0),
    /** The least quantity an order line may have, and the step above it. */
    minQuantity: integer('min_quantity').notNull().default(1),
    quantityStep: integer('quantity_step').notNull().default(1),
    coverFileId: text('cover_file_id'),
    introduction: text('introduction').notNull().default(''),
    features: text('features').notNull().default(''),
    packageType: integer('package_type'),
    /** Grams in one unit (a 25 kg sack: 25 000), for turning a recipe's grams into units; null when not given. */
    netWeightG: integer('net_weight_g'),
    /** The food composition entry (food_compositions.code) the product is, for nutrition analysis; null when unmapped. */
    compositionCode: text('composition_code'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isDiscount: boolean('is_discount').notNull().default(false),
    /** The supplier's own 上架/下架. */
    onSale: boolean('on_sale').notNull().default(true),
    /** An approved version exists (a new item is not live until its first approval). */
    live: boolean('live').notNull().default(true),
    /** The supplier firm is active (not pending, rejected or suspended); kept by the operator's review. */
    supplierActive: boolean('supplier_active').notNull().default(true),
    /** Shown in the store and buyable: on sale, live and of an active supplier. The one test every store read and purchase uses. */
    listed: boolean('listed').generatedAlwaysAs(sql`on_sale and live and supplier_active`),
    /** approved | pending | rejected: the last submission (SHELF_REVIEW). */
    reviewStatus: text('review_status').notNull().default('approved'),
    reviewReason: text('review_reason').notNull().default(''),
    /** Changes to a live item's reviewed fields waiting for review: {name, priceFen, originalPriceFen, imageFileIds, introduction}. */
    pending: jsonb('pending').$type<PendingShelfChanges>(),
    submittedAt: at('submitted_at'),
    /** Units sold; kept in step with order lines inside the ordering transaction (hot-sale sort). */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Characters and adjacent pairs of the name (sl_search_tokens, migration 0002), for the GIN search index. */
    searchTokens: text('search_tokens').array().generatedAlwaysAs(sql`sl_search_tokens(name)`),
  },
  (t) => [
    index('shelf_items_type_idx').on(t.foodTypeCode.op('text_pattern_ops')),
    index('shelf_items_tokens_idx').using('gin', t.searchTokens),
    index('shelf_items_supplier_idx').on(t.supplierFirmId),
    // exactly the store's orders (best sellers, newest), so a LIMIT can stop early
    index('shelf_items_sold_idx').on(t.soldCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    index('shelf_items_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('shelf_items_review_idx').on(t.reviewStatus, t.submittedAt),
  ],
);

export const shelfItemImages = pgTable(
  'shelf_item_images',
  {
    id: text('id').primaryKey(),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    fileId: text('file_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shelf_item_images_item_idx').on(t.shelfItemId)],
);

export const floors = pgTable('floors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The featured tab's label; empty: 精选. */
  featuredLabel: text('featured_label').notNull().default(''),
  /** Shelf items the featured tab shows first; empty: the floor's recommended items. */
  featuredShelfIds: text('featured_shelf_ids').array().notNull().default(sql`'{}'::text[]`),
});

export const floorFoodTypes = pgTable(
  'floor_food_types',
  {
    id: text('id').primaryKey(),
    floorId: text('floor_id')
      .notNull()
      .references(() => floors.id),
    foodTypeId: text('food_type_id')
      .notNull()
      .references(() => foodTypes.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('floor_food_types_uq').on(t.floorId, t.foodTypeId)],
);

/**
 * Food composition reference data (per 100 g edible portion), loaded at start from the project's
 * reference files with each row's source; null values are "not measured", never zero.
 * group / dark_vegetable / liver are the project's classification for the menu rules.
 */
export const foodCompositions = pgTable('food_compositions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  ediblePct: doublePrecision('edible_pct').notNull(),
  energyKcal: doublePrecision('energy_kcal'),
  proteinG: doublePrecision('protein_g'),
  fatG: doublePrecision('fat_g'),
  carbohydrateG: doublePrecision('carbohydrate_g'),
  fibreG: doublePrecision('fibre_g'),
  calciumMg: doublePrecision('calcium_mg'),
  ironMg: doublePrecision('iron_mg'),
  vitaminAUgRae: doublePrecision('vitamin_a_ugrae'),
  vitaminCMg: doublePrecision('vitamin_c_mg'),
  sodiumMg: doublePrecision('sodium_mg'),
  source: text('source').notNull(),
  foodGroup: text('food_group').notNull(),
  darkVegetable: boolean('dark_vegetable').notNull().default(false),
  liver: boolean('liver').notNull().default(false),
  /** the book's food group as printed (谷类及其制品-小麦) */
  category: text('category').notNull().default(''),
  /** false: 参考值 (two extractions disagree, or the energy check fails), with the reason */
  verified: boolean('verified').notNull().default(true),
  verifyNote: text('verify_note').notNull().default(''),
});
