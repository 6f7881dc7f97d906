import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { messageOf } from '../api/errors';
import { toast } from '../components/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `quiet: true`: the screen shows a failed write's message itself (beside a field, in a dialog);
     * `quiet: false`: the MutationCache shows it. Writes that say neither still show their own.
     */
    mutationMeta: { quiet?: boolean };
  }
}

export const queryClient = new QueryClient({
  /** A failed write says the server's message once, here, unless its screen shows it (`meta.quiet`). */
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.quiet === false) toast.error(messageOf(error));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

/**
 * The query cache around every page. antd's theme, locale and App are not here: they come with antd,
 * inside each page or part that uses it (components/antd-scope.tsx), so the store's first screens
 * load without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
