import { describe, expect, it } from 'vitest';
import { linkFits, modeOf, moved } from './content-rules';

describe('operator content rules', () => {
  it('takes a link of this site or http(s), or none, as the contract does', () => {
    for (const ok of ['', '  ', '/eshop/store', '/eshop/store/news/1?x=1', 'https://example.com/a', 'HTTP://example.com']) expect(linkFits(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x', 'example.com', '/a b', 'https://', 'mailto:a@b.c']) expect(linkFits(bad)).toBe(false);
  });

  it('moves an item of a list to another place, the others keeping their order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('opens an article in the publish mode of its state', () => {
    expect(modeOf('draft')).toBe('draft');
    expect(modeOf('scheduled')).toBe('later');
    expect(modeOf('published')).toBe('now');
    expect(modeOf('unpublished')).toBe('now');
    expect(modeOf(undefined)).toBe('now');
  });
});
