import type { TAreaNode } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { areaOptions, areaPath, CONSOLE_ACCESS } from './console-rules';

const tree: TAreaNode[] = [
  { Code: '33', Name: '浙江省', Children: [{ Code: '3301', Name: '杭州市', Children: [{ Code: '330106', Name: '西湖区', Children: [] }] }] },
];

describe('console rules', () => {
  it('finds the path of an area code in the tree, and builds cascader options', () => {
    expect(areaPath(tree, '330106')).toEqual(['33', '3301', '330106']);
    expect(areaPath(tree, '110101')).toEqual([]);
    expect(areaOptions(tree)[0]?.children?.[0]?.children?.[0]).toEqual({ value: '330106', label: '西湖区', children: undefined });
  });

  it('opens the console to system, supervision and operation permissions only', () => {
    expect(CONSOLE_ACCESS).toContain('user:view');
    expect(CONSOLE_ACCESS).toContain('supervision-firm:view');
    expect(CONSOLE_ACCESS).not.toContain('shelf:view');
    expect(CONSOLE_ACCESS).not.toContain('firm-user:view');
  });
});
