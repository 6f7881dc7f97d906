import type { TCurrentUser } from '@shanlian/contract';
import { LOGGED_IN_HINT } from '@shanlian/contract/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api/account';
import { ApiError } from '../api/client';
import { keys } from '../api/keys';

const hasLoginHint = () => document.cookie.split('; ').some((c) => c === `${LOGGED_IN_HINT}=1`);

/** The logged-in user, or null for a visitor. A visitor's page asks nothing: the 401 would be a failed request in the console. */
export function useMe() {
  return useQuery<TCurrentUser | null>({
    queryKey: keys.me,
    queryFn: async () => {
      if (!hasLoginHint()) return null;
      try {
        return await accountApi.call('Account/GetCurrentUser', {});
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) {
          // The session ended on the server (idle, password changed elsewhere): forget the hint too.
          // biome-ignore lint/suspicious/noDocumentCookie: one line, and the Cookie Store API is not in every browser the shop serves
          document.cookie = `${LOGGED_IN_HINT}=; path=/; max-age=0`;
          return null;
        }
        throw e;
      }
    },
    // A visitor's answer is known at once: no loading state, so nothing on the page changes size for it.
    initialData: hasLoginHint() ? undefined : null,
    staleTime: 60_000,
  });
}

export function useRefreshMe() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: keys.me });
}
