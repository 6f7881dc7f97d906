import { describe, expect, it } from 'vitest';
import { NO_FILTER, orderListInput } from './order-filter';

describe('orderListInput', () => {
  it('leaves out what is not filtered', () => {
    expect(orderListInput(NO_FILTER)).toEqual({ Status: 0, PagerInfo: { PageIndex: 1, PageSize: 10 } });
  });

  it('sends every filter under its wire name', () => {
    expect(orderListInput({ status: 2, search: '大米', range: ['2026-11-01', '2026-11-21'], source: 0, page: 3 })).toEqual({
      Status: 2,
      SearchName: '大米',
      StartTime: '2026-11-01',
      EndTime: '2026-11-21',
      OrderSourceType: 0,
      PagerInfo: { PageIndex: 3, PageSize: 10 },
    });
  });
});
