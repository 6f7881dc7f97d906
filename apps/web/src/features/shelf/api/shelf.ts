import type { InputOf, TPagerInfo, TShelfItem } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPaged } from '../../../api/client';
import { deskKeys } from '../../../api/desk-keys';
import { keys } from '../../../api/keys';
import { storeApi } from '../../../api/store';

export const SHELF_PAGE_SIZE = 10;

export interface ShelfQuery {
  search: string;
  /** null: on sale and off sale alike. */
  onSale: boolean | null;
  typeCode: string;
  page: number;
}

/** One page of the supplier's own items, off-sale ones included. */
export function useShelf(q: ShelfQuery) {
  const input: InputOf<'SupplierShelf/GetShelfList'> = {
    SearchName: q.search || null,
    OnSale: q.onSale,
    FoodTypeCode: q.typeCode || null,
    PagerInfo: { PageIndex: q.page, PageSize: SHELF_PAGE_SIZE },
  };
  return useQuery<{ rows: TShelfItem[]; pager: TPagerInfo }>({
    queryKey: deskKeys.shelfList(input),
    queryFn: () => callPaged('SupplierShelf/GetShelfList', input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A supplier keeps tens of items, not thousands: the seckill page reads them all (100 a page) to list every window. */
const ALL_PAGE = 100;
const MAX_PAGES = 20;

export function useWholeShelf() {
  return useQuery<TShelfItem[]>({
    queryKey: deskKeys.shelfAll,
    queryFn: async () => {
      const all: TShelfItem[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { rows, pager } = await callPaged('SupplierShelf/GetShelfList', { PagerInfo: { PageIndex: page, PageSize: ALL_PAGE } });
        all.push(...rows);
        if (all.length >= pager.RowCount || rows.length === 0) break;
      }
      return all;
    },
    staleTime: 0,
  });
}

export function useFoodTypeTree() {
  return useQuery({ ...storeApi.read('Store/GetFoodTypeTree', {}), staleTime: 10 * 60_000 });
}

/** What the supplier changes is in the store at once: the store's cached lists are read again too. */
function useShelfMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: deskKeys.shelf }), qc.invalidateQueries({ queryKey: keys.store.all })]),
  });
}

export type ShelfItemInput = InputOf<'SupplierShelf/SaveShelfItem'>;

/** The form's key (useSubmitKey) travels with the input: a double click or a retry makes one record. */
type Keyed<T> = T & { idempotencyKey?: string };

export const useSaveShelfItem = () =>
  useShelfMutation(({ idempotencyKey, ...input }: Keyed<ShelfItemInput>) => call('SupplierShelf/SaveShelfItem', input, { idempotencyKey }));

export const useSetOnSale = () => useShelfMutation((v: { id: string; onSale: boolean }) => call('SupplierShelf/SetOnSale', { Id: v.id, OnSale: v.onSale }));

/** A window to save, with the dialog's key (one per opening of the dialog). */
export type SeckillInput = Keyed<InputOf<'SupplierShelf/SaveSeckillWindow'>>;

export const useSaveSeckill = () =>
  useShelfMutation(({ idempotencyKey, ...input }: SeckillInput) => call('SupplierShelf/SaveSeckillWindow', input, { idempotencyKey }));

export const useDeleteSeckill = () => useShelfMutation((id: string) => call('SupplierShelf/DeleteSeckillWindow', { Id: id }));
