import type { InputOf, OperationName, OutputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useLocation } from 'react-router';
import { call } from '../../api/client';
import { useSingleFlight } from '../../lib/use-single-flight';
import { adminApi } from '../../lib/admin-api';

const api = adminApi('statement');
export const { useOp: useStatementOp, usePaged: useStatementPaged, useExport: useStatementExport } = api;

/**
 * A write with the form's idempotency key (useSubmitKey): a double click or a resend makes one
 * record. Says how it went, then reads the statements (and the orders they settle) again.
 */
export function useStatementWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key: string }) => call(name, input, { idempotencyKey: key }),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['statement'] }), qc.invalidateQueries({ queryKey: ['order'] })]),
  });
  // a second click while the first runs is dropped (one answer per click)
  const once = useSingleFlight();
  const run = (input: InputOf<N>, key: string, success?: string): Promise<{ data: OutputOf<N> } | null> =>
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

/** Which side the page is drawn for: the supplier desk (/supplier/statements) or the buyer centre. */
export function useStatementSide() {
  const supplier = useLocation().pathname.startsWith('/supplier');
  return {
    supplier,
    base: supplier ? '/supplier/statements' : '/eshop/store/statement',
    orderLink: (id: string, orderNo: string) => (supplier ? `/supplier/orders?order=${encodeURIComponent(orderNo)}` : `/eshop/store/orderDetail/${id}`),
  };
}
