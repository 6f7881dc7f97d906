import type { InputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../../../api/cart';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';
import { orderKeys } from './order-keys';

type ReturnInput = InputOf<'Order/AddOrderReturn'>['B2B_ElectricityorderreturnInfo'];

/** After any change every order view (lists, counts, amount, detail, timeline, returns) reads again. */
function useInvalidateOrders() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: orderKeys.all });
}

/** Receipt with each line's received number (Order/ConfirmElectricityOrder, from status 2 or 3); a repeat gets the server's 409. */
export function useReceiveOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({
      id,
      lines,
      key,
      witnessUserId,
      confirmNearExpiry,
    }: {
      id: string;
      lines: { Id: string; SealNumber: number }[];
      key?: string;
      witnessUserId?: string | null;
      confirmNearExpiry?: boolean;
    }) =>
      call(
        'Order/ConfirmElectricityOrder',
        {
          B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: lines },
          WitnessUserId: witnessUserId ?? null,
          ConfirmNearExpiry: confirmNearExpiry === true,
        },
        key ? { idempotencyKey: key } : undefined,
      ),
    onSettled: invalidate,
  });
}

/** 5 cancels before shipment; 4 receives everything as ordered (at status 3). */
export function useSetOrderStatus() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 4 | 5 }) => call('Order/SetOrderStatus', { Id: id, Status: status }),
    onSettled: invalidate,
  });
}

/** Deletes a cancelled order without invoices; archives one with a receipt or invoices (the server decides). */
export function useDeleteOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (id: string) => call('Order/DeleteOrderById', { Id: id }),
    onSettled: invalidate,
  });
}

/** Registers a return or an exchange of a shipped order. */
export function useAddReturn() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ input, key }: { input: ReturnInput; key: string }) =>
      call('Order/AddOrderReturn', { B2B_ElectricityorderreturnInfo: input }, { idempotencyKey: key }),
    onSettled: invalidate,
  });
}

/** 再次购买: the order's available lines back in the cart; one key per click, so a double click adds once. */
export function useReorder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => call('Order/ReorderById', { Id: id }, { idempotencyKey: key }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.cart.all }),
  });
}

/** Puts one shelf item in the cart (the frequent-purchase list). */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity, key }: { itemId: string; quantity: number; key: string }) =>
      cartApi.call('Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: itemId, CartNumber: quantity } }, { idempotencyKey: key }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.cart.all }),
  });
}
