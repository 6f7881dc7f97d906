/**
 * The operator console: the codes, limits and messages that the server and the browser share
 * for the store's content (banners, floors, partners, food types, news, the disclaimer), the
 * review of firms and shelf items, and the platform's settings and figures.
 */
import { MSG } from '../messages.js';

export const OPERATOR_MSG = {
  // banners, partners, floors, food types, firm types
  bannerImageRequired: '请上传轮播图图片',
  bannerTitleTooLong: '标题不能超过 50 个字',
  linkInvalid: '链接须为站内路径（以 / 开头）或 http(s) 地址',
  sortRange: '排序须为 0 到 9999 的整数',
  showRange: '下线时间须晚于上线时间',
  bannerNotFound: '轮播图不存在',
  sortIdsInvalid: '排序列表须包含全部轮播图且不重复',
  partnerNameRequired: '请填写合作单位名称',
  partnerNameTooLong: '合作单位名称不能超过 50 个字',
  partnerLogoRequired: '请上传合作单位标志',
  partnerNotFound: '合作单位不存在',
  floorNameRequired: '请填写楼层名称',
  floorNameTooLong: '楼层名称不能超过 20 个字',
  floorTypesRequired: '请至少选择一个食材分类',
  floorTypesTooMany: '每个楼层至多 12 个分类',
  floorFeaturedTooMany: '精选商品至多 10 个',
  floorTypeUnknown: '所选分类不存在',
  floorNotFound: '楼层不存在',
  featuredLabelTooLong: '精选标签不能超过 8 个字',
  foodTypeCodeInvalid: '分类编码须为数字：一级 3 位，二级在上级编码后加 2 位',
  foodTypeCodeTaken: '分类编码已存在',
  foodTypeNameRequired: '请填写分类名称',
  foodTypeNameTooLong: '分类名称不能超过 20 个字',
  foodTypeParentUnknown: '上级分类不存在',
  foodTypeNotFound: '分类不存在',
  foodTypeInUse: '该分类下还有商品、子分类或楼层引用，不能删除',
  mealTypeFixed: '营养餐分类（编码 100）为系统分类，不能修改编码或删除',
  firmTypeNameRequired: '请填写业态名称',
  firmTypeNameTooLong: '业态名称不能超过 20 个字',
  firmTypeNotFound: '业态不存在',
  firmTypeInUse: '已有企业选择该业态，不能删除',
  // the disclaimer
  aboutClauses: '免责声明须为 12 条，每条标题和内容都要填写',
  aboutTitleTooLong: '条款标题不能超过 30 个字',
  aboutBodyTooLong: '条款内容不能超过 1000 个字',
  aboutDate: '请选择生效日期',
  // news
  newsTitleRequired: '请填写新闻标题',
  newsTitleTooLong: '新闻标题不能超过 60 个字',
  newsBodyRequired: '请填写新闻正文',
  newsBodyTooLong: '新闻正文过长（至多 20 万字符）',
  newsAuthorTooLong: '来源不能超过 30 个字',
  newsNotFound: '新闻不存在',
  newsNotPublished: '该新闻未发布',
  // firm review
  firmNotFound: '企业不存在',
  reasonRequired: '请填写理由',
  reasonTooLong: '理由不能超过 200 个字',
  rejectReasonRequired: '驳回时请填写驳回理由',
  firmNotPending: '该企业不在待审核状态，请刷新后再试',
  firmNotActive: '只有已启用的企业可以停用',
  firmNotSuspended: '该企业未被停用',
  firmIsPlatform: '平台与监管单位不能停用',
  firmNotRejected: '只有被驳回的企业可以重新提交审核',
  noReviewResult: '该企业当前没有可重发的审核结果',
  firmSuspended: '您所在的单位已被平台停用，无法登录。如有疑问请联系平台运营人员',
  firmSuspendedAct: '您所在的单位已被平台停用',
  // shelf review
  shelfNotFound: '商品不存在',
  shelfNotPending: '该商品没有待审核的内容，请刷新后再试',
  // settings, figures, tools
  figuresRange: '统计区间须为 1 到 366 天，且结束日期不早于开始日期',
  smsLogWholePlatform: '短信发送记录仅对可查看全平台数据的运营人员开放',
  smsLogRange: MSG.dateRangeOrder,
  keywordRequired: '请输入企业名称、统一社会信用代码、手机号或订单号',
  userNotFound: '用户不存在',
} as const;

/** Firm status: a registered supplier waits for review; an operator may suspend any buyer or supplier. */
export const FIRM_STATUS = { active: '已启用', pending: '待审核', rejected: '已驳回', suspended: '已停用' } as const;
export type FirmStatus = keyof typeof FIRM_STATUS;
export const FIRM_STATUS_VALUES = Object.keys(FIRM_STATUS) as FirmStatus[];

/** Shelf review: the state of the last submission of an item (new, or changes to a listed one). */
export const SHELF_REVIEW = { approved: '已通过', pending: '待审核', rejected: '已驳回' } as const;
export type ShelfReview = keyof typeof SHELF_REVIEW;
export const SHELF_REVIEW_VALUES = Object.keys(SHELF_REVIEW) as ShelfReview[];

/** The fields of a listed item whose change waits for review (the issue: name, price, images, introduction). */
export const SHELF_REVIEWED_FIELDS = {
  ProductName: '商品名称',
  PresentPrice: '现价',
  OriginalPrice: '原价',
  Images: '商品图片',
  Introduction: '商品介绍',
} as const;

/** News status, derived from its publish time and unpublish mark. */
export const NEWS_STATUS = { draft: '草稿', scheduled: '定时发布', published: '已发布', unpublished: '已下线' } as const;
export type NewsStatus = keyof typeof NEWS_STATUS;
export const NEWS_STATUS_VALUES = Object.keys(NEWS_STATUS) as NewsStatus[];

/** Banner state as the console shows it (enabled and inside its window, waiting, expired, off). */
export const BANNER_STATE = { showing: '展示中', waiting: '未到上线时间', expired: '已过期', off: '已停用' } as const;
export type BannerState = keyof typeof BANNER_STATE;

/** The disclaimer has exactly this many clauses (spec 01 "About"). */
export const ABOUT_CLAUSES = 12;

/** Banner image: the crop's aspect (the store's carousel is 1200 × 400). */
export const BANNER_ASPECT = 3;

/** The featured tab's default label on a floor. */
export const FLOOR_FEATURED_LABEL = '精选';

/** Food type codes: 3 digits at the top, each level below adds 2. */
export function foodTypeCodeFits(code: string, parentCode: string | null): boolean {
  if (!/^\d+$/.test(code)) return false;
  if (!parentCode) return code.length === 3;
  return code.length === parentCode.length + 2 && code.startsWith(parentCode);
}

/** Platform settings: their keys, defaults and labels. */
export const PLATFORM_SETTINGS = {
  ShelfReviewRequired: { label: '商品上架及修改需平台审核', default: true },
} as const;

/** The longest range the figures cover at once. */
export const FIGURES_MAX_DAYS = 366;
