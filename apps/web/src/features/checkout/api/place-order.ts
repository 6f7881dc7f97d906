import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import type { CheckoutCommon, OrderChoice, Purchase } from '../purchase';

/**
 * Places the checkout's orders through its source (cart lines, buy now, packages, plans,
 * dishes). The caller gives the intent's Idempotency-Key (`useSubmitKey`), so a double click or
 * a request the network delivers twice makes one set of orders.
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { purchase: Purchase; common: CheckoutCommon; orders: OrderChoice[]; key: string }) => v.purchase.place(v.common, v.orders, v.key),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.cart.all });
      // Stock and sold figures moved.
      void qc.invalidateQueries({ queryKey: keys.store.all });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.order.all }),
  });
}
