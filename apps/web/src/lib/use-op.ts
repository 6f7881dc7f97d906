import type { InputOf, OperationName, OutputOf, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callPaged } from '../api/client';
import { keys } from '../api/keys';

/** A read operation as a query: useOp('Store/GetIndexBackImg', {}). */
export function useOp<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery<OutputOf<N>>({
    queryKey: keys.store.op(name, input),
    queryFn: () => call(name, input),
    enabled: opts.enabled,
    refetchInterval: opts.refetchInterval,
  });
}

/** A paged read: keeps the previous page on screen while the next one loads. */
export function usePagedOp<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
  return useQuery<{ rows: OutputOf<N>; pager: TPagerInfo }>({
    queryKey: keys.store.paged(name, input),
    queryFn: () => callPaged(name, input),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
  });
}
