import { MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.js';

interface Suggest {
  Products: string[];
  HotWords: string[];
}

describe.each(BACKENDS)('Store/GetSearchSuggest on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  const suggest = async (Keyword: string): Promise<Suggest> => t.client().ok('Store/GetSearchSuggest', { Keyword });
  /** On-sale items of the store (those named with the text, when given), best sellers first, with their sales. */
  async function onSale(ProductName?: string): Promise<{ ProductName: string; SoldCount: number }[]> {
    return t.client().ok('Store/GetFoodsaleshelfDetailList', { ProductName, OrderBy: 'sales', PagerInfo: { PageIndex: 1, PageSize: 100 } });
  }

  it('answers a visitor the on-sale names holding the text, best sellers first, each once', async () => {
    const r = await suggest('土豆');
    expect(r.Products.length).toBeGreaterThan(0);
    expect(r.Products.length).toBeLessThanOrEqual(8);
    for (const n of r.Products) expect(n).toContain('土豆');
    expect(new Set(r.Products).size).toBe(r.Products.length);
    const sold = new Map<string, number>();
    for (const i of await onSale('土豆')) sold.set(i.ProductName, Math.max(sold.get(i.ProductName) ?? 0, i.SoldCount));
    const sales = r.Products.map((n) => sold.get(n) ?? -1);
    expect(sales.every((s) => s >= 0)).toBe(true);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });

  it('matches the words of the text, not LIKE wildcards', async () => {
    expect((await suggest('%')).Products).toEqual([]);
    expect((await suggest('_')).Products).toEqual([]);
    expect(await suggest('不存在的商品名称')).toEqual({ Products: [], HotWords: [] });
  });

  it('offers hot words for an empty box: food types and best sellers, at most 8, each once', async () => {
    const r = await suggest('');
    expect(r.Products).toEqual([]);
    expect(r.HotWords.length).toBeGreaterThan(0);
    expect(r.HotWords.length).toBeLessThanOrEqual(8);
    expect(new Set(r.HotWords).size).toBe(r.HotWords.length);
    const [best] = await onSale();
    expect(r.HotWords).toContain(best?.ProductName);
    // An absent keyword is an empty one.
    expect(await t.client().ok('Store/GetSearchSuggest', {} as never)).toEqual(r);
  });

  it('keeps the hot words matching a typed text', async () => {
    const r = await suggest('蛋');
    expect(r.HotWords.length).toBeGreaterThan(0);
    for (const w of r.HotWords) expect(w).toContain('蛋');
  });

  it('refuses a keyword over 50 characters', async () => {
    const r = await t.client().call('Store/GetSearchSuggest', { Keyword: '菜'.repeat(51) });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(MSG.searchTooLong);
  });
});
