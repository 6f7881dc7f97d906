/** Roles and the permissions they carry, as typed strings `resource:action:scope`. */
export const ROLES = ['buyer', 'supplier', 'supervisor', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  buyer: '采购单位',
  supplier: '供应商',
  supervisor: '监管人员',
  operator: '平台运营',
};

export const PERMISSIONS = [
  'cart:update:own',
  'favorite:update:own',
  'order:create:own',
  'order:read:own',
  'order:update:own',
  'shelf:update:own',
  'supplier-order:update:own',
  'monitor:read:area',
  'violation:review:area',
  'cms:update:any',
  'iam:update:any',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  buyer: ['cart:update:own', 'favorite:update:own', 'order:create:own', 'order:read:own', 'order:update:own'],
  supplier: ['shelf:update:own', 'supplier-order:update:own'],
  supervisor: ['monitor:read:area', 'violation:review:area'],
  operator: ['cms:update:any', 'iam:update:any'],
};

export function permissionsOf(roles: readonly Role[]): Permission[] {
  return [...new Set(roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []))];
}
