import type { TAreaNode } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { areaOptions, areaPath, CONSOLE_ACCESS, rulesOf, treeOf } from './console-rules';

const tree: TAreaNode[] = [
  { Code: '33', Name: '浙江省', Children: [{ Code: '3301', Name: '杭州市', Children: [{ Code: '330106', Name: '西湖区', Children: [] }] }] },
];

describe('console rules', () => {
  it('maps the server field rules to form rules: required, max, pattern', () => {
    const rules = rulesOf([{ Field: 'FullName', Required: true, MinLength: 1, MaxLength: 30, Pattern: '^\\S+$', Message: null }], 'FullName', '姓名');
    expect(rules).toEqual([
      { required: true, whitespace: true, message: '请输入姓名' },
      { max: 30, message: '姓名不能超过30个字' },
      { pattern: /^\S+$/, message: '姓名格式不正确' },
    ]);
    expect(rulesOf([], 'FullName', '姓名')).toEqual([]);
  });

  it('finds the path of an area code in the tree, and builds cascader options', () => {
    expect(areaPath(tree, '330106')).toEqual(['33', '3301', '330106']);
    expect(areaPath(tree, '110101')).toEqual([]);
    expect(areaOptions(tree)[0]?.children?.[0]?.children?.[0]).toEqual({ value: '330106', label: '西湖区', children: undefined });
  });

  it('nests rows under their parents; an orphan is a root', () => {
    const rows = [
      { Id: 'a', ParentId: null },
      { Id: 'b', ParentId: 'a' },
      { Id: 'c', ParentId: 'gone' },
    ];
    const roots = treeOf(rows);
    expect(roots.map((r) => r.Id)).toEqual(['a', 'c']);
    expect(roots[0]?.children?.map((r) => r.Id)).toEqual(['b']);
  });

  it('opens the console to system, supervision and operation permissions only', () => {
    expect(CONSOLE_ACCESS).toContain('user:view');
    expect(CONSOLE_ACCESS).toContain('supervision-firm:view');
    expect(CONSOLE_ACCESS).not.toContain('shelf:view');
    expect(CONSOLE_ACCESS).not.toContain('firm-user:view');
  });
});
