import type { TAreaNode } from '@shanlian/contract';

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** The area tree as cascader options (a node without children is a leaf; the value is the area code). */
export function areaOptions(tree: readonly TAreaNode[] | undefined): AreaOption[] {
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
