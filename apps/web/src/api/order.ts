import type { OutputOf, TOrder, TOrderReturn, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from './desk-keys';
import { domainApi } from './domain-api';
import { keys } from './keys';

/**
 * The order domain's reads and writes. The supplier desk's hooks below keep their own keys
 * (deskKeys), which its order actions read again.
 */
export const orderApi = domainApi('order');

/** The orders a checkout made (one per supplier, and per day for a plan). */
export type MadeOrders = OutputOf<'Cart/MakeOrder'>;

export const ORDER_PAGE_SIZE = 10;

export interface OrderQuery {
  status: number;
  search: string;
  from: string;
  to: string;
  page: number;
}

const inputOf = (q: OrderQuery) => ({
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
    queryFn: () => orderApi.callPaged('SupplierOrder/GetOrderList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Orders per status ('0' is all of them), for the tabs and the menu. */
export function useOrderCounts() {
  return useQuery({
    queryKey: deskKeys.orderCounts,
    queryFn: () => orderApi.call('SupplierOrder/GetOrderStatusCounts', {}),
    // the menu and the tabs read it together; order actions invalidate it
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

/** The order with its lines and invoices, and its real timeline. */
export function useDeskOrder(id: string | null) {
  return useQuery({
    queryKey: deskKeys.order(id ?? ''),
    queryFn: () => orderApi.call('Order/GetOrderById', { Id: id ?? '' }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function useOrderEvents(id: string | null) {
  return useQuery({
    queryKey: deskKeys.orderEvents(id ?? ''),
    queryFn: () => orderApi.call('Order/GetOrderEvents', { Id: id ?? '' }),
    enabled: !!id,
    staleTime: 0,
  });
}

export const RETURN_PAGE_SIZE = 10;
export type ReturnState = 'open' | 'accepted' | 'rejected';

/** The returns and exchanges buyers registered against this supplier's orders. */
export function useDeskReturns(state: ReturnState, page: number, pageSize = RETURN_PAGE_SIZE) {
  const input = { Status: state, PagerInfo: { PageIndex: page, PageSize: pageSize } };
  return useQuery<{ rows: TOrderReturn[]; pager: TPagerInfo }>({
    queryKey: deskKeys.returnList(input),
    queryFn: () => orderApi.callPaged('SupplierOrder/GetReturnList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How many returns wait for the supplier (the menu's and the tab's figure). */
export function useOpenReturnCount() {
  const { data } = useDeskReturns('open', 1, 1);
  return data?.pager.RowCount ?? 0;
}

/** 同意 (with a refund, or 补发 for an exchange) or 拒绝 with a reason; the key makes a double click one decision. */
export function useHandleReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; accept: boolean; reason: string; refund: number | null; key: string }) =>
      orderApi.call('SupplierOrder/HandleReturn', { Id: v.id, Accept: v.accept, Reason: v.reason || null, RefundAmount: v.refund }, { idempotencyKey: v.key }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: deskKeys.returns }),
        qc.invalidateQueries({ queryKey: deskKeys.orders }),
        qc.invalidateQueries({ queryKey: keys.order.all }),
      ]),
  });
}
