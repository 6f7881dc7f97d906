import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cmsApi } from '../api/cms';
import { storeApi } from '../api/store';
import { BANNER_IMAGE, HOME_QUERIES } from '../features/store/rules/home-queries';
import { parseSearch, SEARCH_BASE, toFilter } from '../features/store/rules/search-url';
import { IMAGE_PX, thumbSrcSet, thumbUrl } from '../lib/image';

/** The size the detail page draws its main picture at, and a search result card's (components/product-card.tsx). */

/** Queries asked for before the app's code has arrived, handed to its cache under the keys the page reads (its domain api's read and page). */
let started: { key: QueryKey; data: Promise<unknown> }[] = [];

function preloadImage(href: string, srcset?: string, sizes?: string): void {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcset && sizes) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

function start<T>(key: QueryKey, load: () => Promise<T>, then?: (data: T) => void): void {
  const data = load();
  data.then(then, () => {});
  started.push({ key, data });
}

const decode = (s: string | undefined) => {
  try {
    return s ? decodeURIComponent(s) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The first data of the store's landing pages — the home, a search, a product detail — asked for by
 * the page's first (small) script, before the app's own code has even been evaluated; and the page's
 * largest picture (the first banner, the first result, the product's picture) preloaded as soon as
 * its address is known, at the size the page will draw it.
 */
export function startStorePage(): void {
  if (started.length) return;
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path === '/eshop/store') {
    start(
      cmsApi.read('Store/GetIndexBackImg', {}).queryKey,
      () => cmsApi.call('Store/GetIndexBackImg', {}),
      (banners) => {
        const first = banners[0]?.FileUrl;
        if (first) preloadImage(thumbUrl(first, BANNER_IMAGE.fallbackPx), thumbSrcSet(first, [...BANNER_IMAGE.widths]), BANNER_IMAGE.sizes);
      },
    );
    start(storeApi.page('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot).queryKey, () =>
      storeApi.callPaged('Store/GetFoodsaleshelfInfoList', HOME_QUERIES.hot),
    );
    return;
  }
  const detail = /^\/eshop\/store\/product\/detail\/([^/]+)$/.exec(path);
  if (detail) {
    const input = { Id: decode(detail[1]) ?? '' };
    start(
      storeApi.read('Store/GetProductDetailById', input).queryKey,
      () => storeApi.call('Store/GetProductDetailById', input),
      (p) => {
        const first = p.B2B_FoodsaleshelffileInfos[0]?.FileUrl;
        if (first) preloadImage(thumbUrl(first, IMAGE_PX.detail));
      },
    );
    return;
  }
  if (path === SEARCH_BASE || path.startsWith(`${SEARCH_BASE}/`)) {
    const [search, foodType, foodTypeCode] = path
      .slice(SEARCH_BASE.length + 1)
      .split('/')
      .map(decode);
    const input = toFilter(parseSearch({ search, foodType, foodTypeCode }, new URLSearchParams(window.location.search)));
    start(
      storeApi.page('Store/GetFoodsaleshelfDetailList', input).queryKey,
      () => storeApi.callPaged('Store/GetFoodsaleshelfDetailList', input),
      (r) => {
        const first = r.rows[0]?.PromotionImage;
        if (first) preloadImage(thumbUrl(first, IMAGE_PX.card));
      },
    );
  }
}

/** Hands what startStorePage asked for to the app's cache. */
export function seedStorePage(qc: QueryClient): void {
  for (const { key, data } of started) void qc.prefetchQuery({ queryKey: key, queryFn: () => data });
  started = [];
}
