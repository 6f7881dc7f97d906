import type { InputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
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
    mutationFn: ({ id, lines }: { id: string; lines: { Id: string; SealNumber: number }[] }) =>
      call('Order/ConfirmElectricityOrder', { B2B_ElectricityorderInfo: { Id: id, B2B_ElectricityorderdetailInfos: lines } }),
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

/** Removes a completed or cancelled order from the firm's lists. */
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
    mutationFn: (input: ReturnInput) => call('Order/AddOrderReturn', { B2B_ElectricityorderreturnInfo: input }),
    onSettled: invalidate,
  });
}
