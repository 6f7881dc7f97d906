import type { InputOf, OperationName, OutputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { call } from '../../api/client';
import { adminApi } from '../../lib/admin-api';
import { useSingleFlight } from '../../lib/use-single-flight';

const api = adminApi('licence');
export const { useOp: useLicenceOp, usePaged: useLicencePaged } = api;

/**
 * A licence write with the dialog's idempotency key (useSubmitKey), so a double click saves one
 * licence. Says how it went, then reads the licences again (the desk's warning too).
 */
export function useLicenceWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => call(name, input, key ? { idempotencyKey: key } : undefined),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['licence'] }), qc.invalidateQueries({ queryKey: ['desk-licences'] })]),
  });
  // a second click while the first runs is dropped (one answer per click)
  const once = useSingleFlight();
  const run = (input: InputOf<N>, key?: string, success?: string): Promise<{ data: OutputOf<N> } | null> =>
    once.run(async () => {
      try {
        const data = await m.mutateAsync({ input, key });
        if (success) message.success(success);
        return { data };
      } catch (e) {
        message.error(e instanceof Error ? e.message : String(e));
        return null;
      }
    });
  return { run, pending: m.isPending || once.busy };
}
