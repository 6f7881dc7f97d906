import type { TFieldRule } from '@shanlian/contract';
import { checkPassword, MSG } from '@shanlian/contract/browser';
import type { FormRule as AntdRule } from 'antd';

/** One antd form rule (the subset the firm forms use). */
export interface FormRule {
  type?: 'number';
  required?: boolean;
  whitespace?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  message: string;
}

/**
 * The antd rules of one form field from the server's field rules (GetValidationPara, generated from
 * the contract's schema): required, length and pattern, each with the contract's message. When the
 * rules are not known yet, `fallbackRequired` keeps a required field required.
 */
export function rulesOf(
  rules: readonly TFieldRule[] | undefined,
  field: string,
  label: string,
  fallbackRequired = false,
  kind: 'text' | 'number' = 'text',
): FormRule[] {
  const r = rules?.find((x) => x.Field === field);
  // a choice held as a number (gender): only whether it is given
  if (kind === 'number') return (r?.Required ?? fallbackRequired) ? [{ type: 'number', required: true, message: r?.Message ?? `请选择${label}` }] : [];
  if (!r) return fallbackRequired ? [{ required: true, whitespace: true, message: `请输入${label}` }] : [];
  const out: FormRule[] = [];
  const msg = r.Message ?? null;
  if (r.Required) out.push({ required: true, whitespace: true, message: msg ?? `请输入${label}` });
  if (r.MinLength != null && r.MinLength > 1) out.push({ min: r.MinLength, message: msg ?? `${label}至少${r.MinLength}个字` });
  if (r.MaxLength != null) out.push({ max: r.MaxLength, message: `${label}不能超过${r.MaxLength}个字` });
  const pattern = patternOf(r.Pattern);
  if (pattern) out.push({ pattern, message: msg ?? `${label}格式不正确` });
  return out;
}

/** The maximum length of a field, for the input's own limit. */
export function maxOf(rules: readonly TFieldRule[] | undefined, field: string): number | undefined {
  return rules?.find((x) => x.Field === field)?.MaxLength ?? undefined;
}

function patternOf(source: string | null): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

interface TreeRow {
  Id: string;
  ParentId: string | null;
}
export type TreeOf<T> = T & { children?: TreeOf<T>[] };

/** Rows with ParentId as a tree (a row whose parent is not among them is a root), in the rows' order. */
export function treeOf<T extends TreeRow>(rows: readonly T[]): TreeOf<T>[] {
  const byId = new Map<string, TreeOf<T>>(rows.map((r) => [r.Id, { ...r }]));
  const roots: TreeOf<T>[] = [];
  for (const r of rows) {
    const node = byId.get(r.Id) as TreeOf<T>;
    const parent = r.ParentId ? byId.get(r.ParentId) : undefined;
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}

/** The ids of a node and everything under it (a department cannot move under its own descendant). */
export function subtreeIds<T extends TreeRow>(rows: readonly T[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.ParentId && out.has(r.ParentId) && !out.has(r.Id)) {
        out.add(r.Id);
        grew = true;
      }
    }
  }
  return out;
}

const PASSWORD_PROBLEM = { short: MSG.passwordPolicy, classes: MSG.passwordPolicy, long: MSG.passwordTooLong, sequence: MSG.passwordSequence } as const;

/** The new-password rules of the contract (length, three kinds of character, no runs), with its messages. */
export const passwordRules: AntdRule[] = [
  { required: true, message: MSG.enterPassword },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const problem = checkPassword(value);
      if (problem) throw new Error(PASSWORD_PROBLEM[problem]);
    },
  },
];

/** A node of a TreeSelect. */
export interface SelectNode {
  value: string;
  title: string;
  disabled?: boolean;
  children?: SelectNode[];
}

/** Departments as TreeSelect nodes; `banned` ones cannot be chosen. */
export function selectTree<T extends TreeRow & { Name: string }>(rows: readonly T[], banned: ReadonlySet<string> = new Set()): SelectNode[] {
  const toNode = (n: TreeOf<T>): SelectNode => ({ value: n.Id, title: n.Name, disabled: banned.has(n.Id) || undefined, children: n.children?.map(toNode) });
  return treeOf(rows).map(toNode);
}
