import type { InputOf, OperationName, OutputOf, TPagerInfo } from '@shanlian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPaged } from '../../../api/client';
import { keys } from '../../../api/keys';

/** Every read of this feature lives under one key, so any of its writes refreshes them all. */
const ROOT = ['firm-admin'] as const;
const key = (name: string, input: unknown, paged = false) => [...ROOT, paged ? `${name}#paged` : name, input ?? {}] as const;

export function useAdminOp<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
  return useQuery<OutputOf<N>>({ queryKey: key(name, input), queryFn: () => call(name, input), enabled: opts.enabled });
}

export function useAdminPaged<N extends OperationName>(name: N, input: InputOf<N>, opts: { enabled?: boolean } = {}) {
  return useQuery<{ rows: OutputOf<N>; pager: TPagerInfo }>({
    queryKey: key(name, input, true),
    queryFn: () => callPaged(name, input),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
  });
}

/** A write; afterwards this feature's reads, the person picker's and the current user (a role change may touch it) are read again. */
export function useAdminWrite<N extends OperationName>(name: N) {
  const qc = useQueryClient();
  return useMutation<OutputOf<N>, Error, InputOf<N>>({
    mutationFn: (input) => call(name, input),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ROOT }), qc.invalidateQueries({ queryKey: keys.store.all }), qc.invalidateQueries({ queryKey: keys.me })]),
  });
}

/** Starts the browser's download of an exported file. */
export function download(file: { FileId: string; FileName: string }) {
  const a = document.createElement('a');
  a.href = `/v1/File/Download/${encodeURIComponent(file.FileId)}`;
  a.download = file.FileName;
  document.body.append(a);
  a.click();
  a.remove();
}
