import type { TOrderReturn, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { orderKeys } from './order-keys';

export const RETURNS_PAGE_SIZE = 10;

/** One page of an order's return and exchange records, newest first. */
export function useOrderReturns(orderId: string | undefined, page: number) {
  const input = { ElectricityOrderId: orderId ?? '', PagerInfo: { PageIndex: page, PageSize: RETURNS_PAGE_SIZE } };
  return useQuery<{ rows: TOrderReturn[]; pager: TPagerInfo }>({
    queryKey: orderKeys.returns(orderId ?? '', input),
    queryFn: () => callPaged('Order/GetReturnListByOrderId', input),
    enabled: !!orderId,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
