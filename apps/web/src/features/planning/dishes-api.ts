import type { InputOf, OperationName, OutputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { call } from '../../api/client';
import { adminApi } from '../../lib/admin-api';

/** Reads and writes of dishes and the supplier's nutrition meals: every read lives under 'dishes'. */
const api = adminApi('dishes');
export const { useOp: useDishOp, usePaged: useDishPaged } = api;

export type DishRow = OutputOf<'ENX_Dishesinformation/GetDishesinformationList'>[number];
export type DishIngredient = DishRow['ENX_DishesinformationfoodInfos'][number];
export type OnSaleFood = OutputOf<'ENX_Dishesinformation/GetProductOnSaleList'>[number];
export type FirmFeeding = OutputOf<'WeekFeeding/GetFirmFeedingList'>[number];

/** A write with the dialog's idempotency key; says how it went (or the server's message), then reads the lists again. */
export function useDishWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => call(name, input, key ? { idempotencyKey: key } : undefined),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['dishes'] }), qc.invalidateQueries({ queryKey: ['meal-nutrition'] })]),
  });
  const run = async (input: InputOf<N>, key?: string, success?: string, failure?: string): Promise<{ data: OutputOf<N> } | null> => {
    try {
      const data = await m.mutateAsync({ input, key });
      if (success) message.success(success);
      return { data };
    } catch (e) {
      message.error((e instanceof Error && e.message) || failure || String(e));
      return null;
    }
  };
  return { run, pending: m.isPending };
}
