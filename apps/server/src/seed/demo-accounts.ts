import { SYSTEM_ROLES, type SystemRole } from '@shanlian/contract';
import { BUYERS, SUPPLIERS } from './catalogue-data.js';

export const DEMO_PASSWORD = 'Shanlian#2026';

/** The demo accounts: listed in the README, and (phones and roles only) at a development start. */
export const DEMO_ACCOUNTS: {
  role: SystemRole;
  roleName: string;
  areaCode: string;
  areaName: string;
  phone: string;
  password: string;
  fullName: string;
  firm: string;
}[] = [
  {
    role: 'buyer',
    roleName: SYSTEM_ROLES.buyer.name,
    areaCode: '330106',
    areaName: '西湖区',
    phone: '13800000001',
    password: DEMO_PASSWORD,
    fullName: '王丽华',
    firm: BUYERS[0]?.name ?? '',
  },
  {
    role: 'supplier',
    roleName: SYSTEM_ROLES.supplier.name,
    areaCode: '330106',
    areaName: '西湖区',
    phone: '13800000002',
    password: DEMO_PASSWORD,
    fullName: '陈建国',
    firm: SUPPLIERS[0]?.name ?? '',
  },
  {
    role: 'supervisor',
    roleName: SYSTEM_ROLES.supervisor.name,
    areaCode: '330106',
    areaName: '西湖区',
    phone: '13800000003',
    password: DEMO_PASSWORD,
    fullName: '李明',
    firm: '杭州市西湖区市场监督管理局',
  },
  {
    role: 'operator',
    roleName: SYSTEM_ROLES.operator.name,
    areaCode: '',
    areaName: '全国',
    phone: '13800000004',
    password: DEMO_PASSWORD,
    fullName: '赵敏',
    firm: '膳链平台运营中心',
  },
  {
    role: 'buyer',
    roleName: SYSTEM_ROLES.buyer.name,
    areaCode: '330106',
    areaName: '西湖区',
    phone: '13800000005',
    password: DEMO_PASSWORD,
    fullName: '孙志强',
    firm: BUYERS[1]?.name ?? '',
  },
  {
    role: 'supervisor',
    roleName: SYSTEM_ROLES.supervisor.name,
    areaCode: '330102',
    areaName: '上城区',
    phone: '13800000006',
    password: DEMO_PASSWORD,
    fullName: '周婷',
    firm: '杭州市上城区市场监督管理局',
  },
  {
    // the level above the districts: escalated supervision cases are this supervisor's
    role: 'supervisor',
    roleName: SYSTEM_ROLES.supervisor.name,
    areaCode: '3301',
    areaName: '杭州市',
    phone: '13800000007',
    password: DEMO_PASSWORD,
    fullName: '钱涛',
    firm: '杭州市市场监督管理局',
  },
];
