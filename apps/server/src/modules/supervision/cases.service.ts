import {
  type CaseStatus,
  type CaseStep,
  formatChinaTime,
  isRecordingName,
  SUPERVISION_MSG as M,
  NOTICE_FLAGS,
  type NoticeFlag,
  OPEN_CASE_STATUSES,
  parseInputTime,
  type TReportInfo,
} from '@shanlian/contract';
import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { allows, holds, inOwnArea, scopeOf } from '../../platform/access.js';
import type { Actor, Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assignEvidence, claimFiles, fileFactsByIds, saveEvidenceBytes } from '../files/files.service.js';
import { getFirm } from '../firm/firm.service.js';
import { peopleByIds, userHolds } from '../iam/duty-holders.service.js';
import { type AbilityRow, abilityById, gradeOf, gradeSettings, offeredAbility, type PlatformRow, touchPlatform } from './ai.service.js';
import { type MonitorRow, monitorById, monitorByPlayUrl } from './monitors.service.js';
import { defaultExecutors, notify } from './notices.js';
import { aiDetections, violationCases, violationSteps } from './supervision.tables.js';

export type CaseRow = typeof violationCases.$inferSelect;
type Flags = Record<NoticeFlag, boolean>;

const HOUR = 3600_000;

const flagsOfCase = (c: CaseRow): Flags => ({
  SMSFirmManager: c.smsFirmManager,
  SMSFirmHeadOfQuality: c.smsFirmHeadOfQuality,
  SMSFirmSecurityOfficer: c.smsFirmSecurityOfficer,
  SMSExecutor: c.smsExecutor,
  SMSParentExecutor: c.smsParentExecutor,
});
const flagsOfInput = (i: Partial<Record<NoticeFlag, number | undefined>>): Flags => Object.fromEntries(NOTICE_FLAGS.map((f) => [f, i[f] === 1])) as Flags;
const noFlags = (): Flags => flagsOfInput({});

/** WG + China date + six characters of a new id: readable, unique by the index. */
function caseNo(now: Date): string {
  const day = formatChinaTime(now).slice(0, 10).replaceAll('-', '');
  return `WG${day}${newId().replace(/-/g, '').slice(-6).toUpperCase()}`;
}

async function addStep(
  db: Db,
  c: { id: string },
  step: CaseStep,
  who: { userId: string | null; userName?: string; fullName?: string },
  now: Date,
  from: number | null,
  to: number,
  remark = '',
  fileIds: string[] = [],
): Promise<void> {
  await db.insert(violationSteps).values({
    id: newId(),
    caseId: c.id,
    step,
    userId: who.userId,
    userName: who.userName ?? who.fullName ?? '',
    remark,
    fileIds,
    fromStatus: from,
    toStatus: to,
    at: now,
  });
}

/** The deadline of a new case: the ability's own hours, else its grade's. */
async function deadlineHours(db: Db, ability: { grade: number; deadlineHours: number | null }): Promise<number> {
  return ability.deadlineHours ?? (await gradeOf(db, ability.grade)).deadlineHours;
}

const deadlineText = (c: CaseRow) => formatChinaTime(c.deadlineAt).slice(0, 16);

/** The columns every new case takes from its firm, camera and ability: awaiting the firm, by the deadline. */
function newCase(
  id: string,
  source: 1 | 2,
  now: Date,
  hours: number,
  of: { firm: { id: string; name: string; areaCode: string }; monitor: MonitorRow; ability: AbilityRow },
) {
  const { firm, monitor, ability } = of;
  return {
    id,
    caseNo: caseNo(now),
    source,
    firmId: firm.id,
    firmName: firm.name,
    areaCode: firm.areaCode,
    monitorId: monitor.id,
    monitorName: monitor.name,
    playUrl: monitor.playUrl,
    monitorType: monitor.monitorType,
    abilityId: ability.id,
    abilityCode: ability.code,
    abilityName: ability.name,
    grade: ability.grade,
    status: 1,
    deadlineAt: new Date(now.getTime() + hours * HOUR),
    detectionCount: 1,
  };
}

/** Image bytes of a detection's capture: base64 (optionally a data: URL) of a PNG or JPEG up to 4M. */
function captureBytes(base64: string): { bytes: Buffer; ext: 'png' | 'jpg' } {
  const body = base64.replace(/^data:image\/(png|jpeg);base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw badRequest(M.captureImageInvalid);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0 || bytes.length > 4 * 1024 * 1024) throw badRequest(M.captureImageInvalid);
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') return { bytes, ext: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, ext: 'jpg' };
  throw badRequest(M.captureImageInvalid);
}

/**
 * The event a push names: the platform's EventId, or (without one) the camera, ability and capture
 * time, which a detection sent again repeats exactly. '~' cannot occur in an EventId.
 */
export const detectionEventId = (input: { EventId?: string | null; MonitorId: string; AbilityCode: string }, at: Date): string =>
  input.EventId || `~${input.MonitorId}~${input.AbilityCode}~${at.toISOString()}`;

/**
 * AI_Aiillegalresult/PushDetection: a platform's detection. An event the platform pushed before is
 * answered with its first result and counts nothing (serialised per event by a transaction lock, kept
 * unique by the index on (platform, event)). The camera and the ability (offered by the platform) are
 * checked; an open case of the same ability on the same camera whose detections lie within the
 * grade's merge window takes it (count + 1); otherwise a new case is made, assigned to the district's
 * executor and the level above, with notices as the grade says. Concurrent pushes for one camera and
 * ability are serialised by a transaction lock, so they never make two cases.
 */
export async function pushDetection(
  db: Db,
  deps: Pick<Deps, 'sms' | 'files'>,
  now: Date,
  platform: PlatformRow,
  input: { MonitorId: string; AbilityCode: string; Confidence: number; CaptureTime: string; CaptureImage?: string | null; EventId?: string | null },
): Promise<{ CaseId: string; Count: number }> {
  const at = parseInputTime(input.CaptureTime) as Date;
  if (at.getTime() > now.getTime() + 60_000) throw badRequest(M.captureTimeFuture);
  const eventId = detectionEventId(input, at);
  // a second push of the event waits here for the first one's commit, then finds it
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-event:${platform.id}:${eventId}`}))`);
  const [seen] = await db
    .select({ caseId: aiDetections.caseId, caseCount: aiDetections.caseCount })
    .from(aiDetections)
    .where(and(eq(aiDetections.platformId, platform.id), eq(aiDetections.eventId, eventId)))
    .limit(1);
  if (seen) return { CaseId: seen.caseId, Count: seen.caseCount ?? 1 };
  const monitor = await monitorById(db, input.MonitorId).catch(() => {
    throw badRequest(M.monitorNotFound);
  });
  const ability = await offeredAbility(db, platform.id, input.AbilityCode);
  if (!ability) throw badRequest(M.abilityNotOffered);
  const image = input.CaptureImage ? captureBytes(input.CaptureImage) : null;
  const grade = await gradeOf(db, ability.grade);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`violation:${monitor.id}:${ability.id}`}))`);
  await touchPlatform(db, platform.id, now);
  const windowMs = grade.mergeWindowMinutes * 60_000;
  const [open] = await db
    .select()
    .from(violationCases)
    .where(
      and(
        eq(violationCases.monitorId, monitor.id),
        eq(violationCases.abilityId, ability.id),
        inArray(violationCases.status, [...OPEN_CASE_STATUSES]),
        gte(violationCases.lastAt, new Date(at.getTime() - windowMs)),
        lte(violationCases.firstAt, new Date(at.getTime() + windowMs)),
      ),
    )
    .orderBy(violationCases.createdAt)
    .limit(1);
  let c: CaseRow;
  if (open) {
    const [grown] = await db
      .update(violationCases)
      .set({
        detectionCount: sql`${violationCases.detectionCount} + 1`,
        lastAt: sql`greatest(${violationCases.lastAt}, ${at.toISOString()}::timestamptz)`,
        firstAt: sql`least(${violationCases.firstAt}, ${at.toISOString()}::timestamptz)`,
        confidence: sql`greatest(coalesce(${violationCases.confidence}, 0), ${input.Confidence})`,
        updatedAt: now,
      })
      .where(eq(violationCases.id, open.id))
      .returning();
    c = grown as CaseRow;
    await addStep(db, c, 'repeated', { userId: null, userName: platform.name }, now, c.status, c.status, `置信度 ${input.Confidence}`);
  } else {
    const firm = await getFirm(db, monitor.firmId);
    if (!firm) throw badRequest(M.monitorNotFound);
    const { executor, parent } = await defaultExecutors(db, firm.areaCode);
    const hours = await deadlineHours(db, ability);
    const id = newId();
    const [made] = await db
      .insert(violationCases)
      .values({
        ...newCase(id, 1, now, hours, { firm, monitor, ability }),
        platformId: platform.id,
        platformName: platform.name,
        confidence: input.Confidence,
        firstAt: at,
        lastAt: at,
        toUserId: executor?.id ?? null,
        toUserName: executor?.fullName ?? '',
        toUserPhone: executor?.phone ?? '',
        parentUserId: parent?.id ?? null,
        parentUserName: parent?.fullName ?? '',
        parentUserPhone: parent?.phone ?? '',
        smsFirmManager: grade.smsFirmManager,
        smsFirmHeadOfQuality: grade.smsFirmHeadOfQuality,
        smsFirmSecurityOfficer: grade.smsFirmSecurityOfficer,
        smsExecutor: grade.smsExecutor,
        smsParentExecutor: grade.smsParentExecutor,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    c = made as CaseRow;
    await addStep(db, c, 'detected', { userId: null, userName: platform.name }, now, null, 1, `置信度 ${input.Confidence}`);
    await notify(db, deps, now, c, 'created', flagsOfCase(c), deadlineText(c));
  }
  let fileId: string | null = null;
  if (image) {
    fileId = await saveEvidenceBytes(
      db,
      deps.files,
      c.firmId,
      `AI抓拍_${c.abilityCode}_${formatChinaTime(at).replace(/[-: ]/g, '')}.${image.ext}`,
      image.bytes,
    );
  }
  const facts = fileId ? await fileFactsByIds(db, [fileId]) : new Map();
  await db.insert(aiDetections).values({
    id: newId(),
    caseId: c.id,
    platformId: platform.id,
    confidence: input.Confidence,
    capturedAt: at,
    receivedAt: now,
    fileId,
    sha256: fileId ? (facts.get(fileId)?.sha256 ?? '') : '',
    eventId,
    caseCount: c.detectionCount,
  });
  if (fileId && !c.captureFileId) await db.update(violationCases).set({ captureFileId: fileId }).where(eq(violationCases.id, c.id));
  return { CaseId: c.id, Count: c.detectionCount };
}

/** An executor named on a report: an enabled platform user who reviews cases and whose area reaches the firm's. */
async function assertExecutor(db: Db, userId: string, firmArea: string, message: string) {
  const person = (await peopleByIds(db, [userId])).get(userId);
  if (!person?.areaCode || !firmArea.startsWith(person.areaCode) || !(await userHolds(db, userId, 'violation:review'))) throw badRequest(message);
  return person;
}

/**
 * AI_Aiillegalresult/AddAI_Aiillegalresult: the report filed from the player: the camera (by id or
 * play address) and its firm in the reporter's area, the ability seen, the executor and parent
 * executor (required, of the firm's area and the level above or higher), the push content, the
 * capture or recording (IllegalVIdeo when the file is .mkv), and the five SMS flags.
 */
export async function reportCase(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, info: TReportInfo): Promise<{ Id: string }> {
  let monitor = info.MonitorId ? await monitorById(db, info.MonitorId) : null;
  if (!monitor && info.PlayUrl) monitor = await monitorByPlayUrl(db, actor, info.PlayUrl);
  if (!monitor) throw badRequest(M.monitorNotFound);
  const firm = await getFirm(db, monitor.firmId);
  if (!firm) throw badRequest(M.monitorNotFound);
  if (!allows(actor, 'violation:edit', { firmId: firm.id, areaCode: firm.areaCode })) throw forbidden('该单位不在您的管辖范围内');
  const ability = await abilityById(db, info.AbilityUniqueId).catch(() => {
    throw badRequest(M.abilityRequired);
  });
  const executor = await assertExecutor(db, info.ToUserId, firm.areaCode, M.executorNotFound);
  const parent = await assertExecutor(db, info.ParentUserId, firm.areaCode, M.executorNotFound);
  const evidence = [info.IllegalCapture, info.IllegalVIdeo].filter((x): x is string => !!x);
  if (evidence.length === 0) throw badRequest(M.evidenceRequired);
  const facts = await fileFactsByIds(db, evidence);
  // spec 02 §3: the recording goes in IllegalVIdeo when the file is .mkv, a picture in IllegalCapture
  let capture: string | null = null;
  let video: string | null = null;
  for (const id of evidence) {
    const f = facts.get(id);
    if (!f) throw badRequest(M.evidenceNotFound);
    if (isRecordingName(f.fileName) || f.mime.startsWith('video/')) video = id;
    else capture = id;
  }
  await assignEvidence(db, actor, evidence, firm.id).catch(() => {
    throw badRequest(M.evidenceNotFound);
  });
  const hours = await deadlineHours(db, ability);
  const flags = flagsOfInput(info as Partial<Record<NoticeFlag, number>>);
  const id = newId();
  const [c] = await db
    .insert(violationCases)
    .values({
      ...newCase(id, 2, now, hours, { firm, monitor, ability }),
      firstAt: now,
      lastAt: now,
      toUserId: executor.id,
      toUserName: executor.fullName,
      toUserPhone: executor.phone,
      parentUserId: parent.id,
      parentUserName: parent.fullName,
      parentUserPhone: parent.phone,
      pushContent: info.PushContent ?? '',
      captureFileId: capture,
      videoFileId: video,
      smsFirmManager: flags.SMSFirmManager,
      smsFirmHeadOfQuality: flags.SMSFirmHeadOfQuality,
      smsFirmSecurityOfficer: flags.SMSFirmSecurityOfficer,
      smsExecutor: flags.SMSExecutor,
      smsParentExecutor: flags.SMSParentExecutor,
      reportedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = c as CaseRow;
  await addStep(db, row, 'reported', actor, now, null, 1, info.PushContent ?? '', evidence);
  await notify(db, deps, now, row, 'reported', flags, deadlineText(row));
  return { Id: id };
}

// ---- processing ----

export async function caseById(db: Db, id: string): Promise<CaseRow> {
  const [row] = await db.select().from(violationCases).where(eq(violationCases.id, id)).limit(1);
  if (!row) throw notFound(M.caseNotFound);
  return row;
}

const facts = (c: CaseRow) => ({ firmId: c.firmId, areaCode: c.areaCode });

/** Whether the actor sits above the case's district (or is named its parent executor, or reaches everything). */
function isParentOf(actor: Actor, c: CaseRow): boolean {
  if (!holds(actor, 'violation:review') || !actor.platform) return false;
  if (scopeOf(actor, 'violation:review') === 1) return true;
  if (c.parentUserId && c.parentUserId === actor.userId) return true;
  return actor.areaCode.length < c.areaCode.length && inOwnArea(actor, c.areaCode);
}

/** A case of a district (or a city) has a level above to pass it to; a province's has none here. */
const hasLevelAbove = (c: CaseRow) => c.areaCode.length > 2;

/** What the actor may do on the case now (spec 02 §7 validation for process). */
export function abilitiesOn(actor: Actor, c: CaseRow) {
  const open = (OPEN_CASE_STATUSES as number[]).includes(c.status);
  const reviewer = actor.platform && allows(actor, 'violation:review', facts(c));
  return {
    FirmProcess: !actor.platform && allows(actor, 'rectification:edit', facts(c)) && (c.status === 1 || c.status === 4),
    ManagerProcess: reviewer && c.status === 2,
    ParentManagerProcess: c.status === 4 && isParentOf(actor, c),
    Disposal: reviewer && open,
    Push: actor.platform && allows(actor, 'violation:edit', facts(c)) && open,
    Escalate: reviewer && (c.status === 1 || c.status === 2) && !isParentOf(actor, c) && hasLevelAbove(c),
  };
}

/** A case the actor may see: the firm's own, or the supervisor's area (404 / 403). */
export async function visibleCase(db: Db, actor: Actor, id: string): Promise<CaseRow> {
  const c = await caseById(db, id);
  if (!allows(actor, ['violation:view', 'rectification:view'], facts(c))) throw forbidden();
  return c;
}

/** One conditional move of a case between statuses; 409 when it moved meanwhile. */
async function move(db: Db, c: CaseRow, from: readonly CaseStatus[], set: Partial<CaseRow>): Promise<CaseRow> {
  const [row] = await db
    .update(violationCases)
    .set(set)
    .where(and(eq(violationCases.id, c.id), inArray(violationCases.status, [...from])))
    .returning();
  if (!row) throw conflict(M.caseStale);
  return row;
}

/** FirmProcess: the firm rectifies with a note and photos (its own uploads, kept as evidence): to review. */
export async function firmProcess(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, input: { Id: string; Remark: string; FileIds: string[] }) {
  const c = await visibleCase(db, actor, input.Id);
  if (!abilitiesOn(actor, c).FirmProcess) throw c.status === 1 || c.status === 4 ? forbidden() : conflict(M.caseStale);
  await claimFiles(db, actor, now, input.FileIds, 'evidence');
  const row = await move(db, c, [1, 4], { status: 2, updatedAt: now });
  await addStep(db, row, 'rectified', actor, now, c.status, 2, input.Remark, input.FileIds);
  await notify(db, deps, now, row, 'rectified', { ...noFlags(), SMSExecutor: true, SMSParentExecutor: c.status === 4 }, deadlineText(row));
}

/** ManagerProcess: the executor's review: pass closes; reject returns it to the firm with a fresh deadline. */
export async function managerProcess(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, input: { Id: string; Pass: boolean; Remark: string }) {
  const c = await visibleCase(db, actor, input.Id);
  if (!abilitiesOn(actor, c).ManagerProcess) throw c.status === 2 ? forbidden() : conflict(M.caseStale);
  if (input.Pass) {
    const row = await move(db, c, [2], { status: 3, closedAt: now, updatedAt: now });
    await addStep(db, row, 'passed', actor, now, 2, 3, input.Remark);
    await notify(db, deps, now, row, 'closed', { ...noFlags(), SMSFirmManager: true }, deadlineText(row));
    return;
  }
  if (!input.Remark) throw badRequest(M.remarkRequired);
  const hours = await deadlineHours(db, await abilityById(db, c.abilityId));
  const row = await move(db, c, [2], { status: 1, deadlineAt: new Date(now.getTime() + hours * HOUR), updatedAt: now });
  await addStep(db, row, 'rejected', actor, now, 2, 1, input.Remark);
  await notify(db, deps, now, row, 'returned', { ...flagsOfCase(row), SMSExecutor: false, SMSParentExecutor: false, SMSFirmManager: true }, deadlineText(row));
}

/** ParentManagerProcess: the parent executor on an escalated case: pass closes it, otherwise orders the firm to rectify again. */
export async function parentManagerProcess(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, input: { Id: string; Pass: boolean; Remark: string }) {
  const c = await visibleCase(db, actor, input.Id);
  if (!abilitiesOn(actor, c).ParentManagerProcess) throw c.status === 4 ? forbidden(M.notParent) : conflict(M.caseStale);
  if (input.Pass) {
    const row = await move(db, c, [4], { status: 3, closedAt: now, updatedAt: now });
    await addStep(db, row, 'parentPassed', actor, now, 4, 3, input.Remark);
    await notify(db, deps, now, row, 'closed', { ...noFlags(), SMSFirmManager: true, SMSExecutor: true }, deadlineText(row));
    return;
  }
  const hours = await deadlineHours(db, await abilityById(db, c.abilityId));
  const row = await move(db, c, [4], { status: 1, deadlineAt: new Date(now.getTime() + hours * HOUR), updatedAt: now });
  await addStep(db, row, 'parentReturned', actor, now, 4, 1, input.Remark);
  await notify(db, deps, now, row, 'returned', { ...noFlags(), SMSFirmManager: true, SMSExecutor: true }, deadlineText(row));
}

/**
 * Escalate: the district's executor passes a case awaiting the firm or the review to the level above
 * (status 4, the parent executor's) with a reason, kept in the case's history (and, as `Reason`, in
 * the audit row). The parent executor named on the case keeps it; a case without one takes the first
 * reviewer of the level above. Only a reviewer of the case's own area who does not already sit above
 * it, only from 1 or 2 (a conditional move: 409 when it moved meanwhile).
 */
export async function escalate(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, input: { Id: string; Reason: string }) {
  const c = await visibleCase(db, actor, input.Id);
  if (!actor.platform || !allows(actor, 'violation:review', facts(c))) throw forbidden();
  if (isParentOf(actor, c)) throw forbidden(M.escalateNotDistrict);
  if (c.status !== 1 && c.status !== 2) throw conflict(M.escalateState);
  if (!hasLevelAbove(c)) throw badRequest(M.escalateNoParent);
  let parent = c.parentUserId ? { id: c.parentUserId, fullName: c.parentUserName, phone: c.parentUserPhone } : null;
  if (!parent) parent = (await defaultExecutors(db, c.areaCode)).parent;
  if (!parent) throw badRequest(M.escalateNoParent);
  const row = await move(db, c, [1, 2], {
    status: 4,
    parentUserId: parent.id,
    parentUserName: parent.fullName,
    parentUserPhone: parent.phone,
    updatedAt: now,
  });
  await addStep(db, row, 'escalated', actor, now, c.status, 4, input.Reason);
  await notify(db, deps, now, row, 'escalated', { ...noFlags(), SMSFirmManager: true, SMSParentExecutor: true }, deadlineText(row));
  return { ParentUserName: parent.fullName };
}

/** Disposal: an executor marks an open case a false positive (误报, status 5) or closes it as handled on the spot. */
export async function disposal(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, input: { Id: string; FalsePositive: boolean; Remark: string }) {
  const c = await visibleCase(db, actor, input.Id);
  if (!abilitiesOn(actor, c).Disposal) throw (OPEN_CASE_STATUSES as number[]).includes(c.status) ? forbidden() : conflict(M.caseStale);
  const to: CaseStatus = input.FalsePositive ? 5 : 3;
  const row = await move(db, c, OPEN_CASE_STATUSES, { status: to, closedAt: now, updatedAt: now });
  await addStep(db, row, input.FalsePositive ? 'falsePositive' : 'disposed', actor, now, c.status, to, input.Remark);
  await notify(db, deps, now, row, 'closed', { ...noFlags(), SMSFirmManager: true }, deadlineText(row));
}

/** Push / PushMultiple: the notices of open cases again, to the duties flagged now. */
export async function pushAgain(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, ids: string[], flags: Partial<Record<NoticeFlag, number>>) {
  let sent = 0;
  for (const id of [...new Set(ids)]) {
    const c = await visibleCase(db, actor, id);
    if (!abilitiesOn(actor, c).Push) throw (OPEN_CASE_STATUSES as number[]).includes(c.status) ? forbidden() : conflict(M.caseStale);
    sent += await notify(db, deps, now, c, 'reminder', flagsOfInput(flags), deadlineText(c));
  }
  return { Sent: sent };
}

// ---- escalation (the scheduled job) ----

/**
 * Escalates overdue cases awaiting the firm (Hubei's cards): past the deadline a case turns yellow
 * (its deadline moves on by the grade's yellow hours, notices to the firm and the executor); past
 * that, red: status 4, the parent executor's, with notices. Each step is one conditional UPDATE,
 * so a case escalates once however many instances run the job at the same moment.
 */
export async function escalateOverdue(db: Db, deps: Pick<Deps, 'sms'>, now: Date): Promise<{ yellow: number; red: number }> {
  const grades = await gradeSettings(db);
  let yellow = 0;
  let red = 0;
  const job = { userId: null, userName: '系统（超期升级）' };
  for (const g of grades.values()) {
    const turned = await db
      .update(violationCases)
      .set({ escalation: 1, deadlineAt: sql`${violationCases.deadlineAt} + make_interval(hours => ${g.yellowHours})`, updatedAt: now })
      .where(and(eq(violationCases.grade, g.grade), eq(violationCases.status, 1), eq(violationCases.escalation, 0), lt(violationCases.deadlineAt, now)))
      .returning();
    for (const c of turned) {
      yellow++;
      await addStep(db, c, 'yellow', job, now, 1, 1, `整改期限延至 ${deadlineText(c)}`);
      await notify(db, deps, now, c, 'yellow', { ...flagsOfCase(c), SMSFirmManager: true, SMSExecutor: true, SMSParentExecutor: false }, deadlineText(c));
    }
  }
  const escalated = await db
    .update(violationCases)
    .set({ escalation: 2, status: 4, updatedAt: now })
    .where(and(eq(violationCases.status, 1), gte(violationCases.escalation, 1), lt(violationCases.deadlineAt, now)))
    .returning();
  for (const c of escalated) {
    red++;
    await addStep(db, c, 'red', job, now, 1, 4);
    await notify(db, deps, now, c, 'red', { ...flagsOfCase(c), SMSFirmManager: true, SMSExecutor: true, SMSParentExecutor: true }, deadlineText(c));
  }
  return { yellow, red };
}
