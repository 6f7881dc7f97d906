import type { Permission } from '@shanlian/contract/browser';
import { TF } from './text/firm-admin';

/** The firm administration pages, one list for the buyer centre's menu (/eshop/store/…) and the supplier desk's (/supplier/…). */
export const FIRM_ADMIN_MENU: readonly { path: 'staff' | 'departments' | 'positions' | 'roles' | 'audit' | 'logins'; label: string; permission: Permission }[] =
  [
    { path: 'staff', label: TF.staffTitle, permission: 'firm-user:view' },
    { path: 'departments', label: TF.departmentsTitle, permission: 'firm-department:view' },
    { path: 'positions', label: TF.positionsTitle, permission: 'firm-position:view' },
    { path: 'roles', label: TF.rolesTitle, permission: 'firm-role:view' },
    { path: 'audit', label: TF.auditTitle, permission: 'firm-audit:view' },
    { path: 'logins', label: TF.loginsTitle, permission: 'firm-audit:view' },
  ];
