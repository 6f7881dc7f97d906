import type { TCart, TPagerInfo } from '@shanlian/contract';
import { CART_PAGE_SIZE } from '@shanlian/contract/browser';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { keys } from '../../../api/keys';

export { CART_PAGE_SIZE };

export interface CartQuery {
  productName: string;
  page: number;
}

const inputOf = (q: CartQuery) => ({ ProductName: q.productName || null, PagerInfo: { PageIndex: q.page, PageSize: CART_PAGE_SIZE } });

/** One page of the cart (server paging; RowCount counts the lines matching the search). */
export function useCart(q: CartQuery, enabled: boolean) {
  const qc = useQueryClient();
  const input = inputOf(q);
  return useQuery<{ cart: TCart; pager: TPagerInfo }>({
    queryKey: keys.cart.page(input),
    queryFn: async () => {
      const { rows, pager } = await callPaged('Cart/GetShoppingCartProducts', input);
      // The same answer carries the header's figure; keep the badge in step for free.
      qc.setQueryData(keys.cart.count, rows.LineCount);
      return { cart: rows, pager };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
