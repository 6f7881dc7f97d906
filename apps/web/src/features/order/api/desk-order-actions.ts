import type { TShipLine } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { call, newIdempotencyKey } from '../../../api/client';
import { deskKeys } from '../../../api/desk-keys';

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

/**
 * Ships an order with each line's batch and certificates (the server makes the stock-in record).
 * `key` is the dialog opening's Idempotency-Key, so a double click or a resend ships once.
 */
export const useShipOrder = () =>
  useOrderMutation((v: { id: string; distDate: string; lines: TShipLine[]; key?: string }) =>
    call('SupplierOrder/ShipOrder', { Id: v.id, DistDate: v.distDate, Lines: v.lines }, v.key ? { idempotencyKey: v.key } : undefined),
  );

/**
 * Attaches invoices. `key` is the dialog opening's Idempotency-Key; without one, the same order
 * and the same files are one intent and share a key, so a repeated send attaches them once.
 */
export function useAddInvoice() {
  const keys = useRef(new Map<string, string>());
  const keyOf = (id: string, fileIds: string[]) => {
    const intent = `${id}|${[...fileIds].sort().join(',')}`;
    let key = keys.current.get(intent);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(intent, key);
    }
    return key;
  };
  return useOrderMutation((v: { id: string; fileIds: string[]; key?: string }) =>
    call('SupplierOrder/AddInvoice', { Id: v.id, FileIds: v.fileIds }, { idempotencyKey: v.key ?? keyOf(v.id, v.fileIds) }),
  );
}
