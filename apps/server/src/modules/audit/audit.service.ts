import {
  AUDIT_EXPORT_MAX,
  auditActionLabel,
  auditActionsMatching,
  formatChinaTime,
  type Permission,
  parseInputTime,
  type TAuditRow,
  toChinaIso,
} from '@shanlian/contract';
import { and, count, desc, eq, gte, inArray, like, lt, lte, or, type SQL } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import { checkpointIfDue, pruneAudit } from '../../platform/audit.js';
import { type Actor, actorOf, type Ctx, type Page, type PageOf } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { purgeIdempotencyKeys } from '../../platform/idempotency.js';
import type { JobDef } from '../../platform/jobs.js';
import { auditLog } from '../../platform/platform.tables.js';
import { escapeLike } from '../../platform/sql.js';
import { exportXlsx } from '../../platform/xlsx.js';

export type AuditKind = 'operation' | 'login';

/** The list's and the export's filters (the contract's ZAuditFilter). */
export interface AuditFilter {
  UserId?: string | null;
  Operation?: string | null;
  SearchName?: string | null;
  Result?: 'ok' | 'fail' | null;
  StartTime?: string | null;
  EndTime?: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The rows of one kind this caller may see under either permission, narrowed by the filters; 400 when
 * the range is reversed. One scope rule for both: the platform's audit:* reach by the role's data
 * scope (operators all, a district its area), a firm administrator's firm-audit:* never leave the
 * firm (the rows its users wrote, as the row's firm was sealed).
 */
function whereOf(actor: Actor, permission: readonly Permission[], kind: AuditKind, f: AuditFilter): SQL | undefined {
  const start = f.StartTime ? parseInputTime(f.StartTime) : null;
  const end = f.EndTime ? parseInputTime(f.EndTime) : null;
  if (start && end && start > end) throw badRequest('开始时间不能晚于结束时间');
  const text = f.SearchName ? `%${escapeLike(f.SearchName)}%` : null;
  return and(
    eq(auditLog.kind, kind),
    scopeFilter(actor, permission, { firm: auditLog.firmId, area: auditLog.areaCode, owner: auditLog.userId }),
    f.UserId ? eq(auditLog.userId, f.UserId) : undefined,
    f.Operation ? operationFilter(kind, f.Operation) : undefined,
    text ? or(like(auditLog.userName, text), like(auditLog.phone, text)) : undefined,
    f.Result ? eq(auditLog.result, f.Result) : undefined,
    start ? gte(auditLog.at, start) : undefined,
    // A date alone means the whole of that day.
    end && f.EndTime ? (f.EndTime.length === 10 ? lt(auditLog.at, new Date(end.getTime() + DAY_MS)) : lte(auditLog.at, end)) : undefined,
  );
}

/** 操作 as typed: the actions whose Chinese label contains it, or whose key starts with it (an interface name). */
function operationFilter(kind: AuditKind, text: string): SQL | undefined {
  const keys = auditActionsMatching(kind, text);
  const byKey = like(auditLog.operation, `${escapeLike(text.trim())}%`);
  return keys.length > 0 ? or(inArray(auditLog.operation, keys), byKey) : byKey;
}

async function countAudit(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(where);
  return Number(row?.total ?? 0);
}

const newestAudit = (db: Db, where: SQL | undefined, limit: number, offset = 0) =>
  db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);

type Row = typeof auditLog.$inferSelect;

function toWire(r: Row): TAuditRow {
  return {
    Id: r.id,
    Seq: r.seq,
    Kind: r.kind,
    UserId: r.userId,
    UserName: r.userName,
    MobileNumber: r.phone,
    FirmId: r.firmId,
    FirmName: r.firmName,
    AreaCode: r.areaCode,
    Operation: r.operation,
    // the contract's one table of audit actions, read at display time: the row keeps its sealed key
    OperationName: auditActionLabel(r.kind, r.operation),
    TargetIds: r.targetIds,
    Result: r.result,
    Status: r.status,
    Message: r.message,
    Ip: r.ip,
    Time: toChinaIso(r.at),
  };
}

/** A page of the operation log or the login log, newest first. */
export async function listAudit(db: Db, actor: Actor, kind: AuditKind, f: AuditFilter, page: Page): Promise<PageOf<TAuditRow[]>> {
  const where = whereOf(actor, ['audit:view', 'firm-audit:view'], kind, f);
  const total = await countAudit(db, where);
  return { rows: (await newestAudit(db, where, page.limit, page.offset)).map(toWire), total };
}

const COLUMNS = [
  { header: '时间', key: 'Time', width: 20 },
  { header: '用户', key: 'UserName', width: 12 },
  { header: '手机号', key: 'MobileNumber', width: 14 },
  { header: '单位', key: 'FirmName', width: 24 },
  { header: '地区代码', key: 'AreaCode', width: 10 },
  { header: '操作', key: 'OperationName', width: 30 },
  { header: '接口', key: 'Operation', width: 36 },
  { header: '对象', key: 'TargetIds', width: 40 },
  { header: '结果', key: 'Result', width: 8 },
  { header: '状态码', key: 'Status', width: 8 },
  { header: '说明', key: 'Message', width: 30 },
  { header: 'IP', key: 'Ip', width: 16 },
  { header: '链序号', key: 'Seq', width: 10 },
];

/** The same rows as the list (every page, at most AUDIT_EXPORT_MAX) as an Excel file the caller downloads. */
export async function exportAudit(ctx: Ctx, kind: AuditKind, f: AuditFilter): Promise<{ FileId: string; FileName: string }> {
  const actor = actorOf(ctx);
  const where = whereOf(actor, ['audit:export', 'firm-audit:export'], kind, f);
  const total = await countAudit(ctx.db, where);
  if (total > AUDIT_EXPORT_MAX) throw badRequest(`符合条件的日志有${total}行，一次最多导出${AUDIT_EXPORT_MAX}行，请缩小时间范围或增加筛选条件`);
  const rows = await newestAudit(ctx.db, where, AUDIT_EXPORT_MAX);
  const label = kind === 'login' ? '登录日志' : '操作日志';
  const stamp = formatChinaTime(ctx.now).replace(/[-: ]/g, '');
  return exportXlsx(ctx, {
    fileName: `${label}-${stamp}.xlsx`,
    sheet: label,
    columns: COLUMNS,
    rows: rows.map((r) => {
      const w = toWire(r);
      return { ...w, Time: formatChinaTime(r.at), Result: r.result === 'ok' ? '成功' : '失败', TargetIds: w.TargetIds.join(', ') };
    }),
  });
}

/**
 * The audit chain's scheduled work (platform/jobs.ts): a signed checkpoint of the head outside the
 * table every 1000 rows or every minute the chain moved (looked at every 10 s), rows past retention
 * removed hourly (the same sweep forgets idempotency keys past their day). Each runs in one instance
 * per slot.
 */
export const auditJobs: JobDef[] = [
  { name: 'audit-checkpoint', cron: '*/10 * * * * *', run: (deps, now) => checkpointIfDue(deps.database.db, now) },
  {
    name: 'audit-prune',
    cron: '0 0 * * * *',
    run: async (deps, now) => {
      await pruneAudit(deps.database.db, now);
      await purgeIdempotencyKeys(deps.database.db, now);
    },
  },
];
