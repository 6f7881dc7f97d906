import { describe, expect, it } from 'vitest';
import { HISTORY_MAX, onSuggestKey, parseHistory, remember, suggestRows } from './search-suggest';

describe('search history', () => {
  it('puts the latest first, once, and keeps the last ten', () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i++) h = remember(h, `词${i}`);
    expect(h).toHaveLength(HISTORY_MAX);
    expect(h[0]).toBe('词11');
    expect(remember(h, ' 词5 ')).toEqual(['词5', ...h.filter((x) => x !== '词5')]);
    expect(remember(h, '   ')).toEqual(h);
  });
  it('reads a broken or foreign stored value as empty', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["土豆", 3, "", "鸡蛋"]')).toEqual(['土豆', '鸡蛋']);
  });
});

describe('the suggestion rows', () => {
  it('shows history and hot words for an empty box, no products', () => {
    expect(suggestRows('', ['土豆'], ['土豆丝'], ['蔬菜', '土豆'])).toEqual([
      { kind: 'history', text: '土豆' },
      { kind: 'hot', text: '蔬菜' },
    ]);
  });
  it('keeps the history matching the text, then products, then hot words, each once', () => {
    expect(suggestRows('土', ['土豆', '鸡蛋'], ['土豆', '土鸡'], ['土鸡', '土豆粉'])).toEqual([
      { kind: 'history', text: '土豆' },
      { kind: 'product', text: '土鸡' },
      { kind: 'hot', text: '土豆粉' },
    ]);
  });
});

describe('keys in the search box', () => {
  const rows = suggestRows('土', [], ['土豆', '土鸡', '土豆粉'], []);
  it('moves down and up through the rows and back to the typed text', () => {
    expect(onSuggestKey('ArrowDown', -1, rows, '土')).toEqual({ active: 0 });
    expect(onSuggestKey('ArrowDown', 2, rows, '土')).toEqual({ active: -1 });
    expect(onSuggestKey('ArrowUp', -1, rows, '土')).toEqual({ active: 2 });
    expect(onSuggestKey('ArrowUp', 0, rows, '土')).toEqual({ active: -1 });
    expect(onSuggestKey('ArrowDown', -1, [], '土')).toEqual({ active: -1 });
  });
  it('searches the highlighted row, or the typed text', () => {
    expect(onSuggestKey('Enter', 1, rows, '土')).toEqual({ search: '土鸡' });
    expect(onSuggestKey('Enter', -1, rows, ' 土 ')).toEqual({ search: '土' });
  });
  it('closes on Escape and leaves other keys to the input', () => {
    expect(onSuggestKey('Escape', 1, rows, '土')).toEqual({ close: true });
    expect(onSuggestKey('a', 1, rows, '土')).toBeNull();
  });
});
