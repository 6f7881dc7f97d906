/** Codes, limits and names of the specifications: plain values, shared by server and browser. */

export const NUTRITION_MEAL_TYPE_CODE = '100';
export const PackageType = { Breakfast: 1, Lunch: 2, Dinner: 3 } as const;
export const PACKAGE_TYPE_NAMES: Record<number, string> = { 1: '早餐', 2: '午餐', 3: '晚餐' };
/** SortNumber of the store lists: 0 all, 1 hot sale, 2 seckill, 3 recommend, 4 latest. */
export const SortNumber = { All: 0, HotSale: 1, Seckill: 2, Recommend: 3, Latest: 4 } as const;
export const ORDER_BY = ['sales', 'price_asc', 'price_desc', 'newest'] as const;

/** register and password: an account's; feedback: a parent's phone checked before feedback (阳光食堂). */
export const SMS_PURPOSES = ['register', 'password', 'feedback'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_SECONDS = 60;
export const REDIRECT_AFTER_SECONDS = 10;
export const LOGIN_MAX_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;
/**
 * Throttles per client address against enumeration, password spraying and SMS bombing
 * (windows on the server clock, shared by every instance). The per-phone limits are the
 * lockout above (LOGIN_MAX_FAILURES password checks per LOCKOUT_MINUTES) and one SMS per
 * SMS_RESEND_SECONDS.
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 60, seconds: 60 },
  phoneCheckPerIp: { max: 20, seconds: 60 },
  captchaPerIp: { max: 30, seconds: 60 },
  smsPerIp: { max: 10, seconds: 3600 },
} as const;
export const SESSION_IDLE_MINUTES = 120;
/** A readable flag cookie (no secret) set at login, so that a visitor's page need not ask for the current user. */
export const LOGGED_IN_HINT = 'sl_logged_in';
export const CREDIT_CODE_MAX = 18;
export const PHONE_MAX = 11;

/** Units a single cart line or purchase may carry; no canteen orders more of one item at once. */
export const MAX_LINE_QUANTITY = 99_999;
export const CART_PAGE_SIZE = 10;
/** The highest a list table grows before its rows scroll under a fixed header (spec 02 §9: table max height 600). */
export const TABLE_MAX_HEIGHT = 600;
/** Points earned: 1 per whole yuan. */
export const pointsFor = (yuan: number): number => Math.floor(yuan);

/** The order statuses of the wire (spec 02 §4): the one table the server and the browser use. */
export const OrderStatus = { PendingConfirm: 1, PendingShipment: 2, PendingReceipt: 3, Completed: 4, Cancelled: 5 } as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_NAMES: Record<number, string> = {
  [OrderStatus.PendingConfirm]: '待确认',
  [OrderStatus.PendingShipment]: '待发货',
  [OrderStatus.PendingReceipt]: '待收货',
  [OrderStatus.Completed]: '已完成',
  [OrderStatus.Cancelled]: '已取消',
};
export const ORDER_SOURCE_NAMES: Record<number, string> = { 0: '购物车', 1: '营养餐计划', 2: '食材计划', 3: '立即购买' };

/** The audit trail keeps at least this many days; older sealed rows are removed from the start of the chain. */
export const AUDIT_RETENTION_DAYS = 180;
/** At most this many rows in one audit export. */
export const AUDIT_EXPORT_MAX = 10_000;
