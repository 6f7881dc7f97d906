import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { deskKeys } from './keys';

/**
 * The supplier's moves on an order. Whatever the answer (a 409 says someone got there first),
 * the list, the counts and the open detail are read again.
 */
function useOrderMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: deskKeys.orders }),
  });
}

export const useConfirmOrder = () => useOrderMutation((id: string) => call('SupplierOrder/ConfirmOrder', { Id: id }));

export const useShipOrder = () =>
  useOrderMutation((v: { id: string; distDate: string }) => call('SupplierOrder/ShipOrder', { Id: v.id, DistDate: v.distDate }));

export const useAddInvoice = () =>
  useOrderMutation((v: { id: string; fileIds: string[] }) => call('SupplierOrder/AddInvoice', { Id: v.id, FileIds: v.fileIds }));
