import { z } from 'zod';
import { ZPhone, ZSmsCode } from '../account/account.contract.js';
import { ZDay } from '../checkout/checkout.contract.js';
import { enumOf, ZExportFile, ZId, ZPagerInfoInput, ZSearch } from '../common.js';
import { can, op, PUBLIC } from '../operation.js';

import { ZMonday } from '../planning/planning.contract.js';
import { ACCOMPANY_MEALS, FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, FEEDBACK_PHOTOS_MAX, SUNSHINE_MSG as M } from '../rules/sunshine.js';

/**
 * 阳光食堂 (CONTRACT "Parents and the public"): a school publishes its weeks; anyone reads a
 * school's published week with its nutrition and where each ingredient came from. Nothing of
 * prices, suppliers' contacts, people's names or phones is in a public answer.
 */

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

/** A multipart form field (read as text). */
const formFieldText = z.string().max(100).optional().nullable();
const ZContent = (empty: string, long: string) => z.string({ error: empty }).trim().min(1, empty).max(FEEDBACK_CONTENT_MAX, long);
const ZPhotos = z.array(ZId).max(9, M.photosTooMany).optional().nullable();
const ZFeedbackPhotos = z.array(ZId).max(FEEDBACK_PHOTOS_MAX, M.feedbackPhotosTooMany).optional().nullable();
/** A photo of a feedback: its id and where the caller may read it (the parent's by tracking code). */
const ZFeedbackPhoto = z.object({ Id: z.string(), Url: z.string() });
const ZRating = z.number({ error: M.ratingRange }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange);

/** A feedback as its parent follows it by tracking code: no phone, no names of the school's people. */
/** What every view of a feedback says of it. */
const feedbackFields = {
  TrackingCode: z.string(),
  Category: z.number().int(),
  CategoryName: z.string(),
  Content: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  CreateTime: z.string(),
  Rating: z.number().int().nullable(),
  Photos: z.array(ZFeedbackPhoto),
};

export const ZPublicFeedback = z.object({
  ...feedbackFields,
  SchoolName: z.string(),
  Replies: z.array(z.object({ Content: z.string(), CreateTime: z.string() })),
});

/** A feedback in the school's centre and the supervisors' console: the phone masked. */
export const ZFeedback = z.object({
  ...feedbackFields,
  Id: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  Phone: z.string(),
  /** the working days since it came in (the platform's work calendar) */
  WorkingDays: z.number().int(),
  /** when it was passed to the district's supervisors for want of a reply, null if never */
  EscalateTime: z.string().nullable(),
  ReplyTime: z.string().nullable(),
  Replies: z.array(z.object({ Content: z.string(), CreateTime: z.string(), UserName: z.string() })),
});

export const ZAccompanyMeal = z.object({
  Id: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  Date: z.string(),
  Meal: z.number().int(),
  MealName: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  PositionName: z.string(),
  Rating: z.number().int(),
  Notes: z.string(),
  FileIds: z.array(z.string()),
  CreateTime: z.string(),
});

/** 阳光食堂's figures for a range (feedback received in it; 陪餐 over the meals served in it). */
export const ZSunshineFigures = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  /** feedback received in the range */
  Total: z.number().int(),
  /** every category, zeros included */
  ByCategory: z.array(z.object({ Category: z.number().int(), Name: z.string(), Count: z.number().int() })),
  /** the schools with the most feedback, most first (at most 10) */
  BySchool: z.array(
    z.object({
      FirmId: z.string(),
      FirmName: z.string(),
      AreaName: z.string(),
      Count: z.number().int(),
      Waiting: z.number().int(),
      Escalated: z.number().int(),
    }),
  ),
  /** of the range's feedback: answered, and the median hours to the first reply (null when none) */
  Replied: z.number().int(),
  MedianReplyHours: z.number().nullable(),
  /** passed to the supervisors for want of a reply, and of those still unanswered */
  Escalated: z.number().int(),
  EscalatedWaiting: z.number().int(),
  /** 陪餐: meals served by published weeks in the range (up to today), of them with a record, their ratio */
  Served: z.number().int(),
  Recorded: z.number().int(),
  Coverage: z.number().nullable(),
  /** each school with a published meal in the range, lowest coverage first */
  Schools: z.array(
    z.object({
      FirmId: z.string(),
      FirmName: z.string(),
      AreaName: z.string(),
      Served: z.number().int(),
      Recorded: z.number().int(),
      Coverage: z.number().nullable(),
    }),
  ),
});
export type TSunshineFigures = z.infer<typeof ZSunshineFigures>;

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
  'Public/SubmitFeedback': op({
    name: 'Public/SubmitFeedback',
    summary: '家长向学校提交反馈（先以图形验证码 + 短信验证码核实手机号，用途 feedback）；答复查询码',
    access: PUBLIC,
    transaction: false,
    input: z.object({
      FirmId: ZId,
      Phone: ZPhone,
      Code: ZSmsCode,
      Category: enumOf(FEEDBACK_CATEGORIES, M.categoryRequired),
      Content: ZContent(M.contentRequired, M.contentTooLong),
      /** photos uploaded with Public/UploadFeedbackPhotos from the same phone */
      FileIds: ZFeedbackPhotos,
    }),
    output: z.object({ Id: z.string(), TrackingCode: z.string() }),
  }),
  'Public/UploadFeedbackPhotos': op({
    name: 'Public/UploadFeedbackPhotos',
    summary:
      '家长上传反馈照片：multipart/form-data，字段 Phone 与 Ticket（Account/IsValidCode 核验 feedback 短信验证码所得），JPG/PNG 等图片，每次最多3张、单张不超过4M；照片只能随同一手机号的反馈提交',
    access: PUBLIC,
    transaction: false,
    input: z.object({ Phone: formFieldText, Ticket: formFieldText }).describe('multipart/form-data form fields; the photos go as file parts').default({}),
    output: z.array(z.object({ Id: z.string(), FileName: z.string() })),
  }),
  'Public/GetFeedback': op({
    name: 'Public/GetFeedback',
    summary: '按查询码查看反馈的处理状态与学校回复',
    access: PUBLIC,
    transaction: false,
    input: z.object({ TrackingCode: z.string({ error: M.trackingCodeRequired }).trim().min(1, M.trackingCodeRequired).max(32, M.feedbackNotFound) }),
    output: ZPublicFeedback,
  }),
  'Public/RateFeedback': op({
    name: 'Public/RateFeedback',
    summary: '家长评价学校的回复（1–5星，一次）',
    access: PUBLIC,
    transaction: true,
    input: z.object({
      TrackingCode: z.string({ error: M.trackingCodeRequired }).trim().min(1, M.trackingCodeRequired).max(32, M.feedbackNotFound),
      Rating: ZRating,
    }),
    output: z.null(),
  }),
  'Feedback/GetFeedbackList': op({
    name: 'Feedback/GetFeedbackList',
    summary: '家长反馈列表：学校看本校的全部反馈；监管人员看辖区内逾期未回复而升级的反馈',
    access: can(['feedback:view', 'supervision-feedback:view']),
    transaction: false,
    paged: true,
    input: z
      .object({
        Status: z.number().int().min(1).max(3).optional().nullable(),
        Category: z.number().int().min(1).max(5).optional().nullable(),
        AreaCode: z.string().trim().max(20).optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZFeedback),
  }),
  'Feedback/Reply': op({
    name: 'Feedback/Reply',
    summary: '学校回复家长反馈',
    access: can('feedback:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Content: ZContent(M.replyRequired, M.replyTooLong) }),
    output: z.null(),
  }),
  'Feedback/Close': op({
    name: 'Feedback/Close',
    summary: '学校关闭家长反馈',
    access: can('feedback:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Feedback/AddAccompanyMeal': op({
    name: 'Feedback/AddAccompanyMeal',
    summary: '登记陪餐（学校负责人与学生共同用餐的记录）',
    access: can('accompany-meal:edit'),
    transaction: true,
    input: z.object({
      Date: z
        .string({ error: M.accompanyDateRequired })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, M.accompanyDateRequired),
      Meal: enumOf(ACCOMPANY_MEALS, M.mealRequired),
      UserId: z.string({ error: M.accompanyPersonRequired }).trim().min(1, M.accompanyPersonRequired).max(64, M.accompanyPersonRequired),
      Rating: ZRating,
      Notes: z.string().trim().max(FEEDBACK_CONTENT_MAX, M.notesTooLong).optional().nullable(),
      FileIds: ZPhotos,
    }),
    output: z.object({ Id: z.string() }),
  }),
  'Feedback/GetAccompanyMealList': op({
    name: 'Feedback/GetAccompanyMealList',
    summary: '陪餐记录列表：学校看本校；监管人员看辖区内各校',
    access: can(['accompany-meal:view', 'supervision-feedback:view']),
    transaction: false,
    paged: true,
    input: z
      .object({ FirmId: ZId.optional().nullable(), StartDate: ZDay.optional().nullable(), EndDate: ZDay.optional().nullable(), PagerInfo: ZPagerInfoInput })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZAccompanyMeal),
  }),
  'Feedback/GetAccompanyCoverage': op({
    name: 'Feedback/GetAccompanyCoverage',
    summary: '陪餐覆盖率：各校在日期范围内公布菜谱的餐次中有陪餐记录的比例，及未陪餐的餐次',
    access: can(['accompany-meal:view', 'supervision-feedback:view']),
    transaction: false,
    paged: true,
    input: z.object({
      AreaCode: z.string().trim().max(20).optional().nullable(),
      SearchName: ZSearch,
      StartDate: ZDay,
      EndDate: ZDay,
      PagerInfo: ZPagerInfoInput,
    }),
    output: z.array(
      z.object({
        FirmId: z.string(),
        FirmName: z.string(),
        AreaName: z.string(),
        /** meals served by the school's published weeks in the range, up to today */
        Served: z.number().int(),
        /** of those, meals with at least one 陪餐 record */
        Recorded: z.number().int(),
        /** Recorded ÷ Served, null when the school published no meal in the range */
        Coverage: z.number().nullable(),
        /** the served meals without a record (at most 100), oldest first */
        Gaps: z.array(z.object({ Date: z.string(), Meal: z.number().int(), MealName: z.string() })),
      }),
    ),
  }),
  'Feedback/GetSunshineFigures': op({
    name: 'Feedback/GetSunshineFigures',
    summary: '阳光食堂数据：家长反馈按类别和学校、首次回复用时中位数、转交监管数、陪餐覆盖率（运营看全平台，监管看本辖区）',
    access: can('supervision-feedback:view'),
    transaction: false,
    input: z.object({
      AreaCode: z.string().trim().max(20).optional().nullable(),
      StartDate: ZDay.optional().nullable(),
      EndDate: ZDay.optional().nullable(),
    }),
    output: ZSunshineFigures,
  }),
  'Feedback/ExportAccompanyCoverage': op({
    name: 'Feedback/ExportAccompanyCoverage',
    summary: '导出陪餐覆盖率（辖区各校，Excel）',
    access: can('supervision-feedback:export'),
    transaction: true,
    input: z.object({ AreaCode: z.string().trim().max(20).optional().nullable(), SearchName: ZSearch, StartDate: ZDay, EndDate: ZDay }),
    output: ZExportFile,
  }),
};
