import type { InputOf } from '@shanlian/contract';
import { ORDER_BY } from '@shanlian/contract/browser';

/**
 * The search page's URL convention.
 *
 * The path carries what a visitor arrives with, readable and shareable:
 *   /eshop/store/product/search                         everything
 *   /eshop/store/product/search/<text>                  the header search box
 *   /eshop/store/product/search/-/<typeName>/<typeCode> a category (no text: "-")
 *   /eshop/store/product/search/<text>/<typeName>/<typeCode>
 * "-" stands for "no search text" because the route's segments are positional; the type
 * name is only for the reader, the code is what filters.
 * The refinements live in the query string: ?supplier=&min=&max=&rec=1&disc=1&sort=sales&page=2,
 * so back/forward and reload restore the exact screen.
 */
export const SEARCH_BASE = '/eshop/store/product/search';
export const SEARCH_PAGE_SIZE = 20;
const NONE = '-';

export type SortKey = '' | (typeof ORDER_BY)[number];
export const SORT_KEYS: SortKey[] = ['', ...ORDER_BY];

export interface SearchState {
  text: string;
  typeName: string;
  typeCode: string;
  supplier: string;
  min: number | null;
  max: number | null;
  recommended: boolean;
  discount: boolean;
  sort: SortKey;
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  text: '',
  typeName: '',
  typeCode: '',
  supplier: '',
  min: null,
  max: null,
  recommended: false,
  discount: false,
  sort: '',
  page: 1,
};

const seg = (s: string) => encodeURIComponent(s || NONE);

function num(v: string | null): number | null {
  if (v == null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function searchPath(s: Partial<SearchState> = {}): string {
  const state = { ...EMPTY_SEARCH, ...s };
  let path = SEARCH_BASE;
  const text = state.text.trim();
  if (text || state.typeCode) path += `/${seg(text)}`;
  if (state.typeCode) path += `/${seg(state.typeName)}/${encodeURIComponent(state.typeCode)}`;
  const q = new URLSearchParams();
  if (state.supplier.trim()) q.set('supplier', state.supplier.trim());
  if (state.min != null) q.set('min', String(state.min));
  if (state.max != null) q.set('max', String(state.max));
  if (state.recommended) q.set('rec', '1');
  if (state.discount) q.set('disc', '1');
  if (state.sort) q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Shortcut for links from menus and floors. */
export const typeSearchPath = (typeName: string, typeCode: string) => searchPath({ typeName, typeCode });

export function parseSearch(params: { search?: string; foodType?: string; foodTypeCode?: string }, query: URLSearchParams): SearchState {
  const clean = (v: string | undefined) => (v && v !== NONE ? v : '');
  const sort = query.get('sort') ?? '';
  const page = Math.floor(num(query.get('page')) ?? 1);
  return {
    text: clean(params.search),
    typeName: clean(params.foodType),
    typeCode: clean(params.foodTypeCode),
    supplier: query.get('supplier') ?? '',
    min: num(query.get('min')),
    max: num(query.get('max')),
    recommended: query.get('rec') === '1',
    discount: query.get('disc') === '1',
    sort: (SORT_KEYS as string[]).includes(sort) ? (sort as SortKey) : '',
    page: Math.max(1, page),
  };
}

/** The state as the operation's filter. */
export function toFilter(s: SearchState): InputOf<'Store/GetFoodsaleshelfDetailList'> {
  const [lo, hi] = s.min != null && s.max != null && s.min > s.max ? [s.max, s.min] : [s.min, s.max];
  return {
    ProductName: s.text || null,
    SupplyName: s.supplier || null,
    FoodTypeCode: s.typeCode || null,
    PriceRange: lo == null && hi == null ? null : [lo, hi],
    IsRecommended: s.recommended || null,
    IsDiscount: s.discount || null,
    OrderBy: s.sort || null,
    PagerInfo: { PageIndex: s.page, PageSize: SEARCH_PAGE_SIZE },
  };
}
