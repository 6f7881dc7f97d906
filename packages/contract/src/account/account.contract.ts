import { z } from 'zod';
import { ZId } from '../common.js';
import { LOCKOUT_MINUTES, LOGIN_MAX_FAILURES, PHONE_MAX, RATE_LIMITS, SMS_PURPOSES, SMS_RESEND_SECONDS } from '../constants.js';
import { MSG } from '../messages.js';
import { DEV, LOGIN, op, PUBLIC } from '../operation.js';
import { checkCreditCode } from '../rules/credit-code.js';
import { checkPassword } from '../rules/password.js';
import { MOBILE_PATTERN } from '../rules/phone.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZPhone = required(MSG.enterPhone).max(PHONE_MAX, MSG.phoneFormat).regex(MOBILE_PATTERN, MSG.phoneFormat);
export const ZSmsCode = required(MSG.enterCode).max(64, MSG.codeWrong);

export const ZCreditCode = required(MSG.enterCreditCode)
  .transform((s) => s.toUpperCase())
  .superRefine((code, ctx) => {
    const problem = checkCreditCode(code);
    if (problem === 'length') ctx.addIssue({ code: 'custom', message: MSG.creditCodeLength });
    else if (problem === 'format') ctx.addIssue({ code: 'custom', message: MSG.creditCodeFormat });
    else if (problem === 'check') ctx.addIssue({ code: 'custom', message: MSG.creditCodeCheck });
  });

export const ZNewPassword = z
  .string({ error: MSG.enterPassword })
  .min(1, MSG.enterPassword)
  .superRefine((pw, ctx) => {
    const problem = checkPassword(pw);
    if (problem === 'sequence') ctx.addIssue({ code: 'custom', message: MSG.passwordSequence });
    else if (problem === 'long') ctx.addIssue({ code: 'custom', message: MSG.passwordTooLong });
    else if (problem) ctx.addIssue({ code: 'custom', message: MSG.passwordPolicy });
  });

const confirmMatches = <T extends { Password: string; ConfirmPassword?: string | null; confirmPassword?: string | null }>(v: T) => {
  const confirm = v.ConfirmPassword ?? v.confirmPassword;
  return confirm == null || confirm === v.Password;
};

export const ZCurrentUser = z.object({
  UserId: z.string(),
  FullName: z.string(),
  MobileNumber: z.string(),
  FirmId: z.string(),
  FirmName: z.string(),
  FirmType: z.string(),
  /** Names of the user's roles. */
  Roles: z.array(z.string()),
  /** `<resource>:<operation>` strings of the registry. */
  Permissions: z.array(z.string()),
  /** Platform users: their own area; firm users: the firm's. */
  AreaCode: z.string(),
  AreaName: z.string(),
  /** The widest data scope among the user's roles (1 all … 5 only own records), null without roles. */
  DataScope: z.number().nullable(),
  /** Firm staff duties: manager, quality, safety. */
  Duties: z.array(z.string()),
  /** Operators and supervisors (not the staff of a firm). */
  IsPlatform: z.boolean(),
  DepartmentName: z.string(),
  PositionName: z.string(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZFirmRegistration = z.object({
  FirmName: required(MSG.enterFirmName).max(100, '主体名称不能超过100个字'),
  FirmStandardNumber: ZCreditCode,
  ContactAddress: required(MSG.enterAddress).max(200, '联系地址不能超过200个字'),
  MobileNumber: ZPhone,
  FullName: z.string().trim().max(30, '联系人姓名不能超过30个字').optional().nullable(),
  Code: z.string().trim().max(64).optional().nullable(),
  /** buyer: a school canteen or central kitchen, active at once; supplier: waits for the platform's review. */
  FirmType: z.enum(['buyer', 'supplier'], { error: '请选择单位类型' }).default('buyer'),
});

export const accountOperations = {
  'Account/GetImageValidateCode': op({
    name: 'Account/GetImageValidateCode',
    summary: `图形验证码（SVG），一次有效；每个地址每分钟至多${RATE_LIMITS.captchaPerIp.max}次`,
    access: PUBLIC,
    transaction: false,
    input: z.object({
      t: z.union([z.string(), z.number()]).optional().nullable(),
      ValidSerialNumber: z.string({ error: '请提供验证码序列号' }).trim().min(8, '验证码序列号不正确').max(64, '验证码序列号不正确'),
    }),
    output: z.string().describe('SVG markup of the captcha image'),
  }),
  'Account/SendPhoneMessage': op({
    name: 'Account/SendPhoneMessage',
    summary: `发送短信验证码（先验证图形验证码；每个手机号${SMS_RESEND_SECONDS}秒一次，每个地址每小时至多${RATE_LIMITS.smsPerIp.max}次）`,
    access: PUBLIC,
    transaction: false,
    input: z.object({
      Phone: ZPhone,
      ValidCode: required(MSG.enterCaptcha).max(10, MSG.captchaWrong),
      ValidSerialNumber: required(MSG.captchaWrong).max(64, MSG.captchaWrong),
      Purpose: z.enum(SMS_PURPOSES, { error: '验证码用途不正确' }).default('register'),
    }),
    output: z.null(),
  }),
  'Account/PhoneVerify': op({
    name: 'Account/PhoneVerify',
    summary: `手机号是否已注册（Data 为 true 表示已注册）。只有随请求解对图形验证码（ValidSerialNumber 与 ValidCode，或 Code 作图形验证码的文字）时才如实回答，否则对任何手机号都答 false；每个地址每分钟至多${RATE_LIMITS.phoneCheckPerIp.max}次`,
    access: PUBLIC,
    transaction: false,
    input: z.object({
      Phone: ZPhone,
      /** The captcha's text (the specification's field); ValidCode says the same. */
      Code: z.string().max(64).optional().nullable(),
      ValidCode: z.string().max(10, MSG.captchaWrong).optional().nullable(),
      ValidSerialNumber: z.string().max(64, MSG.captchaWrong).optional().nullable(),
    }),
    output: z.boolean(),
  }),
  'Account/IsValidCode': op({
    name: 'Account/IsValidCode',
    summary: '校验短信验证码；成功后换取10分钟内一次有效的校验凭证',
    access: PUBLIC,
    transaction: false,
    input: z.object({ Phone: ZPhone, Code: ZSmsCode, Purpose: z.enum(SMS_PURPOSES).default('register') }),
    output: z.object({ VerifyToken: z.string() }),
  }),
  'Account/Register': op({
    name: 'Account/Register',
    summary: '单位注册',
    access: PUBLIC,
    transaction: false,
    audit: true,
    input: z
      .object({
        EN_FirmuserInfo: ZFirmRegistration,
        verifyCode: z.string().trim().max(64).optional().nullable(),
        Password: ZNewPassword,
        ConfirmPassword: z.string().optional().nullable(),
      })
      .refine(confirmMatches, { message: MSG.passwordMismatch, path: ['ConfirmPassword'] })
      .refine((v) => !!(v.verifyCode || v.EN_FirmuserInfo.Code), { message: MSG.enterCode, path: ['verifyCode'] }),
    output: z.object({ UserId: z.string(), FirmId: z.string() }),
  }),
  'Account/Login': op({
    name: 'Account/Login',
    summary: `手机号密码登录；连续${LOGIN_MAX_FAILURES}次密码错误锁定${LOCKOUT_MINUTES}分钟；每个地址每分钟至多${RATE_LIMITS.loginPerIp.max}次`,
    access: PUBLIC,
    transaction: false,
    input: z.object({ MobileNumber: ZPhone, Password: z.string({ error: MSG.enterPassword }).min(1, MSG.enterPassword).max(128, MSG.loginFailed) }),
    output: z.object({ Token: z.string(), User: ZCurrentUser }),
  }),
  'Account/Logout': op({
    name: 'Account/Logout',
    summary: '退出登录',
    access: PUBLIC,
    transaction: true,
    // the login log has it
    audit: false,
    input: z.object({}).passthrough().default({}),
    output: z.null(),
  }),
  'Account/GetCurrentUser': op({
    name: 'Account/GetCurrentUser',
    summary: '当前登录用户',
    access: LOGIN,
    transaction: false,
    input: z.object({}).passthrough().default({}),
    output: ZCurrentUser,
  }),
  'Account/GetFirmUserById': op({
    name: 'Account/GetFirmUserById',
    summary: '本单位用户信息（手机号脱敏）',
    access: LOGIN,
    transaction: false,
    input: z.object({ Id: ZId }),
    output: z.object({ Id: z.string(), FullName: z.string(), MobileNumber: z.string(), FirmId: z.string(), FirmName: z.string() }),
  }),
  'Account/ChangePassword': op({
    name: 'Account/ChangePassword',
    summary: '修改密码：已登录用户用本人手机号，未登录时须提供手机号',
    access: PUBLIC,
    transaction: false,
    input: z
      .object({
        MobileNumber: ZPhone.optional().nullable(),
        Code: ZSmsCode,
        Password: ZNewPassword,
        confirmPassword: z.string({ error: MSG.enterConfirmPassword }).min(1, MSG.enterConfirmPassword),
      })
      .refine(confirmMatches, { message: MSG.passwordMismatch, path: ['confirmPassword'] }),
    output: z.null(),
  }),
  'Dev/GetSmsOutbox': op({
    name: 'Dev/GetSmsOutbox',
    summary: '开发环境：发往某手机号的短信，最新在前',
    access: DEV,
    transaction: false,
    input: z.object({ Phone: ZPhone }),
    output: z.array(z.object({ Phone: z.string(), Text: z.string(), Code: z.string(), Purpose: z.string(), CreateTime: z.string() })),
  }),
  'Dev/PeekCaptcha': op({
    name: 'Dev/PeekCaptcha',
    summary: '开发环境：图形验证码的文字',
    access: DEV,
    transaction: false,
    input: z.object({ ValidSerialNumber: z.string().min(1).max(64) }),
    output: z.string(),
  }),
};
