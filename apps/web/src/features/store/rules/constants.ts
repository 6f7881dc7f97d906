/** Spec 01 §9 constants the store pages use. */
export const STORE_CAROUSEL = { autoplayMs: 2000, speedMs: 800 } as const;
export const HOME_NEWS_COUNT = 6;
export const HOME_SECKILL_ITEMS = 5;
export const HOME_PARTNER_COUNT = 6;
export const FLOOR_ITEMS = 5;
export const FLOOR_PAGE_SIZE = 100;
export const MEAL_GROUP_MAX = 4;
export const DETAIL_HOT_ITEMS = 5;
export const LIST_PAGE_SIZE = 20;
export const MEAL_PAGE_SIZE = 12;
