import { describe, expect, it } from 'vitest';
import { addDays, byDayOption, daysIn, dayTotals, lastDays, rangeOk, rankedAmounts, recentSeckill, seckillOption, thisMonth } from './figures';
import { browserOf, differingFields, fieldName, fieldNames, licenceExpired, type ShelfSide } from './review-rules';

const side = (over: Partial<ShelfSide> = {}): ShelfSide => ({
  ProductName: '土鸡蛋',
  PresentPrice: 12.5,
  OriginalPrice: 15,
  Images: [
    { Id: 'a', FileUrl: '/v1/File/Download/a' },
    { Id: 'b', FileUrl: '/v1/File/Download/b' },
  ],
  Introduction: '<p>散养</p>',
  ...over,
});

describe('figures ranges', () => {
  // 2026-03-01 01:00 in China is still 2026-02-28 in UTC
  const now = Date.parse('2026-02-28T17:00:00Z');

  it('counts days in China time, across month ends', () => {
    expect(lastDays(now, 30)).toEqual({ From: '2026-01-31', To: '2026-03-01' });
    expect(lastDays(now, 7)).toEqual({ From: '2026-02-23', To: '2026-03-01' });
    expect(thisMonth(now)).toEqual({ From: '2026-03-01', To: '2026-03-01' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysIn({ From: '2026-01-01', To: '2026-12-31' })).toBe(365);
  });

  it('takes ranges of 1 to 366 days, from not after to', () => {
    expect(rangeOk({ From: '2026-01-01', To: '2026-01-01' })).toBe(true);
    expect(rangeOk({ From: '2024-01-01', To: '2024-12-31' })).toBe(true);
    expect(rangeOk({ From: '2024-01-01', To: '2025-01-01' })).toBe(false);
    expect(rangeOk({ From: '2026-01-02', To: '2026-01-01' })).toBe(false);
  });
});

describe('figures charts', () => {
  it('puts orders on the left axis and the amount on the right', () => {
    const o = byDayOption(
      [
        { Day: '2026-03-01', Orders: 2, Amount: 100.5 },
        { Day: '2026-03-02', Orders: 0, Amount: 0 },
      ],
      { orders: '订单数', amount: '金额' },
    );
    const series = o.series as { type: string; yAxisIndex?: number; data: number[] }[];
    expect(series[0]).toMatchObject({ type: 'bar', data: [2, 0] });
    expect(series[1]).toMatchObject({ type: 'line', yAxisIndex: 1, data: [100.5, 0] });
    expect((o.xAxis as { data: string[] }).data).toEqual(['03-01', '03-02']);
  });

  it('ranks by amount and keeps the latest flash sales', () => {
    const rows = [
      { Key: 'a', Name: 'A', Orders: 1, Amount: 10 },
      { Key: 'b', Name: 'B', Orders: 5, Amount: 30 },
      { Key: 'c', Name: 'C', Orders: 2, Amount: 30 },
    ];
    expect(rankedAmounts(rows, 2).map((r) => r.Key)).toEqual(['b', 'c']);
    const sale = (Id: string, StartTime: string) => ({ Id, ProductName: Id, SupplierName: 'S', StartTime, Quantity: 10, Sold: 5, SoldPercent: 50, Refused: 1 });
    const sales = [sale('x', '2026-03-01T10:00:00+08:00'), sale('y', '2026-03-03T10:00:00+08:00'), sale('z', '2026-03-02T10:00:00+08:00')];
    expect(recentSeckill(sales, 2).map((s) => s.Id)).toEqual(['y', 'z']);
    const o = seckillOption(sales, { sold: '售出比例', refused: '被拒次数' });
    expect((o.yAxis as { data: string[] }).data[2]).toBe('y 03-03');
    expect(
      dayTotals([
        { Day: 'd', Orders: 1, Amount: 0.1 },
        { Day: 'e', Orders: 2, Amount: 0.2 },
      ]),
    ).toEqual({ Orders: 3, Amount: 0.3 });
  });
});

describe('review rules', () => {
  it('finds the fields a change touches, and every field of a new item', () => {
    expect(differingFields(side(), side())).toEqual(new Set());
    expect(differingFields(side(), side({ PresentPrice: 13, Images: [{ Id: 'b', FileUrl: '' }] }))).toEqual(new Set(['PresentPrice', 'Images']));
    expect(differingFields(side(), side({ Introduction: '<p>散养 </p>' }))).toEqual(new Set(['Introduction']));
    expect(differingFields(null, side()).size).toBe(5);
  });

  it('names fields by key or by name', () => {
    expect(fieldName('PresentPrice')).toBe('现价');
    expect(fieldName('商品图片')).toBe('商品图片');
    expect(fieldNames(['PresentPrice', 'Images'])).toBe('现价、商品图片');
  });

  it('shortens a user agent', () => {
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome 131 · Windows',
    );
    expect(
      browserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari 17 · iOS');
    expect(browserOf('')).toBe('—');
    expect(browserOf('curl/8.0')).toBe('curl/8.0');
  });

  it('says when a licence has expired', () => {
    expect(licenceExpired('2026-02-28', '2026-03-01')).toBe(true);
    expect(licenceExpired('2026-03-01', '2026-03-01')).toBe(false);
    expect(licenceExpired(null, '2026-03-01')).toBe(false);
  });
});
