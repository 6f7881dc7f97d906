import { describe, expect, it } from 'vitest';
import { pageItems } from './pager';

describe('the page numbers shown', () => {
  it('are all of up to seven pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('are the first, two each side of the current one, and the last, with jumps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'prev', 8, 9, 10, 11, 12, 'next', 20]);
  });
  it('keep five numbers near either end', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'next', 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'next', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'prev', 16, 17, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 'prev', 16, 17, 18, 19, 20]);
  });
  it('show no jump where the next number follows', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'prev', 15, 16, 17, 18, 19, 20]);
  });
});
