import type { TOrder, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { type OrderFilter, orderListInput } from '../rules/order-filter';
import { orderKeys } from './order-keys';

/** One page of the firm's orders under the filter; `refetchInterval` keeps a list fresh on its own. */
export function useMyOrders(filter: OrderFilter, enabled: boolean, opts: { refetchInterval?: number } = {}) {
  const input = orderListInput(filter);
  return useQuery<{ rows: TOrder[]; pager: TPagerInfo }>({
    queryKey: orderKeys.list(input),
    queryFn: () => callPaged('Order/GetFirmElectricityOrderList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
    refetchInterval: opts.refetchInterval,
  });
}
