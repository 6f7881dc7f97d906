/**
 * Texts (短信): what each kind of text carries, how a text's delivery stands, and how operators
 * see a phone number in the list. The server's SMS_TEMPLATES setting maps each purpose to the
 * provider's template and names which of these parameters the template takes.
 */

/** The purposes of a text, each with its own template at the provider, and their Chinese names. */
export const SMS_TEMPLATE_PURPOSES = {
  code: '验证码',
  alarm: '冷链告警',
  case: '违规处置通知',
  review: '入驻审核结果',
  statement: '对账单通知',
} as const;
export type SmsTemplatePurpose = keyof typeof SMS_TEMPLATE_PURPOSES;
export const SMS_TEMPLATE_PURPOSE_VALUES = Object.keys(SMS_TEMPLATE_PURPOSES) as [SmsTemplatePurpose, ...SmsTemplatePurpose[]];

/**
 * The named parameters each purpose's caller supplies; a template names any of them (the
 * provider receives only those). Values longer than a provider's variable limit are cut.
 */
export const SMS_PURPOSE_PARAMS = {
  code: ['code'],
  alarm: ['plate', 'alarm', 'peak', 'since'],
  case: ['event', 'caseNo', 'firm', 'ability', 'status', 'deadline'],
  review: ['firm', 'result', 'reason'],
  statement: ['month', 'supplier', 'buyer', 'total', 'status'],
} as const satisfies Record<SmsTemplatePurpose, readonly string[]>;
export type SmsParamsOf<P extends SmsTemplatePurpose> = Record<(typeof SMS_PURPOSE_PARAMS)[P][number], string>;

/** How a text stands: waiting (or between retries), sent to the provider, given up, or never sent because texts are off. */
export const SMS_STATUSES = {
  pending: '待发送',
  sent: '已发送',
  failed: '失败',
  off: '未发送（短信已关闭）',
} as const;
export type SmsStatus = keyof typeof SMS_STATUSES;
export const SMS_STATUS_VALUES = Object.keys(SMS_STATUSES) as [SmsStatus, ...SmsStatus[]];

/** 13800000001 → *******0001: the operators' list shows only the last four digits. */
export function maskPhoneTail(phone: string): string {
  if (phone.length <= 4) return phone;
  return `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
