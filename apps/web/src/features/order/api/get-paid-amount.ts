import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { type OrderFilter, paidAmountInput } from '../rules/order-filter';
import { orderKeys } from './order-keys';

/** 应付金额 over the orders the filter shows (all pages): not cancelled, each line at its received number. */
export function usePaidAmount(filter: OrderFilter, enabled: boolean) {
  const input = paidAmountInput(filter);
  return useQuery<number>({
    queryKey: orderKeys.amount(input),
    queryFn: () => call('Order/GetOrderAmountStatistics', input),
    staleTime: 0,
    enabled,
  });
}
