import {
  CASE_SOURCES,
  CASE_STATUS,
  CASE_STEPS,
  type CaseStatus,
  type CaseStep,
  ESCALATION_LEVELS,
  type EscalationLevel,
  falsePositiveRate,
  fileDownloadUrl,
  formatChinaTime,
  parseInputTime,
  type TCase,
  type TCaseDetail,
  type TDashboard,
  toChinaIso,
  VIOLATION_GRADES,
  type ViolationGrade,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { inOwnArea, scopeFilter, scopeOf } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { forbidden } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { fileFactsByIds } from '../files/files.service.js';
import { firmsByIds } from '../firm/firm.service.js';
import { areaNameOf } from '../iam/grants.js';
import { abilitiesOn, type CaseRow, visibleCase } from './cases.service.js';
import { cameraCounts } from './monitors.service.js';
import { aiDetections, violationCases, violationSteps } from './supervision.tables.js';

const VIEW = ['violation:view', 'rectification:view'] as const;

/** The area names of firms (their own, as registered), by firm id. */
async function areaNamesOf(db: Db, firmIds: string[]): Promise<Map<string, string>> {
  const firms = await firmsByIds(db, [...new Set(firmIds)]);
  return new Map([...firms].map(([id, f]) => [id, f.areaName]));
}
const DAY = 86_400_000;

export interface CaseFilter {
  Status?: number | null;
  Grade?: number | null;
  AreaCode?: string | null;
  FirmId?: string | null;
  MonitorId?: string | null;
  AbilityCode?: string | null;
  Overdue?: boolean | null;
  Open?: boolean | null;
  SearchName?: string | null;
  StartTime?: string | null;
  EndTime?: string | null;
}

const overdueSql = (now: Date) =>
  sql`(${violationCases.status} = 4 or (${violationCases.status} = 1 and ${violationCases.deadlineAt} < ${now.toISOString()}::timestamptz))`;

function assertAreaWithin(actor: Actor, areaCode: string | null | undefined): void {
  if (!areaCode || !actor.platform) return;
  if (scopeOf(actor, [...VIEW]) !== 1 && !inOwnArea(actor, areaCode)) throw forbidden('所选地区不在您的管辖范围内');
}

function whereOf(actor: Actor, now: Date, f: CaseFilter): SQL {
  assertAreaWithin(actor, f.AreaCode);
  const start = f.StartTime ? parseInputTime(f.StartTime) : null;
  const end = f.EndTime ? parseInputTime(f.EndTime) : null;
  const search = f.SearchName ? `%${escapeLike(f.SearchName)}%` : null;
  return and(
    scopeFilter(actor, [...VIEW], { firm: violationCases.firmId, area: violationCases.areaCode }),
    f.Status ? eq(violationCases.status, f.Status) : undefined,
    f.Grade ? eq(violationCases.grade, f.Grade) : undefined,
    f.AreaCode ? like(violationCases.areaCode, `${escapeLike(f.AreaCode)}%`) : undefined,
    f.FirmId ? eq(violationCases.firmId, f.FirmId) : undefined,
    f.MonitorId ? eq(violationCases.monitorId, f.MonitorId) : undefined,
    f.AbilityCode ? eq(violationCases.abilityCode, f.AbilityCode) : undefined,
    f.Overdue ? overdueSql(now) : undefined,
    f.Open ? inArray(violationCases.status, [1, 2, 4]) : undefined,
    search
      ? or(
          ilike(violationCases.firmName, search),
          ilike(violationCases.caseNo, search),
          ilike(violationCases.abilityName, search),
          ilike(violationCases.monitorName, search),
        )
      : undefined,
    start ? gte(violationCases.createdAt, start) : undefined,
    // a date alone as the end means that whole day
    end ? lt(violationCases.createdAt, f.EndTime && /^\d{4}-\d{2}-\d{2}$/.test(f.EndTime.trim()) ? new Date(end.getTime() + DAY) : end) : undefined,
  ) as SQL;
}

export function caseOut(c: CaseRow, now: Date, areaNames: ReadonlyMap<string, string> = new Map()): TCase {
  return {
    Id: c.id,
    CaseNo: c.caseNo,
    Source: c.source,
    SourceName: CASE_SOURCES[c.source as 1 | 2] ?? '',
    FirmId: c.firmId,
    FirmName: c.firmName,
    AreaCode: c.areaCode,
    AreaName: areaNames.get(c.firmId) ?? '',
    MonitorId: c.monitorId,
    MonitorName: c.monitorName,
    PlayUrl: c.playUrl,
    MonitorType: c.monitorType,
    AbilityUniqueId: c.abilityId,
    AbilityCode: c.abilityCode,
    AbilityName: c.abilityName,
    Grade: c.grade,
    GradeName: VIOLATION_GRADES[c.grade as ViolationGrade] ?? '',
    Status: c.status,
    StatusName: CASE_STATUS[c.status as CaseStatus] ?? '',
    EscalationLevel: c.escalation,
    EscalationName: ESCALATION_LEVELS[c.escalation as EscalationLevel] ?? '',
    Overdue: c.status === 4 || (c.status === 1 && c.deadlineAt < now),
    DeadlineTime: toChinaIso(c.deadlineAt),
    Count: c.detectionCount,
    Confidence: c.confidence,
    FirstTime: toChinaIso(c.firstAt),
    LastTime: toChinaIso(c.lastAt),
    ClosedTime: c.closedAt ? toChinaIso(c.closedAt) : null,
    ToUserId: c.toUserId,
    ToUserName: c.toUserName,
    ParentUserId: c.parentUserId,
    ParentUserName: c.parentUserName,
    PushContent: c.pushContent,
    IllegalCapture: c.captureFileId,
    IllegalCaptureUrl: c.captureFileId ? fileDownloadUrl(c.captureFileId) : '',
    IllegalVIdeo: c.videoFileId,
    IllegalVIdeoUrl: c.videoFileId ? fileDownloadUrl(c.videoFileId) : '',
    PlatformName: c.platformName,
    SMSFirmManager: c.smsFirmManager ? 1 : 0,
    SMSFirmHeadOfQuality: c.smsFirmHeadOfQuality ? 1 : 0,
    SMSFirmSecurityOfficer: c.smsFirmSecurityOfficer ? 1 : 0,
    SMSExecutor: c.smsExecutor ? 1 : 0,
    SMSParentExecutor: c.smsParentExecutor ? 1 : 0,
    CreateTime: toChinaIso(c.createdAt),
  };
}

/** GetAI_AiillegalresultList: newest first. */
export async function listCases(db: Db, actor: Actor, now: Date, f: CaseFilter & { limit: number; offset: number }) {
  const where = whereOf(actor, now, f);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(violationCases).where(where),
    db.select().from(violationCases).where(where).orderBy(desc(violationCases.createdAt), desc(violationCases.id)).limit(f.limit).offset(f.offset),
  ]);
  const names = await areaNamesOf(
    db,
    rows.map((c) => c.firmId),
  );
  return { rows: rows.map((c) => caseOut(c, now, names)), total: Number(total?.n ?? 0) };
}

/** GetAI_AiillegalresultById: the case, its steps, detections and evidence with their SHA-256. */
export async function caseDetail(db: Db, actor: Actor, now: Date, id: string): Promise<TCaseDetail> {
  const c = await visibleCase(db, actor, id);
  const [steps, detections] = await Promise.all([
    db.select().from(violationSteps).where(eq(violationSteps.caseId, c.id)).orderBy(asc(violationSteps.at), asc(violationSteps.id)),
    db.select().from(aiDetections).where(eq(aiDetections.caseId, c.id)).orderBy(asc(aiDetections.capturedAt), asc(aiDetections.id)),
  ]);
  const fileIds = [c.captureFileId, c.videoFileId, ...steps.flatMap((s) => s.fileIds), ...detections.map((d) => d.fileId)].filter((x): x is string => !!x);
  const files = await fileFactsByIds(db, fileIds);
  const evidenceIds = [...new Set([c.captureFileId, c.videoFileId, ...steps.flatMap((s) => s.fileIds)].filter((x): x is string => !!x))];
  return {
    ...caseOut(c, now, await areaNamesOf(db, [c.firmId])),
    Steps: steps.map((s) => ({
      Step: s.step,
      StepName: CASE_STEPS[s.step as CaseStep] ?? s.step,
      UserName: s.userName,
      Remark: s.remark,
      Files: s.fileIds.map((fid) => ({ Id: fid, FileName: files.get(fid)?.fileName ?? '', FileUrl: fileDownloadUrl(fid) })),
      FromStatus: s.fromStatus,
      ToStatus: s.toStatus,
      Time: toChinaIso(s.at),
    })),
    Detections: detections.map((d) => ({
      Id: d.id,
      Confidence: d.confidence,
      CaptureTime: toChinaIso(d.capturedAt),
      ReceiveTime: toChinaIso(d.receivedAt),
      FileId: d.fileId,
      FileUrl: d.fileId ? fileDownloadUrl(d.fileId) : '',
      Sha256: d.sha256,
    })),
    Evidence: evidenceIds
      .filter((fid) => files.has(fid))
      .map((fid) => {
        const f = files.get(fid) as { fileName: string; sha256: string; createdAt: Date };
        return { Id: fid, FileName: f.fileName, FileUrl: fileDownloadUrl(fid), Sha256: f.sha256, UploadTime: toChinaIso(f.createdAt) };
      }),
    Can: abilitiesOn(actor, c),
  };
}

/** ValidationForProcess */
export async function validationForProcess(db: Db, actor: Actor, id: string) {
  return abilitiesOn(actor, await visibleCase(db, actor, id));
}

/** GetFirmList: the area's firms ranked by open cases. */
export async function caseFirms(db: Db, actor: Actor, now: Date, f: { AreaCode?: string | null; limit: number; offset: number }) {
  const where = whereOf(actor, now, { AreaCode: f.AreaCode });
  const open = sql<number>`count(*) filter (where ${violationCases.status} in (1, 2, 4))`;
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${violationCases.firmId})` })
      .from(violationCases)
      .where(where),
    db
      .select({
        firmId: violationCases.firmId,
        firmName: sql<string>`max(${violationCases.firmName})`,
        open,
        overdue: sql<number>`count(*) filter (where ${overdueSql(now)})`,
        closed: sql<number>`count(*) filter (where ${violationCases.status} in (3, 5))`,
      })
      .from(violationCases)
      .where(where)
      .groupBy(violationCases.firmId)
      .orderBy(desc(open), asc(violationCases.firmId))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  return {
    rows: rows.map((r) => ({
      FirmId: r.firmId,
      FirmName: r.firmName,
      AreaName: '',
      Open: Number(r.open),
      Overdue: Number(r.overdue),
      Closed: Number(r.closed),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** The China date (YYYY-MM-DD) of an instant. */
const chinaDay = (d: Date) => formatChinaTime(d).slice(0, 10);

/**
 * GetDashboard: for the caller's area (or a part of it), over the last `days` days: cameras online,
 * open, overdue and closed cases, the mean time to close, cases per day by grade and closed per
 * day, cases by status, firms ranked by open cases and each ability's false-positive rate.
 */
export async function dashboard(db: Db, actor: Actor, now: Date, f: { AreaCode?: string | null; Days: number }): Promise<TDashboard> {
  const area = f.AreaCode ?? (actor.platform && scopeOf(actor, 'violation:view') !== 1 ? actor.areaCode : null);
  const all = whereOf(actor, now, { AreaCode: area });
  const since = new Date(now.getTime() - f.Days * DAY);
  const [[totals], byStatus, ranking, abilities, recent, cams] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${violationCases.status} in (1, 2, 4))`,
        overdue: sql<number>`count(*) filter (where ${overdueSql(now)})`,
        closed: sql<number>`count(*) filter (where ${violationCases.status} = 3 and ${violationCases.closedAt} >= ${since.toISOString()}::timestamptz)`,
        avgHours: sql<
          number | null
        >`avg(extract(epoch from (${violationCases.closedAt} - ${violationCases.firstAt})) / 3600) filter (where ${violationCases.status} = 3 and ${violationCases.closedAt} >= ${since.toISOString()}::timestamptz)`,
      })
      .from(violationCases)
      .where(all),
    db.select({ status: violationCases.status, n: count() }).from(violationCases).where(all).groupBy(violationCases.status),
    caseFirms(db, actor, now, { AreaCode: area, limit: 10, offset: 0 }),
    db
      .select({
        code: violationCases.abilityCode,
        name: sql<string>`max(${violationCases.abilityName})`,
        cases: count(),
        fp: sql<number>`count(*) filter (where ${violationCases.status} = 5)`,
      })
      .from(violationCases)
      .where(all)
      .groupBy(violationCases.abilityCode)
      .orderBy(desc(count()), asc(violationCases.abilityCode)),
    db
      .select({ createdAt: violationCases.createdAt, closedAt: violationCases.closedAt, grade: violationCases.grade, status: violationCases.status })
      .from(violationCases)
      .where(and(all, or(gte(violationCases.createdAt, since), gte(violationCases.closedAt, since)))),
    cameraCounts(db, actor, area),
  ]);
  const days: TDashboard['ByDay'] = [];
  const index = new Map<string, TDashboard['ByDay'][number]>();
  for (let i = f.Days - 1; i >= 0; i--) {
    const d = { Date: chinaDay(new Date(now.getTime() - i * DAY)), Grade1: 0, Grade2: 0, Grade3: 0, Closed: 0 };
    days.push(d);
    index.set(d.Date, d);
  }
  for (const r of recent) {
    const made = index.get(chinaDay(r.createdAt));
    if (made && r.createdAt >= since) {
      if (r.grade === 1) made.Grade1++;
      else if (r.grade === 2) made.Grade2++;
      else made.Grade3++;
    }
    const closed = r.closedAt && r.status === 3 ? index.get(chinaDay(r.closedAt)) : undefined;
    if (closed) closed.Closed++;
  }
  const statusCounts = new Map(byStatus.map((s) => [s.status, Number(s.n)]));
  const avg = totals?.avgHours === null || totals?.avgHours === undefined ? null : Math.round(Number(totals.avgHours) * 10) / 10;
  return {
    AreaCode: area ?? '',
    AreaName: area ? await areaNameOf(db, area) : '全国',
    CamerasTotal: cams.total,
    CamerasOnline: cams.online,
    OpenCases: Number(totals?.open ?? 0),
    OverdueCases: Number(totals?.overdue ?? 0),
    ClosedCases: Number(totals?.closed ?? 0),
    AvgCloseHours: avg,
    ByDay: days,
    ByStatus: (Object.keys(CASE_STATUS).map(Number) as CaseStatus[]).map((s) => ({ Status: s, Name: CASE_STATUS[s], Count: statusCounts.get(s) ?? 0 })),
    FirmRanking: ranking.rows.map((r) => ({ FirmId: r.FirmId, FirmName: r.FirmName, AreaName: r.AreaName, Open: r.Open, Overdue: r.Overdue })),
    Abilities: abilities.map((a) => ({
      Code: a.code,
      Name: a.name,
      Cases: Number(a.cases),
      FalsePositives: Number(a.fp),
      FalsePositiveRate: Math.round(falsePositiveRate(Number(a.fp), Number(a.cases)) * 10000) / 10000,
    })),
  };
}

/** The export's rows (at most 5000, newest first). */
export async function exportRows(db: Db, actor: Actor, now: Date, f: CaseFilter) {
  const rows = await db
    .select()
    .from(violationCases)
    .where(whereOf(actor, now, f))
    .orderBy(desc(violationCases.createdAt))
    .limit(5000);
  return rows.map((c) => {
    const o = caseOut(c, now);
    return {
      ...o,
      CreateTime: formatChinaTime(c.createdAt),
      DeadlineTime: formatChinaTime(c.deadlineAt),
      ClosedTime: c.closedAt ? formatChinaTime(c.closedAt) : '',
      OverdueText: o.Overdue ? '是' : '否',
      ConfidenceText: c.confidence === null ? '' : `${Math.round(c.confidence * 100)}%`,
    };
  });
}

export const CASE_EXPORT_COLUMNS = [
  { header: '编号', key: 'CaseNo', width: 22 },
  { header: '来源', key: 'SourceName', width: 10 },
  { header: '单位', key: 'FirmName', width: 28 },
  { header: '地区', key: 'AreaName', width: 20 },
  { header: '摄像头', key: 'MonitorName', width: 16 },
  { header: '违规类型', key: 'AbilityName', width: 14 },
  { header: '等级', key: 'GradeName', width: 10 },
  { header: '状态', key: 'StatusName', width: 10 },
  { header: '超期', key: 'OverdueText', width: 8 },
  { header: '升级', key: 'EscalationName', width: 8 },
  { header: '识别次数', key: 'Count', width: 10 },
  { header: '置信度', key: 'ConfidenceText', width: 10 },
  { header: '执行人', key: 'ToUserName', width: 10 },
  { header: '上级执行人', key: 'ParentUserName', width: 12 },
  { header: '发现时间', key: 'CreateTime', width: 20 },
  { header: '整改期限', key: 'DeadlineTime', width: 20 },
  { header: '办结时间', key: 'ClosedTime', width: 20 },
];

/**
 * A firm's supervision record as the public sees it (阳光食堂): its cases since `since` (false
 * positives not counted), how many of them are closed, and the newest with what the camera saw
 * and where it stands. No names, no pictures.
 */
export async function firmCaseSummary(db: Db, firmId: string, since: Date) {
  const real = and(eq(violationCases.firmId, firmId), gte(violationCases.firstAt, since), sql`${violationCases.status} <> 5`);
  const [[figures], [latest]] = await Promise.all([
    db
      .select({ cases: count(), closed: sql<number>`count(*) filter (where ${violationCases.status} = 3)`.mapWith(Number) })
      .from(violationCases)
      .where(real),
    db
      .select({ at: violationCases.firstAt, ability: violationCases.abilityName, status: violationCases.status })
      .from(violationCases)
      .where(real)
      .orderBy(desc(violationCases.firstAt))
      .limit(1),
  ]);
  return {
    cases: figures?.cases ?? 0,
    closed: figures?.closed ?? 0,
    latest: latest ? { at: latest.at, ability: latest.ability, status: CASE_STATUS[latest.status as CaseStatus] ?? '' } : null,
  };
}
