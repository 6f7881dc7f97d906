import { ROLE_NAMES, type Role } from '@shanlian/contract';
import { BUYERS, SUPPLIERS } from './catalogue-data.js';

export const DEMO_PASSWORD = 'Shanlian#2026';

/** The demo accounts: listed in the README, and (phones and roles only) at a development start. */
export const DEMO_ACCOUNTS: { role: Role; roleName: string; phone: string; password: string; fullName: string; firm: string }[] = [
  { role: 'buyer', roleName: ROLE_NAMES.buyer, phone: '13800000001', password: DEMO_PASSWORD, fullName: '王丽华', firm: BUYERS[0]?.name ?? '' },
  { role: 'supplier', roleName: ROLE_NAMES.supplier, phone: '13800000002', password: DEMO_PASSWORD, fullName: '陈建国', firm: SUPPLIERS[0]?.name ?? '' },
  { role: 'supervisor', roleName: ROLE_NAMES.supervisor, phone: '13800000003', password: DEMO_PASSWORD, fullName: '李明', firm: '杭州市西湖区市场监督管理局' },
  { role: 'operator', roleName: ROLE_NAMES.operator, phone: '13800000004', password: DEMO_PASSWORD, fullName: '赵敏', firm: '膳链平台运营中心' },
  { role: 'buyer', roleName: ROLE_NAMES.buyer, phone: '13800000005', password: DEMO_PASSWORD, fullName: '孙志强', firm: BUYERS[1]?.name ?? '' },
];
