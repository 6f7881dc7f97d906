import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { keys } from '../../../api/keys';
import { useMe } from '../../../lib/use-me';

/** The header badge: how many lines the logged-in buyer's cart holds; 0 for a visitor. */
export function useCartCount(): number {
  const { data: me } = useMe();
  const count = useQuery({
    queryKey: keys.cart.count,
    queryFn: async () => (await call('Cart/GetShoppingCartProducts', { PagerInfo: { PageIndex: 1, PageSize: 1 } })).LineCount,
    enabled: !!me,
    // Another account may have logged in since the last look.
    staleTime: 0,
  });
  return me ? (count.data ?? 0) : 0;
}
