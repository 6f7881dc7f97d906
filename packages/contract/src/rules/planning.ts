/**
 * Planning (spec 02 §2.9, §2.10, §2.13, §3, §5, §9): the enumerations of dishes, meals and
 * packages, the planning messages and the arithmetic of ingredient plans. Plain values, shared
 * by the server and the browser (exported by browser.ts).
 */
import { fenToYuan, yuanToFen } from './money.js';

/** Age groups of WS/T 554-2017 as the platform numbers them. */
export const AGE_GROUP_NAMES: Record<number, string> = { 1: '6~8岁', 2: '9~11岁', 3: '12~14岁', 4: '15~17岁' };
export const AGE_GROUPS = [1, 2, 3, 4] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
/** 1 male, 2 female (as GENDERS of the identity operations). */
export const MEAL_GENDER_NAMES: Record<number, string> = { 1: '男', 2: '女' };
export type MealGender = 1 | 2;
export const PACKAGE_TYPES = [1, 2, 3] as const;
export type MealPackageType = (typeof PACKAGE_TYPES)[number];
/** Monday to Friday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5] as const;
export const WEEK_DAY_NAMES: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五' };
/** The default number of people of a new package (spec 02 §9). */
export const DEFAULT_PACKAGE_PEOPLE = 50;
export const MAX_PACKAGE_PEOPLE = 99_999;
/** Portions of one dish in a meal, and grams of one ingredient in a portion of a dish. */
export const MAX_DISH_PORTIONS = 20;
export const MAX_INGREDIENT_GRAMS = 5000;
/** How a dish's ingredient amount is given (spec 02 §4: weight unit 1 g, 2 ml). */
export const WEIGHT_UNIT_NAMES: Record<number, string> = { 1: 'g', 2: 'ml' };
export type WeightUnit = 1 | 2;
/**
 * Grams of one millilitre of a food, by its composition entry (中国食物成分表's values are per
 * 100 g): oils and fats (food group `oil`) 0.92, liquid milk (a `dairy` entry of 液态乳) 1.03,
 * anything else (water, soy sauce, vinegar, soups) counted as 1. An amount in ml is turned into
 * grams with it when the dish is saved.
 */
export function gramsPerMillilitre(entry: { foodGroup: string; category: string } | null | undefined): number {
  if (!entry) return 1;
  if (entry.foodGroup === 'oil') return 0.92;
  if (entry.foodGroup === 'dairy' && entry.category.includes('液态乳')) return 1.03;
  return 1;
}
/** The grams of an amount in its unit (rounded to 0.1 g, as amounts are entered). */
export function gramsOfAmount(amount: number, unit: WeightUnit, entry: { foodGroup: string; category: string } | null | undefined): number {
  return unit === 2 ? Math.round(amount * gramsPerMillilitre(entry) * 10) / 10 : amount;
}
/** Who pays a package's meals (spec 02 §4: feeding property self-paid or subsidised). */
export const FEEDING_PROPERTY_NAMES: Record<number, string> = { 1: '自费', 2: '补贴' };
export type FeedingProperty = 1 | 2;
/** Portions a dish order may ask for at once. */
export const MAX_DISH_ORDER_PORTIONS = 99_999;
/** Net weight of one unit of a product, grams (a 50 kg sack is 50 000). */
export const MAX_NET_WEIGHT_G = 1_000_000;

/** Dish types and cuisines (answered by ENX_Dishesinformation/GetDishesinformationType and …Cuisine). */
export const DISH_TYPES: Record<number, string> = { 1: '主食', 2: '荤菜', 3: '半荤菜', 4: '素菜', 5: '汤羹', 6: '点心', 7: '水果', 8: '饮品' };
export const CUISINES: Record<number, string> = {
  1: '家常菜',
  2: '浙菜',
  3: '苏菜',
  4: '川菜',
  5: '粤菜',
  6: '鲁菜',
  7: '湘菜',
  8: '闽菜',
  9: '徽菜',
  10: '西式',
};

export const PLANNING_MSG = {
  // nutrition packages (spec 02 §5)
  weekNameRequired: '营养套餐名称未填写！',
  weekNameTooLong: '营养套餐名称不能超过50个字',
  selectWeekToOrder: '请选择营养套餐后提交！',
  selectBatch: '请选择需要批量操作的商品！',
  numberRequired: '请填写人数',
  numberRange: `人数须为0到${MAX_PACKAGE_PEOPLE}的整数`,
  genderRequired: '请选择性别',
  ageGroupRequired: '请选择年龄段',
  packageTypeRequired: '请选择套餐类型',
  dayRequired: '星期须为1（周一）到5（周五）',
  weekNotFound: '营养套餐不存在',
  emptyWeek: '营养套餐中还没有安排营养餐',
  feedingNotFound: '营养餐不存在',
  feedingOffSale: (name: string) => `营养餐“${name}”已下架`,
  notNutritionMeal: '该商品不是营养餐',
  portionsRange: `份数须为0.1到${MAX_DISH_PORTIONS}`,
  // ingredient plans (spec 02 §5)
  planNameRequired: '食材计划名称未填写！',
  planNameTooLong: '食材计划名称不能超过50个字',
  planDatesRequired: '请选择计划时间',
  planDatesOrder: '结束时间不能早于开始时间',
  noProducts: '未选择商品！',
  selectPlanToOrder: '请选择食材计划后提交！',
  planNotFound: '食材计划不存在',
  planQuantity: '数量须为1到99999的整数',
  planLineDate: '送达日期须在计划的开始与结束日期之间',
  weekStartMonday: '请选择一周的周一',
  // dishes (spec 02 §2.13, §5, §8)
  deleteConfirm: '此操作将会删除该数据, 是否继续?',
  deleteTitle: '提示',
  saved: '保存成功',
  saveFailed: '保存失败',
  submitFailed: '提交失败',
  ordered: '下单成功',
  deleted: '删除成功！',
  dishNotFound: '菜品不存在',
  dishNameRequired: '请填写菜品名称',
  dishNameTooLong: '菜品名称不能超过30个字',
  dishTypeRequired: '请选择菜品类型',
  cuisineRequired: '请选择菜系',
  describeTooLong: '菜品描述不能超过200个字',
  ingredientGrams: `每份用量须为0.1到${MAX_INGREDIENT_GRAMS}（克或毫升）`,
  weightUnit: '用量单位须为 g 或 ml',
  feedingProperty: '请选择供餐性质（自费或补贴）',
  ingredientTwice: '同一商品在菜品中只能添加一次',
  ingredientNotFound: '所选商品不存在或已下架',
  dishInUse: (meals: string) => `该菜品已用于营养餐（${meals}），不能删除`,
  noIngredients: '该菜品还没有食材，不能下单',
  orderPortions: `份数须为1到${MAX_DISH_ORDER_PORTIONS}的整数`,
  noNetWeight: (names: string) => `以下商品未填写每件净重，无法按克数换算下单：${names}`,
  // composition data (issue 10 §3)
  compositionNotFound: '营养成分编码不存在',
  classCountsRequired: '男女混合的班级请填写男生和女生人数',
  classCountsRange: `男生、女生人数须为0到${MAX_PACKAGE_PEOPLE}的整数，且合计大于0`,
  netWeightRange: `每件净重须为1到${MAX_NET_WEIGHT_G}克的整数`,
  missingComposition: (names: string) => `以下食材没有营养成分数据，未计入分析：${names}`,
  // W3: feeding trace (spec 02 §2.9)
  noStockIn: '暂无进货记录',
} as const;

/** One line of an ingredient plan: subtotal and bonus points are both quantity × unit price (spec 02 §9), in yuan to 2 decimals. */
export function planLine(priceYuan: number, quantity: number): { Subtotal: number; Points: number } {
  const fen = yuanToFen(priceYuan) * quantity;
  return { Subtotal: fenToYuan(fen), Points: fenToYuan(fen) };
}

/** Grams per portion × portions → units of a product of the given net weight, rounded up. */
export function unitsForGrams(gramsPerPortion: number, portions: number, netWeightG: number): number {
  if (netWeightG <= 0) throw new Error('net weight must be positive');
  // in tenths of a gram, so that 0.1 g steps do not drift
  const tenths = Math.round(gramsPerPortion * 10) * portions;
  return Math.ceil(tenths / (netWeightG * 10));
}
