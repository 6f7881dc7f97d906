import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { orderKeys } from './order-keys';

/** How many orders each status tab holds ('0' is all). */
export function useOrderStatusCounts(enabled: boolean) {
  return useQuery<Record<string, number>>({
    queryKey: orderKeys.counts,
    queryFn: () => call('Order/GetOrderStatusCounts', {}),
    staleTime: 0,
    enabled,
  });
}
