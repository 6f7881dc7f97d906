import type { InputOf } from '@shanlian/contract';

export const ORDER_PAGE_SIZE = 10;

/** What the buyer filters the list by; `source` undefined means every source. */
export interface OrderFilter {
  status: number;
  search: string;
  /** YYYY-MM-DD, China dates, both ends included. */
  range: [string, string] | null;
  source: number | undefined;
  /** The 已归档 tab: only archived orders (which the other tabs leave out). */
  archived?: boolean;
  page: number;
}

export const NO_FILTER: OrderFilter = { status: 0, search: '', range: null, source: undefined, page: 1 };

/** The filter's fields under their wire names; empty fields are left out. */
function filterFields(f: OrderFilter) {
  return {
    Status: f.status,
    ...(f.search ? { SearchName: f.search } : {}),
    ...(f.range ? { StartTime: f.range[0], EndTime: f.range[1] } : {}),
    ...(f.source !== undefined ? { OrderSourceType: f.source } : {}),
  };
}

/** The wire input of Order/GetFirmElectricityOrderList for a filter. */
export function orderListInput(f: OrderFilter): InputOf<'Order/GetFirmElectricityOrderList'> {
  return { ...filterFields(f), ...(f.archived ? { Archived: true } : {}), PagerInfo: { PageIndex: f.page, PageSize: ORDER_PAGE_SIZE } };
}

/** The wire input of Order/GetOrderAmountStatistics: the same filter over every page. */
export function paidAmountInput(f: OrderFilter): InputOf<'Order/GetOrderAmountStatistics'> {
  return filterFields(f);
}

/** The colour of each status tag: waiting ones warm, moving ones blue, done green, cancelled grey. */
export const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default' };
