import type { InputOf, OutputOf } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError } from '../../../api/client';
import { downloadFile, type OpOf } from '../../../api/domain-api';
import { messageOf } from '../../../api/errors';
import { traceApi } from '../../../api/trace';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** The stock-in records' reads (the trace domain's); a write also reads the orders again (a shipment's record). */
export const { useOp: useStockInOp, usePaged: useStockInPaged, useExport: useStockInExport } = traceApi;

/**
 * A write with an idempotency key (one per intent, `useSubmitKey`; a plain action passes none and
 * gets a fresh one): says how it went, then reads the stock-in lists again. Answers the data, or
 * null after showing the server's message; `onError` sees the failure first (the import's row errors).
 */
export function useStockInWrite<N extends OpOf<'trace'>>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => traceApi.call(name, input, key ? { idempotencyKey: key } : undefined),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: traceApi.keys.all }), qc.invalidateQueries({ queryKey: ['order'] })]),
  });
  // a second click while the first runs is dropped (one answer per click)
  const once = useSingleFlight();
  const run = (
    input: InputOf<N>,
    opts: { key?: string; success?: string | ((d: OutputOf<N>) => string); onError?: (e: ApiError) => boolean } = {},
  ): Promise<{ data: OutputOf<N> } | null> =>
    once.run(async () => {
      try {
        const data = await m.mutateAsync({ input, key: opts.key });
        const success = typeof opts.success === 'function' ? opts.success(data) : opts.success;
        if (success) message.success(success);
        return { data };
      } catch (e) {
        if (e instanceof ApiError && opts.onError?.(e)) return null;
        message.error(messageOf(e));
        return null;
      }
    });
  return { run, pending: m.isPending || once.busy };
}

/** A file the server makes (template, labels): fetched, then downloaded or opened. */
export function useServerFile<N extends OpOf<'trace'>>(name: N, mode: 'download' | 'open' = 'download') {
  const { message } = App.useApp();
  const m = useMutation({ mutationFn: (input: InputOf<N>) => traceApi.call(name, input) as Promise<{ FileId: string; FileName: string }> });
  const run = async (input: InputOf<N>) => {
    // a window opened inside the click survives popup blockers; the PDF goes into it when ready
    const win = mode === 'open' ? window.open('', '_blank') : null;
    try {
      const file = await m.mutateAsync(input);
      if (win) win.location.href = `/v1/File/Download/${encodeURIComponent(file.FileId)}`;
      else downloadFile(file);
    } catch (e) {
      win?.close();
      message.error(messageOf(e));
    }
  };
  return { run, pending: m.isPending, variables: m.variables };
}
