import { SortNumber } from '@shanlian/contract/browser';

const page = (size: number) => ({ PageIndex: 1, PageSize: size });

/** The home page's product lists; the entry asks for the first ones before the page's code arrives (app/prefetch.ts). */
export const HOME_QUERIES = {
  hot: { SortNumber: SortNumber.HotSale, OrderBy: 'sales', PagerInfo: page(5) },
  recommended: { SortNumber: SortNumber.Recommend, PagerInfo: page(15) },
  latest: { SortNumber: SortNumber.Latest, PagerInfo: page(5) },
  guess: { PageSize: 10 },
} as const;

/** The banner as the page draws it: the srcset widths and the sizes rule, shared with the early preload. */
export const BANNER_IMAGE = { widths: [480, 640, 800], sizes: '(max-width: 768px) 100vw, 720px', fallbackPx: 400 } as const;
