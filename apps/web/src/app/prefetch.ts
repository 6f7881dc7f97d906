import type { QueryClient } from '@tanstack/react-query';
import { call, callPaged } from '../api/client';
import { keys } from '../api/keys';
import { BANNER_IMAGE, HOME_QUERIES } from '../features/store/rules/home-queries';
import { thumbSrcSet, thumbUrl } from '../lib/image';

/**
 * The store home's first data, asked for while the page's code is still on its way (the page's
 * chunk comes after the entry, its requests after the chunk): the banners and the first list, under
 * the same keys the page reads. The first banner is preloaded with the page's srcset, so the browser
 * fetches the very thumbnail the page will draw — the home's largest picture — as early as it can.
 */
export function prefetchStoreHome(qc: QueryClient): void {
  if (window.location.pathname.replace(/\/+$/, '') !== '/eshop/store') return;
  void qc
    .fetchQuery({ queryKey: keys.store.op('Store/GetIndexBackImg', {}), queryFn: () => call('Store/GetIndexBackImg', {}) })
    .then((banners) => {
      const first = banners[0]?.FileUrl;
      if (!first) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = thumbUrl(first, BANNER_IMAGE.fallbackPx);
      const srcset = thumbSrcSet(first, [...BANNER_IMAGE.widths]);
      if (srcset) {
        link.setAttribute('imagesrcset', srcset);
        link.setAttribute('imagesizes', BANNER_IMAGE.sizes);
      }
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(() => {});
  void qc
    .prefetchQuery({
      queryKey: keys.store.op('Store/GetFoodsaleshelfInfoList#paged', HOME_QUERIES.hot),
      queryFn: () => callPaged('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot),
    })
    .catch(() => {});
}
