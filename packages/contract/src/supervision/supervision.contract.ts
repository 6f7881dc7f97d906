import { z } from 'zod';
import { ZNewPassword, ZPhone } from '../account/account.contract.js';
import { ZAreaCode, ZExportFile, ZId, ZPagerInfoInput, ZSearch, ZTime, ZTimeInput } from '../common.js';
import { can, op, PLATFORM } from '../operation.js';
import { CASE_STATUS, SUPERVISION_MSG as M, MONITOR_TYPE_VALUES } from '../rules/supervision.js';

/**
 * Supervision (明厨亮灶, spec 02 §2.16, §3, §7): kitchen cameras and their streams, AI detection
 * platforms and their abilities with grades, violation cases from AI detections and from the
 * player's report, their processing level by level, and the area's dashboard.
 */

const ZPaged = { PagerInfo: ZPagerInfoInput };
const ZOptId = z.string().trim().max(64, 'Id格式不正确').optional().nullable();
const ZOptArea = z
  .string({ error: '地区编码不正确' })
  .trim()
  .regex(/^(\d{2}|\d{4}|\d{6})$/, '地区编码不正确')
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null));
const ZRemark = z.string({ error: M.remarkRequired }).trim().max(500, M.remarkTooLong);
const ZFileIds = z.array(ZId).max(9, M.rectifyPhotosTooMany).default([]);
const ZFlag = z.union([z.literal(0), z.literal(1)], { error: '通知标记须为 0 或 1' }).default(0);
const ZPlayUrl = z
  .string({ error: M.playUrlInvalid })
  .trim()
  .max(300, M.playUrlInvalid)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^[A-Za-z0-9_.:-]{4,64}$/.test(v), M.playUrlInvalid);

// ---- cameras ----

export const ZMonitorInput = z.object({
  Id: ZOptId,
  FirmId: ZId.optional().nullable(),
  Name: z.string({ error: M.monitorNameRequired }).trim().min(1, M.monitorNameRequired).max(50, M.monitorNameTooLong),
  Place: z.string({ error: M.placeTooLong }).trim().max(50, M.placeTooLong).default(''),
  MonitorType: z.number({ error: M.monitorType }).refine((v) => (MONITOR_TYPE_VALUES as number[]).includes(v), M.monitorType),
  PlayUrl: ZPlayUrl,
});
export type TMonitorInput = z.input<typeof ZMonitorInput>;

export const ZMonitor = z.object({
  Id: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  Name: z.string(),
  Place: z.string(),
  MonitorType: z.number(),
  MonitorTypeName: z.string(),
  PlayUrl: z.string(),
  /** Spec 02 §5: live when the address contains .m3u8 or is a device identifier. */
  Live: z.boolean(),
  Online: z.boolean(),
  LastCheckTime: ZTime.nullable(),
  OpenCases: z.number(),
  CreateTime: ZTime,
});
export type TMonitor = z.infer<typeof ZMonitor>;

export const ZMonitorFirm = z.object({
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  Cameras: z.number(),
  Online: z.number(),
  OpenCases: z.number(),
});

export const ZPlayInfo = z.object({
  MonitorId: z.string(),
  Name: z.string(),
  Place: z.string(),
  MonitorType: z.number(),
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  /**
   * The stream address to play: a device identifier resolved through the media server's template;
   * the platform's own streams carry a signed token for this camera and this caller (decision 021).
   */
  PlayUrl: z.string(),
  Live: z.boolean(),
  Online: z.boolean(),
  /** When the address stops playing (a token's expiry); null for an address the platform does not sign. */
  ExpireTime: ZTime.nullable(),
});
export type TPlayInfo = z.infer<typeof ZPlayInfo>;

// ---- AI platforms and abilities ----

export const ZAbilityInput = z.object({
  Id: ZOptId,
  Code: z
    .string({ error: M.abilityCodeInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_]{2,32}$/, M.abilityCodeInvalid),
  Name: z.string({ error: M.abilityRequired }).trim().min(1, M.abilityRequired).max(30, '能力名称不能超过 30 个字'),
  Grade: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.gradeRange }),
  /** The ability's own deadline; empty means its grade's. */
  DeadlineHours: z.number({ error: M.deadlineRange }).int(M.deadlineRange).min(1, M.deadlineRange).max(720, M.deadlineRange).nullable().default(null),
  Description: z.string({ error: '说明不能超过 200 个字' }).trim().max(200, '说明不能超过 200 个字').default(''),
  Enabled: z.boolean({ error: '请选择是否启用' }).default(true),
});
export type TAbilityInput = z.input<typeof ZAbilityInput>;

export const ZAbility = z.object({
  Id: z.string(),
  Code: z.string(),
  Name: z.string(),
  Grade: z.number(),
  GradeName: z.string(),
  DeadlineHours: z.number().nullable(),
  /** The deadline that applies: the ability's own or its grade's. */
  EffectiveDeadlineHours: z.number(),
  Description: z.string(),
  Enabled: z.boolean(),
  Cases: z.number(),
  FalsePositives: z.number(),
  /** Cases marked 误报 / cases, 0…1. */
  FalsePositiveRate: z.number(),
});
export type TAbility = z.infer<typeof ZAbility>;

export const ZGradeSetting = z.object({
  Grade: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.gradeRange }),
  Name: z.string(),
  DeadlineHours: z.number({ error: M.deadlineRange }).int(M.deadlineRange).min(1, M.deadlineRange).max(720, M.deadlineRange),
  /** After the deadline the case is yellow; this many hours later, red and escalated to the parent executor. */
  YellowHours: z.number({ error: M.deadlineRange }).int(M.deadlineRange).min(1, M.deadlineRange).max(720, M.deadlineRange),
  /** Repeats of the same ability on the same camera within this window join one case. */
  MergeWindowMinutes: z.number({ error: M.windowRange }).int(M.windowRange).min(1, M.windowRange).max(1440, M.windowRange),
  SMSFirmManager: ZFlag,
  SMSFirmHeadOfQuality: ZFlag,
  SMSFirmSecurityOfficer: ZFlag,
  SMSExecutor: ZFlag,
  SMSParentExecutor: ZFlag,
});
export type TGradeSetting = z.infer<typeof ZGradeSetting>;

export const ZPlatformInput = z.object({
  Id: ZOptId,
  Name: z.string({ error: M.platformNameRequired }).trim().min(1, M.platformNameRequired).max(50, '平台名称不能超过 50 个字'),
  Vendor: z.string({ error: '厂商不能超过 50 个字' }).trim().max(50, '厂商不能超过 50 个字').default(''),
  Description: z.string({ error: '说明不能超过 200 个字' }).trim().max(200, '说明不能超过 200 个字').default(''),
  Enabled: z.boolean({ error: '请选择是否启用' }).default(true),
});

export const ZPlatform = z.object({
  Id: z.string(),
  Name: z.string(),
  Vendor: z.string(),
  Description: z.string(),
  Enabled: z.boolean(),
  KeyCreateTime: ZTime,
  LastPushTime: ZTime.nullable(),
  Abilities: z.array(z.object({ Id: z.string(), AbilityUniqueId: z.string(), Code: z.string(), Name: z.string(), Enabled: z.boolean() })),
  CreateTime: ZTime,
});
export type TPlatform = z.infer<typeof ZPlatform>;

// ---- cases ----

const ZNoticeFlags = {
  SMSFirmManager: ZFlag,
  SMSFirmHeadOfQuality: ZFlag,
  SMSFirmSecurityOfficer: ZFlag,
  SMSExecutor: ZFlag,
  SMSParentExecutor: ZFlag,
};

/** The report from the player (spec 02 §3 `AI_AiillegalresultInfo`). */
export const ZReportInfo = z.object({
  MonitorId: ZId.optional().nullable(),
  PlayUrl: z.string().trim().max(300).optional().nullable(),
  FirmId: ZOptId,
  FirmName: z.string().max(100).optional().nullable(),
  MonitorType: z.number().optional().nullable(),
  AbilityUniqueId: z.string({ error: M.abilityRequired }).trim().min(1, M.abilityRequired).max(64, M.abilityRequired),
  ToUserId: z.string({ error: M.executorRequired }).trim().min(1, M.executorRequired).max(64, M.executorRequired),
  ToUserName: z.string().max(50).optional().nullable(),
  ToUserPhone: z.string().max(20).optional().nullable(),
  ParentUserId: z.string({ error: M.parentExecutorRequired }).trim().min(1, M.parentExecutorRequired).max(64, M.parentExecutorRequired),
  ParentUserName: z.string().max(50).optional().nullable(),
  ParentUserPhone: z.string().max(20).optional().nullable(),
  PushContent: z.string({ error: M.pushContentTooLong }).trim().max(500, M.pushContentTooLong).default(''),
  IllegalCapture: ZOptId,
  IllegalVIdeo: ZOptId,
  ...ZNoticeFlags,
});
export type TReportInfo = z.input<typeof ZReportInfo>;

export const ZCaseStep = z.object({
  Step: z.string(),
  StepName: z.string(),
  UserName: z.string(),
  Remark: z.string(),
  Files: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string() })),
  FromStatus: z.number().nullable(),
  ToStatus: z.number(),
  Time: ZTime,
});

export const ZCase = z.object({
  Id: z.string(),
  CaseNo: z.string(),
  Source: z.number(),
  SourceName: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  MonitorId: z.string().nullable(),
  MonitorName: z.string(),
  PlayUrl: z.string(),
  MonitorType: z.number().nullable(),
  AbilityUniqueId: z.string(),
  AbilityCode: z.string(),
  AbilityName: z.string(),
  Grade: z.number(),
  GradeName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  EscalationLevel: z.number(),
  EscalationName: z.string(),
  Overdue: z.boolean(),
  DeadlineTime: ZTime,
  Count: z.number(),
  Confidence: z.number().nullable(),
  FirstTime: ZTime,
  LastTime: ZTime,
  ClosedTime: ZTime.nullable(),
  ToUserId: z.string().nullable(),
  ToUserName: z.string(),
  ParentUserId: z.string().nullable(),
  ParentUserName: z.string(),
  PushContent: z.string(),
  IllegalCapture: z.string().nullable(),
  IllegalCaptureUrl: z.string(),
  IllegalVIdeo: z.string().nullable(),
  IllegalVIdeoUrl: z.string(),
  PlatformName: z.string(),
  SMSFirmManager: z.number(),
  SMSFirmHeadOfQuality: z.number(),
  SMSFirmSecurityOfficer: z.number(),
  SMSExecutor: z.number(),
  SMSParentExecutor: z.number(),
  CreateTime: ZTime,
});
export type TCase = z.infer<typeof ZCase>;

export const ZCaseDetail = ZCase.extend({
  Steps: z.array(ZCaseStep),
  Detections: z.array(
    z.object({
      Id: z.string(),
      Confidence: z.number(),
      CaptureTime: ZTime,
      ReceiveTime: ZTime,
      FileId: z.string().nullable(),
      FileUrl: z.string(),
      Sha256: z.string(),
    }),
  ),
  Evidence: z.array(z.object({ Id: z.string(), FileName: z.string(), FileUrl: z.string(), Sha256: z.string(), UploadTime: ZTime })),
  /** What the caller may do now (spec 02 §7 "validation for process"). */
  Can: z.object({
    FirmProcess: z.boolean(),
    ManagerProcess: z.boolean(),
    ParentManagerProcess: z.boolean(),
    Disposal: z.boolean(),
    Push: z.boolean(),
    Escalate: z.boolean(),
  }),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

const ZCaseFilter = {
  Status: z
    .number()
    .refine((v) => Object.keys(CASE_STATUS).map(Number).includes(v), '状态不正确')
    .optional()
    .nullable(),
  Grade: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: M.gradeRange })
    .optional()
    .nullable(),
  AreaCode: ZOptArea,
  FirmId: ZOptId,
  MonitorId: ZOptId,
  AbilityCode: z.string().trim().max(32).optional().nullable(),
  Overdue: z.boolean().optional().nullable(),
  Open: z.boolean().optional().nullable(),
  SearchName: ZSearch,
  StartTime: ZTimeInput().optional().nullable(),
  EndTime: ZTimeInput().optional().nullable(),
};

export const ZDashboard = z.object({
  AreaCode: z.string(),
  AreaName: z.string(),
  CamerasTotal: z.number(),
  CamerasOnline: z.number(),
  OpenCases: z.number(),
  OverdueCases: z.number(),
  ClosedCases: z.number(),
  /** Mean hours from detection to closing, over cases closed in the period; null without one. */
  AvgCloseHours: z.number().nullable(),
  ByDay: z.array(z.object({ Date: z.string(), Grade1: z.number(), Grade2: z.number(), Grade3: z.number(), Closed: z.number() })),
  ByStatus: z.array(z.object({ Status: z.number(), Name: z.string(), Count: z.number() })),
  FirmRanking: z.array(z.object({ FirmId: z.string(), FirmName: z.string(), AreaName: z.string(), Open: z.number(), Overdue: z.number() })),
  Abilities: z.array(z.object({ Code: z.string(), Name: z.string(), Cases: z.number(), FalsePositives: z.number(), FalsePositiveRate: z.number() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;

const MONITOR_VIEW = can(['kitchen-camera:view', 'monitor:view']);
const CASE_VIEW = can(['violation:view', 'rectification:view']);

/** A supervision authority (市场监督管理局) of an area, as the operator's list shows it. */
export const ZAuthority = z.object({
  FirmId: z.string(),
  FirmName: z.string(),
  AreaCode: z.string(),
  AreaName: z.string(),
  AdminNames: z.array(z.string()),
  OfficerCount: z.number(),
  CreateTime: ZTime,
});
export type TAuthority = z.infer<typeof ZAuthority>;

export const ZAddAuthorityInput = z.object({
  FirmName: z.string({ error: M.authorityNameRequired }).trim().min(1, M.authorityNameRequired).max(50, M.authorityNameTooLong),
  AreaCode: ZAreaCode,
  AdminFullName: z.string({ error: M.authorityAdminNameRequired }).trim().min(1, M.authorityAdminNameRequired).max(30, M.authorityAdminNameTooLong),
  AdminMobileNumber: ZPhone,
  AdminPassword: ZNewPassword,
});

export const supervisionOperations = {
  'Supervision/AddAuthority': op({
    name: 'Supervision/AddAuthority',
    summary:
      '运营人员为一个地区登记市场监督管理局及其首位管理员（一个事务）：管理员以 BA_User/* 管理本机构人员、部门、岗位与角色，并可授予监管人员角色。同一地区只能登记一个监管机构。',
    access: can('firm-review:review'),
    transaction: true,
    input: ZAddAuthorityInput,
    output: z.object({ FirmId: z.string(), UserId: z.string() }),
  }),
  'Supervision/GetAuthorityList': op({
    name: 'Supervision/GetAuthorityList',
    summary: '已登记的监管机构：地区、管理员与在职人员数。',
    access: can('firm-review:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, ...ZPaged }),
    output: z.array(ZAuthority),
  }),
  'Monitor/SaveMonitor': op({
    name: 'Monitor/SaveMonitor',
    summary: 'Adds (no Id) or updates a kitchen camera of a buyer firm: the firm its own, a supervisor those of its area.',
    access: can(['kitchen-camera:edit', 'monitor:edit']),
    transaction: true,
    input: ZMonitorInput,
    output: z.object({ Id: z.string() }),
  }),
  'Monitor/DeleteMonitor': op({
    name: 'Monitor/DeleteMonitor',
    summary: 'Removes a camera (its cases keep its name).',
    access: can(['kitchen-camera:delete', 'monitor:delete']),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'Monitor/GetMonitorList': op({
    name: 'Monitor/GetMonitorList',
    summary: 'Cameras of the caller’s firm, or of the supervisor’s area (by firm or area).',
    access: MONITOR_VIEW,
    transaction: false,
    paged: true,
    input: z.object({ FirmId: ZOptId, AreaCode: ZOptArea, SearchName: ZSearch, Online: z.boolean().optional().nullable(), ...ZPaged }),
    output: z.array(ZMonitor),
  }),
  'Monitor/GetMonitorFirmList': op({
    name: 'Monitor/GetMonitorFirmList',
    summary: 'Firms of the supervisor’s area that have cameras, with cameras online and open cases (the wall’s firm list).',
    access: can('monitor:view'),
    transaction: false,
    paged: true,
    input: z.object({ AreaCode: ZOptArea, SearchName: ZSearch, ...ZPaged }),
    output: z.array(ZMonitorFirm),
  }),
  'Monitor/GetPlayUrl': op({
    name: 'Monitor/GetPlayUrl',
    summary:
      'Resolves a camera’s play address (a device identifier through the media server’s template) with its firm (spec 02 §7); the platform’s own streams get a signed address for this camera and caller that expires (ExpireTime). MonitorId picks the camera when several share the address.',
    access: MONITOR_VIEW,
    transaction: false,
    input: z.object({ PlayUrl: ZPlayUrl, MonitorId: ZOptId }),
    output: ZPlayInfo,
  }),
  'Monitor/GetPlaybackUrl': op({
    name: 'Monitor/GetPlaybackUrl',
    summary:
      'A recording of the camera for a time range: an embedded page with a key for camera types 1, 2, 3, 4, 8, 9, else a link; empty when none. The platform’s own recordings get a signed address that expires (ExpireTime).',
    access: MONITOR_VIEW,
    transaction: false,
    // without times (the specifications' client sends only PlayUrl): the last hour
    input: z
      .object({
        PlayUrl: ZPlayUrl,
        MonitorId: ZOptId,
        StartTime: ZTimeInput(M.playbackRange).optional().nullable(),
        EndTime: ZTimeInput(M.playbackRange).optional().nullable(),
      })
      .refine((v) => !v.StartTime === !v.EndTime, { message: M.playbackRange, path: ['EndTime'] }),
    output: z.object({ Url: z.string(), Embedded: z.boolean(), PageUrl: z.string(), ExpireTime: ZTime.nullable() }),
  }),

  'AI_Aiabilityunique/GetUniqueAbility': op({
    name: 'AI_Aiabilityunique/GetUniqueAbility',
    summary: 'The enabled abilities (what can be seen), for the report’s 违规类型.',
    access: can(['violation:view', 'ai-platform:view']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZAbility),
  }),
  'AI_Aiabilityunique/GetAI_AiabilityuniqueList': op({
    name: 'AI_Aiabilityunique/GetAI_AiabilityuniqueList',
    summary: 'Every ability with its grade, deadline and false-positive rate.',
    access: can(['violation:view', 'ai-platform:view']),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, ...ZPaged }),
    output: z.array(ZAbility),
  }),
  'AI_Aiabilityunique/GetAI_AiabilityuniqueById': op({
    name: 'AI_Aiabilityunique/GetAI_AiabilityuniqueById',
    summary: 'One ability.',
    access: can(['violation:view', 'ai-platform:view']),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZAbility,
  }),
  'AI_Aiabilityunique/SaveAI_Aiabilityunique': op({
    name: 'AI_Aiabilityunique/SaveAI_Aiabilityunique',
    summary: 'Adds (no Id) or updates an ability: code, name, grade, own deadline.',
    access: can('ai-platform:edit'),
    transaction: true,
    input: ZAbilityInput,
    output: z.object({ Id: z.string() }),
  }),
  'AI_Aiabilityunique/DeleteAI_Aiabilityunique': op({
    name: 'AI_Aiabilityunique/DeleteAI_Aiabilityunique',
    summary: 'Removes an ability no case refers to.',
    access: can('ai-platform:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'AI_Aiabilityunique/GetGradeSettings': op({
    name: 'AI_Aiabilityunique/GetGradeSettings',
    summary: 'The handling rule of each grade: deadline, yellow card hours, merge window, who is notified.',
    access: can(['violation:view', 'ai-platform:view']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZGradeSetting),
  }),
  'AI_Aiabilityunique/SaveGradeSetting': op({
    name: 'AI_Aiabilityunique/SaveGradeSetting',
    summary: 'Sets the handling rule of a grade (operators).',
    access: can('ai-platform:edit'),
    transaction: true,
    input: ZGradeSetting.omit({ Name: true }),
    output: z.null(),
  }),

  'AI_Aiplat/GetPlatformList': op({
    name: 'AI_Aiplat/GetPlatformList',
    summary: 'The AI detection platforms with the abilities each offers.',
    access: can(['ai-platform:view', 'violation:view']),
    transaction: false,
    input: z.object({}).default({}),
    output: z.array(ZPlatform),
  }),
  'AI_Aiplat/GetAI_AiplatList': op({
    name: 'AI_Aiplat/GetAI_AiplatList',
    summary: 'The AI detection platforms, paged.',
    access: can('ai-platform:view'),
    transaction: false,
    paged: true,
    input: z.object({ SearchName: ZSearch, ...ZPaged }),
    output: z.array(ZPlatform),
  }),
  'AI_Aiplat/GetAI_AiplatById': op({
    name: 'AI_Aiplat/GetAI_AiplatById',
    summary: 'One platform.',
    access: can('ai-platform:view'),
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZPlatform,
  }),
  'AI_Aiplat/AddAI_Aiplat': op({
    name: 'AI_Aiplat/AddAI_Aiplat',
    summary: 'Registers a platform; its access key is answered once and only its hash is kept.',
    access: can('ai-platform:edit'),
    transaction: true,
    input: ZPlatformInput,
    output: z.object({ Id: z.string(), AccessKey: z.string() }),
  }),
  'AI_Aiplat/UpdateAI_Aiplat': op({
    name: 'AI_Aiplat/UpdateAI_Aiplat',
    summary: 'Updates a platform’s name, vendor, description, enabled.',
    access: can('ai-platform:edit'),
    transaction: true,
    input: ZPlatformInput.extend({ Id: ZId }),
    output: z.null(),
  }),
  'AI_Aiplat/RenewAccessKey': op({
    name: 'AI_Aiplat/RenewAccessKey',
    summary: 'Replaces a platform’s access key (the old one stops at once); the new one is answered once.',
    access: can('ai-platform:edit'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.object({ Id: z.string(), AccessKey: z.string() }),
  }),
  'AI_Aiplat/DeleteAI_Aiplat': op({
    name: 'AI_Aiplat/DeleteAI_Aiplat',
    summary: 'Removes a platform that never pushed a detection.',
    access: can('ai-platform:delete'),
    transaction: true,
    input: z.object({ Id: ZId }),
    output: z.null(),
  }),
  'AI_Aiplatability/GetAbilityList': op({
    name: 'AI_Aiplatability/GetAbilityList',
    summary: 'The abilities a platform offers; without PlatId, every ability (Id is then the ability’s own).',
    access: can(['ai-platform:view', 'violation:view']),
    transaction: false,
    input: z.object({ PlatId: ZOptId }).default({}),
    output: z.array(z.object({ Id: z.string(), AbilityUniqueId: z.string(), Code: z.string(), Name: z.string(), Grade: z.number(), Enabled: z.boolean() })),
  }),
  'AI_Aiplatability/SetAbilities': op({
    name: 'AI_Aiplatability/SetAbilities',
    summary: 'Sets which abilities a platform offers (replaces the set).',
    access: can('ai-platform:edit'),
    transaction: true,
    input: z.object({ PlatId: ZId, AbilityUniqueIds: z.array(ZId).max(100, '能力过多') }),
    output: z.object({ Count: z.number() }),
  }),

  'AI_Aiillegalresult/PushDetection': op({
    name: 'AI_Aiillegalresult/PushDetection',
    summary:
      'An AI platform pushes a detection (Authorization: Platform <key>); a repeat of the ability on the camera within the grade’s window joins the open case. The same platform’s same EventId again (without one: the same camera, ability and capture time) answers the first result and counts nothing.',
    access: PLATFORM,
    transaction: true,
    input: z.object({
      MonitorId: ZId,
      AbilityCode: z.string({ error: M.abilityUnknown }).trim().min(1, M.abilityUnknown).max(32, M.abilityUnknown),
      Confidence: z.number({ error: M.confidenceRange }).min(0, M.confidenceRange).max(1, M.confidenceRange),
      CaptureTime: ZTimeInput(),
      CaptureImage: z.string({ error: M.captureImageInvalid }).max(6_000_000, M.captureImageInvalid).optional().nullable(),
      /**
       * The platform's own identifier of this detection, so that a push sent again (a retry after a
       * timeout) is answered with the first result and counted once. Optional for platforms that
       * push without one (decision 021): then the camera, ability and capture time identify it.
       */
      EventId: z.preprocess(
        (v) => (v === '' ? null : v),
        z
          .string({ error: M.eventIdInvalid })
          .trim()
          .regex(/^[A-Za-z0-9_.:-]{1,64}$/, M.eventIdInvalid)
          .optional()
          .nullable(),
      ),
    }),
    output: z.object({ CaseId: z.string(), Count: z.number() }),
  }),
  'AI_Aiillegalresult/AddAI_Aiillegalresult': op({
    name: 'AI_Aiillegalresult/AddAI_Aiillegalresult',
    summary: 'The violation report filed from the player (spec 02 §3); notices go by SMS to the duties flagged.',
    access: can('violation:edit'),
    transaction: true,
    input: z.object({ AI_AiillegalresultInfo: ZReportInfo }),
    output: z.object({ Id: z.string() }),
  }),
  'AI_Aiillegalresult/GetAI_AiillegalresultList': op({
    name: 'AI_Aiillegalresult/GetAI_AiillegalresultList',
    summary: 'Cases of the supervisor’s area, or of the caller’s firm; newest first.',
    access: CASE_VIEW,
    transaction: false,
    paged: true,
    input: z.object({ ...ZCaseFilter, ...ZPaged }),
    output: z.array(ZCase),
  }),
  'AI_Aiillegalresult/GetAI_AiillegalresultById': op({
    name: 'AI_Aiillegalresult/GetAI_AiillegalresultById',
    summary: 'One case with its history, detections, evidence and what the caller may do.',
    access: CASE_VIEW,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZCaseDetail,
  }),
  'AI_Aiillegalresult/GetFirmList': op({
    name: 'AI_Aiillegalresult/GetFirmList',
    summary: 'Firms of the area ranked by open cases.',
    access: can('violation:view'),
    transaction: false,
    paged: true,
    input: z.object({ AreaCode: ZOptArea, ...ZPaged }),
    output: z.array(z.object({ FirmId: z.string(), FirmName: z.string(), AreaName: z.string(), Open: z.number(), Overdue: z.number(), Closed: z.number() })),
  }),
  'AI_Aiillegalresult/FirmProcess': op({
    name: 'AI_Aiillegalresult/FirmProcess',
    summary: 'The firm rectifies with a note and photos; the case goes to the executor’s review.',
    access: can('rectification:edit'),
    transaction: true,
    input: z.object({
      Id: ZId,
      Remark: z.string({ error: M.rectifyRemarkRequired }).trim().max(500, M.rectifyRemarkTooLong).min(1, M.rectifyRemarkRequired),
      FileIds: ZFileIds,
    }),
    output: z.null(),
  }),
  'AI_Aiillegalresult/ManagerProcess': op({
    name: 'AI_Aiillegalresult/ManagerProcess',
    summary: 'The area’s executor reviews the rectification: pass closes, reject returns it to the firm with a new deadline.',
    access: can('violation:review'),
    transaction: true,
    input: z.object({ Id: ZId, Pass: z.boolean({ error: '请选择是否通过' }), Remark: ZRemark.default('') }),
    output: z.null(),
  }),
  'AI_Aiillegalresult/ParentManagerProcess': op({
    name: 'AI_Aiillegalresult/ParentManagerProcess',
    summary: 'The parent executor handles an escalated case: pass closes it, otherwise orders the firm to rectify again.',
    access: can('violation:review'),
    transaction: true,
    input: z.object({ Id: ZId, Pass: z.boolean({ error: '请选择是否通过' }), Remark: ZRemark.min(1, M.remarkRequired) }),
    output: z.null(),
  }),
  'AI_Aiillegalresult/Escalate': op({
    name: 'AI_Aiillegalresult/Escalate',
    summary: '辖区监管人员将待整改或待复核的违规记录提请上级监管部门处理（状态 4 已升级），须填写理由；理由记入处理记录与操作日志，上级执行人收到通知。',
    access: can('violation:review'),
    transaction: true,
    input: z.object({
      Id: ZId,
      Reason: z.string({ error: M.escalateReasonRequired }).trim().min(1, M.escalateReasonRequired).max(500, M.escalateReasonTooLong),
    }),
    output: z.object({ ParentUserName: z.string() }),
  }),
  'AI_Aiillegalresult/Disposal': op({
    name: 'AI_Aiillegalresult/Disposal',
    summary: 'An executor marks an open case a false positive (误报), or closes it as handled on the spot.',
    access: can('violation:review'),
    transaction: true,
    input: z.object({ Id: ZId, FalsePositive: z.boolean({ error: '请选择处置方式' }), Remark: ZRemark.min(1, M.remarkRequired) }),
    output: z.null(),
  }),
  'AI_Aiillegalresult/ValidationForProcess': op({
    name: 'AI_Aiillegalresult/ValidationForProcess',
    summary: 'What the caller may do on a case now (the buttons of the processing dialog).',
    access: CASE_VIEW,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: ZCaseDetail.shape.Can,
  }),
  'AI_Aiillegalresult/Push': op({
    name: 'AI_Aiillegalresult/Push',
    summary: 'Sends a case’s notice again to the duties flagged.',
    access: can('violation:edit'),
    transaction: true,
    input: z.object({ Id: ZId, ...ZNoticeFlags }),
    output: z.object({ Sent: z.number() }),
  }),
  'AI_Aiillegalresult/PushMultiple': op({
    name: 'AI_Aiillegalresult/PushMultiple',
    summary: 'Sends the notices of several open cases again.',
    access: can('violation:edit'),
    transaction: true,
    input: z.object({ Ids: z.array(ZId).min(1, '请选择需要批量操作的记录').max(100, '一次最多 100 条'), ...ZNoticeFlags }),
    output: z.object({ Sent: z.number() }),
  }),
  'AI_Aiillegalresult/ExportAI_Aiillegalresult': op({
    name: 'AI_Aiillegalresult/ExportAI_Aiillegalresult',
    summary: 'Cases of the filter as an Excel file.',
    access: can('violation:export'),
    transaction: true,
    input: z.object(ZCaseFilter).default({}),
    output: ZExportFile,
  }),
  'AI_Aiillegalresult/GetDashboard': op({
    name: 'AI_Aiillegalresult/GetDashboard',
    summary:
      'The area’s supervision figures: cameras online, cases by grade and day, by status, overdue, mean time to close, firms ranked, abilities’ false positives.',
    access: can('violation:view'),
    transaction: false,
    input: z.object({ AreaCode: ZOptArea, Days: z.number().int('天数须为整数').min(1, '天数须在 1～90 之间').max(90, '天数须在 1～90 之间').default(30) }),
    output: ZDashboard,
  }),
} as const;
