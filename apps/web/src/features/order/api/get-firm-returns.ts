import type { TOrderReturn } from '@shanlian/contract';
import { useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { orderKeys } from './order-keys';

const PAGE = 100;

/** Every page of a paged read. */
async function allPages<T>(read: (page: number) => Promise<{ rows: T[]; pager: { RowCount: number } }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const { rows, pager } = await read(page);
    out.push(...rows);
    if (rows.length === 0 || out.length >= pager.RowCount) return out;
  }
}

/** The firm's return and exchange records across its orders, newest first (the server pages them). */
async function firmReturns(): Promise<TOrderReturn[]> {
  return allPages((page) => callPaged('Order/GetReturnList', { PagerInfo: { PageIndex: page, PageSize: PAGE } }));
}

export function useFirmReturns() {
  return useQuery<TOrderReturn[]>({ queryKey: orderKeys.firmReturns, queryFn: firmReturns, staleTime: 0 });
}
