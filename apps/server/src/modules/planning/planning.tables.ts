import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.js';
import { firms } from '../firm/firm.tables.js';
import { shelfItems } from '../store/store.tables.js';

/** A firm's dish (ENX_Dishesinformation): canteens keep their menu, kitchens compose nutrition meals of them. */
export const dishes = pgTable(
  'dishes',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    dishType: integer('dish_type').notNull(),
    cuisine: integer('cuisine').notNull(),
    describe: text('describe').notNull().default(''),
    isNew: boolean('is_new').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    fileId: text('file_id'),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('dishes_firm_idx').on(t.firmId, t.createdAt)],
);

/** An ingredient of a dish: a shelf item and its as-purchased grams per portion. */
export const dishIngredients = pgTable(
  'dish_ingredients',
  {
    id: text('id').primaryKey(),
    dishId: text('dish_id')
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    /** as-purchased grams per portion, whatever unit the kitchen gave it in */
    grams: doublePrecision('grams').notNull(),
    /** how the kitchen gave the amount: 1 g, 2 ml (spec 02 §4); an amount in ml is turned into grams by its food's density */
    weightUnit: integer('weight_unit').notNull().default(1),
    /** the amount as given, in its unit; null: the grams as they are (rows from before units) */
    amount: doublePrecision('amount'),
    /**
     * The composition entry the kitchen chose for this ingredient (food_compositions.code), over
     * the product's own; null: the product's mapping applies.
     */
    compositionCode: text('composition_code'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('dish_ingredients_uq').on(t.dishId, t.shelfItemId),
    index('dish_ingredients_item_idx').on(t.shelfItemId),
    check('dish_ingredients_grams', sql`${t.grams} > 0`),
    check('dish_ingredients_unit', sql`${t.weightUnit} in (1, 2)`),
  ],
);

/** A nutrition meal's composition (REC_FeedingInfo): the shelf item of food type 100 with its dishes, age group and gender. */
export const feedings = pgTable(
  'feedings',
  {
    id: text('id').primaryKey(),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    ageGroup: integer('age_group').notNull(),
    gender: integer('gender').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('feedings_item_uq').on(t.shelfItemId), index('feedings_firm_idx').on(t.firmId)],
);

export const feedingDishes = pgTable(
  'feeding_dishes',
  {
    id: text('id').primaryKey(),
    feedingId: text('feeding_id')
      .notNull()
      .references(() => feedings.id, { onDelete: 'cascade' }),
    dishId: text('dish_id')
      .notNull()
      .references(() => dishes.id),
    portions: doublePrecision('portions').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('feeding_dishes_feeding_idx').on(t.feedingId), index('feeding_dishes_dish_idx').on(t.dishId)],
);

/** A weekly nutrition package (WeekFeeding) of a buyer firm. */
export const weekFeedings = pgTable(
  'week_feedings',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    /** 1 boys, 2 girls, 3 a mixed class (boys and girls below) */
    gender: integer('gender').notNull(),
    ageGroup: integer('age_group').notNull(),
    people: integer('people').notNull(),
    /** a mixed class's boys and girls, by which the standard is weighted; null for a one-sex package */
    boys: integer('boys'),
    girls: integer('girls'),
    /** who pays the meals: 1 自费, 2 补贴 (spec 02 §4) */
    feedingProperty: integer('feeding_property').notNull().default(1),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('week_feedings_firm_idx').on(t.firmId, t.createdAt)],
);

/**
 * The school's own students as a new package starts from: their age group and the boys and girls
 * of a typical class (a school edits it on the package page; one row per buyer firm).
 */
export const schoolClasses = pgTable(
  'school_classes',
  {
    firmId: text('firm_id')
      .primaryKey()
      .references(() => firms.id, { onDelete: 'cascade' }),
    ageGroup: integer('age_group').notNull(),
    boys: integer('boys').notNull(),
    girls: integer('girls').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('school_classes_counts', sql`${t.ageGroup} BETWEEN 1 AND 4 AND ${t.boys} >= 0 AND ${t.girls} >= 0 AND ${t.boys} + ${t.girls} > 0`)],
);

/** One meal placed in a package's grid: package type (1 breakfast, 2 lunch, 3 dinner) × day (1–5), with its headcount. */
export const weekFeedingEntries = pgTable(
  'week_feeding_entries',
  {
    id: text('id').primaryKey(),
    weekFeedingId: text('week_feeding_id')
      .notNull()
      .references(() => weekFeedings.id, { onDelete: 'cascade' }),
    packageType: integer('package_type').notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    feedingId: text('feeding_id')
      .notNull()
      .references(() => feedings.id),
    people: integer('people').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('week_feeding_entries_week_idx').on(t.weekFeedingId),
    index('week_feeding_entries_feeding_idx').on(t.feedingId),
    check('week_feeding_entries_slot', sql`${t.packageType} BETWEEN 1 AND 3 AND ${t.dayOfWeek} BETWEEN 1 AND 5 AND ${t.people} > 0`),
  ],
);

/** An ingredient plan (B2B_Foodplan) of a buyer firm. */
export const foodPlans = pgTable(
  'food_plans',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('food_plans_firm_idx').on(t.firmId, t.createdAt)],
);

export const foodPlanLines = pgTable(
  'food_plan_lines',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id')
      .notNull()
      .references(() => foodPlans.id, { onDelete: 'cascade' }),
    shelfItemId: text('shelf_item_id')
      .notNull()
      .references(() => shelfItems.id),
    quantity: integer('quantity').notNull(),
    /**
     * The China day the line is to arrive: a plan spreads perishables over its days. Null (lines
     * saved before days were planned) means the plan's first day; every save writes the day.
     */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('food_plan_lines_day_uq').on(t.planId, t.shelfItemId, t.deliveryDate), check('food_plan_lines_quantity', sql`${t.quantity} > 0`)],
);
