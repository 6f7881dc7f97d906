import {
  OPERATOR_MSG as M,
  maskPhoneTail,
  parseInputTime,
  SMS_STATUSES,
  SMS_TEMPLATE_PURPOSES,
  type SmsStatus,
  type SmsTemplatePurpose,
  type TSmsRow,
  toChinaIso,
} from '@shanlian/contract';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { scopeOf } from '../../platform/access.js';
import { type Actor, actorOf, type Ctx, type PageOf } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { smsOutbox } from '../../platform/platform.tables.js';
import { exportXlsx } from '../../platform/xlsx.js';

/**
 * The operators' view of texts (decision 020): how each text stands, without what it would let
 * a reader do: the phone shows its last four digits and a code's digits are hidden.
 */

export interface SmsListFilter {
  Phone?: string | null;
  Purpose?: SmsTemplatePurpose | null;
  Status?: SmsStatus | null;
  StartDate?: string | null;
  EndDate?: string | null;
}

const EXPORT_MAX = 10_000;
const DAY_MS = 86_400_000;

/** Texts are the whole platform's, bound to no firm or area: only a caller whose grant reaches all data reads them. */
function assertWholePlatform(actor: Actor, permission: 'sms-log:view' | 'sms-log:export'): void {
  if (!actor.platform || scopeOf(actor, permission) !== 1) throw forbidden(M.smsLogWholePlatform);
}

function whereOf(f: SmsListFilter): SQL | undefined {
  const start = f.StartDate ? parseInputTime(f.StartDate) : null;
  // a date alone is the whole China day; a time is taken as it is
  const endAt = f.EndDate ? parseInputTime(f.EndDate) : null;
  const end = endAt && f.EndDate && f.EndDate.trim().length === 10 ? new Date(endAt.getTime() + DAY_MS) : endAt;
  if (start && end && end <= start) throw badRequest(M.smsLogRange);
  const phone = f.Phone?.trim();
  return and(
    phone ? (phone.length === 11 ? eq(smsOutbox.phone, phone) : like(smsOutbox.phone, `%${phone}`)) : undefined,
    f.Purpose ? eq(smsOutbox.template, f.Purpose) : undefined,
    f.Status ? eq(smsOutbox.status, f.Status) : undefined,
    start ? gte(smsOutbox.createdAt, start) : undefined,
    end ? lt(smsOutbox.createdAt, end) : undefined,
  );
}

function rowOf(r: typeof smsOutbox.$inferSelect): TSmsRow {
  const status = (r.status in SMS_STATUSES ? r.status : 'pending') as SmsStatus;
  const purpose = r.template as SmsTemplatePurpose;
  const text = r.template === 'code' && r.code && /^\d+$/.test(r.code) ? r.text.split(r.code).join('******') : r.text;
  return {
    Id: r.id,
    Phone: maskPhoneTail(r.phone),
    Purpose: r.template,
    PurposeName: SMS_TEMPLATE_PURPOSES[purpose] ?? r.template,
    Reason: r.purpose,
    TemplateCode: r.templateCode ?? '',
    Text: text,
    Status: status,
    StatusName: SMS_STATUSES[status],
    Attempts: r.attempts,
    LastError: r.lastError ?? '',
    BizId: r.bizId ?? '',
    CreateTime: toChinaIso(r.createdAt),
    SentTime: r.sentAt ? toChinaIso(r.sentAt) : null,
    NextAttemptTime: status === 'pending' ? toChinaIso(r.nextAttemptAt) : null,
  };
}

export async function smsList(db: Db, actor: Actor, f: SmsListFilter, page: { limit: number; offset: number }): Promise<PageOf<TSmsRow[]>> {
  assertWholePlatform(actor, 'sms-log:view');
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(smsOutbox).where(where),
  ]);
  return { rows: rows.map(rowOf), total: total?.n ?? 0 };
}

export async function exportSmsList(ctx: Ctx, f: SmsListFilter) {
  const actor = actorOf(ctx);
  assertWholePlatform(actor, 'sms-log:export');
  const rows = await ctx.db.select().from(smsOutbox).where(whereOf(f)).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(EXPORT_MAX);
  return exportXlsx(ctx, {
    fileName: `短信发送记录-${toChinaIso(ctx.now).slice(0, 10)}`,
    sheet: '短信发送记录',
    columns: [
      { header: '创建时间', key: 'CreateTime', width: 26 },
      { header: '手机号', key: 'Phone', width: 14 },
      { header: '类型', key: 'PurposeName', width: 14 },
      { header: '事由', key: 'Reason', width: 18 },
      { header: '模板', key: 'TemplateCode', width: 16 },
      { header: '状态', key: 'StatusName', width: 18 },
      { header: '尝试次数', key: 'Attempts', width: 10 },
      { header: '发送时间', key: 'SentTime', width: 26 },
      { header: '回执编号', key: 'BizId', width: 24 },
      { header: '最近错误', key: 'LastError', width: 40 },
      { header: '内容', key: 'Text', width: 60 },
    ],
    rows: rows.map(rowOf),
  });
}
