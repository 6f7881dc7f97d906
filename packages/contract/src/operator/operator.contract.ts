import { z } from 'zod';
import { ZExportFile, ZId, ZMoney, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MSG } from '../messages.js';
import { can, LOGIN, op } from '../operation.js';
import { ABOUT_CLAUSES, FIRM_STATUS_VALUES, OPERATOR_MSG as M, SHELF_REVIEW_VALUES } from '../rules/operator.js';
import { SMS_STATUS_VALUES, SMS_TEMPLATE_PURPOSE_VALUES } from '../rules/sms.js';
import { isWeekendDay, WORK_CALENDAR_MSG as WC, WORK_CALENDAR_NOTE_MAX, WORK_CALENDAR_RANGE_MAX } from '../rules/work-calendar.js';

/**
 * The operator console (contract "Operator console"): the store's content (banners, floors,
 * partners, food types, public firm types, news, the disclaimer), the review of supplier firms
 * and of shelf items, suspension of firms, platform settings, the platform's figures and the
 * operators' tools. Every write leaves an audit row; a reason given is kept in it.
 */

const ZOptId = z.string().trim().max(64, 'Id格式不正确').optional().nullable();
const ZSort = z.number({ error: M.sortRange }).int(M.sortRange).min(0, M.sortRange).max(9999, M.sortRange).default(0);
const ZLink = z
  .string({ error: M.linkInvalid })
  .trim()
  .max(300, M.linkInvalid)
  .refine((v) => v === '' || /^\/[^\s]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), M.linkInvalid)
  .optional()
  .nullable();
const ZReason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong);
const ZOptReason = z.string({ error: M.reasonTooLong }).trim().max(200, M.reasonTooLong).optional().nullable();
export const ZById = z.object({ Id: ZId });

/** A real calendar date 'YYYY-MM-DD' (China time). */
const ZCalendarDay = z
  .string({ error: WC.dateRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, WC.dateRequired)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), WC.dateRequired);
const ZCalendarNote = z.string({ error: WC.noteTooLong }).trim().max(WORK_CALENDAR_NOTE_MAX, WC.noteTooLong).default('');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
/** The dates from `a` to `b`, both included. */
export function calendarDays(a: string, b: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${a}T00:00:00Z`), end = Date.parse(`${b}T00:00:00Z`); t <= end && out.length <= WORK_CALENDAR_RANGE_MAX; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
export const ZWorkCalendarDay = z.object({ Date: z.string(), Working: z.boolean(), Note: z.string(), UpdateTime: ZTime, UpdatedBy: z.string() });
export type TWorkCalendarDay = z.infer<typeof ZWorkCalendarDay>;
export const ZOk = z.boolean();

// ---- banners ----

export const ZBannerInput = z
  .object({
    Id: ZOptId,
    FileId: z.string({ error: M.bannerImageRequired }).trim().min(1, M.bannerImageRequired).max(64, M.bannerImageRequired),
    Title: z.string({ error: M.bannerTitleTooLong }).trim().max(50, M.bannerTitleTooLong).default(''),
    Link: ZLink,
    Sort: ZSort,
    Enabled: z.boolean({ error: '请选择是否启用' }).default(true),
    ShowFrom: ZTimeInput().optional().nullable(),
    ShowUntil: ZTimeInput().optional().nullable(),
  })
  .refine((v) => !v.ShowFrom || !v.ShowUntil || v.ShowFrom < v.ShowUntil, { message: M.showRange, path: ['ShowUntil'] });
export type TBannerInput = z.input<typeof ZBannerInput>;

export const ZConsoleBanner = z.object({
  Id: z.string(),
  FileId: z.string(),
  FileUrl: z.string(),
  Title: z.string(),
  Link: z.string().nullable(),
  Sort: z.number(),
  Enabled: z.boolean(),
  ShowFrom: ZTime.nullable(),
  ShowUntil: ZTime.nullable(),
  /** showing | waiting | expired | off (BANNER_STATE) */
  State: z.string(),
  StateName: z.string(),
  UpdateTime: ZTime,
});
export type TConsoleBanner = z.infer<typeof ZConsoleBanner>;

// ---- partners ----

export const ZPartnerInput = z.object({
  Id: ZOptId,
  Name: z.string({ error: M.partnerNameRequired }).trim().min(1, M.partnerNameRequired).max(50, M.partnerNameTooLong),
  FileId: z.string({ error: M.partnerLogoRequired }).trim().min(1, M.partnerLogoRequired).max(64, M.partnerLogoRequired),
  Link: ZLink,
  Sort: ZSort,
});
export type TPartnerInput = z.input<typeof ZPartnerInput>;
export const ZConsolePartner = z.object({
  Id: z.string(),
  Name: z.string(),
  FileId: z.string(),
  FileUrl: z.string(),
  Link: z.string().nullable(),
  Sort: z.number(),
});
export type TConsolePartner = z.infer<typeof ZConsolePartner>;

// ---- floors ----

export const ZFloorInput = z.object({
  Id: ZOptId,
  Name: z.string({ error: M.floorNameRequired }).trim().min(1, M.floorNameRequired).max(20, M.floorNameTooLong),
  Sort: ZSort,
  /** The food types of the floor, one tab each, in this order. */
  FoodTypeIds: z.array(ZId, { error: M.floorTypesRequired }).min(1, M.floorTypesRequired).max(12, M.floorTypesTooMany),
  /** The featured tab's label (default 精选). */
  FeaturedLabel: z.string({ error: M.featuredLabelTooLong }).trim().max(8, M.featuredLabelTooLong).default(''),
  /** Shelf items the featured tab shows first, in this order; empty: the floor's recommended items. */
  FeaturedShelfIds: z.array(ZId).max(10, M.floorFeaturedTooMany).default([]),
});
export type TFloorInput = z.input<typeof ZFloorInput>;
export const ZConsoleFloor = z.object({
  Id: z.string(),
  Name: z.string(),
  Sort: z.number(),
  FeaturedLabel: z.string(),
  FoodTypes: z.array(z.object({ Id: z.string(), Code: z.string(), Name: z.string() })),
  Featured: z.array(z.object({ Id: z.string(), ProductName: z.string(), SupplierName: z.string(), PromotionImage: z.string(), Listed: z.boolean() })),
});
export type TConsoleFloor = z.infer<typeof ZConsoleFloor>;

// ---- food types, public firm types ----

export const ZFoodTypeInput = z.object({
  Id: ZOptId,
  Code: z
    .string({ error: M.foodTypeCodeInvalid })
    .trim()
    .regex(/^\d{3,9}$/, M.foodTypeCodeInvalid),
  Name: z.string({ error: M.foodTypeNameRequired }).trim().min(1, M.foodTypeNameRequired).max(20, M.foodTypeNameTooLong),
  ParentId: ZOptId,
  Sort: ZSort,
});
export type TFoodTypeInput = z.input<typeof ZFoodTypeInput>;
export const ZConsoleFoodType = z.object({
  Id: z.string(),
  Code: z.string(),
  Name: z.string(),
  ParentId: z.string().nullable(),
  Sort: z.number(),
  /** Shelf items of this type and those below it. */
  ItemCount: z.number(),
  get Children() {
    return z.array(ZConsoleFoodType);
  },
});
export type TConsoleFoodType = {
  Id: string;
  Code: string;
  Name: string;
  ParentId: string | null;
  Sort: number;
  ItemCount: number;
  Children: TConsoleFoodType[];
};

export const ZPubFirmTypeInput = z.object({
  Id: ZOptId,
  Name: z.string({ error: M.firmTypeNameRequired }).trim().min(1, M.firmTypeNameRequired).max(20, M.firmTypeNameTooLong),
  Sort: ZSort,
});
export const ZConsolePubFirmType = z.object({ Id: z.string(), Name: z.string(), Sort: z.number(), FirmCount: z.number() });

// ---- the disclaimer ----

export const ZAboutClause = z.object({
  Title: z.string({ error: M.aboutClauses }).trim().min(1, M.aboutClauses).max(30, M.aboutTitleTooLong),
  Body: z.string({ error: M.aboutClauses }).trim().min(1, M.aboutClauses).max(1000, M.aboutBodyTooLong),
});
export const ZAboutInput = z.object({
  Clauses: z.array(ZAboutClause, { error: M.aboutClauses }).length(ABOUT_CLAUSES, M.aboutClauses),
  /** The version's date, YYYY-MM-DD. */
  EffectiveDate: z
    .string({ error: M.aboutDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.aboutDate),
});
export type TAboutInput = z.input<typeof ZAboutInput>;
export const ZAbout = z.object({
  Version: z.number(),
  EffectiveDate: z.string(),
  Clauses: z.array(z.object({ Title: z.string(), Body: z.string() })),
  UpdateTime: ZTime,
  UpdatedBy: z.string(),
});
export type TAbout = z.infer<typeof ZAbout>;

// ---- news ----

export const ZNewsInput = z.object({
  Id: ZOptId,
  Title: z.string({ error: M.newsTitleRequired }).trim().min(1, M.newsTitleRequired).max(60, M.newsTitleTooLong),
  /** The body, HTML; sanitised on save by the product introductions' rules. */
  Source: z.string({ error: M.newsBodyRequired }).min(1, M.newsBodyRequired).max(200_000, M.newsBodyTooLong),
  TitleImageFileId: ZOptId,
  /** 来源 (the article's source or author). */
  Author: z.string({ error: M.newsAuthorTooLong }).trim().max(30, M.newsAuthorTooLong).default(''),
  /** Publish at this time (later); absent: at once, unless Draft. */
  PublishAt: ZTimeInput().optional().nullable(),
  /** Keep as a draft, not published. */
  Draft: z.boolean().default(false),
});
export type TNewsInput = z.input<typeof ZNewsInput>;

export const ZConsoleNews = z.object({
  Id: z.string(),
  Title: z.string(),
  TitleImageFileId: z.string().nullable(),
  TitleImageUrl: z.string().nullable(),
  Author: z.string(),
  Summary: z.string(),
  /** draft | scheduled | published | unpublished (NEWS_STATUS) */
  Status: z.string(),
  StatusName: z.string(),
  PublishAt: ZTime.nullable(),
  ReadCount: z.number(),
  CreateTime: ZTime,
  UpdateTime: ZTime,
});
export type TConsoleNews = z.infer<typeof ZConsoleNews>;
export const ZConsoleNewsDetail = ZConsoleNews.extend({ Source: z.string() });
export type TConsoleNewsDetail = z.infer<typeof ZConsoleNewsDetail>;

// ---- firm review ----

export const ZFirmReviewRow = z.object({
  Id: z.string(),
  FirmName: z.string(),
  FirmStandardNumber: z.string(),
  FirmType: z.string(),
  FirmTypeName: z.string(),
  /** active | pending | rejected | suspended (FIRM_STATUS) */
  Status: z.string(),
  StatusName: z.string(),
  StatusReason: z.string(),
  ContactName: z.string(),
  ContactPhone: z.string(),
  ContactAddress: z.string(),
  AreaName: z.string(),
  Licences: z.number(),
  CreateTime: ZTime,
  ReviewTime: ZTime.nullable(),
});
export type TFirmReviewRow = z.infer<typeof ZFirmReviewRow>;

export const ZFirmReviewDetail = ZFirmReviewRow.extend({
  /** Whether the credit code's check character is right (GB 32100-2015). */
  CreditCodeValid: z.boolean(),
  LegalRepresentative: z.string(),
  ManagingScope: z.string(),
  LicenseNumber: z.string(),
  Licences: z.number(),
  LicenceList: z.array(
    z.object({
      Id: z.string(),
      LicenseName: z.string(),
      LicenseNumber: z.string(),
      ValidTo: z.string().nullable(),
      /** The number on the licence equals the firm's credit code or licence number. */
      NumberMatches: z.boolean(),
      Files: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string(), IsPdf: z.boolean() })),
    }),
  ),
  History: z.array(z.object({ Action: z.string(), Reason: z.string(), UserName: z.string(), Time: ZTime })),
  ShelfItems: z.number(),
});
export type TFirmReviewDetail = z.infer<typeof ZFirmReviewDetail>;

// ---- shelf review ----

const ZShelfSide = z.object({
  ProductName: z.string(),
  PresentPrice: ZMoney,
  OriginalPrice: ZMoney,
  Images: z.array(z.object({ Id: z.string(), FileUrl: z.string() })),
  Introduction: z.string(),
});
export const ZShelfReviewRow = z.object({
  Id: z.string(),
  ProductName: z.string(),
  SupplierId: z.string(),
  SupplierName: z.string(),
  FoodTypeName: z.string(),
  PromotionImage: z.string(),
  PresentPrice: ZMoney,
  /** approved | pending | rejected (SHELF_REVIEW) */
  ReviewStatus: z.string(),
  ReviewStatusName: z.string(),
  ReviewReason: z.string(),
  /** A new item (never listed) rather than changes to a listed one. */
  IsNew: z.boolean(),
  /** The names of the fields that changed (SHELF_REVIEWED_FIELDS). */
  ChangedFields: z.array(z.string()),
  SubmitTime: ZTime,
});
export type TShelfReviewRow = z.infer<typeof ZShelfReviewRow>;
export const ZShelfReviewDetail = ZShelfReviewRow.extend({
  /** What the store shows now (null for a new item). */
  Live: ZShelfSide.nullable(),
  /** What waits for review. */
  Proposed: ZShelfSide,
  Specification: z.string(),
  Unit: z.string(),
  Brand: z.string(),
});
export type TShelfReviewDetail = z.infer<typeof ZShelfReviewDetail>;

// ---- settings ----

export const ZPlatformSettings = z.object({ ShelfReviewRequired: z.boolean({ error: '请选择是否需要审核' }) });
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

// ---- figures ----

export const ZFiguresInput = z
  .object({
    /** China dates, YYYY-MM-DD, both included. */
    From: z
      .string({ error: M.figuresRange })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.figuresRange),
    To: z
      .string({ error: M.figuresRange })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.figuresRange),
    AreaCode: z
      .string({ error: '地区编码不正确' })
      .trim()
      .regex(/^(\d{2}|\d{4}|\d{6})?$/, '地区编码不正确')
      .optional()
      .nullable(),
  })
  .refine((v) => v.From <= v.To, { message: M.figuresRange, path: ['To'] });
export type TFiguresInput = z.input<typeof ZFiguresInput>;

/** Amounts are yuan. */
const ZNamedAmount = z.object({ Key: z.string(), Name: z.string(), Orders: z.number(), Amount: z.number() });
export const ZPlatformFigures = z.object({
  From: z.string(),
  To: z.string(),
  Totals: z.object({ Orders: z.number(), Amount: z.number(), ActiveBuyers: z.number(), NewFirms: z.number(), ColdChainAlarms: z.number(), Cases: z.number() }),
  /** Orders placed (not cancelled) and their amount in yuan, by China day. */
  ByDay: z.array(z.object({ Day: z.string(), Orders: z.number(), Amount: z.number() })),
  BySupplier: z.array(ZNamedAmount),
  ByArea: z.array(ZNamedAmount),
  /** Buyer firms that placed at least one order, by day. */
  ActiveBuyers: z.array(z.object({ Day: z.string(), Firms: z.number() })),
  Seckill: z.array(
    z.object({
      Id: z.string(),
      ProductName: z.string(),
      SupplierName: z.string(),
      StartTime: ZTime,
      Quantity: z.number(),
      Sold: z.number(),
      SoldPercent: z.number(),
      Refused: z.number(),
    }),
  ),
  AlarmsByArea: z.array(z.object({ Key: z.string(), Name: z.string(), Count: z.number() })),
  CasesByArea: z.array(z.object({ Key: z.string(), Name: z.string(), Count: z.number(), Open: z.number() })),
});
export type TPlatformFigures = z.infer<typeof ZPlatformFigures>;

// ---- tools ----

export const ZOperatorSearchResult = z.object({
  Firms: z.array(
    z.object({
      Id: z.string(),
      FirmName: z.string(),
      FirmStandardNumber: z.string(),
      FirmType: z.string(),
      FirmTypeName: z.string(),
      Status: z.string(),
      StatusName: z.string(),
      AreaName: z.string(),
    }),
  ),
  Users: z.array(
    z.object({
      Id: z.string(),
      FullName: z.string(),
      MobileNumber: z.string(),
      FirmId: z.string(),
      FirmName: z.string(),
      Enabled: z.boolean(),
      Sessions: z.number(),
    }),
  ),
  Orders: z.array(
    z.object({
      Id: z.string(),
      OrderNumber: z.string(),
      BuyerName: z.string(),
      SupplierName: z.string(),
      Amount: z.number(),
      Status: z.number(),
      StatusName: z.string(),
      CreateTime: ZTime,
    }),
  ),
});
export type TOperatorSearchResult = z.infer<typeof ZOperatorSearchResult>;

export const ZUserSession = z.object({
  Id: z.string(),
  CreateTime: ZTime,
  LastSeenTime: ZTime.nullable(),
  ExpireTime: ZTime,
  Ip: z.string(),
  UserAgent: z.string(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

export const ZPaged = { PagerInfo: ZPagerInfoInput };

/** The account's view of its firm's review (the supplier desk's banner). */
export const ZFirmReviewState = z.object({ Status: z.string(), StatusName: z.string(), StatusReason: z.string() });

export const operatorOperations = {
  // ---- firm review ----
  'Operator/GetFirmReviewList': op({
    name: 'Operator/GetFirmReviewList',
    summary: '企业审核列表：按状态（待审核、已驳回、已启用、已停用）、类型和名称筛选',
    access: can('firm-review:view'),
    transaction: false,
    paged: true,
    input: z.object({
      Status: z.enum(FIRM_STATUS_VALUES, { error: '企业状态不正确' }).optional().nullable(),
      FirmType: z.enum(['buyer', 'supplier'], { error: '企业类型不正确' }).optional().nullable(),
      Keyword: ZSearch,
      ...ZPaged,
    }),
    output: z.array(ZFirmReviewRow),
  }),
  'Operator/GetFirmReviewDetail': op({
    name: 'Operator/GetFirmReviewDetail',
    summary: '企业审核详情：统一社会信用代码与各证照并列，审核与停用记录',
    access: can('firm-review:view'),
    transaction: false,
    input: ZById,
    output: ZFirmReviewDetail,
  }),
  'Operator/ReviewFirm': op({
    name: 'Operator/ReviewFirm',
    summary: '审核待审核的供应商：通过后其商品进入商城；驳回须填写理由，理由以站内消息和短信告知申请人',
    access: can('firm-review:review'),
    transaction: true,
    input: z
      .object({ Id: ZId, Approve: z.boolean({ error: '请选择通过或驳回' }), Reason: ZOptReason })
      .refine((v) => v.Approve || !!v.Reason, { message: M.rejectReasonRequired, path: ['Reason'] }),
    output: z.object({ Status: z.string() }),
  }),
  'Operator/SuspendFirm': op({
    name: 'Operator/SuspendFirm',
    summary: '停用企业：其用户的会话立即结束、不能登录和下单，其商品离开商城；理由记入审计日志',
    access: can('firm-review:review'),
    transaction: true,
    input: z.object({ Id: ZId, Reason: ZReason }),
    output: z.object({ Status: z.string(), EndedSessions: z.number() }),
  }),
  'Operator/ResumeFirm': op({
    name: 'Operator/ResumeFirm',
    summary: '解除停用；理由记入审计日志',
    access: can('firm-review:review'),
    transaction: true,
    input: z.object({ Id: ZId, Reason: ZReason }),
    output: z.object({ Status: z.string() }),
  }),
  'Firm/ResubmitReview': op({
    name: 'Firm/ResubmitReview',
    summary: '被驳回的供应商修改资料后重新提交审核',
    access: can('firm-profile:edit'),
    transaction: true,
    input: z.object({}).passthrough().default({}),
    output: z.object({ Status: z.string() }),
  }),
  // ---- shelf review ----
  'Operator/GetShelfReviewList': op({
    name: 'Operator/GetShelfReviewList',
    summary: '商品审核列表：新上架的商品和已上架商品的名称、价格、图片、介绍的修改',
    access: can('shelf-review:view'),
    transaction: false,
    paged: true,
    input: z.object({
      Status: z.enum(SHELF_REVIEW_VALUES, { error: '审核状态不正确' }).optional().nullable(),
      Keyword: ZSearch,
      ...ZPaged,
    }),
    output: z.array(ZShelfReviewRow),
  }),
  'Operator/GetShelfReviewDetail': op({
    name: 'Operator/GetShelfReviewDetail',
    summary: '商品审核详情：商城现有内容与待审核内容并列',
    access: can('shelf-review:view'),
    transaction: false,
    input: ZById,
    output: ZShelfReviewDetail,
  }),
  'Operator/ReviewShelfItem': op({
    name: 'Operator/ReviewShelfItem',
    summary: '审核商品：通过后新内容在商城生效；驳回须填写理由，供应商可见',
    access: can('shelf-review:review'),
    transaction: true,
    input: z
      .object({ Id: ZId, Approve: z.boolean({ error: '请选择通过或驳回' }), Reason: ZOptReason })
      .refine((v) => v.Approve || !!v.Reason, { message: M.rejectReasonRequired, path: ['Reason'] }),
    output: z.object({ ReviewStatus: z.string() }),
  }),
  // ---- settings ----
  'Operator/GetSettings': op({
    name: 'Operator/GetSettings',
    summary: '平台设置',
    access: can('platform-setting:view'),
    transaction: false,
    input: z.object({}).passthrough().default({}),
    output: ZPlatformSettings,
  }),
  'Operator/SaveSettings': op({
    name: 'Operator/SaveSettings',
    summary: '保存平台设置（商品上架及修改是否需审核）',
    access: can('platform-setting:edit'),
    transaction: true,
    input: ZPlatformSettings,
    output: ZPlatformSettings,
  }),
  // ---- the work calendar ----
  'Operator/GetWorkCalendar': op({
    name: 'Operator/GetWorkCalendar',
    summary: '节假日安排：一年中与周一至周五不同的日子（放假、调休上班）',
    access: can('platform-setting:view'),
    transaction: false,
    input: z.object({ Year: z.coerce.number({ error: WC.yearRange }).int(WC.yearRange).min(2020, WC.yearRange).max(2100, WC.yearRange) }),
    output: z.object({ Year: z.number().int(), Days: z.array(ZWorkCalendarDay) }),
  }),
  'Operator/SaveWorkCalendarDays': op({
    name: 'Operator/SaveWorkCalendarDays',
    summary: '登记一段放假或调休上班的日子（覆盖这些日子原有的登记）',
    access: can('platform-setting:edit'),
    transaction: true,
    input: z
      .object({ StartDate: ZCalendarDay, EndDate: ZCalendarDay, Working: z.boolean({ error: WC.kindRequired }), Note: ZCalendarNote })
      .refine((v) => v.EndDate >= v.StartDate, { message: MSG.dateRangeOrder, path: ['EndDate'] })
      .refine((v) => daysBetween(v.StartDate, v.EndDate) < WORK_CALENDAR_RANGE_MAX, { message: WC.rangeTooLong, path: ['EndDate'] })
      .refine((v) => !v.Working || calendarDays(v.StartDate, v.EndDate).every(isWeekendDay), { message: WC.workingOnWeekday, path: ['StartDate'] }),
    output: z.object({ Saved: z.number().int() }),
  }),
  'Operator/RemoveWorkCalendarDays': op({
    name: 'Operator/RemoveWorkCalendarDays',
    summary: '删除节假日安排中的日子（恢复为周一至周五上班）',
    access: can('platform-setting:edit'),
    transaction: true,
    input: z.object({ Dates: z.array(ZCalendarDay).min(1, WC.daysRequired).max(WORK_CALENDAR_RANGE_MAX, WC.rangeTooLong) }),
    output: z.object({ Removed: z.number().int() }),
  }),
  // ---- figures ----
  'Operator/GetPlatformFigures': op({
    name: 'Operator/GetPlatformFigures',
    summary: '平台数据：按日、供应商、地区的订单数与金额，活跃采购单位，秒杀结果，冷链告警与违规案件按地区',
    access: can('platform-figures:view'),
    transaction: false,
    input: ZFiguresInput,
    output: ZPlatformFigures,
  }),
  'Operator/ExportPlatformFigures': op({
    name: 'Operator/ExportPlatformFigures',
    summary: '导出平台数据（Excel，每张图一个工作表）',
    access: can('platform-figures:export'),
    transaction: false,
    input: ZFiguresInput,
    output: ZExportFile,
  }),
  // ---- tools ----
  'Operator/Search': op({
    name: 'Operator/Search',
    summary: '按企业名称、统一社会信用代码、手机号或订单号查找企业、用户和订单',
    access: can('operator-tool:view'),
    transaction: false,
    input: z.object({ Keyword: z.string({ error: M.keywordRequired }).trim().min(2, M.keywordRequired).max(50, M.keywordRequired) }),
    output: ZOperatorSearchResult,
  }),
  'Operator/GetUserSessions': op({
    name: 'Operator/GetUserSessions',
    summary: '用户当前的登录会话',
    access: can('operator-tool:view'),
    transaction: false,
    input: z.object({ UserId: ZId }),
    output: z.array(ZUserSession),
  }),
  'Operator/RevokeUserSessions': op({
    name: 'Operator/RevokeUserSessions',
    summary: '结束用户的一个或全部会话（须重新登录）',
    access: can('operator-tool:edit'),
    transaction: true,
    input: z.object({ UserId: ZId, SessionId: ZOptId, Reason: ZReason }),
    output: z.object({ Ended: z.number() }),
  }),
  'Operator/ResendReviewNotice': op({
    name: 'Operator/ResendReviewNotice',
    summary: '重新发送企业的审核结果通知（站内消息与短信）',
    access: can('firm-review:review'),
    transaction: true,
    input: ZById,
    output: z.object({ Sent: z.number() }),
  }),
  'Firm/GetReviewState': op({
    name: 'Firm/GetReviewState',
    summary: '本单位的审核状态与理由',
    access: LOGIN,
    transaction: false,
    input: z.object({}).passthrough().default({}),
    output: ZFirmReviewState,
  }),
} as const;

// ---- texts ----
const ZSmsListFilter = z.object({
  /** The whole number, or its last digits (at least 4). */
  Phone: z
    .string({ error: '手机号格式不正确' })
    .trim()
    .max(11, '手机号格式不正确')
    .regex(/^(\d{4,11})?$/, '请输入完整手机号或至少后4位')
    .optional()
    .nullable(),
  Purpose: z.enum(SMS_TEMPLATE_PURPOSE_VALUES, { error: '短信类型不正确' }).optional().nullable(),
  Status: z.enum(SMS_STATUS_VALUES, { error: '发送状态不正确' }).optional().nullable(),
  StartDate: ZTimeInput('开始日期格式不正确').optional().nullable(),
  EndDate: ZTimeInput('结束日期格式不正确').optional().nullable(),
});
export const ZSmsRow = z.object({
  Id: z.string(),
  /** Only the last four digits: *******0001. */
  Phone: z.string(),
  Purpose: z.string(),
  PurposeName: z.string(),
  /** What made the text (register, password, cold-chain-alarm, supervision-case, firm-review …). */
  Reason: z.string(),
  /** The provider's template it went with; empty until it was sent. */
  TemplateCode: z.string(),
  /** The text as the development outbox shows it; a code's digits are hidden. */
  Text: z.string(),
  Status: z.enum(SMS_STATUS_VALUES),
  StatusName: z.string(),
  Attempts: z.number(),
  LastError: z.string(),
  /** The provider's receipt id (Aliyun BizId) once sent. */
  BizId: z.string(),
  CreateTime: ZTime,
  SentTime: ZTime.nullable(),
  /** When a waiting text is tried next. */
  NextAttemptTime: ZTime.nullable(),
});
export type TSmsRow = z.infer<typeof ZSmsRow>;

export const smsLogOperations = {
  'Operator/GetSmsList': op({
    name: 'Operator/GetSmsList',
    summary: '短信发送记录：按手机号、类型、状态和日期筛选，最新在前；手机号只显示后4位，验证码不显示',
    access: can('sms-log:view'),
    transaction: false,
    paged: true,
    input: ZSmsListFilter.extend(ZPaged),
    output: z.array(ZSmsRow),
  }),
  'Operator/ExportSmsList': op({
    name: 'Operator/ExportSmsList',
    summary: '导出短信发送记录（Excel，与列表相同的筛选，至多10000条）',
    access: can('sms-log:export'),
    transaction: false,
    input: ZSmsListFilter,
    output: ZExportFile,
  }),
} as const;
