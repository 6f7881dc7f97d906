import type { TSeckillDetail, TSeckillWindow } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { buyMode, featuredWindow, offerState, orderWindows, statusKey } from './seckill';

const H = 3_600_000;
const NOW = Date.parse('2026-11-21T10:00:00+08:00');
const iso = (ms: number) => new Date(ms).toISOString();

function offer(startH: number, endH: number, soldPercent = 40): TSeckillDetail {
  return {
    Id: `o${startH}`,
    SaleShelfId: 's1',
    StartTime: iso(NOW + startH * H),
    EndTime: iso(NOW + endH * H),
    ProductName: '东北大米',
    PresentPrice: 9.9,
    OriginalPrice: 15,
    Quantity: 100,
    OrderQuantity: soldPercent,
    SoldPercent: soldPercent,
    LimitPerBuyer: 0,
    Status: 1,
    B2B_FoodsaleshelfInfo: {
      Id: 's1',
      ProductName: '东北大米',
      PromotionImage: '',
      FoodSpecification: '10kg',
      Unit: '袋',
      OriginalPrice: 15,
      SupplierName: '绿源',
    },
  };
}
const windowOf = (startH: number, endH: number): TSeckillWindow => ({
  StartTime: iso(NOW + startH * H),
  EndTime: iso(NOW + endH * H),
  Status: 1,
  b2B_FoodsaleshelfseckilldetailInfos: [],
});

describe('seckill on the page clock', () => {
  it('orders windows running, upcoming, ended', () => {
    const ended = windowOf(-3, -1);
    const upcoming = windowOf(2, 4);
    const running = windowOf(-1, 1);
    const older = windowOf(-8, -6);
    expect(orderWindows([older, ended, upcoming, running], NOW)).toEqual([running, upcoming, ended, older]);
  });

  it('features the running window, else the next one, never an ended one', () => {
    expect(featuredWindow([windowOf(-3, -1), windowOf(2, 4)], NOW)?.StartTime).toBe(iso(NOW + 2 * H));
    expect(featuredWindow([windowOf(-3, -1)], NOW)).toBeUndefined();
  });

  it('flips the status key when a window starts', () => {
    const w = [windowOf(1, 2)];
    expect(statusKey(w, NOW)).not.toBe(statusKey(w, NOW + H));
  });

  it('uses the first offer not yet ended, with the live status not the server one', () => {
    const mode = buyMode([offer(-3, -1), offer(-0.5, 1)], NOW);
    expect(mode.kind).toBe('seckill');
    if (mode.kind === 'seckill') expect(mode.status).toBe(2);
  });

  it('is ended when every offer ended, normal without offers', () => {
    expect(buyMode([offer(-3, -1)], NOW).kind).toBe('ended');
    expect(buyMode([], NOW).kind).toBe('normal');
  });

  it('says sold out at 100 %, otherwise follows the clock', () => {
    expect(offerState(offer(-1, 1, 100), NOW)).toBe('soldOut');
    expect(offerState(offer(1, 2), NOW)).toBe('notStarted');
    expect(offerState(offer(-1, 1), NOW)).toBe('running');
    expect(offerState(offer(-2, -1), NOW)).toBe('ended');
    expect(offerState(offer(1, 2), NOW + H)).toBe('running');
  });
});
