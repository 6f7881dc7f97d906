import type { QueryClient } from '@tanstack/react-query';
import { call, callPaged } from '../api/client';
import { keys } from '../api/keys';
import { BANNER_IMAGE, HOME_QUERIES } from '../features/store/rules/home-queries';
import { thumbSrcSet, thumbUrl } from '../lib/image';

const isStoreHome = () => window.location.pathname.replace(/\/+$/, '') === '/eshop/store';

let started: { banners: ReturnType<typeof loadBanners>; hot: ReturnType<typeof loadHot> } | null = null;
const loadBanners = () => call('Store/GetIndexBackImg', {});
const loadHot = () => callPaged('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot);

/**
 * The store home's first data, asked for by the page's first (small) script, before the app's own
 * code has even been evaluated: the banners and the first list. The first banner is preloaded with
 * the page's srcset, so the browser fetches the very thumbnail the page will draw — the home's
 * largest picture — as early as it can.
 */
export function startStoreHome(): void {
  if (!isStoreHome() || started) return;
  started = { banners: loadBanners(), hot: loadHot() };
  started.hot.catch(() => {});
  started.banners
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
}

/** Hands what startStoreHome asked for to the app's cache, under the keys the page reads. */
export function seedStoreHome(qc: QueryClient): void {
  if (!started) return;
  const { banners, hot } = started;
  void qc.prefetchQuery({ queryKey: keys.store.op('Store/GetIndexBackImg', {}), queryFn: () => banners });
  void qc.prefetchQuery({ queryKey: keys.store.op('Store/GetFoodsaleshelfInfoList#paged', HOME_QUERIES.hot), queryFn: () => hot });
}
