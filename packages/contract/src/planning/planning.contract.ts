import { z } from 'zod';
import { ZCheckoutFields, ZMadeOrder, ZOrder, ZOrderChoices } from '../cart/cart.contract.js';
import { ZDay, ZPreviewGroup, ZSwap } from '../checkout/checkout.contract.js';
import { enumOf, ZExportFile, ZId, ZMoneyTotal, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { can, LOGIN, op, PUBLIC } from '../operation.js';
import { FOOD_GROUPS, NUTRIENTS } from '../rules/nutrition.js';
import {
  CUISINES,
  DISH_TYPES,
  PLANNING_MSG as M,
  MAX_DISH_ORDER_PORTIONS,
  MAX_DISH_PORTIONS,
  MAX_INGREDIENT_GRAMS,
  MAX_NET_WEIGHT_G,
  MAX_PACKAGE_PEOPLE,
} from '../rules/planning.js';

/**
 * Planning (CONTRACT "Planning", spec 02 §2.9, §2.10, §2.13): dishes with their ingredients in
 * grams, nutrition meals made of dishes, weekly nutrition packages with their analysis against
 * WS/T 554-2017, ingredient plans, the orders both kinds of plan make, and the composition data
 * that products map to.
 */

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const required = (max: number, empty: string, long: string) => z.string({ error: empty }).trim().min(1, empty).max(max, long);
const ZAgeGroup = z.number({ error: M.ageGroupRequired }).int(M.ageGroupRequired).min(1, M.ageGroupRequired).max(4, M.ageGroupRequired);
const ZGender = z.number({ error: M.genderRequired }).int(M.genderRequired).min(1, M.genderRequired).max(2, M.genderRequired);
/** a package's sex: 1 boys, 2 girls, 3 a mixed class */
const ZPackageGender = z.number({ error: M.genderRequired }).int(M.genderRequired).min(1, M.genderRequired).max(3, M.genderRequired);
const ZClassCount = z.number({ error: M.classCountsRange }).int(M.classCountsRange).min(0, M.classCountsRange).max(MAX_PACKAGE_PEOPLE, M.classCountsRange);
const ZPackageType = z.number({ error: M.packageTypeRequired }).int(M.packageTypeRequired).min(1, M.packageTypeRequired).max(3, M.packageTypeRequired);
const ZPeople = z.number({ error: M.numberRequired }).int(M.numberRange).min(0, M.numberRange).max(MAX_PACKAGE_PEOPLE, M.numberRange);
const ZEnum = z.object({ EnumValue: z.number().int(), Desction: z.string() });
const ZEnumInput = z.object({ PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } });

const nutrientShape = Object.fromEntries(NUTRIENTS.map((k) => [k, z.number()])) as Record<(typeof NUTRIENTS)[number], z.ZodNumber>;
export const ZNutrients = z.object(nutrientShape);
const ZFoodGroup = z.enum(FOOD_GROUPS);
const ZGroups = z.record(z.string(), z.number());

// ---------- composition data (issue 10 §3) ----------

export const ZFoodComposition = ZNutrients.extend({
  Code: z.string(),
  Name: z.string(),
  EdiblePct: z.number(),
  Group: ZFoodGroup,
  GroupName: z.string(),
  DarkVegetable: z.boolean(),
  Liver: z.boolean(),
  /** CFCT6 (中国食物成分表 标准版 第6版) or USDA-SR<id> */
  Source: z.string(),
  /** nutrients the source did not measure (empty cells), shown as such, not as 0 */
  NotMeasured: z.array(z.string()),
  /** the book's food group as printed (谷类及其制品-小麦) */
  Category: z.string(),
  /** false: 参考值 (reference data README §3), with the reason in VerifyNote */
  Verified: z.boolean(),
  VerifyNote: z.string(),
});
/** A composition entry suggested for a product name, best first, with why. */
export const ZCompositionSuggestion = z.object({ Code: z.string(), Name: z.string(), Verified: z.boolean(), VerifyNote: z.string(), Score: z.number() });
export const ZFoodCode = z.string({ error: M.compositionNotFound }).trim().min(1, M.compositionNotFound).max(20, M.compositionNotFound);
export const ZNetWeight = z.number({ error: M.netWeightRange }).int(M.netWeightRange).min(1, M.netWeightRange).max(MAX_NET_WEIGHT_G, M.netWeightRange);

// ---------- dishes (ENX_Dishesinformation) ----------

export const ZOnSaleFood = z.object({
  /** the shelf item id (what a dish ingredient's FoodId names) */
  Id: z.string(),
  FoodId: z.string(),
  SupplyId: z.string(),
  ProductName: z.string(),
  FoodBrand: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Price: z.number(),
  SupplyName: z.string(),
  FoodTypeName: z.string(),
  /** grams in one unit, null when the supplier has not said */
  NetWeight: z.number().nullable(),
  FoodCode: z.string().nullable(),
  FoodCodeName: z.string().nullable(),
});

export const ZDishIngredient = z.object({
  Id: z.string(),
  FoodId: z.string(),
  SupplyId: z.string(),
  FoodName: z.string(),
  FoodTypeName: z.string(),
  SupplyName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  Price: z.number(),
  /** as-purchased grams per portion (an amount given in ml is counted in grams by its food's density) */
  Grams: z.number(),
  /** the amount as the kitchen gave it, in its unit: 1 g, 2 ml */
  Amount: z.number(),
  WeightUnit: z.number().int(),
  NetWeight: z.number().nullable(),
  /** the composition entry the analysis uses: the kitchen's own choice, else the product's */
  FoodCode: z.string().nullable(),
  /** the kitchen's own choice for this dish, null when the product's mapping applies */
  OwnFoodCode: z.string().nullable(),
  ProductFoodCode: z.string().nullable(),
  /** the name of FoodCode's entry, and whether it is verified (false: 参考值) */
  FoodCodeName: z.string().nullable(),
  FoodCodeVerified: z.boolean(),
  OnSale: z.boolean(),
});

export const ZDish = z.object({
  Id: z.string(),
  Name: z.string(),
  DishesType: z.number().int(),
  DishesTypeName: z.string(),
  Cuisine: z.number().int(),
  CuisineName: z.string(),
  Describe: z.string(),
  IsNewProducts: z.boolean(),
  IsNameProduct: z.boolean(),
  FileId: z.string().nullable(),
  FileUrl: z.string().nullable(),
  FD_FoodfirmfillindtlfileInfos: z.array(z.object({ FileName: z.string(), FileUrl: z.string(), FileTypeId: z.number().int() })),
  ENX_DishesinformationfoodInfos: z.array(ZDishIngredient),
  CreateTime: ZTime,
});

export const ZDishInput = z.object({
  Id: ZId.optional().nullable(),
  Name: required(30, M.dishNameRequired, M.dishNameTooLong),
  DishesType: enumOf(DISH_TYPES, M.dishTypeRequired),
  Cuisine: enumOf(CUISINES, M.cuisineRequired),
  Describe: text(200, M.describeTooLong).optional().nullable(),
  IsNewProducts: z.boolean().default(false),
  IsNameProduct: z.boolean().default(false),
  FileId: ZId.optional().nullable(),
  ENX_DishesinformationfoodInfos: z
    .array(
      z.object({
        FoodId: ZId,
        /** the amount per portion, in WeightUnit: grams (1, the default) or millilitres (2) */
        Grams: z.number({ error: M.ingredientGrams }).min(0.1, M.ingredientGrams).max(MAX_INGREDIENT_GRAMS, M.ingredientGrams),
        WeightUnit: z.union([z.literal(1), z.literal(2)], { error: M.weightUnit }).default(1),
        /** the kitchen's own composition entry for this ingredient; absent or null: the product's */
        FoodCode: ZFoodCode.optional().nullable(),
      }),
    )
    .max(50, '一道菜最多50种食材')
    .default([]),
});

// ---------- nutrition meals (REC_FeedingInfo) ----------

export const ZFeedingDetail = z.object({ Id: z.string(), DishesId: z.string(), DishesName: z.string(), Portions: z.number() });
export const ZFeeding = z.object({
  /** the meal's composition id; null for a nutrition meal on the shelf whose dishes are not yet set */
  Id: z.string().nullable(),
  Name: z.string(),
  AgeGroup: z.number().int().nullable(),
  AgeGroupName: z.string(),
  Gender: z.number().int().nullable(),
  GenderName: z.string(),
  PackageType: z.number().int(),
  PackageTypeName: z.string(),
  FoodSaleShelfId: z.string(),
  PresentPrice: z.number(),
  Unit: z.string(),
  Specification: z.string(),
  SupplyFirmId: z.string(),
  SupplyName: z.string(),
  CoverImageFileId: z.string().nullable(),
  OnSale: z.boolean(),
  REC_FeedingdetailInfos: z.array(ZFeedingDetail),
});

/** unmapped: no composition entry, counted as nothing; unverified: a 参考值 entry, counted. Grams as purchased. */
export const ZMissingIngredient = z.object({ ProductName: z.string(), Grams: z.number(), Reason: z.enum(['unmapped', 'unverified']) });
export const ZFeedingNutrition = ZNutrients.extend({
  Id: z.string(),
  Name: z.string(),
  PackageType: z.number().int(),
  Ingredients: z.array(
    ZNutrients.extend({
      Name: z.string(),
      Grams: z.number(),
      FoodCode: z.string().nullable(),
      FoodName: z.string().nullable(),
      EdiblePct: z.number().nullable(),
      Group: ZFoodGroup.nullable(),
      DarkVegetable: z.boolean(),
      Liver: z.boolean(),
      DishesName: z.string(),
      /** false when the entry is 参考值 */
      Verified: z.boolean(),
    }),
  ),
  /** false when an ingredient has no composition entry or only a 参考值 one (named in Missing) */
  Complete: z.boolean(),
  Missing: z.array(ZMissingIngredient),
});

// ---------- weekly nutrition packages (WeekFeeding) ----------

const ZEntryInput = z.object({
  FeedingId: ZId,
  Name: z.string().max(100).optional().nullable(),
  Gender: z.number().int().optional().nullable(),
  AgeGroup: z.number().int().optional().nullable(),
  Number: z.number({ error: M.numberRequired }).int(M.numberRange).min(1, M.numberRequired).max(MAX_PACKAGE_PEOPLE, M.numberRange),
});
const ZWeekFeedingFields = z.object({
  Id: ZId.optional().nullable(),
  WeekFeedingName: required(50, M.weekNameRequired, M.weekNameTooLong),
  Gender: ZPackageGender,
  AgeGroup: ZAgeGroup,
  Number: ZPeople.default(50),
  /** a mixed class (Gender 3): its boys and girls, by which the standard is weighted */
  Boys: ZClassCount.optional().nullable(),
  Girls: ZClassCount.optional().nullable(),
  /** who pays the meals: 1 自费 (the families), 2 补贴 (a meal subsidy) */
  FeedingProperty: z.union([z.literal(1), z.literal(2)], { error: M.feedingProperty }).default(1),
  REC_WebPackageTypeFeedingInfos: z
    .array(
      z.object({
        PackageType: ZPackageType,
        REC_WebDayFeedingInfos: z
          .array(
            z.object({
              DayOfWeek: z.number({ error: M.dayRequired }).int(M.dayRequired).min(1, M.dayRequired).max(5, M.dayRequired),
              REC_DetailFeedingInfos: z.array(ZEntryInput).max(20, '每餐最多安排20个营养餐').default([]),
            }),
          )
          .max(5, M.dayRequired)
          .default([]),
      }),
    )
    .max(3, M.packageTypeRequired)
    .default([]),
});
/** A mixed class names its boys and girls (at least one child). */
const classCounts = <T extends z.ZodType<{ Gender: number; Boys?: number | null; Girls?: number | null }>>(schema: T) =>
  schema
    .refine((w) => w.Gender !== 3 || (w.Boys != null && w.Girls != null), { message: M.classCountsRequired, path: ['Boys'] })
    .refine((w) => w.Gender !== 3 || (w.Boys ?? 0) + (w.Girls ?? 0) > 0, { message: M.classCountsRange, path: ['Boys'] });
export const ZWeekFeedingInput = classCounts(ZWeekFeedingFields);

const ZEntry = z.object({
  Id: z.string(),
  FeedingId: z.string(),
  Name: z.string(),
  Gender: z.number().int().nullable(),
  AgeGroup: z.number().int().nullable(),
  Number: z.number().int(),
  PresentPrice: z.number(),
  FeedingInfo: ZFeeding,
});
export const ZWeekFeeding = z.object({
  Id: z.string(),
  WeekFeedingName: z.string(),
  Gender: z.number().int(),
  GenderName: z.string(),
  AgeGroup: z.number().int(),
  AgeGroupName: z.string(),
  Number: z.number().int(),
  Boys: z.number().int().nullable(),
  Girls: z.number().int().nullable(),
  FeedingProperty: z.number().int(),
  FeedingPropertyName: z.string(),
  CreateTime: ZTime,
  /** portions over the week, and their price */
  TotalNum: z.number().int(),
  TotalPrice: ZMoneyTotal,
  REC_WebPackageTypeFeedingInfos: z.array(
    z.object({
      PackageType: z.number().int(),
      PackageTypeName: z.string(),
      REC_WebDayFeedingInfos: z.array(z.object({ DayOfWeek: z.number().int(), REC_DetailFeedingInfos: z.array(ZEntry) })),
    }),
  ),
});

const ZStandardValue = z.object({ min: z.number().nullable(), max: z.number().nullable(), status: z.string(), source: z.string() });
export const ZFinding = z.object({
  Code: z.string(),
  Level: z.enum(['ok', 'low', 'high']),
  Message: z.string(),
  Value: z.number().nullable(),
  Min: z.number().nullable(),
  Max: z.number().nullable(),
  Source: z.string(),
  Reference: z.boolean(),
});
const ZDayAnalysis = z.object({
  DayOfWeek: z.number().int(),
  Meals: z.array(
    ZNutrients.extend({ PackageType: z.number().int(), EnergySharePct: z.number(), Groups: ZGroups, Meals: z.array(z.string()), Missing: z.array(z.string()) }),
  ),
  Total: ZNutrients,
  PercentOfStandard: z.record(z.string(), z.number()),
  FatEnergyPct: z.number(),
  CarbohydrateEnergyPct: z.number(),
  Groups: ZGroups,
  FoodKinds: z.number().int(),
  Missing: z.array(ZMissingIngredient),
  Findings: z.array(ZFinding),
});
export const ZWeekAnalysis = z.object({
  AgeGroup: z.number().int(),
  Gender: z.number().int(),
  Boys: z.number().int().nullable(),
  Girls: z.number().int().nullable(),
  Complete: z.boolean(),
  Standard: z.record(z.string(), z.number()),
  ServedPackageTypes: z.array(z.number().int()),
  ServedSharePct: z.number(),
  Days: z.array(ZDayAnalysis),
  WeekAverage: ZDayAnalysis,
  Missing: z.array(ZMissingIngredient.extend({ Days: z.array(z.number().int()), PackageTypes: z.array(z.number().int()) })),
});
/** The school's own students, from which a new package starts. */
export const ZSchoolClass = z.object({
  AgeGroup: ZAgeGroup,
  Boys: ZClassCount,
  Girls: ZClassCount,
});

// ---------- ingredient plans (B2B_Foodplan) ----------

const ZPlanQuantity = z.number({ error: M.planQuantity }).int(M.planQuantity).min(1, M.planQuantity).max(MAX_LINE_QUANTITY, M.planQuantity);
export const ZFoodPlanInput = z
  .object({
    Id: ZId.optional().nullable(),
    Name: required(50, M.planNameRequired, M.planNameTooLong),
    StartTime: ZTimeInput(M.planDatesRequired),
    EndTime: ZTimeInput(M.planDatesRequired),
    TotalPrice: z.number().optional().nullable(),
    B2B_FoodplandetailInfos: z
      .array(
        z.object({
          FoodSaleShelfId: ZId,
          FoodSaleShelfName: z.string().max(100).optional().nullable(),
          Number: ZPlanQuantity,
          /** the day the line is to arrive, within the plan's dates; absent: the plan's first day */
          DeliveryDate: ZDay.optional().nullable(),
        }),
        { error: M.noProducts },
      )
      .min(1, M.noProducts)
      .max(100, '一个计划最多100种商品'),
  })
  .refine((p) => Date.parse(p.EndTime) >= Date.parse(p.StartTime), { message: M.planDatesOrder, path: ['EndTime'] });

export const ZFoodPlanLine = z.object({
  Id: z.string(),
  FoodSaleShelfId: z.string(),
  FoodSaleShelfName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  PresentPrice: z.number(),
  Number: z.number().int(),
  /** quantity × unit price (spec 02 §9) */
  Points: z.number(),
  Subtotal: z.number(),
  SupplyFirmId: z.string(),
  SupplyName: z.string(),
  OnSale: z.boolean(),
  /** 'YYYY-MM-DD', the day the line is to arrive (the plan's first day unless planned otherwise) */
  DeliveryDate: z.string(),
});
export const ZFoodPlan = z.object({
  Id: z.string(),
  Name: z.string(),
  StartTime: ZTime,
  EndTime: ZTime,
  CreateTime: ZTime,
  /** units over all lines */
  Number: z.number().int(),
  /** goods */
  TotalPrice: ZMoneyTotal,
  /** freight of each supplier's order by its delivery terms */
  Freight: ZMoneyTotal,
  TotalWithFreight: ZMoneyTotal,
  Points: z.number(),
  B2B_FoodplandetailInfos: z.array(ZFoodPlanLine),
});
export const ZPlanProduct = z.object({
  FoodSaleShelfId: z.string(),
  Name: z.string(),
  ProductName: z.string(),
  Specification: z.string(),
  Unit: z.string(),
  PresentPrice: z.number(),
  /** the least quantity the product sells in */
  CartNumber: z.number().int(),
  QuantityStep: z.number().int(),
  Stock: z.number().int(),
  SupplyFirmId: z.string(),
  SupplyName: z.string(),
  CoverImageFileId: z.string().nullable(),
});

// ---------- feeding trace ----------

export const ZFeedingTrace = z.object({
  Name: z.string(),
  OrderNo: z.string().nullable(),
  SupplyName: z.string(),
  REC_FeedingdetailInfos: z.array(
    z.object({
      DishesName: z.string(),
      Portions: z.number(),
      FD_FoodTraceabilities: z.array(
        z.object({
          ProductName: z.string(),
          SupplyName: z.string(),
          Grams: z.number(),
          /** id for Trace/GetFoodTraceTrail (order line or stock-in line); null when the kitchen has no accepted stock-in of it */
          TraceId: z.string().nullable(),
          BatchNumber: z.string().nullable(),
          ProductDate: z.string().nullable(),
          OriginFirmName: z.string().nullable(),
          ReceivedTime: ZTime.nullable(),
        }),
      ),
    }),
  ),
});

const ZIdsOf = (message: string, max = 50) => z.array(ZId, { error: message }).min(1, message).max(max, `一次最多${max}项`);
const ZDishPortions = z.number({ error: M.orderPortions }).int(M.orderPortions).min(1, M.orderPortions).max(MAX_DISH_ORDER_PORTIONS, M.orderPortions);
const ZSwaps = z.array(ZSwap).max(200).optional().nullable();
/** A week's Monday (the week the package is delivered in); absent: the first week every supplier can still reach. */
/** A week's Monday. */
export const ZMonday = ZDay.refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, M.weekStartMonday);
const ZWeekStart = ZMonday.optional().nullable();
const ZWeekOrderSource = { WeekfeedingIds: ZIdsOf(M.selectWeekToOrder, 20), WeekStart: ZWeekStart };
const ZPlanOrderSource = { Ids: ZIdsOf(M.selectPlanToOrder, 20) };
const ZDishOrderSource = { Ids: ZIdsOf('请选择菜品', 50), Portions: ZDishPortions, Swaps: ZSwaps };
/** One plan order per supplier and delivery day: at most 5 days × 40 suppliers. */
const ZPlanOrderChoices = ZOrderChoices(200);

export const planningOperations = {
  // ---- dishes ----
  'ENX_Dishesinformation/GetDishesinformationList': op({
    name: 'ENX_Dishesinformation/GetDishesinformationList',
    summary: '本单位菜品列表（含食材），可按菜名、食材或供应商搜索',
    access: can('dish:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZDish),
  }),
  'ENX_Dishesinformation/GetProductOnSaleList': op({
    name: 'ENX_Dishesinformation/GetProductOnSaleList',
    summary: '可作为菜品食材的在售商品（按商品名与供应商名搜索）',
    access: can(['dish:view', 'nutrition-meal:view']),
    transaction: false,
    paged: true,
    input: z.object({ ProductName: ZSearch, SupplyName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZOnSaleFood),
  }),
  'ENX_Dishesinformation/AddDishesinformation': op({
    name: 'ENX_Dishesinformation/AddDishesinformation',
    summary: '新增菜品（食材按每份克数）',
    access: can('dish:edit'),
    transaction: true,
    input: z.object({ ENX_DishesinformationInfo: ZDishInput }),
    output: z.object({ Id: z.string() }),
  }),
  'ENX_Dishesinformation/UpdateDishesinformation': op({
    name: 'ENX_Dishesinformation/UpdateDishesinformation',
    summary: '修改菜品',
    access: can('dish:edit'),
    transaction: true,
    input: z.object({ ENX_DishesinformationInfo: ZDishInput.extend({ Id: ZId }) }),
    output: z.object({ Id: z.string() }),
  }),
  'ENX_Dishesinformation/DeleteDishesinformation': op({
    name: 'ENX_Dishesinformation/DeleteDishesinformation',
    summary: '删除菜品（已用于营养餐的不能删除）',
    access: can('dish:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'ENX_Dishesinformation/GetDishesById': op({
    name: 'ENX_Dishesinformation/GetDishesById',
    summary: '菜品详情',
    access: can(['dish:view', 'nutrition-meal:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZDish,
  }),
  'ENX_Dishesinformation/GetDishesinformationToOrder': op({
    name: 'ENX_Dishesinformation/GetDishesinformationToOrder',
    summary: '按份数为菜品的食材下单：克数按商品每件净重换算并向上取整，每个供应商一单',
    access: can('order:edit'),
    transaction: true,
    input: z.object({
      Id: ZId,
      Number: ZDishPortions,
    }),
    output: z.array(ZMadeOrder),
  }),
  'ENX_Dishesinformation/PreviewDishOrder': op({
    name: 'ENX_Dishesinformation/PreviewDishOrder',
    summary: '菜品下单确认：各菜品食材按份数换算成整件（所需克数与订购件数并列，可换更小包装），按供应商分组的金额、运费、起送与可选配送时段',
    access: can('order:edit'),
    transaction: false,
    input: z.object(ZDishOrderSource),
    output: z.array(ZPreviewGroup),
  }),
  'ENX_Dishesinformation/DishesToOrder': op({
    name: 'ENX_Dishesinformation/DishesToOrder',
    summary: '菜品下单：经订单确认（收货地址、各供应商的配送日期与时段、备注、发票），每个供应商一单，同一事务',
    access: can('order:edit'),
    transaction: true,
    input: z.object({ ...ZDishOrderSource, ...ZCheckoutFields, Orders: ZPlanOrderChoices }),
    output: z.array(ZMadeOrder),
  }),
  'ENX_Dishesinformation/GetDishesinformationType': op({
    name: 'ENX_Dishesinformation/GetDishesinformationType',
    summary: '菜品类型',
    access: LOGIN,
    transaction: false,
    input: ZEnumInput,
    output: z.array(ZEnum),
  }),
  'ENX_Dishesinformation/GetDishesinformationCuisine': op({
    name: 'ENX_Dishesinformation/GetDishesinformationCuisine',
    summary: '菜系',
    access: LOGIN,
    transaction: false,
    input: ZEnumInput,
    output: z.array(ZEnum),
  }),
  'ENX_Dishesinformation/GetDishesinformationAgeGroup': op({
    name: 'ENX_Dishesinformation/GetDishesinformationAgeGroup',
    summary: '年龄段（WS/T 554-2017）',
    access: LOGIN,
    transaction: false,
    input: ZEnumInput,
    output: z.array(ZEnum),
  }),
  'ENX_Dishesinformation/GetDishesinformationPackageType': op({
    name: 'ENX_Dishesinformation/GetDishesinformationPackageType',
    summary: '套餐类型（早餐、午餐、晚餐）',
    access: LOGIN,
    transaction: false,
    input: ZEnumInput,
    output: z.array(ZEnum),
  }),

  // ---- nutrition meals ----
  'WeekFeeding/GetFirmFeedingList': op({
    name: 'WeekFeeding/GetFirmFeedingList',
    summary: '本单位的营养餐及其配餐（菜品与份数、年龄段、性别）',
    access: can('nutrition-meal:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZFeeding.extend({ EnergyKcal: z.number().nullable(), ProteinG: z.number().nullable(), Missing: z.array(ZMissingIngredient) })),
  }),
  'WeekFeeding/SaveFeeding': op({
    name: 'WeekFeeding/SaveFeeding',
    summary: '设置营养餐的配餐：菜品与份数、适用年龄段与性别',
    access: can('nutrition-meal:edit'),
    transaction: true,
    input: z.object({
      REC_FeedingInfo: z.object({
        FoodSaleShelfId: ZId,
        AgeGroup: ZAgeGroup,
        Gender: ZGender,
        REC_FeedingdetailInfos: z
          .array(
            z.object({
              DishesId: ZId,
              Portions: z.number({ error: M.portionsRange }).min(0.1, M.portionsRange).max(MAX_DISH_PORTIONS, M.portionsRange),
            }),
          )
          .min(1, '请至少选择一道菜品')
          .max(20, '一份营养餐最多20道菜品'),
      }),
    }),
    output: z.object({ Id: z.string() }),
  }),
  'WeekFeeding/GetFeedingShoppingcartList': op({
    name: 'WeekFeeding/GetFeedingShoppingcartList',
    summary: '可排入营养套餐的营养餐（按套餐类型、年龄段、性别筛选）',
    access: can('meal-plan:view'),
    transaction: false,
    paged: true,
    input: z
      .object({
        SearchName: ZSearch,
        PackageType: ZPackageType.optional().nullable(),
        AgeGroup: ZAgeGroup.optional().nullable(),
        Gender: ZGender.optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.object({ ShoppingcartInfos: z.array(z.object({ REC_FeedingInfo: ZFeeding })) }),
  }),
  'WeekFeeding/GetFeedingNutrition': op({
    name: 'WeekFeeding/GetFeedingNutrition',
    summary: '营养餐每份的能量与营养素（按菜品食材克数与成分表计算），缺成分数据的食材列出',
    access: can(['meal-plan:view', 'nutrition-meal:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFeedingNutrition,
  }),
  'WeekFeeding/GetFeedingNutritionList': op({
    name: 'WeekFeeding/GetFeedingNutritionList',
    summary: '多个营养餐的每份营养（排餐时浏览器实时分析用）',
    access: can(['meal-plan:view', 'nutrition-meal:view']),
    transaction: false,
    input: z.object({ Ids: ZIdsOf('请选择营养餐', 100) }),
    output: z.array(ZFeedingNutrition),
  }),
  'WeekFeeding/GetNutritionStandard': op({
    name: 'WeekFeeding/GetNutritionStandard',
    summary: '学生餐营养指南（WS/T 554-2017）参考值，每个数值带状态与来源',
    access: PUBLIC,
    transaction: false,
    input: z.object({}).default({}),
    output: z.object({
      name: z.string(),
      daily: z.record(z.string(), z.record(z.string(), z.record(z.string(), ZStandardValue))),
      energyPct: z.record(z.string(), ZStandardValue),
      tolerancePct: z.record(z.string(), ZStandardValue),
      mealSharePct: z.record(z.string(), ZStandardValue),
      mealFood: z.record(z.string(), z.record(z.string(), z.record(z.string(), ZStandardValue))),
      dailyFood: z.record(z.string(), z.record(z.string(), ZStandardValue)),
      sodiumDaily: z.record(z.string(), ZStandardValue),
      menuRules: z.record(z.string(), ZStandardValue),
    }),
  }),

  // ---- weekly packages ----
  'WeekFeeding/GetSchoolClass': op({
    name: 'WeekFeeding/GetSchoolClass',
    summary: '本校学生的年龄段与男女人数（新建营养套餐的默认值）；未设置时为空',
    access: can('meal-plan:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: ZSchoolClass.nullable(),
  }),
  'WeekFeeding/SaveSchoolClass': op({
    name: 'WeekFeeding/SaveSchoolClass',
    summary: '设置本校学生的年龄段与男女人数',
    access: can('meal-plan:edit'),
    transaction: true,
    input: ZSchoolClass.refine((c) => c.Boys + c.Girls > 0, { message: M.classCountsRange, path: ['Boys'] }),
    output: z.null(),
  }),
  'WeekFeeding/GetWeekFeedingList': op({
    name: 'WeekFeeding/GetWeekFeedingList',
    summary: '营养套餐列表（按名称搜索）',
    access: can('meal-plan:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZWeekFeeding),
  }),
  'WeekFeeding/GetWeekFeedingById': op({
    name: 'WeekFeeding/GetWeekFeedingById',
    summary: '营养套餐详情',
    access: can('meal-plan:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZWeekFeeding,
  }),
  'WeekFeeding/AddWeekFeeding': op({
    name: 'WeekFeeding/AddWeekFeeding',
    summary: '新增营养套餐（早中晚 × 周一至周五）',
    access: can('meal-plan:edit'),
    transaction: true,
    input: z.object({ REC_WeekfeedingInfo: ZWeekFeedingInput }),
    output: z.object({ Id: z.string() }),
  }),
  'WeekFeeding/UpdateWeekFeeding': op({
    name: 'WeekFeeding/UpdateWeekFeeding',
    summary: '修改营养套餐',
    access: can('meal-plan:edit'),
    transaction: true,
    input: z.object({ REC_WeekfeedingInfo: classCounts(ZWeekFeedingFields.extend({ Id: ZId })) }),
    output: z.object({ Id: z.string() }),
  }),
  'WeekFeeding/DeleteWeekFeeding': op({
    name: 'WeekFeeding/DeleteWeekFeeding',
    summary: '删除营养套餐',
    access: can('meal-plan:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'WeekFeeding/BatchDeleteFeeding': op({
    name: 'WeekFeeding/BatchDeleteFeeding',
    summary: '批量删除营养套餐',
    access: can('meal-plan:delete'),
    transaction: true,
    input: z.object({ Ids: ZIdsOf(M.selectBatch) }),
    output: z.object({ Deleted: z.number().int() }),
  }),
  'WeekFeeding/WeekFeedingToOrder': op({
    name: 'WeekFeeding/WeekFeedingToOrder',
    summary: '营养套餐下单：每餐在它那天送达，每个供应商每个送达日一单（订单来源1），经订单确认的地址、时段、备注、发票与起送',
    access: can(['meal-plan:edit']),
    transaction: true,
    input: z.object({ ...ZWeekOrderSource, ...ZCheckoutFields, Orders: ZPlanOrderChoices }),
    output: z.array(ZMadeOrder),
  }),
  'WeekFeeding/PreviewWeekOrder': op({
    name: 'WeekFeeding/PreviewWeekOrder',
    summary: '营养套餐下单确认：按供应商和送达日分组的营养餐、金额、运费、起送与当天可选时段',
    access: can(['meal-plan:edit']),
    transaction: false,
    input: z.object(ZWeekOrderSource),
    output: z.array(ZPreviewGroup),
  }),
  'WeekFeeding/GetNutritionAnalysis': op({
    name: 'WeekFeeding/GetNutritionAnalysis',
    summary: '营养套餐的营养分析：每人每餐、每日、五日平均，对照 WS/T 554-2017 得出结论',
    access: can('meal-plan:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZWeekAnalysis,
  }),
  'WeekFeeding/ExportWeekFeeding': op({
    name: 'WeekFeeding/ExportWeekFeeding',
    summary: '导出带量食谱（菜品、食材、每人克数、每日营养素供给量）Excel',
    access: can('meal-plan:export'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZExportFile,
  }),
  'WeekFeeding/GetWeekFeedingOrderList': op({
    name: 'WeekFeeding/GetWeekFeedingOrderList',
    summary: '营养餐订单：按营养套餐分组',
    access: can('order:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(
      z.object({ WeekFeedingId: z.string().nullable(), WeekFeedingName: z.string(), CreateTime: ZTime, TotalAmount: ZMoneyTotal, Orders: z.array(ZOrder) }),
    ),
  }),
  'Trace/GetFeedingFoodTraceabilityById': op({
    name: 'Trace/GetFeedingFoodTraceabilityById',
    summary: '营养餐溯源：菜品及其食材的进货批次（Id 为营养餐订单明细或营养餐商品）',
    access: PUBLIC,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFeedingTrace,
  }),

  // ---- ingredient plans ----
  'B2B_Foodplan/GetB2B_FoodplanList': op({
    name: 'B2B_Foodplan/GetB2B_FoodplanList',
    summary: '食材计划列表（按名称搜索）',
    access: can('food-plan:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZFoodPlan),
  }),
  'B2B_Foodplan/GetB2B_FoodplanById': op({
    name: 'B2B_Foodplan/GetB2B_FoodplanById',
    summary: '食材计划详情',
    access: can('food-plan:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFoodPlan,
  }),
  'B2B_Foodplan/AddB2B_Foodplan': op({
    name: 'B2B_Foodplan/AddB2B_Foodplan',
    summary: '新增食材计划',
    access: can('food-plan:edit'),
    transaction: true,
    input: z.object({ B2B_FoodplanInfo: ZFoodPlanInput }),
    output: z.object({ Id: z.string() }),
  }),
  'B2B_Foodplan/UpdateB2B_Foodplan': op({
    name: 'B2B_Foodplan/UpdateB2B_Foodplan',
    summary: '修改食材计划',
    access: can('food-plan:edit'),
    transaction: true,
    input: z.object({ B2B_FoodplanInfo: ZFoodPlanInput }),
    output: z.object({ Id: z.string() }),
  }),
  'B2B_Foodplan/DeleteB2B_Foodplan': op({
    name: 'B2B_Foodplan/DeleteB2B_Foodplan',
    summary: '删除食材计划',
    access: can('food-plan:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'B2B_Foodplan/FoodplanToOrder': op({
    name: 'B2B_Foodplan/FoodplanToOrder',
    summary: '食材计划下单：每行在计划的那天送达，每个供应商每个送达日一单（订单来源2），经订单确认的地址、时段、备注、发票与起送',
    access: can('food-plan:edit'),
    transaction: true,
    input: z.object({ ...ZPlanOrderSource, ...ZCheckoutFields, Orders: ZPlanOrderChoices }),
    output: z.array(ZMadeOrder),
  }),
  'B2B_Foodplan/PreviewPlanOrder': op({
    name: 'B2B_Foodplan/PreviewPlanOrder',
    summary: '食材计划下单确认：按供应商和送达日分组的商品、金额、运费、起送与当天可选时段',
    access: can('food-plan:edit'),
    transaction: false,
    input: z.object(ZPlanOrderSource),
    output: z.array(ZPreviewGroup),
  }),
  'B2B_Foodplan/GetFeedingShoppingCartProducts': op({
    name: 'B2B_Foodplan/GetFeedingShoppingCartProducts',
    summary: '可加入食材计划的在售商品（按商品名搜索）',
    access: can('food-plan:view'),
    transaction: false,
    paged: true,
    input: z.object({ ProductName: ZSearch, PagerInfo: ZPagerInfoInput }).default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.object({ ShoppingcartInfos: z.array(ZPlanProduct) }),
  }),
};

export type TDish = z.output<typeof ZDish>;
export type TFeeding = z.output<typeof ZFeeding>;
export type TWeekFeeding = z.output<typeof ZWeekFeeding>;
export type TFoodPlan = z.output<typeof ZFoodPlan>;
export type TFeedingNutrition = z.output<typeof ZFeedingNutrition>;
