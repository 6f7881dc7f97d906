import type { Domain, InputOf, OperationName, OutputOf, operationsByDomain, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../components/toast';
import { useSingleFlight } from '../lib/use-single-flight';
import { type CallOptions, call, callPaged } from './client';

/** The operations of a domain (by the contract's partition): a domain's api can call no other. */
export type OpOf<D extends Domain> = keyof (typeof operationsByDomain)[D] & OperationName;

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
 * The one way the web app reads and writes: a domain's api (`apps/web/src/api/<domain>.ts`) is
 * `domainApi('<domain>')`, typed to that domain's operations. Every read of the domain is keyed
 * under `[domain, operation, input]`, so a write reads the domain's lists again (and the
 * `alsoRefresh` keys it may change elsewhere). A failed write shows the server's message once, from
 * the query client's MutationCache (app/providers.tsx); a screen that shows it itself says
 * `meta: { quiet: true }` (`quiet` below).
 */
export function domainApi<D extends Domain>(domain: D, alsoRefresh: readonly QueryKey[] = []) {
  const all = [domain] as const;
  const refresh = [all, ...alsoRefresh];
  const keys = {
    /** Every read of the domain. */
    all,
    /** Every read of one operation (every input). */
    op: (name: OpOf<D>) => [domain, name] as const,
    /** One read. */
    read: (name: OpOf<D>, input?: unknown) => [domain, name, input ?? {}] as const,
    /** One page of a paged read (kept apart from the plain read of the same operation). */
    page: (name: OpOf<D>, input?: unknown) => [domain, name, 'page', input ?? {}] as const,
  };

  /** A read's query options (key and fetch), for useQuery, prefetching and useQueries. */
  const read = <N extends OpOf<D>>(name: N, input: InputOf<N>) =>
    queryOptions<OutputOf<N>>({ queryKey: keys.read(name, input), queryFn: () => call(name, input) });

  /** A paged read's query options: rows and PagerInfo; the previous page stays on screen while the next loads. */
  const page = <N extends OpOf<D>>(name: N, input: InputOf<N>) =>
    queryOptions<{ rows: OutputOf<N>; pager: TPagerInfo }>({
      queryKey: keys.page(name, input),
      queryFn: () => callPaged(name, input),
      placeholderData: keepPreviousData,
    });

  /** A read as a hook; `refetchInterval` reads it again on a period (also in a hidden tab). */
  function useOp<N extends OpOf<D>>(name: N, input: InputOf<N>, opts: { enabled?: boolean; staleTime?: number; refetchInterval?: number } = {}) {
    return useQuery({
      ...read(name, input),
      enabled: opts.enabled,
      staleTime: opts.staleTime,
      refetchInterval: opts.refetchInterval,
      refetchIntervalInBackground: opts.refetchInterval !== undefined,
    });
  }

  /** A paged read as a hook. */
  function usePaged<N extends OpOf<D>>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
    return useQuery({ ...page(name, input), enabled: opts.enabled });
  }

  /**
   * A write, one run at a time (a second click while the first runs is dropped), with the intent's
   * idempotency key when given (useSubmitKey), so a double click does it once. Says the success line;
   * a failure's message is shown once by the MutationCache (or by the screen itself, with `quiet`).
   * Then reads the domain (and `alsoRefresh`, the api's and the hook's own) again.
   */
  function useMutationOf<N extends OpOf<D>>(name: N, quiet: boolean, also: readonly QueryKey[]) {
    const qc = useQueryClient();
    const m = useMutation({
      mutationKey: keys.op(name),
      mutationFn: ({ input, key }: { input: InputOf<N>; key?: string }) => call(name, input, key ? ({ idempotencyKey: key } satisfies CallOptions) : undefined),
      onSettled: () => Promise.all([...refresh, ...also].map((queryKey) => qc.invalidateQueries({ queryKey }))),
      meta: { quiet },
    });
    const once = useSingleFlight();
    const send = (input: InputOf<N>, key: string | undefined, success: string | undefined): Promise<{ data: OutputOf<N> } | null> =>
      once.run(async () => {
        try {
          const data = await m.mutateAsync({ input, key });
          if (success) toast.success(success);
          return { data };
        } catch {
          return null;
        }
      });
    return { send, pending: m.isPending || once.busy, error: m.error };
  }

  /** What a write's options may say: the screen shows the failure itself; other domains' reads it changes. */
  type WriteOptions = { quiet?: boolean; alsoRefresh?: readonly QueryKey[] };

  /** A write: answers `{ data }`, or null when it failed (its message shown) or another run was under way. */
  function useWrite<N extends OpOf<D>>(name: N, opts: WriteOptions = {}) {
    const { send, pending, error } = useMutationOf(name, opts.quiet ?? false, opts.alsoRefresh ?? []);
    return { run: (input: InputOf<N>, success?: string) => send(input, undefined, success), pending, error };
  }

  /** A write with the form's idempotency key (useSubmitKey): a double click or a resend makes one record. */
  function useKeyedWrite<N extends OpOf<D>>(name: N, opts: WriteOptions = {}) {
    const { send, pending, error } = useMutationOf(name, opts.quiet ?? false, opts.alsoRefresh ?? []);
    return { run: (input: InputOf<N>, key?: string, success?: string) => send(input, key, success), pending, error };
  }

  /** An export: the server writes the workbook, the browser downloads it. */
  function useExport<N extends OpOf<D>>(name: N) {
    const m = useMutation({
      mutationKey: keys.op(name),
      mutationFn: (input: InputOf<N>) => call(name, input) as Promise<{ FileId: string; FileName: string }>,
      onSuccess: downloadFile,
      meta: { quiet: false },
    });
    const run = (input: InputOf<N>) => m.mutateAsync(input).catch(() => undefined);
    return { run, pending: m.isPending };
  }

  /** A plain call, for a step inside a flow that is not a hook (a wizard, a scan). */
  const callOp = <N extends OpOf<D>>(name: N, input: InputOf<N>, options?: CallOptions) => call(name, input, options);

  /** A plain paged call (rows and PagerInfo), for a hook that keeps its own query key. */
  const callPagedOp = <N extends OpOf<D>>(name: N, input: InputOf<N>) => callPaged(name, input);

  return { domain, keys, read, page, useOp, usePaged, useWrite, useKeyedWrite, useExport, call: callOp, callPaged: callPagedOp };
}
