import { describe, expect, it } from 'vitest';
import { subtreeIds, treeOf } from './tree';

describe('department trees', () => {
  it('builds the department tree and a subtree', () => {
    const rows = [
      { Id: 'a', ParentId: null },
      { Id: 'b', ParentId: 'a' },
      { Id: 'c', ParentId: 'b' },
      { Id: 'd', ParentId: 'gone' },
    ];
    const t = treeOf(rows);
    expect(t.map((n) => n.Id)).toEqual(['a', 'd']);
    expect(t[0]?.children?.[0]?.children?.[0]?.Id).toBe('c');
    expect([...subtreeIds(rows, 'b')].sort()).toEqual(['b', 'c']);
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
});
