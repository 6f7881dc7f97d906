import { z } from 'zod';
import { ZId, ZPagerInfoInput, ZSearch } from '../common.js';
import { can, op, PUBLIC } from '../operation.js';
import { SUNSHINE_MSG as M } from '../rules/sunshine.js';
import { ZDay } from './checkout.js';

/**
 * 阳光食堂 (CONTRACT "Parents and the public"): a school publishes its weeks; anyone reads a
 * school's published week with its nutrition and where each ingredient came from. Nothing of
 * prices, suppliers' contacts, people's names or phones is in a public answer.
 */

const ZMonday = ZDay.refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, M.weekStartMonday);

/**
 * A nutrient of a day against its band for the school's age group (WS/T 554-2017): the amount
 * (kcal or g a student), and the figure judged — percent of the standard for energy and protein,
 * percent of the day's energy for fat — with the band's ends in that figure's unit.
 */
export const ZPublicBand = z.object({
  Amount: z.number(),
  Unit: z.string(),
  Value: z.number(),
  /** the band's ends; null where the standard gives none */
  Min: z.number().nullable(),
  Max: z.number().nullable(),
  /** 'ok' | 'low' | 'high' */
  Level: z.enum(['ok', 'low', 'high']),
});

export const ZPublicIngredient = z.object({
  Name: z.string(),
  /** grams per portion of the dish */
  Grams: z.number(),
  /** the producer of the batch the kitchen took in last, when known */
  Origin: z.string().nullable(),
  /** the supplier's firm name (never a contact) */
  SupplierName: z.string().nullable(),
  /** the id of the public trace page of that batch (`/trace/<id>`), null when no batch is known */
  TraceId: z.string().nullable(),
});

export const ZPublicMeal = z.object({
  /** 1 breakfast, 2 lunch, 3 dinner */
  PackageType: z.number().int(),
  Name: z.string(),
  Dishes: z.array(z.object({ Name: z.string(), Ingredients: z.array(ZPublicIngredient) })),
});

export const ZPublicDay = z.object({
  DayOfWeek: z.number().int(),
  Date: z.string(),
  Meals: z.array(ZPublicMeal),
  Energy: ZPublicBand.nullable(),
  Protein: ZPublicBand.nullable(),
  FatEnergyPct: ZPublicBand.nullable(),
});

export const ZPublicSchool = z.object({
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  /** the newest published week's Monday, null when the school has published none */
  LatestWeekStart: z.string().nullable(),
});

export const ZSchoolWeek = z.object({
  School: z.object({
    FirmId: z.string(),
    FirmName: z.string(),
    AreaName: z.string(),
    Address: z.string(),
  }),
  /** the Monday of the week shown; null when the school has no published week for the date asked */
  WeekStart: z.string().nullable(),
  /** Mondays of the school's published weeks, newest first (at most PUBLISHED_WEEKS_LISTED) */
  PublishedWeeks: z.array(z.string()),
  /** the age group the week is judged for (WS/T 554-2017), its name, and 1 boys / 2 girls / 3 mixed */
  AgeGroup: z.number().int().nullable(),
  AgeGroupName: z.string().nullable(),
  Gender: z.number().int().nullable(),
  /** the share of a day's standard the served meals are judged against, percent */
  ServedSharePct: z.number().nullable(),
  /** false when an ingredient has no verified composition entry (the figures are then 参考) */
  Complete: z.boolean(),
  Days: z.array(ZPublicDay),
  Licences: z.array(z.object({ Name: z.string(), ValidUntil: z.string().nullable(), Valid: z.boolean() })),
  Inspection: z.object({
    /** 食品安全量化分级 A/B/C, null when none was given */
    QuantifiedGrade: z.string().nullable(),
    /** supervision cases of the last INSPECTION_WINDOW_DAYS days, and how many are closed */
    Cases: z.number().int(),
    Closed: z.number().int(),
    /** the newest case: when, what the camera saw, and where it stands */
    Latest: z.object({ Time: z.string(), Ability: z.string(), Status: z.string() }).nullable(),
  }),
});
export type TSchoolWeek = z.infer<typeof ZSchoolWeek>;

export const sunshineOperations = {
  'WeekFeeding/PublishWeek': op({
    name: 'WeekFeeding/PublishWeek',
    summary: '公布或撤回营养套餐：公布到某一周（默认本周），家长与公众在学校页面可见',
    access: can('meal-plan:edit'),
    transaction: true,
    input: z.object({
      Id: ZId,
      Published: z.boolean({ error: '请说明公布还是撤回' }),
      /** the week's Monday; absent: this week when publishing, every week of the package when withdrawing */
      WeekStart: ZMonday.optional().nullable(),
    }),
    output: z.object({ Id: z.string(), WeekStart: z.string().nullable() }),
  }),
  'WeekFeeding/GetPublishedWeeks': op({
    name: 'WeekFeeding/GetPublishedWeeks',
    summary: '本校已公布的周菜谱（周一日期与营养套餐）',
    access: can('meal-plan:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(z.object({ WeekStart: z.string(), WeekFeedingId: z.string(), WeekFeedingName: z.string(), PublishTime: z.string() })),
  }),
  'Public/GetSchoolList': op({
    name: 'Public/GetSchoolList',
    summary: '学校列表（按区域、名称）：家长与公众查看学校公布的菜谱',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: z
      .object({ AreaCode: z.string().trim().max(20).optional().nullable(), SearchName: ZSearch, PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZPublicSchool),
  }),
  'Public/GetSchoolWeek': op({
    name: 'Public/GetSchoolWeek',
    summary: '学校公布的一周菜谱：每日餐次、菜品与每份克数、能量蛋白质脂肪对照标准、食材来源与追溯、证照与监管结果',
    access: PUBLIC,
    transaction: false,
    input: z.object({ FirmId: ZId, Date: ZDay.optional().nullable() }),
    output: ZSchoolWeek,
  }),
};
