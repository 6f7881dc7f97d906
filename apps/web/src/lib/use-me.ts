import type { TCurrentUser } from '@shanlian/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';
import { keys } from '../api/keys';

/** The logged-in user, or null for a visitor. */
export function useMe() {
  return useQuery<TCurrentUser | null>({
    queryKey: keys.me,
    queryFn: async () => {
      try {
        return await call('Account/GetCurrentUser', {});
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
    staleTime: 60_000,
  });
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keys.me });
}
