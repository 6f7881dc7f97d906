import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../constants.js';
import { largestAllowed, QUANTITY_MSG, smallestAllowed } from './quantity.js';

const rice = { name: '五常大米', unit: '袋' };
const noUnit = { name: '鸡蛋', unit: '  ' };

describe('the quantity a minimum and a step allow', () => {
  it('rounds a wanted quantity up to the next allowed one', () => {
    expect(smallestAllowed(1, 5, 2)).toBe(5);
    expect(smallestAllowed(5, 5, 2)).toBe(5);
    expect(smallestAllowed(6, 5, 2)).toBe(7);
    expect(smallestAllowed(7, 5, 2)).toBe(7);
    expect(smallestAllowed(8, 5, 2)).toBe(9);
    expect(smallestAllowed(13, 3, 5)).toBe(13);
    expect(smallestAllowed(14, 3, 5)).toBe(18);
  });

  it('rounds a cap down to the largest allowed one, or 0 below the minimum', () => {
    expect(largestAllowed(4, 5, 2)).toBe(0);
    expect(largestAllowed(5, 5, 2)).toBe(5);
    expect(largestAllowed(6, 5, 2)).toBe(5);
    expect(largestAllowed(8, 5, 2)).toBe(7);
    expect(largestAllowed(9, 5, 2)).toBe(9);
    expect(largestAllowed(17, 3, 5)).toBe(13);
  });
});

describe('the quantity messages', () => {
  it('name the product, the limit and its unit (件 when the product names none)', () => {
    expect(QUANTITY_MSG.belowMin(rice, 5)).toBe('「五常大米」起订量为 5 袋');
    expect(QUANTITY_MSG.belowMin(noUnit, 30)).toBe('「鸡蛋」起订量为 30 件');
    expect(QUANTITY_MSG.belowMin({ name: '油', unit: ' 桶 ' }, 2)).toBe('「油」起订量为 2 桶');
    expect(QUANTITY_MSG.noStock(rice)).toBe('「五常大米」已无库存');
    expect(QUANTITY_MSG.soldOut(rice)).toBe('「五常大米」已抢光');
    expect(QUANTITY_MSG.overOffer(rice, 3, 2)).toBe('「五常大米」秒杀仅剩 3 袋，最多可抢 2 袋');
    expect(QUANTITY_MSG.tooMany).toBe(`单次数量不能超过${MAX_LINE_QUANTITY}`);
  });

  it('say a step as multiples when the minimum is a multiple of it, else with the first allowed quantities', () => {
    expect(QUANTITY_MSG.offStep(rice, 4, 2)).toBe('「五常大米」须按 2 袋的倍数购买');
    expect(QUANTITY_MSG.offStep(rice, 5, 2)).toBe('「五常大米」起订 5 袋，之后须按 2 袋递增（如 5、7、9 袋）');
  });

  it('say how many can still be bought, or that none can', () => {
    expect(QUANTITY_MSG.overStock(rice, 7, 6)).toBe('「五常大米」库存仅剩 7 袋，最多可购买 6 袋');
    expect(QUANTITY_MSG.overStock(rice, 3, 0)).toBe('「五常大米」库存仅剩 3 袋，不足起订量');
    expect(QUANTITY_MSG.overBuyerLimit(rice, 10, 4)).toBe('「五常大米」每家单位限购 10 袋，您还可购买 4 袋');
    expect(QUANTITY_MSG.overBuyerLimit(rice, 10, 0)).toBe('「五常大米」每家单位限购 10 袋，您单位已买满');
    expect(QUANTITY_MSG.overBuyerLeft(rice, 1)).toBe('「五常大米」限购，您单位还可购买 1 袋');
    expect(QUANTITY_MSG.overBuyerLeft(rice, 0)).toBe('「五常大米」限购，您单位已买满');
  });
});
