import { describe, expect, it } from 'vitest';
import { largestAllowed, mostAllowed, type QuantityFacts, quantityProblem, quantityRuleText, seckillLimitsText, snapToGrid } from './quantity';

const potato: QuantityFacts = { name: '土豆', unit: '斤', min: 5, step: 5, stock: 42 };

describe('quantity rules (as the server words them)', () => {
  it('refuses below the minimum and off the step, naming number and unit', () => {
    expect(quantityProblem(3, potato)).toBe('「土豆」起订量为 5 斤');
    expect(quantityProblem(7, potato)).toBe('「土豆」须按 5 斤的倍数购买');
    expect(quantityProblem(4, { ...potato, min: 2 })).toBe('「土豆」起订 2 斤，之后须按 5 斤递增（如 2、7、12 斤）');
    expect(quantityProblem(10, potato)).toBeNull();
    expect(quantityProblem(0, potato)).toBe('请选择数量');
    expect(quantityProblem(null, potato)).toBe('请选择数量');
  });

  it('refuses above the stock naming it and the most one may buy, and five digits at most', () => {
    expect(quantityProblem(45, potato)).toBe('「土豆」库存仅剩 42 斤，最多可购买 40 斤');
    expect(quantityProblem(40, potato)).toBeNull();
    expect(quantityProblem(50, { ...potato, min: 1, step: 1, stock: 4 })).toBe('「土豆」库存仅剩 4 斤，最多可购买 4 斤');
    expect(quantityProblem(5, { ...potato, stock: 0 })).toBe('「土豆」已无库存');
    expect(quantityProblem(999_999, { ...potato, min: 1, step: 1, stock: 1_000_000 })).toBe('单次数量不能超过99999');
  });

  it('on a flash sale names the remaining units, never 已抢光 while some remain, then the per-buyer limit', () => {
    const offer: QuantityFacts = { name: '鸡蛋', unit: '件', min: 1, step: 1, stock: 1993, seckillRemaining: 18, limitPerBuyer: 5 };
    const over = quantityProblem(500, { ...offer, seckillRemaining: 2 });
    expect(over).toBe('「鸡蛋」秒杀仅剩 2 件，最多可抢 2 件');
    expect(over).not.toContain('已抢光');
    expect(quantityProblem(1, { ...offer, seckillRemaining: 0 })).toBe('「鸡蛋」已抢光');
    expect(quantityProblem(6, offer)).toBe('「鸡蛋」每家单位限购 5 件，您还可购买 5 件');
    expect(quantityProblem(3, { ...offer, buyerRemaining: 2 })).toBe('「鸡蛋」每家单位限购 5 件，您还可购买 2 件');
    expect(quantityProblem(3, { ...offer, limitPerBuyer: 0, buyerRemaining: 2 })).toBe('「鸡蛋」限购，您单位还可购买 2 件');
    expect(quantityProblem(5, offer)).toBeNull();
    expect(mostAllowed(offer)).toBe(5);
    expect(mostAllowed({ ...offer, limitPerBuyer: 0 })).toBe(18);
  });

  it('steps on the grid from the minimum', () => {
    expect(snapToGrid(null, potato, 1)).toBe(5);
    expect(snapToGrid(10, potato, 1)).toBe(10);
    expect(snapToGrid(13, potato, 1)).toBe(15);
    expect(snapToGrid(1, potato, -1)).toBe(5);
    expect(snapToGrid(8, potato, -1)).toBe(5);
    expect(snapToGrid(7, { min: 2, step: 5 }, -1)).toBe(7);
    expect(largestAllowed(42, 5, 5)).toBe(40);
    expect(largestAllowed(4, 5, 5)).toBe(0);
    expect(mostAllowed(potato)).toBe(40);
  });

  it('words the rules for the detail page', () => {
    expect(quantityRuleText(5, 5, '斤')).toBe('起订 5 斤 · 5 斤起递增');
    expect(quantityRuleText(2, 1, '箱')).toBe('起订 2 箱');
    expect(quantityRuleText(1, 1, '斤')).toBe('');
    expect(seckillLimitsText(18, 5, '件')).toBe('剩余 18 件 · 每家限购 5 件');
    expect(seckillLimitsText(18, 0, '件')).toBe('剩余 18 件');
  });
});
