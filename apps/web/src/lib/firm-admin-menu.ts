import type { Permission } from '@shanlian/contract/browser';
import { firmAdminText } from './text/firm-admin';

/** The firm administration pages, one list for the buyer centre's menu (/eshop/store/…) and the supplier desk's (/supplier/…). */
export const FIRM_ADMIN_MENU: readonly { path: 'staff' | 'departments' | 'positions' | 'roles' | 'audit' | 'logins'; label: string; permission: Permission }[] =
  [
    { path: 'staff', label: firmAdminText.staffTitle, permission: 'firm-user:view' },
    { path: 'departments', label: firmAdminText.departmentsTitle, permission: 'firm-department:view' },
    { path: 'positions', label: firmAdminText.positionsTitle, permission: 'firm-position:view' },
    { path: 'roles', label: firmAdminText.rolesTitle, permission: 'firm-role:view' },
    { path: 'audit', label: firmAdminText.auditTitle, permission: 'firm-audit:view' },
    { path: 'logins', label: firmAdminText.loginsTitle, permission: 'firm-audit:view' },
  ];
