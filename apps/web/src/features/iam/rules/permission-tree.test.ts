import { describe, expect, it } from 'vitest';
import { permissionGroups, toggleAll } from './permission-tree';

describe('role permission tree', () => {
  it('keeps only the firm groups of the server tree, with full permission names', () => {
    const tree = [
      {
        Code: 'buying',
        Name: '采购中心',
        Operations: [],
        Children: [{ Code: 'order', Name: '采购订单', Operations: [{ Code: 'view', Name: '查看' }], Children: [] }],
      },
      {
        Code: 'system',
        Name: '系统管理',
        Operations: [],
        Children: [{ Code: 'user', Name: '用户管理', Operations: [{ Code: 'user:view', Name: '查看' }], Children: [] }],
      },
    ];
    const g = permissionGroups(tree);
    expect(g.map((x) => x.code)).toEqual(['buying']);
    expect(g[0]?.resources[0]?.perms).toEqual([{ perm: 'order:view', name: '查看' }]);
  });

  it('falls back to the registry: firm groups only, no system permissions', () => {
    const all = permissionGroups(undefined).flatMap((g) => g.resources.flatMap((r) => r.perms.map((p) => p.perm)));
    expect(all).toContain('firm-user:edit');
    expect(all).toContain('shelf:view');
    expect(all.some((p) => p.startsWith('user:') || p.startsWith('role:'))).toBe(false);
  });

  it('a row toggles only what the caller may grant', () => {
    const held = new Set(['order:view', 'order:edit']);
    const on = toggleAll(['cart:view'], ['order:view', 'order:edit', 'order:export'], (p) => held.has(p), true);
    expect(on.sort()).toEqual(['cart:view', 'order:edit', 'order:view']);
    expect(toggleAll(['order:view', 'order:export'], ['order:view', 'order:export'], (p) => held.has(p), false)).toEqual(['order:export']);
  });
});
