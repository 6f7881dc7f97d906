import { useState } from 'react';
import { NO_FILTER, type OrderFilter } from '../rules/order-filter';

/** The list's filter; changing anything but the page goes back to page 1. */
export function useOrderFilter() {
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const change = (patch: Partial<Omit<OrderFilter, 'page'>>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const setPage = (page: number) => {
    setFilter((f) => ({ ...f, page }));
    window.scrollTo({ top: 0 });
  };
  return { filter, change, setPage };
}
