/** Rows with a ParentId (departments): as a tree for tree tables and tree selects. */
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
