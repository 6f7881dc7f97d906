/** Query keys of the supplier's desk: a mutation invalidates the branch it changes. */
export const deskKeys = {
  orders: ['desk', 'orders'] as const,
  orderList: (input: unknown) => ['desk', 'orders', 'list', input] as const,
  orderCounts: ['desk', 'orders', 'counts'] as const,
  order: (id: string) => ['desk', 'orders', 'detail', id] as const,
  orderEvents: (id: string) => ['desk', 'orders', 'events', id] as const,
  returns: ['desk', 'returns'] as const,
  returnList: (input: unknown) => ['desk', 'returns', 'list', input] as const,
  shelf: ['desk', 'shelf'] as const,
  shelfList: (input: unknown) => ['desk', 'shelf', 'list', input] as const,
  shelfAll: ['desk', 'shelf', 'all'] as const,
  messages: ['desk', 'messages'] as const,
  messageList: (input: unknown) => ['desk', 'messages', 'list', input] as const,
  unread: ['desk', 'messages', 'unread'] as const,
};
