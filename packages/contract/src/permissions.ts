/**
 * The one permission registry: every resource (a page or a group of operations) with its
 * Chinese name and the operations it offers. A permission is `<resource>:<operation>`; every
 * operation of the contract names the one it needs, roles in the database hold sets of them,
 * and the web shows a button only when the current user holds the same permission.
 */

export const PERMISSION_OPERATIONS = {
  view: '查看',
  edit: '修改',
  delete: '删除',
  review: '审核',
  export: '导出',
} as const;
export type PermissionOperation = keyof typeof PERMISSION_OPERATIONS;

interface ResourceDef {
  name: string;
  group: string;
  ops: readonly PermissionOperation[];
}

/** The groups of the registry, in menu order (the role editor's tree and the console menu). */
export const RESOURCE_GROUPS = [
  { code: 'buying', name: '采购中心' },
  { code: 'supply', name: '供应商工作台' },
  { code: 'firm', name: '企业管理' },
  { code: 'supervision', name: '食品安全监管' },
  { code: 'system', name: '系统管理' },
  { code: 'operation', name: '平台运营' },
] as const;
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number]['code'];

export const RESOURCES = {
  cart: { name: '购物车', group: 'buying', ops: ['view', 'edit', 'delete'] },
  favorite: { name: '收藏夹', group: 'buying', ops: ['view', 'edit', 'delete'] },
  order: { name: '采购订单', group: 'buying', ops: ['view', 'edit', 'delete', 'export'] },
  address: { name: '收货地址', group: 'buying', ops: ['view', 'edit', 'delete'] },
  statement: { name: '对账结算', group: 'buying', ops: ['view', 'edit', 'export'] },
  'stock-in': { name: '进货验收与查验记录', group: 'buying', ops: ['view', 'edit', 'delete', 'export'] },
  'meal-plan': { name: '营养套餐', group: 'buying', ops: ['view', 'edit', 'delete', 'export'] },
  'food-plan': { name: '食材计划', group: 'buying', ops: ['view', 'edit', 'delete'] },
  'delivery-track': { name: '配送跟踪', group: 'buying', ops: ['view', 'edit'] },
  feedback: { name: '家长反馈', group: 'buying', ops: ['view', 'edit'] },
  'accompany-meal': { name: '陪餐记录', group: 'buying', ops: ['view', 'edit'] },

  shelf: { name: '商品管理', group: 'supply', ops: ['view', 'edit', 'delete'] },
  seckill: { name: '秒杀活动', group: 'supply', ops: ['view', 'edit', 'delete'] },
  'supplier-order': { name: '销售订单', group: 'supply', ops: ['view', 'edit', 'export'] },
  'supplier-return': { name: '退货处理', group: 'supply', ops: ['view', 'review'] },
  'delivery-setting': { name: '配送设置', group: 'supply', ops: ['view', 'edit'] },
  'supplier-statement': { name: '对账单', group: 'supply', ops: ['view', 'edit', 'export'] },
  'supplier-stock-in': { name: '供货单与追溯', group: 'supply', ops: ['view', 'edit', 'delete', 'export'] },
  'nutrition-meal': { name: '营养餐配餐', group: 'supply', ops: ['view', 'edit'] },
  vehicle: { name: '配送车辆', group: 'supply', ops: ['view', 'edit', 'delete'] },
  delivery: { name: '配送任务', group: 'supply', ops: ['view', 'edit'] },

  'firm-profile': { name: '企业信息', group: 'firm', ops: ['view', 'edit'] },
  'firm-user': { name: '企业员工', group: 'firm', ops: ['view', 'edit', 'delete', 'export'] },
  'firm-department': { name: '企业部门', group: 'firm', ops: ['view', 'edit', 'delete'] },
  'firm-position': { name: '企业岗位', group: 'firm', ops: ['view', 'edit', 'delete'] },
  'firm-role': { name: '企业角色', group: 'firm', ops: ['view', 'edit', 'delete'] },
  'firm-licence': { name: '资质证照', group: 'firm', ops: ['view', 'edit', 'delete'] },
  dish: { name: '菜品管理', group: 'firm', ops: ['view', 'edit', 'delete'] },
  'kitchen-camera': { name: '明厨亮灶摄像头', group: 'firm', ops: ['view', 'edit', 'delete'] },
  rectification: { name: '违规整改', group: 'firm', ops: ['view', 'edit'] },
  // the operation and login logs of the firm's own users (the platform's whole trail is audit:*)
  'firm-audit': { name: '本单位日志', group: 'firm', ops: ['view', 'export'] },

  'supervision-firm': { name: '辖区企业', group: 'supervision', ops: ['view', 'export'] },
  monitor: { name: '视频监控', group: 'supervision', ops: ['view', 'edit', 'delete'] },
  violation: { name: '违规处置', group: 'supervision', ops: ['view', 'edit', 'review', 'export'] },
  'supervision-stock-in': { name: '进货记录监管', group: 'supervision', ops: ['view', 'review', 'export'] },
  'supervision-feedback': { name: '家长反馈与陪餐监管', group: 'supervision', ops: ['view', 'export'] },

  user: { name: '用户管理', group: 'system', ops: ['view', 'edit', 'delete', 'export'] },
  department: { name: '部门管理', group: 'system', ops: ['view', 'edit', 'delete'] },
  position: { name: '岗位管理', group: 'system', ops: ['view', 'edit', 'delete'] },
  role: { name: '角色管理', group: 'system', ops: ['view', 'edit', 'delete'] },
  audit: { name: '审计日志', group: 'system', ops: ['view', 'export'] },

  cms: { name: '内容管理', group: 'operation', ops: ['view', 'edit', 'delete'] },
  'firm-review': { name: '企业审核', group: 'operation', ops: ['view', 'review'] },
  'shelf-review': { name: '商品审核', group: 'operation', ops: ['view', 'review'] },
  'platform-setting': { name: '平台设置', group: 'operation', ops: ['view', 'edit'] },
  'platform-figures': { name: '平台数据', group: 'operation', ops: ['view', 'export'] },
  'operator-tool': { name: '运营工具', group: 'operation', ops: ['view', 'edit'] },
  'food-composition': { name: '营养成分对照', group: 'operation', ops: ['edit'] },
  'cold-chain-rule': { name: '冷链告警规则', group: 'operation', ops: ['edit'] },
  'ai-platform': { name: 'AI识别平台与能力', group: 'operation', ops: ['view', 'edit', 'delete'] },
  'sms-log': { name: '短信发送记录', group: 'operation', ops: ['view', 'export'] },
} as const satisfies Record<string, ResourceDef>;

export type Resource = keyof typeof RESOURCES;
export type Permission = { [R in Resource]: `${R}:${(typeof RESOURCES)[R]['ops'][number]}` }[Resource];

/** Every permission of the registry, in registry order. */
export const PERMISSIONS: readonly Permission[] = (Object.keys(RESOURCES) as Resource[]).flatMap((r) =>
  (RESOURCES[r].ops as readonly PermissionOperation[]).map((o) => `${r}:${o}` as Permission),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);
export function isPermission(s: string): s is Permission {
  return PERMISSION_SET.has(s);
}

/** The operation part of a permission (`order:export` → `export`). */
export function operationOf(p: Permission): PermissionOperation {
  return p.slice(p.lastIndexOf(':') + 1) as PermissionOperation;
}

/** 采购订单·导出 */
export function permissionName(p: Permission): string {
  const resource = p.slice(0, p.lastIndexOf(':')) as Resource;
  return `${RESOURCES[resource].name}·${PERMISSION_OPERATIONS[operationOf(p)]}`;
}

/**
 * Data scope of a role: which records its permissions reach. A lower number reaches more;
 * a firm user never reaches outside the firm whatever the number.
 */
export const DATA_SCOPES = {
  1: '全部数据',
  2: '本地区及下级地区',
  3: '本部门及下级部门',
  4: '本部门',
  5: '仅本人',
} as const;
export type DataScope = 1 | 2 | 3 | 4 | 5;
export const DATA_SCOPE_VALUES: readonly DataScope[] = [1, 2, 3, 4, 5];

/** Duties of firm staff that notices go to (spec 02 §6). */
export const DUTIES = { manager: '负责人', quality: '质量负责人', safety: '食品安全员' } as const;
export type Duty = keyof typeof DUTIES;

/** Education levels (spec 02 §3), by their codes. */
export const EDUCATION_LEVELS = {
  1: '小学',
  2: '初中',
  3: '高中',
  4: '中专',
  5: '大专',
  6: '本科',
  7: '研究生',
  8: '文盲或半文盲',
} as const;

/** User status: 1 enabled, 2 disabled. */
export const USER_STATUS = { 1: '启用', 2: '禁用' } as const;

/** Gender on the identity operations: 1 male, 2 female. */
export const GENDERS = { 1: '男', 2: '女' } as const;

/**
 * The roles every installation has (seeded; the registration of a firm gives its first user
 * the role of the firm's kind). Their permissions are data in the database once seeded; these
 * lists are what the seed writes.
 */
export const SYSTEM_ROLES = {
  buyer: { name: '采购单位管理员', dataScope: 1, groups: ['buying', 'firm'] },
  supplier: { name: '供应商管理员', dataScope: 1, groups: ['supply', 'firm'] },
  supervisor: {
    name: '监管人员',
    dataScope: 2,
    permissions: [
      'supervision-firm:view',
      'supervision-firm:export',
      'monitor:view',
      'violation:view',
      'violation:edit',
      'violation:review',
      'violation:export',
      'supervision-feedback:view',
      'supervision-feedback:export',
    ],
  },
  operator: { name: '平台运营管理员', dataScope: 1, groups: ['supervision', 'system', 'operation'] },
} as const satisfies Record<string, { name: string; dataScope: DataScope; groups?: readonly ResourceGroup[]; permissions?: readonly Permission[] }>;
export type SystemRole = keyof typeof SYSTEM_ROLES;

/** The permissions a system role is seeded with. */
export function systemRolePermissions(role: SystemRole): Permission[] {
  const def = SYSTEM_ROLES[role] as { groups?: readonly ResourceGroup[]; permissions?: readonly Permission[] };
  if (def.permissions) return [...def.permissions];
  const groups = new Set<string>(def.groups ?? []);
  return PERMISSIONS.filter((p) => groups.has(RESOURCES[p.slice(0, p.lastIndexOf(':')) as Resource].group));
}
