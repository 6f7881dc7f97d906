import type { TFrequentItem, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { orderKeys } from './order-keys';

export const FREQUENT_PAGE_SIZE = 20;

/** One page of the firm's 常购清单: most often bought first. */
export function useFrequentList(search: string, page: number) {
  const input = { ...(search ? { SearchName: search } : {}), PagerInfo: { PageIndex: page, PageSize: FREQUENT_PAGE_SIZE } };
  return useQuery<{ rows: TFrequentItem[]; pager: TPagerInfo }>({
    queryKey: [...orderKeys.all, 'frequent', input],
    queryFn: () => callPaged('Order/GetFrequentList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
