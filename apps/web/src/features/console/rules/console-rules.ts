import type { TAreaNode } from '@shanlian/contract';
import { type Permission, PERMISSIONS, RESOURCES, type Resource } from '@shanlian/contract/browser';

export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

/** The area tree as cascader options (a node without children is a leaf). */
export function areaOptions(tree: readonly TAreaNode[] | undefined): CascaderOption[] {
  return (tree ?? []).map((n) => ({ value: n.Code, label: n.Name, children: n.Children.length ? areaOptions(n.Children) : undefined }));
}

/** The codes from the root down to `code`, for the cascader's value; [] when the tree does not hold it. */
export function areaPath(tree: readonly TAreaNode[] | undefined, code: string | null | undefined): string[] {
  if (!code || !tree) return [];
  for (const n of tree) {
    if (n.Code === code) return [n.Code];
    const below = areaPath(n.Children, code);
    if (below.length) return [n.Code, ...below];
  }
  return [];
}

/** The permissions that open the platform console: any of the system, supervision and operation groups. */
export const CONSOLE_ACCESS: readonly Permission[] = PERMISSIONS.filter((p) => {
  const group = RESOURCES[p.slice(0, p.lastIndexOf(':')) as Resource].group as string;
  return group === 'system' || group === 'supervision' || group === 'operation';
});
