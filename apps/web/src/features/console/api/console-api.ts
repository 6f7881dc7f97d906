import type { InputOf, OperationName, OutputOf, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { call, callPaged } from '../../../api/client';

/** Query keys of the console: every write reads the console's lists again. */
export const consoleKeys = {
  all: ['console'] as const,
  op: (name: string, input: unknown) => ['console', name, input ?? {}] as const,
  paged: (name: string, input: unknown) => ['console', `${name}#paged`, input ?? {}] as const,
};

/** A read of the console. */
export function useConsoleOp<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery<OutputOf<N>>({
    queryKey: consoleKeys.op(name, input),
    queryFn: () => call(name, input),
    enabled: opts.enabled,
    staleTime: opts.staleTime,
  });
}

/** A paged list: keeps the previous page on screen while the next one loads. */
export function useConsolePaged<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
  return useQuery<{ rows: OutputOf<N>; pager: TPagerInfo }>({
    queryKey: consoleKeys.paged(name, input),
    queryFn: () => callPaged(name, input),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
  });
}

/** A write: says how it went (the success line, or the server's own message), then reads the console's lists again. */
export function useConsoleWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  const { message } = App.useApp();
  const m = useMutation({
    mutationFn: (input: InputOf<N>) => call(name, input),
    onSettled: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
  /** The answer when it succeeded, null when it failed (the message is shown). */
  const run = async (input: InputOf<N>, success?: string): Promise<{ data: OutputOf<N> } | null> => {
    try {
      const data = await m.mutateAsync(input);
      if (success) message.success(success);
      return { data };
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
      return null;
    }
  };
  return { run, pending: m.isPending };
}

/** An export: the server writes the workbook, the browser downloads it. */
export function useExport<N extends OperationName>(name: N) {
  const { message } = App.useApp();
  const m = useMutation({ mutationFn: (input: InputOf<N>) => call(name, input) as Promise<{ FileId: string; FileName: string }> });
  const run = async (input: InputOf<N>) => {
    try {
      const file = await m.mutateAsync(input);
      const a = document.createElement('a');
      a.href = `/v1/File/Download/${encodeURIComponent(file.FileId)}`;
      a.download = file.FileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return { run, pending: m.isPending };
}

/** The area tree, the registry: the same for the whole session. */
export const useAreaTree = () => useConsoleOp('Area/GetAreaTree', {}, { staleTime: 30 * 60_000 });
export const useResourceTree = (enabled = true) => useConsoleOp('Permission/GetResourceTree', {}, { staleTime: 30 * 60_000, enabled });
