import { describe, expect, it } from 'vitest';
import { ALL_TYPES, activeTab, ofType, typeTabs } from './favorite-tabs';

const items = [
  { Id: '1', FoodTypeId: 'veg', FoodTypeName: '蔬菜', FoodTypeCode: '0102' },
  { Id: '2', FoodTypeId: 'meat', FoodTypeName: '肉类', FoodTypeCode: '0101' },
  { Id: '3', FoodTypeId: 'veg', FoodTypeName: '蔬菜', FoodTypeCode: '0102' },
  { Id: '4', FoodTypeId: '', FoodTypeName: '', FoodTypeCode: '' },
];

describe('favourite tabs', () => {
  it('counts each food type in the catalogue order, and names a missing type last', () => {
    expect(typeTabs(items, '其他')).toEqual([
      { id: 'meat', name: '肉类', count: 1, code: '0101' },
      { id: 'veg', name: '蔬菜', count: 2, code: '0102' },
      { id: 'none', name: '其他', count: 1, code: '' },
    ]);
  });
  it('filters on the client', () => {
    expect(ofType(items, ALL_TYPES)).toHaveLength(4);
    expect(ofType(items, 'veg').map((i) => i.Id)).toEqual(['1', '3']);
    expect(ofType(items, 'none').map((i) => i.Id)).toEqual(['4']);
  });
  it('falls back to 全部 when the chosen type is gone', () => {
    const tabs = typeTabs(items, '其他');
    expect(activeTab(tabs, 'veg')).toBe('veg');
    expect(activeTab(tabs, 'fish')).toBe(ALL_TYPES);
  });
});
