import { z } from 'zod';
import { ZNewPassword, ZPhone } from '../account/account.contract.js';
import { NO_INPUT, paged, pagedInput, ZAreaCode, ZExportFile, ZId, ZOptArea, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { can, LOGIN, type OperationDef, op } from '../operation.js';
import { DATA_SCOPE_VALUES, DUTIES, EDUCATION_LEVELS, PERMISSIONS, type Permission } from '../permissions.js';

export const ZPersonRow = z.object({
  Id: z.string(),
  FullName: z.string(),
  /** 男, 女 or ''. */
  Gender: z.string(),
  MobileNumber: z.string(),
  ContactAddress: z.string(),
  PosName: z.string(),
  DeptName: z.string(),
  /** YYYY-MM-DD or null. */
  BOD: z.string().nullable(),
  /** manager, quality, safety (DUTIES). */
  Duties: z.array(z.string()),
});
export type TPersonRow = z.infer<typeof ZPersonRow>;

/**
 * Identity and access: areas, the permission registry, roles with data scope, platform users,
 * departments and positions, a firm's own staff, departments and positions, supervision's list
 * of the firms in its area, and the audit trail.
 */

const ZOptId = z.string().trim().max(64, 'Id格式不正确').optional().nullable();
const ZIds = z.array(ZId, { error: '请选择需要批量操作的数据！' }).min(1, '请选择需要批量操作的数据！').max(200, '一次最多选择200项');
const ZName = (label: string, max = 30) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);
const ZRemark = z.string().trim().max(200, '备注不能超过200个字').optional().nullable();
const ZPermission = z.string().refine((s) => (PERMISSIONS as readonly string[]).includes(s), '权限不存在') as unknown as z.ZodType<Permission>;
export const ZDataScope = z.union(
  DATA_SCOPE_VALUES.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>],
  { error: '请选择数据范围' },
);
export const ZGender = z.union([z.literal(1), z.literal(2)], { error: '请选择性别' });
const ZBirthDate = z
  .string({ error: '出生日期格式不正确' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '出生日期格式不正确')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01' && s <= '2100-01-01';
  }, '出生日期不正确');
const ZEducation = z
  .number({ error: '文化程度不正确' })
  .int('文化程度不正确')
  .refine((v) => v in EDUCATION_LEVELS, '文化程度不正确');
export const ZDuty = z.enum(Object.keys(DUTIES) as [keyof typeof DUTIES, ...(keyof typeof DUTIES)[]], { error: '职责不正确' });
const ZStatus = z.union([z.literal(1), z.literal(2)], { error: '状态不正确' });
const ZRoleIds = z.array(ZId, { error: '请选择角色' }).max(50, '角色过多');
const ZNewId = z.object({ Id: z.string() });
const ZIdName = z.object({ Id: z.string(), Name: z.string() });
const ZCodeName = z.object({ Code: z.string(), Name: z.string() });

/** A field's rules, generated from the contract's schema of the entity (GetValidationPara). */
export const ZFieldRule = z.object({
  Field: z.string(),
  Required: z.boolean(),
  MinLength: z.number().nullable(),
  MaxLength: z.number().nullable(),
  Pattern: z.string().nullable(),
  Message: z.string().nullable(),
});
export type TFieldRule = z.infer<typeof ZFieldRule>;

// ---------- areas and the registry ----------

export interface TAreaNode {
  Code: string;
  Name: string;
  Children: TAreaNode[];
}
export const ZAreaNode: z.ZodType<TAreaNode> = z.lazy(() => z.object({ Code: z.string(), Name: z.string(), Children: z.array(ZAreaNode) }));

export interface TResourceNode {
  Code: string;
  Name: string;
  Operations: { Code: string; Name: string }[];
  Children: TResourceNode[];
}
export const ZResourceNode: z.ZodType<TResourceNode> = z.lazy(() =>
  z.object({ Code: z.string(), Name: z.string(), Operations: z.array(ZCodeName), Children: z.array(ZResourceNode) }),
);

// ---------- roles ----------

export const ZRoleInfo = z.object({
  Name: ZName('角色名称'),
  ParentId: ZOptId,
  DataScope: ZDataScope,
  Remark: ZRemark,
});
export const ZRole = z.object({
  Id: z.string(),
  Name: z.string(),
  /** buyer, supplier, supervisor, operator for the seeded roles, otherwise null. */
  Code: z.string().nullable(),
  ParentId: z.string().nullable(),
  ParentName: z.string(),
  DataScope: z.number(),
  DataScopeName: z.string(),
  Remark: z.string(),
  /** The firm whose own role this is (null for platform roles). */
  FirmId: z.string().nullable(),
  AreaCode: z.string(),
  IsSystem: z.boolean(),
  Permissions: z.array(z.string()),
  UserCount: z.number(),
  CreateTime: ZTime,
});
export type TRole = z.infer<typeof ZRole>;

// ---------- platform departments, positions, users ----------

export const ZDepartmentInfo = z.object({ Name: ZName('部门名称'), ParentId: ZOptId, AreaCode: ZAreaCode, OrgId: ZOptId });
export const ZDepartment = z.object({
  Id: z.string(),
  Name: z.string(),
  ParentId: z.string().nullable(),
  ParentName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  OrgId: z.string().nullable(),
  OrgName: z.string(),
  UserCount: z.number(),
  CreateTime: ZTime,
});
export type TDepartment = z.infer<typeof ZDepartment>;

export const ZPositionInfo = z.object({ Name: ZName('岗位名称'), AreaCode: ZAreaCode, OrgId: ZOptId });
export const ZPosition = z.object({
  Id: z.string(),
  Name: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  OrgId: z.string().nullable(),
  OrgName: z.string(),
  UserCount: z.number(),
  CreateTime: ZTime,
});
export type TPosition = z.infer<typeof ZPosition>;

const personFields = {
  FullName: ZName('姓名'),
  MobileNumber: ZPhone,
  Gender: ZGender,
  BOD: ZBirthDate.optional().nullable(),
  Education: ZEducation.optional().nullable(),
  DepartmentId: ZOptId,
  PositionId: ZOptId,
};
export const ZBaUserInfo = z.object({ ...personFields, Password: ZNewPassword, AreaCode: ZAreaCode, OrgId: ZOptId });
export const ZBaUserUpdate = z.object({ ...personFields, Id: ZId, AreaCode: ZAreaCode, OrgId: ZOptId });

const userRowFields = {
  Id: z.string(),
  FullName: z.string(),
  MobileNumber: z.string(),
  Gender: z.number().nullable(),
  GenderName: z.string(),
  BOD: z.string().nullable(),
  Education: z.number().nullable(),
  EducationName: z.string(),
  DepartmentId: z.string().nullable(),
  DepartmentName: z.string(),
  PositionId: z.string().nullable(),
  PositionName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  Roles: z.array(ZIdName),
  CreateTime: ZTime,
};
export const ZBaUser = z.object({
  ...userRowFields,
  AreaCode: z.string(),
  AreaName: z.string(),
  OrgId: z.string().nullable(),
  OrgName: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
});
export type TBaUser = z.infer<typeof ZBaUser>;

// ---------- a firm's own staff ----------

export const ZFirmDepartmentInfo = z.object({ Name: ZName('部门名称'), ParentId: ZOptId });
export const ZFirmDepartment = z.object({
  Id: z.string(),
  Name: z.string(),
  ParentId: z.string().nullable(),
  ParentName: z.string(),
  FirmId: z.string(),
  UserCount: z.number(),
  CreateTime: ZTime,
});
export type TFirmDepartment = z.infer<typeof ZFirmDepartment>;

export const ZFirmPositionInfo = z.object({ Name: ZName('岗位名称') });
export const ZFirmPosition = z.object({ Id: z.string(), Name: z.string(), FirmId: z.string(), UserCount: z.number(), CreateTime: ZTime });
export type TFirmPosition = z.infer<typeof ZFirmPosition>;

const ZDuties = z.array(ZDuty).max(3, '职责不正确').optional().nullable();
export const ZFirmUserInfo = z.object({ ...personFields, Password: ZNewPassword, Duties: ZDuties });
export const ZFirmUserUpdate = z.object({ ...personFields, Id: ZId, Duties: ZDuties });
export const ZFirmUser = z.object({ ...userRowFields, Duties: z.array(z.string()), DutyNames: z.array(z.string()) });
export type TFirmUser = z.infer<typeof ZFirmUser>;

/** A row of the supervision-side person picker (spec 02 §2.16): mobile masked. */
export const ZPickerRow = ZPersonRow.extend({ BOD: z.string().nullable(), Duties: z.array(z.string()) });

export interface TOrgChartNode {
  Id: string;
  Name: string;
  Users: { Id: string; FullName: string; PositionName: string }[];
  Children: TOrgChartNode[];
}
export const ZOrgChartNode: z.ZodType<TOrgChartNode> = z.lazy(() =>
  z.object({
    Id: z.string(),
    Name: z.string(),
    Users: z.array(z.object({ Id: z.string(), FullName: z.string(), PositionName: z.string() })),
    Children: z.array(ZOrgChartNode),
  }),
);

// ---------- supervision and audit ----------

export const ZAuditRow = z.object({
  Id: z.string(),
  Seq: z.number().nullable(),
  Kind: z.string(),
  UserId: z.string().nullable(),
  UserName: z.string(),
  MobileNumber: z.string(),
  FirmId: z.string().nullable(),
  FirmName: z.string(),
  AreaCode: z.string(),
  Operation: z.string(),
  OperationName: z.string(),
  TargetIds: z.array(z.string()),
  Result: z.string(),
  Status: z.number(),
  Message: z.string(),
  Ip: z.string(),
  Time: ZTime,
});
export type TAuditRow = z.infer<typeof ZAuditRow>;
export const ZAuditFilter = {
  UserId: ZOptId,
  Operation: z.string().trim().max(80, '操作名称过长').optional().nullable(),
  SearchName: ZSearch,
  Result: z.enum(['ok', 'fail']).optional().nullable(),
  StartTime: ZTimeInput().optional().nullable(),
  EndTime: ZTimeInput().optional().nullable(),
};

// ---------- the operations ----------

/** The filters of the platform users' list and of its export. */
const ZUserFilter = {
  SearchName: ZSearch,
  AreaCode: ZOptArea,
  OrgId: ZOptId,
  DepartmentId: ZOptId,
  PositionId: ZOptId,
  Status: ZStatus.optional().nullable(),
};

/** `<ctl>/GetValidationPara`: a form's field rules, generated from the contract's schema of the entity. */
export function validationPara<C extends string>(ctl: C, label: string) {
  return op({
    name: `${ctl}/GetValidationPara`,
    summary: `${label}表单的字段规则（由契约生成）`,
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZFieldRule),
  });
}

type InfoOf<E extends string, I extends z.ZodObject> = z.ZodObject<{ [K in `${E}Info`]: I }>;
type WithId<I extends z.ZodObject> = z.ZodObject<I['shape'] & { Id: typeof ZId }>;
type ById = z.ZodObject<{ Id: typeof ZId }>;
type Listing<F extends z.ZodRawShape> = z.ZodDefault<z.ZodObject<{ SearchName: typeof ZSearch; PagerInfo: typeof ZPagerInfoInput } & F>>;
/** The typed operations of one department or position catalogue. */
export type Catalogue<E extends string, I extends z.ZodObject, R extends z.ZodType, F extends z.ZodRawShape> = {
  [K in `${E}/Add${E}`]: OperationDef<InfoOf<E, I>, typeof ZNewId>;
} & { [K in `${E}/Update${E}`]: OperationDef<InfoOf<E, WithId<I>>, typeof ZNewId> } & {
  [K in `${E}/Delete${E}`]: OperationDef<ById, z.ZodNull>;
} & { [K in `${E}/Delete${E}INID`]: OperationDef<z.ZodObject<{ Ids: typeof ZIds }>, z.ZodObject<{ Deleted: z.ZodNumber }>> } & {
  [K in `${E}/Get${E}ById`]: OperationDef<ById, R>;
} & { [K in `${E}/Get${E}List`]: OperationDef<Listing<F>, z.ZodArray<R>> & { paged: true } } & {
  [K in `${E}/Get${E}ByName`]: OperationDef<z.ZodObject<{ Name: z.ZodString } & F>, z.ZodArray<R>>;
} & { [K in `${E}/GetValidationPara`]: OperationDef<z.ZodDefault<z.ZodObject<Record<string, never>>>, z.ZodArray<typeof ZFieldRule>> };

/** The spec's operations of a department or position catalogue (add, update, delete, multi-delete, by id, list, by name, validation), for one entity. */
function catalogue<E extends string, I extends z.ZodObject, R extends z.ZodType, F extends z.ZodRawShape>(
  ctl: E,
  label: string,
  perm: { view: readonly Permission[]; edit: readonly Permission[]; delete: readonly Permission[] },
  info: I,
  row: R,
  filters: F,
): Catalogue<E, I, R, F> {
  const key = `${ctl}Info`;
  const defs: OperationDef[] = [
    op({ name: `${ctl}/Add${ctl}`, summary: `新增${label}`, access: can(perm.edit), transaction: true, input: z.object({ [key]: info }), output: ZNewId }),
    op({
      name: `${ctl}/Update${ctl}`,
      summary: `修改${label}`,
      access: can(perm.edit),
      transaction: true,
      input: z.object({ [key]: info.extend({ Id: ZId }) }),
      output: ZNewId,
    }),
    op({
      name: `${ctl}/Delete${ctl}`,
      summary: `删除${label}（仍有人员或下级时不能删除）`,
      access: can(perm.delete),
      transaction: true,
      input: z.object({ Id: ZId }),
      output: z.null(),
    }),
    op({
      name: `${ctl}/Delete${ctl}INID`,
      summary: `批量删除${label}（全部可删才删除）`,
      access: can(perm.delete),
      transaction: true,
      input: z.object({ Ids: ZIds }),
      output: z.object({ Deleted: z.number() }),
    }),
    op({ name: `${ctl}/Get${ctl}ById`, summary: `${label}详情`, access: can(perm.view), transaction: false, input: z.object({ Id: ZId }), output: row }),
    op({
      name: `${ctl}/Get${ctl}List`,
      summary: `${label}列表（按名称搜索）`,
      access: can(perm.view),
      transaction: false,
      paged: true,
      // the filters are all optional, so an empty body is a first page
      input: pagedInput({ SearchName: ZSearch, ...filters }),
      output: z.array(row),
    }),
    op({
      name: `${ctl}/Get${ctl}ByName`,
      summary: `按名称查${label}（精确匹配，可见范围内）`,
      access: can(perm.view),
      transaction: false,
      input: z.object({ Name: ZName(`${label}名称`), ...filters }),
      output: z.array(row),
    }),
    validationPara(ctl, label),
  ];
  return Object.fromEntries(defs.map((d) => [d.name, d])) as unknown as Catalogue<E, I, R, F>;
}

const ROLE_VIEW = ['role:view', 'firm-role:view'] as const;
const ROLE_EDIT = ['role:edit', 'firm-role:edit'] as const;
const USER_EDIT = ['user:edit', 'firm-user:edit'] as const;
const DEPT = { view: ['department:view'], edit: ['department:edit'], delete: ['department:delete'] } as const;
const POS = { view: ['position:view'], edit: ['position:edit'], delete: ['position:delete'] } as const;
const FDEPT = { view: ['firm-department:view', 'firm-user:view'], edit: ['firm-department:edit'], delete: ['firm-department:delete'] } as const;
const FPOS = { view: ['firm-position:view', 'firm-user:view'], edit: ['firm-position:edit'], delete: ['firm-position:delete'] } as const;

const byArea = { Areacode: ZAreaCode, ...paged };
const byOrg = { OrgId: ZId };

export const iamOperations = {
  'Permission/GetResourceTree': op({
    name: 'Permission/GetResourceTree',
    summary: '权限登记表：资源（页面或一组操作）及其操作（查看、修改、删除、审核、导出），供角色编辑',
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZResourceNode),
  }),
  'Area/GetAreaTree': op({
    name: 'Area/GetAreaTree',
    summary: '行政区划树（国家编码：省2位、市4位、区县6位）',
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZAreaNode),
  }),

  'BA_Role/GetBA_RoleList': op({
    name: 'BA_Role/GetBA_RoleList',
    summary: '角色列表（本人可管理的范围内：平台角色按地区，企业角色限本单位）',
    access: can(ROLE_VIEW),
    transaction: false,
    paged: true,
    input: pagedInput({ SearchName: ZSearch }),
    output: z.array(ZRole),
  }),
  'BA_Role/GetBA_RoleById': op({
    name: 'BA_Role/GetBA_RoleById',
    summary: '角色详情（含权限）',
    access: can(ROLE_VIEW),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZRole,
  }),
  'BA_Role/AddBA_Role': op({
    name: 'BA_Role/AddBA_Role',
    summary: '新增角色：数据范围不能大于本人的，上级角色须在本人管理范围内',
    access: can(ROLE_EDIT),
    transaction: true,
    input: z.object({ BA_RoleInfo: ZRoleInfo }),
    output: ZNewId,
  }),
  'BA_Role/UpdateBA_Role': op({
    name: 'BA_Role/UpdateBA_Role',
    summary: '修改角色（名称、上级、数据范围、备注）',
    access: can(ROLE_EDIT),
    transaction: true,
    input: z.object({ BA_RoleInfo: ZRoleInfo.extend({ Id: ZId }) }),
    output: ZNewId,
  }),
  'BA_Role/DeleteBA_Role': op({
    name: 'BA_Role/DeleteBA_Role',
    summary: '删除角色（内置角色、有下级角色或仍有用户时不能删除）',
    access: can(['role:delete', 'firm-role:delete']),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'BA_Role/GetAllParentBA_RoleList': op({
    name: 'BA_Role/GetAllParentBA_RoleList',
    summary: '可作为上级的角色（本人管理范围内）',
    access: can(ROLE_VIEW),
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZRole),
  }),
  'BA_Role/GetSubBA_RoleListByLoginUser': op({
    name: 'BA_Role/GetSubBA_RoleListByLoginUser',
    summary: '本人可以授予他人的角色（权限与数据范围都不超过本人的）',
    access: can([...ROLE_VIEW, ...USER_EDIT]),
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZRole),
  }),
  'BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation': op({
    name: 'BA_Roleresourceoperationrelation/BulkAddBA_Roleresourceoperationrelation',
    summary: '设置角色的权限（整体替换）：只能授予本人拥有的权限，且不超出上级角色',
    access: can(ROLE_EDIT),
    transaction: true,
    input: z.object({ RoleId: ZId, Permissions: z.array(ZPermission, { error: '请选择权限' }).max(500, '权限过多') }),
    output: z.object({ Count: z.number() }),
  }),

  'BA_User/GetBA_UserList': op({
    name: 'BA_User/GetBA_UserList',
    summary: '平台用户列表（数据范围内）',
    access: can('user:view'),
    transaction: false,
    paged: true,
    input: pagedInput({ ...ZUserFilter, RoleId: ZOptId }),
    output: z.array(ZBaUser),
  }),
  'BA_User/GetBA_UserByAreaCode': op({
    name: 'BA_User/GetBA_UserByAreaCode',
    summary: '选人（监管端）：地区内的平台用户，按姓名搜索、按部门与岗位筛选；手机号脱敏',
    access: can(['user:view', 'violation:edit']),
    transaction: false,
    paged: true,
    input: pagedInput({ Areacode: ZOptArea, SearchName: ZSearch, DepartmentId: ZOptId, PositionId: ZOptId }),
    output: z.array(ZPickerRow),
  }),
  'BA_User/GetBA_UserById': op({
    name: 'BA_User/GetBA_UserById',
    summary: '平台用户详情',
    access: can('user:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZBaUser,
  }),
  'BA_User/AddBA_User': op({
    name: 'BA_User/AddBA_User',
    summary: '新增平台用户（地区须在本人范围内）',
    access: can('user:edit'),
    transaction: true,
    input: z.object({ BA_UserInfo: ZBaUserInfo }),
    output: ZNewId,
  }),
  'BA_User/UpdateBA_User': op({
    name: 'BA_User/UpdateBA_User',
    summary: '修改平台用户',
    access: can('user:edit'),
    transaction: true,
    input: z.object({ BA_UserInfo: ZBaUserUpdate }),
    output: ZNewId,
  }),
  'BA_User/DeleteBA_User': op({
    name: 'BA_User/DeleteBA_User',
    summary: '删除平台用户（停用并结束其登录；本人不能删除自己）',
    access: can('user:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'BA_User/EnableBA_User': op({
    name: 'BA_User/EnableBA_User',
    summary: '启用用户',
    access: can(USER_EDIT),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'BA_User/DisableBA_User': op({
    name: 'BA_User/DisableBA_User',
    summary: '禁用用户：其所有登录立即失效',
    access: can(USER_EDIT),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'BA_User/ResetPwdBA_User': op({
    name: 'BA_User/ResetPwdBA_User',
    summary: '重置密码：其所有登录立即失效',
    access: can('user:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Password: ZNewPassword }),
    output: z.null(),
  }),
  'BA_User/UpdateAuthBA_User': op({
    name: 'BA_User/UpdateAuthBA_User',
    summary: '设置用户的角色（同 BA_Userrolerelation/AddBA_Userrolerelation）',
    access: can('user:edit'),
    transaction: true,
    input: z.object({ UserId: ZId, RoleIds: ZRoleIds }),
    output: z.object({ Count: z.number() }),
  }),
  'BA_User/GetRolesByUserId': op({
    name: 'BA_User/GetRolesByUserId',
    summary: '用户的角色',
    access: can(['user:view', 'firm-user:view']),
    transaction: false,
    input: z.object({ UserId: ZId }),
    output: z.array(ZRole),
  }),
  'BA_User/GetNoRoleBA_UserList': op({
    name: 'BA_User/GetNoRoleBA_UserList',
    summary: '尚未分配角色的平台用户',
    access: can('user:view'),
    transaction: false,
    paged: true,
    input: pagedInput({ SearchName: ZSearch }),
    output: z.array(ZBaUser),
  }),
  'BA_User/GetOrgList': op({
    name: 'BA_User/GetOrgList',
    summary: '本人范围内的机构（按地区）',
    access: can(['user:view', 'department:view', 'position:view']),
    transaction: false,
    input: z.object({ AreaCode: ZOptArea }).default({}),
    output: z.array(z.object({ Id: z.string(), Name: z.string(), AreaCode: z.string() })),
  }),
  'BA_User/GetFirmUserType': op({
    name: 'BA_User/GetFirmUserType',
    summary: '用户类型：1 平台用户（运营、监管），2 企业用户',
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(z.object({ Id: z.number(), Name: z.string() })),
  }),
  'BA_User/GetValidationPara': validationPara('BA_User', '平台用户'),
  'BA_User/GetBA_UserExport': op({
    name: 'BA_User/GetBA_UserExport',
    summary: '导出平台用户（Excel，筛选同列表）',
    access: can('user:export'),
    transaction: false,
    input: z.object(ZUserFilter).default({}),
    output: ZExportFile,
  }),
  'BA_Userrolerelation/AddBA_Userrolerelation': op({
    name: 'BA_Userrolerelation/AddBA_Userrolerelation',
    summary: '设置用户的角色（整体替换）：只能授予本人可授予的角色，且用户须在本人范围内',
    access: can('user:edit'),
    transaction: true,
    input: z.object({ UserId: ZId, RoleIds: ZRoleIds }),
    output: z.object({ Count: z.number() }),
  }),

  ...catalogue('BA_Department', '部门', DEPT, ZDepartmentInfo, ZDepartment, { AreaCode: ZOptArea, OrgId: ZOptId }),
  'BA_Department/GetBA_DepartmentByOrgId': op({
    name: 'BA_Department/GetBA_DepartmentByOrgId',
    summary: '机构的部门',
    access: can([...DEPT.view, 'user:view']),
    transaction: false,
    input: z.object(byOrg),
    output: z.array(ZDepartment),
  }),
  'BA_Department/GetBA_DepartmentByAreaCode': op({
    name: 'BA_Department/GetBA_DepartmentByAreaCode',
    summary: '地区（含下级）的部门',
    access: can([...DEPT.view, 'user:view', 'violation:edit']),
    transaction: false,
    paged: true,
    input: z.object(byArea),
    output: z.array(ZDepartment),
  }),
  ...catalogue('BA_Position', '岗位', POS, ZPositionInfo, ZPosition, { AreaCode: ZOptArea, OrgId: ZOptId }),
  'BA_Position/GetBA_PositionByOrgId': op({
    name: 'BA_Position/GetBA_PositionByOrgId',
    summary: '机构的岗位',
    access: can([...POS.view, 'user:view']),
    transaction: false,
    input: z.object(byOrg),
    output: z.array(ZPosition),
  }),
  'BA_Position/GetBA_PositionByAreaCode': op({
    name: 'BA_Position/GetBA_PositionByAreaCode',
    summary: '地区（含下级）的岗位',
    access: can([...POS.view, 'user:view', 'violation:edit']),
    transaction: false,
    paged: true,
    input: z.object(byArea),
    output: z.array(ZPosition),
  }),

  ...catalogue('EN_Firmdepartment', '部门', FDEPT, ZFirmDepartmentInfo, ZFirmDepartment, {}),
  'EN_Firmdepartment/GetEN_FirmdepartmentByFirmId': op({
    name: 'EN_Firmdepartment/GetEN_FirmdepartmentByFirmId',
    summary: '单位的部门（本单位，或监管范围内的单位）',
    access: can([...FDEPT.view, 'supervision-firm:view']),
    transaction: false,
    input: z.object({ FirmId: ZId }),
    output: z.array(ZFirmDepartment),
  }),
  'EN_Firmposition/GetEN_FirmpositionByFirmId': op({
    name: 'EN_Firmposition/GetEN_FirmpositionByFirmId',
    summary: '单位的岗位（本单位，或监管范围内的单位）',
    access: can([...FPOS.view, 'supervision-firm:view']),
    transaction: false,
    input: z.object({ FirmId: ZId }),
    output: z.array(ZFirmPosition),
  }),
  ...catalogue('EN_Firmposition', '岗位', FPOS, ZFirmPositionInfo, ZFirmPosition, {}),

  'EN_Firmuser/GetDepartmentByFirmIdAndName': op({
    name: 'EN_Firmuser/GetDepartmentByFirmIdAndName',
    summary: '按单位与名称查部门',
    access: can([...FDEPT.view, 'supervision-firm:view']),
    transaction: false,
    input: z.object({ FirmId: ZId, Name: ZName('部门名称') }),
    output: ZFirmDepartment.nullable(),
  }),
  'EN_Firmuser/GetFirmPositionByFirmIdAndName': op({
    name: 'EN_Firmuser/GetFirmPositionByFirmIdAndName',
    summary: '按单位与名称查岗位',
    access: can([...FPOS.view, 'supervision-firm:view']),
    transaction: false,
    input: z.object({ FirmId: ZId, Name: ZName('岗位名称') }),
    output: ZFirmPosition.nullable(),
  }),
  'EN_Firmuser/GetFirmEN_FirmuserList': op({
    name: 'EN_Firmuser/GetFirmEN_FirmuserList',
    summary: '本单位员工（按姓名或手机号搜索，按部门、岗位筛选；部门范围按角色）',
    access: can('firm-user:view'),
    transaction: false,
    paged: true,
    input: pagedInput({ SearchName: ZSearch, DepartmentId: ZOptId, PositionId: ZOptId, Status: ZStatus.optional().nullable() }),
    output: z.array(ZFirmUser),
  }),
  'EN_Firmuser/GetEN_FirmuserById': op({
    name: 'EN_Firmuser/GetEN_FirmuserById',
    summary: '本单位员工详情',
    access: can('firm-user:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFirmUser,
  }),
  'EN_Firmuser/AddFirmEN_Firmuser': op({
    name: 'EN_Firmuser/AddFirmEN_Firmuser',
    summary: '新增本单位员工（可设职责：负责人、质量负责人、食品安全员）',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ EN_FirmuserInfo: ZFirmUserInfo }),
    output: ZNewId,
  }),
  'EN_Firmuser/UpdateFirmEN_Firmuser': op({
    name: 'EN_Firmuser/UpdateFirmEN_Firmuser',
    summary: '修改本单位员工',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ EN_FirmuserInfo: ZFirmUserUpdate }),
    output: ZNewId,
  }),
  'EN_Firmuser/DeleteEN_Firmuser': op({
    name: 'EN_Firmuser/DeleteEN_Firmuser',
    summary: '删除本单位员工（停用并结束其登录；不能删除自己）',
    access: can('firm-user:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'EN_Firmuser/PermissEN_Firmuser': op({
    name: 'EN_Firmuser/PermissEN_Firmuser',
    summary: '设置员工的角色（整体替换）：只能授予本人可授予的、属于本单位或内置的角色',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ Id: ZId, RoleIds: ZRoleIds }),
    output: z.object({ Count: z.number() }),
  }),
  'EN_Firmuser/ResetPwdEN_Firmuser': op({
    name: 'EN_Firmuser/ResetPwdEN_Firmuser',
    summary: '重置员工密码：其所有登录立即失效',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ Id: ZId, Password: ZNewPassword }),
    output: z.null(),
  }),
  'EN_Firmuser/EnableEN_Firmuser': op({
    name: 'EN_Firmuser/EnableEN_Firmuser',
    summary: '启用员工',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'EN_Firmuser/DisableEN_Firmuser': op({
    name: 'EN_Firmuser/DisableEN_Firmuser',
    summary: '禁用员工：其所有登录立即失效',
    access: can('firm-user:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'EN_Firmuser/CleanUserLoginCache': op({
    name: 'EN_Firmuser/CleanUserLoginCache',
    summary: '清除用户登录：该用户在所有实例上的登录立即失效',
    access: can(USER_EDIT),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.object({ Ended: z.number() }),
  }),
  'EN_Firmuser/GetRolesWithLoginUser': op({
    name: 'EN_Firmuser/GetRolesWithLoginUser',
    summary: '本人可以授予本单位员工的角色',
    access: can(['firm-user:edit', 'firm-role:view']),
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZRole),
  }),
  'EN_Firmuser/GetEN_Firmusertype': op({
    name: 'EN_Firmuser/GetEN_Firmusertype',
    summary: '员工职责（负责人、质量负责人、食品安全员）',
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZCodeName),
  }),
  'EN_Firmuser/GetEN_Firmuserstatus': op({
    name: 'EN_Firmuser/GetEN_Firmuserstatus',
    summary: '员工状态（1 启用，2 禁用）',
    access: LOGIN,
    transaction: false,
    input: NO_INPUT,
    output: z.array(z.object({ Id: z.number(), Name: z.string() })),
  }),
  'EN_Firmuser/GetValidationPara': validationPara('EN_Firmuser', '员工'),
  'EN_Firmuser/GetEN_FirmuserExport': op({
    name: 'EN_Firmuser/GetEN_FirmuserExport',
    summary: '导出本单位员工（Excel）',
    access: can('firm-user:export'),
    transaction: false,
    input: z.object({ SearchName: ZSearch, DepartmentId: ZOptId, PositionId: ZOptId }).default({}),
    output: ZExportFile,
  }),
  'EN_Firmuser/GetEN_FirmuserByAreaIdName': op({
    name: 'EN_Firmuser/GetEN_FirmuserByAreaIdName',
    summary: '监管：地区内单位的员工（按地区、姓名；手机号脱敏）',
    access: can('supervision-firm:view'),
    transaction: false,
    paged: true,
    input: pagedInput({ AreaCode: ZOptArea, FirmId: ZOptId, SearchName: ZSearch }),
    output: z.array(ZPickerRow.extend({ FirmId: z.string(), FirmName: z.string() })),
  }),
  'EN_Firmuser/GetEN_FirmuserOrgImgByFirmId': op({
    name: 'EN_Firmuser/GetEN_FirmuserOrgImgByFirmId',
    summary: '单位组织图（部门树及其人员）：监管范围内的单位',
    access: can('supervision-firm:view'),
    transaction: false,
    input: z.object({ FirmId: ZId }),
    output: z.array(ZOrgChartNode),
  }),
  'EN_Firmuser/GetFirmEN_FirmuserOrgImgByFirmId': op({
    name: 'EN_Firmuser/GetFirmEN_FirmuserOrgImgByFirmId',
    summary: '本单位组织图（部门树及其人员）',
    access: can('firm-user:view'),
    transaction: false,
    input: NO_INPUT,
    output: z.array(ZOrgChartNode),
  }),

  'EN_Firmuser/GetFirmUserList': op({
    name: 'EN_Firmuser/GetFirmUserList',
    summary: '选人：本单位人员（按姓名或手机号搜索，按部门、岗位筛选）',
    access: can(['firm-user:view', 'order:edit']),
    transaction: false,
    paged: true,
    input: z
      .object({
        SearchName: ZSearch,
        DepId: z.string().trim().max(64, '部门不正确').optional().nullable(),
        PosId: z.string().trim().max(64, '岗位不正确').optional().nullable(),
        PagerInfo: ZPagerInfoInput,
      })
      .default({ PagerInfo: { PageIndex: 1, PageSize: 10 } }),
    output: z.array(ZPersonRow),
  }),
  'EN_Firmuser/GetFirmDepartmentList': op({
    name: 'EN_Firmuser/GetFirmDepartmentList',
    summary: '选人：本单位的部门（Id 即部门名称）',
    access: can(['firm-user:view', 'order:edit']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZIdName),
  }),
  'EN_Firmuser/GetFirmPositionList': op({
    name: 'EN_Firmuser/GetFirmPositionList',
    summary: '选人：本单位的岗位（Id 即岗位名称）',
    access: can(['firm-user:view', 'order:edit']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZIdName),
  }),
};
