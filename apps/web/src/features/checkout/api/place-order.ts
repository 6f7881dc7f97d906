import type { InputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';

/**
 * Places the checkout's orders (one per supplier), from cart lines or bought at once. The
 * caller gives the intent's Idempotency-Key (`useSubmitKey`), so a double click or a request
 * the network delivers twice makes one set of orders.
 */
export function useMakeOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string } & ({ cart: InputOf<'Cart/MakeOrder'> } | { buy: InputOf<'Cart/BuyNow'> })) =>
      'cart' in v ? call('Cart/MakeOrder', v.cart, { idempotencyKey: v.key }) : call('Cart/BuyNow', v.buy, { idempotencyKey: v.key }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.cart.all });
      // Stock and sold figures moved.
      void qc.invalidateQueries({ queryKey: keys.store.all });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.order.all }),
  });
}
