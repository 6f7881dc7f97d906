import type { InputOf, OperationName, OutputOf, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { call, callPaged } from '../api/client';
import { useSingleFlight } from './use-single-flight';
import { messageOf } from '../api/errors';

/** Starts the browser's download of an exported file. */
export function downloadFile(file: { FileId: string; FileName: string }) {
  const a = document.createElement('a');
  a.href = `/v1/File/Download/${encodeURIComponent(file.FileId)}`;
  a.download = file.FileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The reads and writes of an administration console: every read lives under `root`, so any write
 * reads them all again (and the `alsoRefresh` keys a write may touch elsewhere).
 */
/**
 * A write with an intent's idempotency key (useSubmitKey), so a double click does it once: a second
 * click while the first runs is dropped (the same key would only replay the answer and toast it twice).
 * Says how it went (the success line, or the server's message, or `failure` when it has none), then
 * reads the given queries again.
 */
export function useKeyedWriteOf<N extends OperationName>(name: N, refresh: readonly QueryKey[]) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => call(name, input, key ? { idempotencyKey: key } : undefined),
    onSettled: () => Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
  const once = useSingleFlight();
  const run = (input: InputOf<N>, key?: string, success?: string, failure?: string): Promise<{ data: OutputOf<N> } | null> =>
    once.run(async () => {
      try {
        const data = await m.mutateAsync({ input, key });
        if (success) message.success(success);
        return { data };
      } catch (e) {
        message.error(messageOf(e) || failure || '');
        return null;
      }
    });
  return { run, pending: m.isPending || once.busy };
}

export function adminApi(root: string, alsoRefresh: readonly QueryKey[] = []) {
  const all = [root] as const;

  /** A read; `refetchInterval` reads it again on a period (also in a hidden tab). */
  function useOp<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean; staleTime?: number; refetchInterval?: number } = {}) {
    return useQuery<OutputOf<N>>({
      queryKey: [root, name, input ?? {}],
      queryFn: () => call(name, input),
      enabled: opts.enabled,
      staleTime: opts.staleTime,
      refetchInterval: opts.refetchInterval,
      refetchIntervalInBackground: opts.refetchInterval !== undefined,
    });
  }

  /** A paged list: keeps the previous page on screen while the next one loads. */
  function usePaged<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
    return useQuery<{ rows: OutputOf<N>; pager: TPagerInfo }>({
      queryKey: [root, `${name}#paged`, input ?? {}],
      queryFn: () => callPaged(name, input),
      placeholderData: keepPreviousData,
      enabled: opts.enabled,
    });
  }

  /** A write: says how it went (the success line, or the server's own message), then reads the lists again. */
  function useWrite<N extends OperationName>(name: N) {
    const qc = useQueryClient();
    const { message } = App.useApp();
    const m = useMutation({
      mutationFn: (input: InputOf<N>) => call(name, input),
      onSettled: () => Promise.all([all, ...alsoRefresh].map((queryKey) => qc.invalidateQueries({ queryKey }))),
    });
    const once = useSingleFlight();
    /** The answer when it succeeded, null when it failed (the message is shown) or another run was still under way. */
    const run = (input: InputOf<N>, success?: string): Promise<{ data: OutputOf<N> } | null> =>
      once.run(async () => {
        try {
          const data = await m.mutateAsync(input);
          if (success) message.success(success);
          return { data };
        } catch (e) {
          message.error(messageOf(e));
          return null;
        }
      });
    return { run, pending: m.isPending || once.busy };
  }

  /**
   * A write with an intent's idempotency key (useSubmitKey), so a double click does it once: says
   * how it went, then reads the lists again (useKeyedWriteOf).
   */
  function useKeyedWrite<N extends OperationName>(name: N) {
    return useKeyedWriteOf(name, [all, ...alsoRefresh]);
  }

  /** An export: the server writes the workbook, the browser downloads it. */
  function useExport<N extends OperationName>(name: N) {
    const { message } = App.useApp();
    const m = useMutation({ mutationFn: (input: InputOf<N>) => call(name, input) as Promise<{ FileId: string; FileName: string }> });
    const run = async (input: InputOf<N>) => {
      try {
        downloadFile(await m.mutateAsync(input));
      } catch (e) {
        message.error(messageOf(e));
      }
    };
    return { run, pending: m.isPending };
  }

  return { useOp, usePaged, useWrite, useKeyedWrite, useExport };
}
