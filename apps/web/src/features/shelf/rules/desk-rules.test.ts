import type { TFoodType, TSeckillDetail, TShelfItem } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultShipDate,
  isMealType,
  isPastDate,
  isValidPrice,
  orderActions,
  seckillLocks,
  seckillRows,
  typePath,
  wallToIso,
} from '../../../lib/desk-rules';
import { priceProblem, quantityProblem, rangeProblem } from './seckill-form-rules';
import { shelfInputOf } from './shelf-form';

const type = (Id: string, Code: string, Children: TFoodType[] = []): TFoodType => ({ Id, Code, Name: Code, ParentId: null, Children });
const tree = [type('grain', '101', [type('rice', '10101'), type('flour', '10102')]), type('meal', '100')];

describe('orderActions', () => {
  it('confirms pending orders, ships confirmed ones, and takes invoices after confirmation unless cancelled', () => {
    expect(orderActions(1)).toEqual({ confirm: true, ship: false, invoice: false });
    expect(orderActions(2)).toEqual({ confirm: false, ship: true, invoice: true });
    expect(orderActions(3).invoice).toBe(true);
    expect(orderActions(4).invoice).toBe(true);
    expect(orderActions(5)).toEqual({ confirm: false, ship: false, invoice: false });
  });
});

describe('dates', () => {
  it('offers tomorrow in China, across month ends', () => {
    // 2026-11-30 20:00 UTC is already 1 December in China
    expect(defaultShipDate(Date.parse('2026-11-30T20:00:00Z'))).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it("offers the buyer's requested day when it has not passed", () => {
    const now = Date.parse('2026-11-22T10:00:00+08:00');
    expect(defaultShipDate(now, '2026-11-25')).toBe('2026-11-25');
    expect(defaultShipDate(now, '2026-11-22')).toBe('2026-11-22');
    expect(defaultShipDate(now, '2026-11-20')).toBe('2026-11-23');
    expect(defaultShipDate(now, null)).toBe('2026-11-23');
  });
  it('calls yesterday past and today not', () => {
    const now = Date.parse('2026-11-22T10:00:00+08:00');
    expect(isPastDate('2026-11-21', now)).toBe(true);
    expect(isPastDate('2026-11-22', now)).toBe(false);
  });
  it('sends wall-clock picker values with the China offset', () => {
    expect(wallToIso('2026-11-22 09:30:00')).toBe('2026-11-22T09:30:00+08:00');
  });
});

describe('food types', () => {
  it('finds the path of a leaf and recognises the nutrition-meal node', () => {
    expect(typePath(tree, 'flour')).toEqual(['grain', 'flour']);
    expect(typePath(tree, 'nothing')).toEqual([]);
    expect(isMealType(tree, 'meal')).toBe(true);
    expect(isMealType(tree, 'rice')).toBe(false);
  });
});

describe('isValidPrice', () => {
  it('mirrors the server: above 0, two decimals, at most a million', () => {
    expect(isValidPrice(12.5)).toBe(true);
    expect(isValidPrice(0.01)).toBe(true);
    expect(isValidPrice(0)).toBe(false);
    expect(isValidPrice(1.005)).toBe(false);
    expect(isValidPrice(10_000_000.01)).toBe(false);
    expect(isValidPrice(1e-7)).toBe(false);
    expect(isValidPrice(0.1 + 0.2)).toBe(true);
  });
});

describe('seckill', () => {
  const window = (Id: string, StartTime: string, EndTime: string): TSeckillDetail => ({
    Id,
    SaleShelfId: 'i1',
    StartTime,
    EndTime,
    ProductName: '大米',
    PresentPrice: 9,
    OriginalPrice: 12,
    Quantity: 10,
    OrderQuantity: 0,
    SoldPercent: 0,
    LimitPerBuyer: 0,
    Status: 1,
    B2B_FoodsaleshelfInfo: { Id: 'i1', ProductName: '大米', PromotionImage: '', FoodSpecification: '', Unit: '袋', OriginalPrice: 12, SupplierName: '' },
  });
  const now = Date.parse('2026-11-22T12:00:00+08:00');
  const item = {
    PresentPrice: 10,
    PromotionImage: '/img',
    OnSale: true,
    b2B_FoodsaleshelfseckilldetailInfos: [
      window('ended-early', '2026-11-20T08:00:00+08:00', '2026-11-20T10:00:00+08:00'),
      window('later', '2026-11-24T08:00:00+08:00', '2026-11-24T10:00:00+08:00'),
      window('running', '2026-11-22T11:00:00+08:00', '2026-11-22T13:00:00+08:00'),
      window('soon', '2026-11-23T08:00:00+08:00', '2026-11-23T10:00:00+08:00'),
      window('ended-late', '2026-11-21T08:00:00+08:00', '2026-11-21T10:00:00+08:00'),
    ],
  } as unknown as TShelfItem;

  it('lists running, then upcoming soonest first, then ended latest first', () => {
    const rows = seckillRows([item], now);
    expect(rows.map((r) => r.Id)).toEqual(['running', 'soon', 'later', 'ended-late', 'ended-early']);
    expect(rows[0]?.shelfPrice).toBe(10);
  });

  it('locks the start and price once started, everything once ended', () => {
    expect(seckillLocks(null, now)).toEqual({ product: false, start: false, price: false, all: false });
    expect(seckillLocks({ StartTime: '2026-11-23T08:00:00+08:00', EndTime: '2026-11-23T10:00:00+08:00' }, now).start).toBe(false);
    expect(seckillLocks({ StartTime: '2026-11-22T11:00:00+08:00', EndTime: '2026-11-22T13:00:00+08:00' }, now)).toMatchObject({
      start: true,
      price: true,
      all: false,
    });
    expect(seckillLocks({ StartTime: '2026-11-20T08:00:00+08:00', EndTime: '2026-11-20T10:00:00+08:00' }, now).all).toBe(true);
  });
});

describe('seckill form checks', () => {
  it('wants a window that ends after it starts and after now', () => {
    const now = '2026-11-22 12:00:00';
    expect(rangeProblem(null, '2026-11-22 13:00:00', now)).toBe('请选择秒杀时间');
    expect(rangeProblem('2026-11-22 13:00:00', '2026-11-22 13:00:00', now)).toBe('结束时间必须晚于开始时间');
    expect(rangeProblem('2026-11-22 10:00:00', '2026-11-22 11:00:00', now)).toBe('结束时间必须晚于现在');
    expect(rangeProblem('2026-11-22 11:00:00', '2026-11-22 13:00:00', now)).toBeNull();
  });
  it('wants a price below the shelf price and a quantity not below what is sold', () => {
    expect(priceProblem(10, 10)).toBe('秒杀价必须低于商品现价');
    expect(priceProblem(9.99, 10)).toBeNull();
    expect(priceProblem(0, 10)).toBe('价格应大于0且最多两位小数');
    expect(quantityProblem(3, 5)).toBe('秒杀数量不能少于已售出的5件');
    expect(quantityProblem(0, 0)).toBe('秒杀数量至少为1');
    expect(quantityProblem(5, 5)).toBeNull();
  });
});

describe('shelfInputOf', () => {
  it('sends the leaf type, the cover first, the package type only for meals, and no empty introduction', () => {
    const values = {
      ProductName: ' 小米 ',
      typePath: ['grain', 'rice'],
      PackageType: 2,
      FoodSpecification: '2.5kg/袋',
      Unit: '袋',
      FoodBrand: '',
      SealNumber: '',
      FoodShelfLife: 365,
      PresentPrice: 36.8,
      OriginalPrice: 42,
      Stock: 200,
      images: [
        { Id: 'a', FileUrl: '/a' },
        { Id: 'b', FileUrl: '/b' },
      ],
      Introduction: '<br>',
      ProductFeatures: '',
      IsRecommended: false,
      IsDiscount: true,
    };
    const input = shelfInputOf(values, null, false);
    expect(input).toMatchObject({ Id: null, ProductName: '小米', FoodTypeId: 'rice', PackageType: null, ImageFileIds: ['a', 'b'], Introduction: '' });
    expect(shelfInputOf(values, 'x', true)).toMatchObject({ Id: 'x', PackageType: 2 });
  });
});
