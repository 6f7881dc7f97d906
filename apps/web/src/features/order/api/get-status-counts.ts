import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

/** How many orders each status tab holds ('0' is all). */
export function useOrderStatusCounts(enabled: boolean) {
  return useQuery<Record<string, number>>({
    queryKey: keys.order.counts,
    queryFn: () => call('Order/GetOrderStatusCounts', {}),
    staleTime: 0,
    enabled,
  });
}
