import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import type { TOrderDetail, TOrderEvent } from '../rules/types';
import { orderKeys } from './order-keys';

/** One order with its lines (received and returned numbers) and invoices. */
export function useOrder(id: string | undefined) {
  return useQuery<TOrderDetail>({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => call('Order/GetOrderById', { Id: id ?? '' }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** The order's real timeline, oldest first. */
export function useOrderEvents(id: string | undefined, enabled = true) {
  return useQuery<TOrderEvent[]>({
    queryKey: orderKeys.events(id ?? ''),
    queryFn: () => call('Order/GetOrderEvents', { Id: id ?? '' }),
    enabled: !!id && enabled,
    staleTime: 0,
  });
}
