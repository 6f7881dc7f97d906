/** Query keys, one factory per domain, so mutations invalidate what they change. */
export const keys = {
  me: ['account', 'me'] as const,
  store: {
    all: ['store'] as const,
    op: (name: string, input?: unknown) => ['store', name, input ?? {}] as const,
  },
};
