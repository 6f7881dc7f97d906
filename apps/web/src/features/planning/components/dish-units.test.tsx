import { describe, expect, it } from 'vitest';
import { orderUnits } from './dish-units';

const rice = { FoodId: 'a', FoodName: '大米', SupplyName: '禾丰', Unit: '袋', Grams: 120.5, NetWeight: 25_000 };
const pork = { FoodId: 'b', FoodName: '猪肉', SupplyName: '肉联', Unit: '千克', Grams: 80, NetWeight: 1000 };
const salt = { FoodId: 'c', FoodName: '盐', SupplyName: '禾丰', Unit: '包', Grams: 2, NetWeight: null };

describe('orderUnits', () => {
  it('rounds each ingredient up to whole units of its net weight', () => {
    const [r, p] = orderUnits([rice, pork], 40);
    expect(r?.grams).toBe(4820);
    expect(r?.units).toBe(1);
    expect(p?.grams).toBe(3200);
    expect(p?.units).toBe(4);
  });
  it('an exact multiple is not rounded up, one gram more is', () => {
    expect(orderUnits([pork], 25)[0]?.units).toBe(2);
    expect(orderUnits([{ ...pork, Grams: 80.1 }], 25)[0]?.units).toBe(3);
  });
  it('flags a product without net weight and buys nothing for invalid portions', () => {
    expect(orderUnits([salt], 40)[0]?.units).toBeNull();
    expect(orderUnits([pork], 0)[0]?.units).toBe(0);
    expect(orderUnits([pork], 1.5)[0]?.grams).toBe(0);
  });
});
