import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';
import { newSubmissionKey } from '../../../components/product-actions';

/**
 * Orders the chosen lines (one order per supplier). Each submission carries its own
 * Idempotency-Key, so a request the network delivers twice makes one set of orders.
 */
export function useMakeOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (lineIds: string[]) => call('Cart/MakeOrder', { Ids: lineIds }, { idempotencyKey: newSubmissionKey() }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.cart.all });
      // Stock and sold figures moved.
      void qc.invalidateQueries({ queryKey: keys.store.all });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.order.all }),
  });
}
