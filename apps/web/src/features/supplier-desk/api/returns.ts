import type { InputOf, TOrderReturn, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPaged } from '../../../api/client';
import { deskKeys } from './keys';

export const RETURN_PAGE_SIZE = 10;
export type ReturnState = 'open' | 'settled';

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

export function useSettleReturn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; remark: string }) => call('SupplierOrder/SettleReturn', { Id: v.id, Remark: v.remark }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: deskKeys.returns }), qc.invalidateQueries({ queryKey: deskKeys.orders })]),
  });
}
