import type { OutputOf } from '@shanlian/contract';
import { useQuery } from '@tanstack/react-query';
import { callPaged } from '../../../api/client';
import { keys } from '../../../api/keys';
import { useMe } from '../../../lib/use-me';

export type TFavorite = OutputOf<'Favorite/GetFavoriteList'>[number];

/** The server's largest page; the tabs filter on the client, so every favourite is fetched. */
const PAGE = 100;
/** A firm with more favourites than this is not a real canteen; the cap keeps a bad answer from looping. */
const MAX_PAGES = 20;

async function fetchAllFavorites(): Promise<TFavorite[]> {
  const all: TFavorite[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { rows, pager } = await callPaged('Favorite/GetFavoriteList', { PagerInfo: { PageIndex: page, PageSize: PAGE } });
    all.push(...rows);
    if (rows.length < PAGE || all.length >= pager.RowCount) break;
  }
  return all;
}

/**
 * Every favourite of the firm. The key sits under the store's products, so the hearts of the
 * product cards (useProductActions) refresh this list when one is taken out.
 */
export function useFavorites() {
  const { data: me } = useMe();
  return useQuery({
    queryKey: keys.store.op('Favorite/GetFavoriteList#all'),
    queryFn: fetchAllFavorites,
    enabled: !!me,
    staleTime: 0,
  });
}
