import { keys } from '../../../api/keys';

/** This feature's query keys, all under keys.order.all so that one invalidation after a change refreshes every order view. */
export const orderKeys = {
  all: keys.order.all,
  list: keys.order.list,
  counts: keys.order.counts,
  amount: (input: unknown) => [...keys.order.all, 'amount', input] as const,
  detail: (id: string) => [...keys.order.all, 'detail', id] as const,
  events: (id: string) => [...keys.order.all, 'events', id] as const,
  returns: (orderId: string, input: unknown) => [...keys.order.all, 'returns', orderId, input] as const,
  firmReturns: [...keys.order.all, 'firm-returns'] as const,
};
