import { z } from 'zod';
import { pagedInput, plainText, requiredText, ZId, ZOptArea, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { MSG } from '../messages.js';
import { can, op, PUBLIC } from '../operation.js';
import { PROFILE_MSG, QUANTIFIED_GRADES } from '../profile-constants.js';
import { CONTACT_PHONE_MESSAGE, CONTACT_PHONE_PATTERN } from '../rules/phone.js';
import { LICENSE_TYPE_NAMES } from '../rules/trace.js';

export const ZSupervisedFirm = z.object({
  Id: z.string(),
  Name: z.string(),
  FirmType: z.string(),
  FirmTypeName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  Address: z.string(),
  Manager: z.string(),
  PhoneNumber: z.string(),
  CreateTime: ZTime,
});

export type TSupervisedFirm = z.infer<typeof ZSupervisedFirm>;

export const ZLicenseRow = z.object({
  Id: z.string(),
  LicenseType: z.number().int(),
  LicenseTypeName: z.string(),
  Name: z.string(),
  LicenseNo: z.string(),
  IssuingAuthority: z.string(),
  ValidFrom: ZTime,
  ValidUntil: ZTime,
  State: z.enum(['valid', 'expiring', 'expired']),
  DaysLeft: z.number().int(),
  Files: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string() })),
});
export type TLicenseRow = z.infer<typeof ZLicenseRow>;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).nullable().optional();
/**
 * A contact phone (the shared rule: a mobile number or a landline with area code and
 * extension), kept exactly as typed; empty or null clears it.
 */
const EMPTY_OR_CONTACT_PHONE = new RegExp(`^$|${CONTACT_PHONE_PATTERN.source}`);
const phone = (label: string) => {
  const message = `${label}：${CONTACT_PHONE_MESSAGE}`;
  return z.string({ error: message }).trim().max(20, message).regex(EMPTY_OR_CONTACT_PHONE, message).nullable().optional();
};
const count = (label: string) =>
  z
    .number({ error: PROFILE_MSG.count(label) })
    .int(PROFILE_MSG.count(label))
    .min(0, PROFILE_MSG.count(label))
    .max(10_000_000, PROFILE_MSG.count(label))
    .nullable()
    .optional();
const area = (message: string) => z.number({ error: message }).min(0, message).max(100_000_000, message).nullable().optional();

/**
 * The food-safety quantified grade: A, B, C or none. The form may send one letter, an
 * empty text, null, or the checkbox group's array, which may hold at most one.
 */
const ZQuantifiedGrade = z
  .union([z.string(), z.array(z.string()), z.null()], { error: PROFILE_MSG.gradeInvalid })
  .transform((v, ctx) => {
    const list = (v === null ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim().toUpperCase()).filter((s) => s !== '');
    if (list.length > 1) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MSG.gradeOne });
      return z.NEVER;
    }
    const grade = list[0] ?? null;
    if (grade !== null && !(QUANTIFIED_GRADES as readonly string[]).includes(grade)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MSG.gradeInvalid });
      return z.NEVER;
    }
    return grade as (typeof QUANTIFIED_GRADES)[number] | null;
  })
  .optional();

const readOnly = z.string().max(200).nullable().optional();

/** Fields of the basic-info tab and of the key-personnel tab; each tab saves only its own. */
export const PROFILE_BASIC_FIELDS = [
  'Name',
  'LicenseNumber',
  'PubFirmTypeId',
  'QuantifiedGrade',
  'RegisteredCapital',
  'FirmCreatedTime',
  'ContactName',
  'PhoneNumber',
  'PostCode',
  'Fax',
  'Email',
  'Address',
  'FactoryArea',
  'FactoryBuildingArea',
  'Longitude',
  'Latitude',
  'FirmImage',
] as const;
export const PROFILE_PERSONNEL_FIELDS = [
  'LegalRepresentative',
  'LegalRepresentativePhones',
  'Manager',
  'ManagerPhones',
  'FoodSafetyDirector',
  'FoodSafetyAdmin',
  'StaffCount',
  'QcCount',
  'DinersCount',
] as const;

/**
 * What the profile form sends back. Every field is optional: only the fields present are
 * written (null or '' clears one). The read-only fields may come back unchanged; a
 * changed one is refused. Display fields (PubFirmTypeName, FirmImageUrl) are ignored.
 */
export const ZFirmProfileInput = z.object(
  {
    /** The firm being saved: absent, empty or the caller's own firm. */
    Id: z.string().trim().max(64, PROFILE_MSG.notOwnFirm).nullable().optional(),
    // basic info
    Name: z.string({ error: MSG.enterFirmName }).trim().min(1, MSG.enterFirmName).max(100, PROFILE_MSG.firmNameTooLong).optional(),
    LicenseNumber: text(50, PROFILE_MSG.licenseNumberTooLong),
    /** An Id of Firm/GetPubFirmTypeList; null or '' clears it. */
    PubFirmTypeId: z.string({ error: PROFILE_MSG.pubFirmTypeNotFound }).trim().max(64, PROFILE_MSG.pubFirmTypeNotFound).nullable().optional(),
    QuantifiedGrade: ZQuantifiedGrade,
    RegisteredCapital: text(30, PROFILE_MSG.registeredCapitalTooLong),
    /** The founding year; 1900 to this year (the upper bound is checked on the server's clock). */
    FirmCreatedTime: z
      .number({ error: PROFILE_MSG.foundedYear })
      .int(PROFILE_MSG.foundedYear)
      .min(1900, PROFILE_MSG.foundedYear)
      .max(9999, PROFILE_MSG.foundedYear)
      .nullable()
      .optional(),
    ContactName: text(30, PROFILE_MSG.contactNameTooLong),
    PhoneNumber: phone('联系电话'),
    PostCode: z
      .string({ error: PROFILE_MSG.postCode })
      .trim()
      .regex(/^(\d{6})?$/, PROFILE_MSG.postCode)
      .nullable()
      .optional(),
    Fax: z
      .string({ error: PROFILE_MSG.fax })
      .trim()
      .max(20, PROFILE_MSG.fax)
      .regex(/^[\d\-+() ]*$/, PROFILE_MSG.fax)
      .nullable()
      .optional(),
    Email: z
      .string({ error: PROFILE_MSG.email })
      .trim()
      .max(100, PROFILE_MSG.email)
      .refine((s) => s === '' || z.email().safeParse(s).success, PROFILE_MSG.email)
      .nullable()
      .optional(),
    Address: text(200, PROFILE_MSG.addressTooLong),
    FactoryArea: area(PROFILE_MSG.factoryArea),
    FactoryBuildingArea: area(PROFILE_MSG.buildingArea),
    Longitude: z.number({ error: PROFILE_MSG.longitude }).min(-180, PROFILE_MSG.longitude).max(180, PROFILE_MSG.longitude).nullable().optional(),
    Latitude: z.number({ error: PROFILE_MSG.latitude }).min(-90, PROFILE_MSG.latitude).max(90, PROFILE_MSG.latitude).nullable().optional(),
    /** File id from File/Upload (an image); null clears the photo. */
    FirmImage: z.string({ error: PROFILE_MSG.imageNotFound }).trim().max(64, PROFILE_MSG.imageNotFound).nullable().optional(),
    // key personnel
    LegalRepresentative: text(30, PROFILE_MSG.personNameTooLong('法定代表人')),
    LegalRepresentativePhones: phone('法定代表人电话'),
    Manager: text(30, PROFILE_MSG.personNameTooLong('负责人')),
    ManagerPhones: phone('负责人电话'),
    FoodSafetyDirector: text(30, PROFILE_MSG.personNameTooLong('食品安全总监')),
    FoodSafetyAdmin: text(30, PROFILE_MSG.personNameTooLong('食品安全员')),
    StaffCount: count('从业人员数'),
    QcCount: count('质检人员数'),
    DinersCount: count('就餐人数'),
    // read-only: refused when changed
    FirmStandardNumber: readOnly,
    USCCode: readOnly,
    AreaCode: readOnly,
    AreaName: readOnly,
    OrgId: readOnly,
    OrgName: readOnly,
    FirmTypeName: readOnly,
    FirmCapitalTypeName: readOnly,
  },
  { error: '请提供单位资料' },
);
export type TFirmProfileInput = z.output<typeof ZFirmProfileInput>;

/** The business profile of a firm (spec 02 §3 Firm). */
export const ZFirmProfile = z.object({
  Id: z.string(),
  Name: z.string(),
  /** The unified social credit code (as registered). */
  FirmStandardNumber: z.string(),
  /** The same unified social credit code, under the profile's name for it. */
  USCCode: z.string(),
  /** Food business licence number. */
  LicenseNumber: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  OrgId: z.string().nullable(),
  OrgName: z.string(),
  /** One of FIRM_TYPE_NAMES: 中央厨房, 学校食堂, 重大保障单位, 供应商, 其他. */
  FirmTypeName: z.string(),
  PubFirmTypeId: z.string().nullable(),
  PubFirmTypeName: z.string(),
  /** 个体 or 企业. */
  FirmCapitalTypeName: z.string(),
  QuantifiedGrade: z.enum(QUANTIFIED_GRADES).nullable(),
  RegisteredCapital: z.string(),
  /** Founding year. */
  FirmCreatedTime: z.number().int().nullable(),
  ContactName: z.string(),
  PhoneNumber: z.string(),
  PostCode: z.string(),
  Fax: z.string(),
  Email: z.string(),
  Address: z.string(),
  /** Site area, m². */
  FactoryArea: z.number().nullable(),
  /** Building area, m². */
  FactoryBuildingArea: z.number().nullable(),
  Longitude: z.number().nullable(),
  Latitude: z.number().nullable(),
  /** File id of the business photo. */
  FirmImage: z.string().nullable(),
  FirmImageUrl: z.string(),
  LegalRepresentative: z.string(),
  LegalRepresentativePhones: z.string(),
  Manager: z.string(),
  ManagerPhones: z.string(),
  FoodSafetyDirector: z.string(),
  FoodSafetyAdmin: z.string(),
  StaffCount: z.number().int().nullable(),
  QcCount: z.number().int().nullable(),
  DinersCount: z.number().int().nullable(),
});
export type TFirmProfile = z.infer<typeof ZFirmProfile>;

export const ZIdName = z.object({ Id: z.string(), Name: z.string() });

export const ZUploadedFile = z.object({
  Id: z.string(),
  FileName: z.string(),
  /** With its dot, lower case: '.png', '.jpg', '.gif', '.bmp', '.webp', '.pdf'. */
  FileExtension: z.string(),
  FileUrl: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const formField = z
  .union([z.string().max(100), z.number(), z.boolean()])
  .nullable()
  .optional();

export const firmOperations = {
  'Firm/GetFirmById': op({
    name: 'Firm/GetFirmById',
    summary: '单位资料（只能查看本单位）',
    access: can(['firm-profile:view', 'supervision-firm:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZFirmProfile,
  }),
  'Firm/GetPubFirmTypeList': op({
    name: 'Firm/GetPubFirmTypeList',
    summary: '公共业态列表（可按名称搜索）',
    access: PUBLIC,
    transaction: false,
    input: z.object({ SearchName: ZSearch, Id: ZId.optional().nullable() }).default({}),
    output: z.array(ZIdName),
  }),
  'Firm/GetOrgByAreaCode': op({
    name: 'Firm/GetOrgByAreaCode',
    summary: '按区域编码查机构（编码前缀匹配：3301 含杭州市各区）',
    access: PUBLIC,
    transaction: false,
    paged: true,
    input: z.object({
      Code: z
        .string({ error: PROFILE_MSG.enterAreaCode })
        .trim()
        .min(1, PROFILE_MSG.enterAreaCode)
        .max(12, PROFILE_MSG.areaCodeFormat)
        .regex(/^\d+$/, PROFILE_MSG.areaCodeFormat),
      PagerInfo: ZPagerInfoInput,
    }),
    output: z.array(z.object({ Id: z.string(), Name: z.string(), AreaCode: z.string() })),
  }),
  'Firm/UpdateFirmUser': op({
    name: 'Firm/UpdateFirmUser',
    summary: '保存本单位资料（基本信息与主要人员两个分页分别保存：只写入提交的字段；Tab 限定写入哪一页）',
    access: can('firm-profile:edit'),
    transaction: true,
    input: z.object({
      EN_FirmuserInfo: ZFirmProfileInput,
      Tab: z.enum(['basic', 'personnel'], { error: PROFILE_MSG.tabInvalid }).nullable().optional(),
    }),
    output: ZFirmProfile,
  }),
  'Supervision/GetFirmList': op({
    name: 'Supervision/GetFirmList',
    summary: '辖区企业（本人地区及下级地区）',
    access: can('supervision-firm:view'),
    transaction: false,
    paged: true,
    input: pagedInput({
      AreaCode: ZOptArea,
      SearchName: ZSearch,
      FirmType: z.enum(['buyer', 'supplier'], { error: '单位类型不正确' }).optional().nullable(),
    }),
    output: z.array(ZSupervisedFirm),
  }),
  // ---------- licences ----------
  'EN_Firmlicense/SaveFirmlicense': op({
    name: 'EN_Firmlicense/SaveFirmlicense',
    summary: '保存本单位的资质证照（无 Id 时新增）',
    access: can('firm-licence:edit'),
    transaction: true,
    input: z
      .object({
        Id: ZId.optional().nullable(),
        LicenseType: z
          .number({ error: '请选择证照类型' })
          .int()
          .refine((v) => v in LICENSE_TYPE_NAMES, '请选择证照类型'),
        Name: requiredText(50, '请填写证照名称', '证照名称不能超过50个字'),
        LicenseNo: requiredText(50, '请填写证照编号', '证照编号不能超过50个字'),
        IssuingAuthority: plainText(100, '发证机关不能超过100个字').default(''),
        ValidFrom: ZTimeInput('请选择有效期起始日期'),
        ValidUntil: ZTimeInput('请选择有效期截止日期'),
        FileIds: z.array(ZId, { error: '请上传证照图片或PDF' }).min(1, '请上传证照图片或PDF').max(10, '一个证照最多10个文件'),
      })
      .refine((v) => new Date(v.ValidUntil) >= new Date(v.ValidFrom), { message: '有效期截止日期不能早于起始日期', path: ['ValidUntil'] }),
    output: z.object({ Id: z.string() }),
  }),
  'EN_Firmlicense/GetFirmlicenseList': op({
    name: 'EN_Firmlicense/GetFirmlicenseList',
    summary: '本单位的资质证照（含到期状态）',
    access: can('firm-licence:view'),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZLicenseRow),
  }),
  'EN_Firmlicense/DeleteFirmlicense': op({
    name: 'EN_Firmlicense/DeleteFirmlicense',
    summary: '删除本单位的一个资质证照',
    access: can('firm-licence:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
};
