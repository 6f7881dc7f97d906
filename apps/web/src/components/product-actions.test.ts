import { describe, expect, it } from 'vitest';
import { withCollected } from './product-actions';

describe('withCollected', () => {
  it('marks every copy of the item, wherever the list nests it', () => {
    const other = { Id: 'b', FoodSaleShelfId: 'b', FoodIsCollect: false };
    const data = { rows: [{ Id: 'a', FoodSaleShelfId: 'a', FoodIsCollect: false }, other], pager: { RowCount: 2 } };
    const next = withCollected(data, 'a', true) as typeof data;
    expect(next.rows[0]?.FoodIsCollect).toBe(true);
    expect(next.rows[1]).toBe(other);
    expect(next.pager).toBe(data.pager);
    expect(data.rows[0]?.FoodIsCollect).toBe(false);
  });

  it('keeps the same data when nothing changes', () => {
    const data = [{ Id: 'a', FoodSaleShelfId: 'a', FoodIsCollect: true }, 'x', 3, null];
    expect(withCollected(data, 'a', true)).toBe(data);
    expect(withCollected(data, 'z', false)).toBe(data);
  });
});
