import type { TAreaNode, TFieldRule } from '@shanlian/contract';
import { type Permission, PERMISSIONS, RESOURCES, type Resource } from '@shanlian/contract/browser';

/** An antd form rule (structurally: the subset the console uses). */
export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  max?: number;
  min?: number;
  pattern?: RegExp;
  message: string;
}

/**
 * The antd rules of one field from the server's GetValidationPara (required, length, pattern),
 * with the server's own message where it gives one.
 */
export function rulesOf(rules: readonly TFieldRule[] | undefined, field: string, label: string): FieldRule[] {
  const r = rules?.find((x) => x.Field === field);
  if (!r) return [];
  const out: FieldRule[] = [];
  if (r.Required) out.push({ required: true, whitespace: true, message: r.Message ?? `请输入${label}` });
  if (r.MinLength != null && r.MinLength > 1) out.push({ min: r.MinLength, message: r.Message ?? `${label}至少${r.MinLength}个字` });
  if (r.MaxLength != null) out.push({ max: r.MaxLength, message: `${label}不能超过${r.MaxLength}个字` });
  if (r.Pattern) {
    try {
      out.push({ pattern: new RegExp(r.Pattern), message: r.Message ?? `${label}格式不正确` });
    } catch {
      // a pattern the browser cannot compile is left to the server
    }
  }
  return out;
}

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

export interface TreeRow<T> {
  row: T;
  children?: TreeRow<T>[];
}

/** Rows with ParentId as a tree, for a tree table; a row whose parent is not in the list is a root. */
export function treeOf<T extends { Id: string; ParentId: string | null }>(rows: readonly T[]): (T & { children?: (T & { children?: unknown[] })[] })[] {
  type Node = T & { children?: Node[] };
  const byId = new Map<string, Node>(rows.map((r) => [r.Id, { ...r }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.ParentId ? byId.get(node.ParentId) : undefined;
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}
