import type { InputOf, TOrderReturn, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPaged } from './client';
import { keys } from './keys';
import { deskKeys } from './desk-keys';

export const RETURN_PAGE_SIZE = 10;
export type ReturnState = 'open' | 'accepted' | 'rejected';

/** The returns and exchanges buyers registered against this supplier's orders. */
export function useDeskReturns(state: ReturnState, page: number, pageSize = RETURN_PAGE_SIZE) {
  const input: InputOf<'SupplierOrder/GetReturnList'> = { Status: state, PagerInfo: { PageIndex: page, PageSize: pageSize } };
  return useQuery<{ rows: TOrderReturn[]; pager: TPagerInfo }>({
    queryKey: deskKeys.returnList(input),
    queryFn: () => callPaged('SupplierOrder/GetReturnList', input),
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
      call('SupplierOrder/HandleReturn', { Id: v.id, Accept: v.accept, Reason: v.reason || null, RefundAmount: v.refund }, { idempotencyKey: v.key }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: deskKeys.returns }),
        qc.invalidateQueries({ queryKey: deskKeys.orders }),
        qc.invalidateQueries({ queryKey: keys.order.all }),
      ]),
  });
}
