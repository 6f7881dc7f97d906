import type { InputOf, TOrder, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPaged } from './client';
import { deskKeys } from './desk-keys';

export const ORDER_PAGE_SIZE = 10;

export interface OrderQuery {
  status: number;
  search: string;
  from: string;
  to: string;
  page: number;
}

const inputOf = (q: OrderQuery): InputOf<'SupplierOrder/GetOrderList'> => ({
  Status: q.status,
  SearchName: q.search || null,
  StartTime: q.from || null,
  EndTime: q.to || null,
  PagerInfo: { PageIndex: q.page, PageSize: ORDER_PAGE_SIZE },
});

/** One page of the orders sent to this supplier. */
export function useDeskOrders(q: OrderQuery) {
  const input = inputOf(q);
  return useQuery<{ rows: TOrder[]; pager: TPagerInfo }>({
    queryKey: deskKeys.orderList(input),
    queryFn: () => callPaged('SupplierOrder/GetOrderList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Orders per status ('0' is all of them), for the tabs and the menu. */
export function useOrderCounts() {
  return useQuery({
    queryKey: deskKeys.orderCounts,
    queryFn: () => call('SupplierOrder/GetOrderStatusCounts', {}),
    // the menu and the tabs read it together; order actions invalidate it
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

/** The order with its lines and invoices, and its real timeline. */
export function useDeskOrder(id: string | null) {
  return useQuery({
    queryKey: deskKeys.order(id ?? ''),
    queryFn: () => call('Order/GetOrderById', { Id: id ?? '' }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useOrderEvents(id: string | null) {
  return useQuery({
    queryKey: deskKeys.orderEvents(id ?? ''),
    queryFn: () => call('Order/GetOrderEvents', { Id: id ?? '' }),
    enabled: !!id,
    staleTime: 0,
  });
}
