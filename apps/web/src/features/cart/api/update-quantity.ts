import type { TCart, TPagerInfo } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

type CartPage = { cart: TCart; pager: TPagerInfo };

/**
 * Sets one line's quantity (checked by the quantity rules first). The page shows the new quantity at once, so the
 * footer's totals follow the editor; a refusal (the server says why) is undone by the refetch.
 */
export function useUpdateQuantity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) =>
      call('Cart/UpdateCartProductsCount', { B2B_ShoppingcartInfo: { Id: id, CartNumber: quantity } }),
    onMutate: ({ id, quantity }) => {
      qc.setQueriesData<CartPage>(
        { queryKey: keys.cart.pages },
        (old) =>
          old && {
            ...old,
            cart: { ...old.cart, ShoppingcartInfos: old.cart.ShoppingcartInfos.map((l) => (l.Id === id ? { ...l, CartNumber: quantity } : l)) },
          },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: keys.cart.all }),
  });
}
