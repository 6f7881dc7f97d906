import type { InputOf, TAddress } from '@shanlian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const addressKeys = { all: ['checkout', 'addresses'] as const };

/** The firm's receiving addresses, the default first. */
export function useAddresses() {
  return useQuery<TAddress[]>({ queryKey: addressKeys.all, queryFn: () => call('Address/GetAddressList', {}) });
}

/** Saves an address with the intent's Idempotency-Key (a double click makes one). */
export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: InputOf<'Address/SaveAddress'>; key: string }) => call('Address/SaveAddress', v.input, { idempotencyKey: v.key }),
    onSettled: () => qc.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('Address/DeleteAddress', { Id: id }),
    onSettled: () => qc.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
