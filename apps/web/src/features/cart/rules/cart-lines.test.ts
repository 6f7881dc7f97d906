import type { TCartLine } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { footerCount, maxQuantity, shelfIdsOf, subtotal, totalsOf } from './cart-lines';

const line = (over: Partial<TCartLine>): TCartLine => ({
  Id: 'l1',
  FoodSaleShelfId: 's1',
  CartNumber: 1,
  ProductName: '东北大米',
  PromotionImage: '',
  Specification: '10kg/袋',
  PresentPrice: 1,
  OriginalPrice: 1,
  Unit: '袋',
  Stock: 10,
  IsSeckill: false,
  SeckillDetailId: null,
  SeckillRemaining: null,
  SupplierId: 'f1',
  SupplierName: '供应商',
  MinQuantity: 1,
  QuantityStep: 1,
  SeckillBuyerRemaining: null,
  Available: true,
  UnavailableReason: null,
  CreateTime: '2026-11-21T08:00:00+08:00',
  ...over,
});

describe('cart lines', () => {
  it('caps a seckill line by what the offer has left', () => {
    expect(maxQuantity(line({ Stock: 50 }))).toBe(50);
    expect(maxQuantity(line({ Stock: 50, IsSeckill: true, SeckillRemaining: 3 }))).toBe(3);
    expect(maxQuantity(line({ Stock: 2, IsSeckill: true, SeckillRemaining: 30 }))).toBe(2);
    expect(maxQuantity(line({ Stock: -1 }))).toBe(0);
  });

  it('adds money in fen and earns a point per whole yuan', () => {
    expect(subtotal(line({ PresentPrice: 0.1, CartNumber: 3 }))).toBe(0.3);
    const t = totalsOf([line({ PresentPrice: 12.35, CartNumber: 2 }), line({ PresentPrice: 0.1, CartNumber: 3 })]);
    expect(t).toEqual({ lines: 2, byUnit: [{ unit: '袋', units: 5 }], amount: 25, points: 25 });
    expect(totalsOf([line({ PresentPrice: 9.99, CartNumber: 1 })]).points).toBe(9);
    expect(totalsOf([])).toEqual({ lines: 0, byUnit: [], amount: 0, points: 0 });
  });

  it('counts lines, and units per unit name (10 袋 + 2 箱 + 2 箱 is 3 lines: 10 袋, 4 箱)', () => {
    const t = totalsOf([line({ Id: 'a', CartNumber: 10 }), line({ Id: 'b', Unit: '箱', CartNumber: 2 }), line({ Id: 'c', Unit: '箱', CartNumber: 2 })]);
    expect(t.lines).toBe(3);
    expect(t.byUnit).toEqual([
      { unit: '袋', units: 10 },
      { unit: '箱', units: 4 },
    ]);
    expect(footerCount(t)).toBe('已选 3 种商品（10 袋、4 箱）');
  });

  it('a line without a unit name counts in 件; nothing selected says so', () => {
    expect(totalsOf([line({ Unit: ' ', CartNumber: 3 })]).byUnit).toEqual([{ unit: '件', units: 3 }]);
    expect(footerCount(totalsOf([]))).toBe('已选 0 种商品');
  });

  it('names each shelf item once', () => {
    expect(shelfIdsOf([line({ Id: 'a' }), line({ Id: 'b', IsSeckill: true }), line({ FoodSaleShelfId: 's2' })])).toEqual(['s1', 's2']);
  });
});
