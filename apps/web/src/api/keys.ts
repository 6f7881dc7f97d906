/** Query keys, one factory per domain, so mutations invalidate what they change. */
export const keys = {
  me: ['account', 'me'] as const,
  store: {
    all: ['store'] as const,
    op: (name: string, input?: unknown) => ['store', name, input ?? {}] as const,
    /** A paged read (rows and PagerInfo), kept apart from the plain read of the same operation. */
    paged: (name: string, input?: unknown) => ['store', `${name}#paged`, input ?? {}] as const,
  },
  cart: {
    all: ['cart'] as const,
    /** The header's badge: the number of lines. */
    count: ['cart', 'count'] as const,
    pages: ['cart', 'page'] as const,
    page: (input: unknown) => ['cart', 'page', input] as const,
  },
  order: {
    all: ['order'] as const,
    list: (input: unknown) => ['order', 'list', input] as const,
    counts: ['order', 'counts'] as const,
  },
};
