import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearch, searchPath, toFilter } from './search-url';

/** Reads a path back the way the router would hand it to the page. */
function roundTrip(path: string) {
  const [p = '', qs = ''] = path.split('?');
  const [search, foodType, foodTypeCode] = p.replace('/eshop/store/product/search', '').split('/').filter(Boolean).map(decodeURIComponent);
  return parseSearch({ search, foodType, foodTypeCode }, new URLSearchParams(qs));
}

describe('search URL', () => {
  it('puts the text alone in the path', () => {
    expect(searchPath({ text: '大米' })).toBe(`/eshop/store/product/search/${encodeURIComponent('大米')}`);
  });

  it('marks missing text with "-" when a type follows', () => {
    expect(searchPath({ typeName: '蔬菜', typeCode: '101' })).toBe(`/eshop/store/product/search/-/${encodeURIComponent('蔬菜')}/101`);
  });

  it('has no segments and no query for the empty state', () => {
    expect(searchPath()).toBe('/eshop/store/product/search');
  });

  it('round-trips every filter', () => {
    const s = {
      ...EMPTY_SEARCH,
      text: '鸡蛋',
      typeName: '禽蛋',
      typeCode: '103',
      supplier: '绿源',
      min: 1.5,
      max: 30,
      recommended: true,
      discount: true,
      sort: 'price_asc' as const,
      page: 3,
    };
    expect(roundTrip(searchPath(s))).toEqual(s);
  });

  it('ignores a bad sort, page and price', () => {
    const s = parseSearch({}, new URLSearchParams('sort=drop&page=-2&min=abc'));
    expect(s.sort).toBe('');
    expect(s.page).toBe(1);
    expect(s.min).toBeNull();
  });

  it('swaps a reversed price range and keeps an open end', () => {
    expect(toFilter({ ...EMPTY_SEARCH, min: 50, max: 10 }).PriceRange).toEqual([10, 50]);
    expect(toFilter({ ...EMPTY_SEARCH, max: 10 }).PriceRange).toEqual([null, 10]);
    expect(toFilter(EMPTY_SEARCH).PriceRange).toBeNull();
  });
});
