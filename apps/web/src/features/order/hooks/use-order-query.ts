import { useSearchParams } from 'react-router';
import type { OrderQuery } from '../../../api/order';

const int = (s: string | null, fallback: number, max: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
};

/**
 * The orders page's filter lives in the URL (?status=&order=&from=&to=&page=), so a message's
 * link (/supplier/orders?order=SL…) opens the page already searching that order.
 */
export function useOrderQuery(): [OrderQuery, (patch: Partial<OrderQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: OrderQuery = {
    status: int(params.get('status'), 0, 5),
    search: params.get('order') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, int(params.get('page'), 1, 100_000)),
  };
  const update = (patch: Partial<OrderQuery>) => {
    const next = { ...query, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.status) out.set('status', String(next.status));
    if (next.search) out.set('order', next.search);
    if (next.from) out.set('from', next.from);
    if (next.to) out.set('to', next.to);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  return [query, update];
}
