import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

/** Takes items out of the cart into the firm's favourites (every line of each item). */
export function useMoveToFavorites() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (shelfIds: string[]) => call('Cart/BatchStoreUpProduct', { FoodSaleShelfIds: shelfIds }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.cart.all });
      // The products' hearts (FoodIsCollect) changed.
      void qc.invalidateQueries({ queryKey: keys.store.all });
    },
  });
}
