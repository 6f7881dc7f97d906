import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

/** Deletes lines: one through Cart/DeleteShoppingCart, several through the batch operation. */
export function useDeleteLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const [only] = ids;
      if (ids.length === 1 && only) await call('Cart/DeleteShoppingCart', { Id: only });
      else await call('Cart/BatchDeleteProductFromShoppingCart', { Ids: ids });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: keys.cart.all }),
  });
}
