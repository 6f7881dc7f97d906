import type { TOrder, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { keys } from '../../../api/keys';
import { type OrderFilter, orderListInput } from '../rules/order-filter';

/** One page of the firm's orders under the filter. */
export function useMyOrders(filter: OrderFilter, enabled: boolean) {
  const input = orderListInput(filter);
  return useQuery<{ rows: TOrder[]; pager: TPagerInfo }>({
    queryKey: keys.order.list(input),
    queryFn: () => callPaged('Order/GetFirmElectricityOrderList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
