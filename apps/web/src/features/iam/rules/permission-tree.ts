import type { TResourceNode } from '@shanlian/contract';
import { PERMISSION_OPERATIONS, type PermissionOperation, RESOURCE_GROUPS, RESOURCES, type Resource } from '@shanlian/contract/browser';

/** The groups of the registry a firm's own role may hold. */
export const FIRM_GROUPS = ['buying', 'supply', 'firm'] as const;

export interface PermGroup {
  code: string;
  name: string;
  resources: { code: string; name: string; perms: { perm: string; name: string }[] }[];
}

const permOf = (resource: string, op: string) => (op.includes(':') ? op : `${resource}:${op}`);

/**
 * The resource × operation tree of the role editor, for the given groups: from the server's
 * resource tree (groups at the top, resources under them) or, until it answers, from the registry itself.
 */
export function permissionGroups(tree: readonly TResourceNode[] | undefined, groups: readonly string[] = FIRM_GROUPS): PermGroup[] {
  if (tree?.length) {
    return tree
      .filter((g) => groups.includes(g.Code))
      .map((g) => ({
        code: g.Code,
        name: g.Name,
        resources: g.Children.map((r) => ({ code: r.Code, name: r.Name, perms: r.Operations.map((o) => ({ perm: permOf(r.Code, o.Code), name: o.Name })) })),
      }));
  }
  return RESOURCE_GROUPS.filter((g) => groups.includes(g.code)).map((g) => ({
    code: g.code,
    name: g.name,
    resources: (Object.keys(RESOURCES) as Resource[])
      .filter((r) => RESOURCES[r].group === g.code)
      .map((r) => ({
        code: r,
        name: RESOURCES[r].name,
        perms: (RESOURCES[r].ops as readonly PermissionOperation[]).map((o) => ({ perm: `${r}:${o}`, name: PERMISSION_OPERATIONS[o] })),
      })),
  }));
}

/** Checking a resource's row turns all its permissions the caller holds on or off; the rest keep their state. */
export function toggleAll(chosen: readonly string[], perms: readonly string[], grantable: (p: string) => boolean, on: boolean): string[] {
  const mine = perms.filter(grantable);
  const rest = chosen.filter((p) => !mine.includes(p));
  return on ? [...rest, ...mine] : rest;
}
