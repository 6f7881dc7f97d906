/**
 * Query keys shared by hand-written hooks: the current user, the cart and the orders; the store's
 * have the same shapes as domainApi's (api/domain-api.ts), so what they fetch lands where the pages
 * read it.
 */
export const keys = {
  me: ['account', 'me'] as const,
  store: {
    all: ['store'] as const,
    op: (name: string, input?: unknown) => ['store', name, input ?? {}] as const,
    /** A paged read (rows and PagerInfo), kept apart from the plain read of the same operation. */
    paged: (name: string, input?: unknown) => ['store', name, 'page', input ?? {}] as const,
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
