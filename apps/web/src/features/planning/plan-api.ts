import type { InputOf, OperationName, OutputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { call } from '../../api/client';
import { adminApi } from '../../lib/admin-api';

/** Reads of the ingredient plans and the nutrition-meal orders: every read lives under 'food-plan'. */
const api = adminApi('food-plan');
export const { useOp: usePlanOp, usePaged: usePlanPaged } = api;

/** A write with an idempotency key; says how it went, then reads the plans (and the order lists) again. */
export function usePlanWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => call(name, input, key ? { idempotencyKey: key } : undefined),
    onSettled: () => qc.invalidateQueries({ queryKey: ['food-plan'] }),
  });
  const run = async (input: InputOf<N>, key?: string, success?: string): Promise<{ data: OutputOf<N> } | null> => {
    try {
      const data = await m.mutateAsync({ input, key });
      if (success) message.success(success);
      return { data };
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
      return null;
    }
  };
  return { run, pending: m.isPending };
}
