import {
  isLiveStream,
  SUPERVISION_MSG as M,
  MONITOR_TYPES,
  type MonitorType,
  OPEN_CASE_STATUSES,
  parseInputTime,
  playbackEmbedded,
  STREAM_TOKEN_MS,
  type TMonitorInput,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, reachesArea, scopeFilter } from '../../platform/access.js';
import type { Config } from '../../platform/config.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { checkUrl, UnsafeAddressError } from '../../platform/safe-fetch.js';
import { escapeLike } from '../../platform/sql.js';
import { firmIdsInArea, firmIdsNamed, firmsByIds, getFirm } from '../firm/firm.service.js';
import { streamExpiry } from './stream-token.js';
import { monitors, violationCases } from './supervision.tables.js';

export type MonitorRow = typeof monitors.$inferSelect;

const VIEW = ['kitchen-camera:view', 'monitor:view'] as const;
const EDIT = ['kitchen-camera:edit', 'monitor:edit'] as const;
const DELETE = ['kitchen-camera:delete', 'monitor:delete'] as const;

/** A camera's scope columns: its firm (the platform's scope filter finds the firm's area itself). */
const monitorScope = () => ({ firm: monitors.firmId });

/** A supervisor asking for an area outside its own. */
function assertAreaWithin(actor: Actor, permission: readonly string[], areaCode: string | null | undefined): void {
  if (!areaCode || !actor.platform) return;
  if (!reachesArea(actor, permission as never, areaCode)) throw forbidden('所选地区不在您的管辖范围内');
}

export type PlayUrlProblem = 'internal' | 'invalid';

/**
 * Why the server could not fetch an http play address: it names or resolves to an address the
 * server may not fetch (loopback, private, link-local, CGNAT, metadata …) and its host is not in
 * MEDIA_HOSTS ('internal'), or it is no URL at all ('invalid'); null when fine. A name that does not
 * resolve now is let through: the probe checks again at every fetch. Run before the saving
 * transaction opens (a name may take seconds to resolve).
 */
export async function playUrlProblem(config: Pick<Config, 'MEDIA_HOSTS'>, playUrl: string): Promise<PlayUrlProblem | null> {
  if (!isHttpPlayUrl(playUrl)) return null;
  try {
    await checkUrl(playUrl, { allowHosts: config.MEDIA_HOSTS, timeoutMs: 3000 });
    return null;
  } catch (e) {
    if (!(e instanceof UnsafeAddressError)) throw e;
    if (e.reason === 'internal') return 'internal';
    return e.reason === 'unresolved' ? null : 'invalid';
  }
}

/**
 * Monitor/SaveMonitor: a buyer firm's camera; the firm its own, a supervisor with monitor:edit those
 * of its area. `problem`: what playUrlProblem found in the address, refused after the access checks.
 */
export async function saveMonitor(
  db: Db,
  actor: Actor,
  now: Date,
  input: TMonitorInput & { MonitorType: number },
  problem: PlayUrlProblem | null = null,
): Promise<{ Id: string }> {
  const firmId = actor.platform ? input.FirmId : actor.firmId;
  if (!firmId) throw badRequest(M.monitorFirm);
  const firm = await getFirm(db, firmId);
  if (!firm) throw badRequest(M.monitorFirm);
  assertAllowed(actor, [...EDIT], { firmId: firm.id, areaCode: firm.areaCode });
  if (firm.type !== 'buyer') throw badRequest(M.monitorFirmType);
  if (problem) throw badRequest(problem === 'internal' ? M.playUrlInternal : M.playUrlInvalid);
  const values = { name: input.Name, place: input.Place ?? '', monitorType: input.MonitorType, playUrl: input.PlayUrl, updatedAt: now };
  if (input.Id) {
    const row = await monitorById(db, input.Id);
    assertAllowed(actor, [...EDIT], await factsOf(db, row));
    if (row.firmId !== firm.id) throw badRequest('摄像头不能改到其他单位名下');
    // a new address is checked again by the probe
    const moved = row.playUrl !== input.PlayUrl;
    await db
      .update(monitors)
      .set({ ...values, ...(moved ? { online: false, lastCheckedAt: null } : {}) })
      .where(eq(monitors.id, row.id));
    return { Id: row.id };
  }
  const id = newId();
  await db.insert(monitors).values({ id, firmId: firm.id, ...values, createdBy: actor.userId, createdAt: now });
  return { Id: id };
}

export async function deleteMonitor(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await monitorById(db, id);
  assertAllowed(actor, [...DELETE], await factsOf(db, row));
  await db.delete(monitors).where(eq(monitors.id, id));
}

export async function monitorById(db: Db, id: string): Promise<MonitorRow> {
  const [row] = await db.select().from(monitors).where(eq(monitors.id, id)).limit(1);
  if (!row) throw notFound(M.monitorNotFound);
  return row;
}

async function factsOf(db: Db, row: MonitorRow) {
  const firm = await getFirm(db, row.firmId);
  return { firmId: row.firmId, areaCode: firm?.areaCode ?? '' };
}

/** A camera's play address and the facts its access is decided on (the media routes), or null when it is gone. */
export async function cameraFacts(db: Db, id: string): Promise<{ playUrl: string; facts: { firmId: string; areaCode: string } } | null> {
  const [row] = await db.select().from(monitors).where(eq(monitors.id, id)).limit(1);
  return row ? { playUrl: row.playUrl, facts: await factsOf(db, row) } : null;
}

/** A camera for a caller who may see it (404 when not there, 403 outside the caller's scope). */
export async function visibleMonitor(db: Db, actor: Actor, id: string): Promise<MonitorRow> {
  const row = await monitorById(db, id);
  assertAllowed(actor, [...VIEW], await factsOf(db, row));
  return row;
}

/** Open cases per camera. */
async function openCasesOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: violationCases.monitorId, n: count() })
    .from(violationCases)
    .where(and(inArray(violationCases.monitorId, ids), inArray(violationCases.status, [...OPEN_CASE_STATUSES])))
    .groupBy(violationCases.monitorId);
  return new Map(rows.map((r) => [r.id as string, Number(r.n)]));
}

export async function monitorRows(db: Db, rows: MonitorRow[]) {
  const [firms, open] = await Promise.all([
    firmsByIds(db, [...new Set(rows.map((r) => r.firmId))]),
    openCasesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const firm = firms.get(r.firmId);
    return {
      Id: r.id,
      FirmId: r.firmId,
      FirmName: firm?.name ?? '',
      AreaCode: firm?.areaCode ?? '',
      AreaName: firm?.areaName ?? '',
      Name: r.name,
      Place: r.place,
      MonitorType: r.monitorType,
      MonitorTypeName: MONITOR_TYPES[r.monitorType as MonitorType] ?? '',
      PlayUrl: r.playUrl,
      Live: isLiveStream(r.playUrl),
      Online: r.online,
      LastCheckTime: r.lastCheckedAt ? toChinaIso(r.lastCheckedAt) : null,
      OpenCases: open.get(r.id) ?? 0,
      CreateTime: toChinaIso(r.createdAt),
    };
  });
}

const inArea = (areaCode: string) => inArray(monitors.firmId, firmIdsInArea(areaCode));

/** Monitor/GetMonitorList: the caller's firm's cameras, or those of the supervisor's area. */
export async function listMonitors(
  db: Db,
  actor: Actor,
  f: { FirmId?: string | null; AreaCode?: string | null; SearchName?: string | null; Online?: boolean | null; limit: number; offset: number },
) {
  assertAreaWithin(actor, VIEW, f.AreaCode);
  const where = and(
    scopeFilter(actor, [...VIEW], monitorScope()),
    f.FirmId ? eq(monitors.firmId, f.FirmId) : undefined,
    f.AreaCode ? inArea(f.AreaCode) : undefined,
    f.SearchName ? or(ilike(monitors.name, `%${escapeLike(f.SearchName)}%`), ilike(monitors.place, `%${escapeLike(f.SearchName)}%`)) : undefined,
    f.Online === true || f.Online === false ? eq(monitors.online, f.Online) : undefined,
  ) as SQL;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(monitors).where(where),
    db.select().from(monitors).where(where).orderBy(asc(monitors.firmId), asc(monitors.createdAt), asc(monitors.id)).limit(f.limit).offset(f.offset),
  ]);
  return { rows: await monitorRows(db, rows), total: Number(total?.n ?? 0) };
}

/** Monitor/GetMonitorFirmList: the firms of the area with cameras (the wall's list), most open cases first. */
export async function monitorFirms(db: Db, actor: Actor, f: { AreaCode?: string | null; SearchName?: string | null; limit: number; offset: number }) {
  assertAreaWithin(actor, ['monitor:view'], f.AreaCode);
  const where = and(
    scopeFilter(actor, 'monitor:view', monitorScope()),
    f.AreaCode ? inArea(f.AreaCode) : undefined,
    f.SearchName ? inArray(monitors.firmId, firmIdsNamed(f.SearchName)) : undefined,
  ) as SQL;
  const open = sql<number>`(select count(*) from violation_cases c where c.firm_id = ${monitors.firmId} and c.status in (1, 2, 4))`;
  const grouped = db
    .select({ firmId: monitors.firmId, cameras: count(), online: sql<number>`count(*) filter (where ${monitors.online})`, open: sql<number>`max(${open})` })
    .from(monitors)
    .where(where)
    .groupBy(monitors.firmId);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${monitors.firmId})` })
      .from(monitors)
      .where(where),
    grouped
      .orderBy(desc(sql`max(${open})`), asc(monitors.firmId))
      .limit(f.limit)
      .offset(f.offset),
  ]);
  const firms = await firmsByIds(
    db,
    rows.map((r) => r.firmId),
  );
  return {
    rows: rows.map((r) => {
      const firm = firms.get(r.firmId);
      return {
        FirmId: r.firmId,
        FirmName: firm?.name ?? '',
        AreaCode: firm?.areaCode ?? '',
        AreaName: firm?.areaName ?? '',
        Cameras: Number(r.cameras),
        Online: Number(r.online),
        OpenCases: Number(r.open),
      };
    }),
    total: Number(total?.n ?? 0),
  };
}

/** Whether a play address is an http link (played as it is) rather than a device identifier. */
export const isHttpPlayUrl = (playUrl: string): boolean => /^https?:\/\//i.test(playUrl);

/**
 * A device identifier's stream address through the media server's template ({device}, and {token}:
 * the platform's stream token, for its own media routes); an http link stays itself.
 */
export function resolvePlayUrl(config: Pick<Config, 'MEDIA_LIVE_URL_TEMPLATE'>, playUrl: string, token = ''): string {
  if (isHttpPlayUrl(playUrl)) return playUrl;
  return config.MEDIA_LIVE_URL_TEMPLATE.replaceAll('{device}', encodeURIComponent(playUrl)).replaceAll('{token}', token);
}

/** The camera a play address belongs to, among those the caller may see (spec 02 §7 GetPlayUrl). */
export async function monitorByPlayUrl(db: Db, actor: Actor, playUrl: string, monitorId?: string | null): Promise<MonitorRow> {
  const rows = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.playUrl, playUrl), monitorId ? eq(monitors.id, monitorId) : undefined, scopeFilter(actor, [...VIEW], monitorScope())))
    .orderBy(asc(monitors.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(M.playUrlUnknown);
  return row;
}

/**
 * Signs a stream address for one camera and one viewer until a time (stream-token.ts); the routes
 * hand it to the services, which decide the camera first.
 */
export type StreamSigner = (monitorId: string, expiresAt: Date) => string;

/** Monitor/GetPlayUrl: the camera (by its address, or its id too) among those the caller sees, and its stream. */
export async function playInfo(db: Db, actor: Actor, config: Config, now: Date, sign: StreamSigner, input: { PlayUrl: string; MonitorId?: string | null }) {
  const row = await monitorByPlayUrl(db, actor, input.PlayUrl, input.MonitorId);
  const firm = await getFirm(db, row.firmId);
  const signed = !isHttpPlayUrl(row.playUrl) && config.MEDIA_LIVE_URL_TEMPLATE.includes('{token}');
  const expiresAt = streamExpiry(now, STREAM_TOKEN_MS);
  return {
    MonitorId: row.id,
    Name: row.name,
    Place: row.place,
    MonitorType: row.monitorType,
    FirmId: row.firmId,
    FirmName: firm?.name ?? '',
    AreaCode: firm?.areaCode ?? '',
    PlayUrl: resolvePlayUrl(config, row.playUrl, signed ? sign(row.id, expiresAt) : ''),
    Live: isLiveStream(row.playUrl),
    Online: row.online,
    ExpireTime: signed ? toChinaIso(expiresAt) : null,
  };
}

/**
 * Monitor/GetPlaybackUrl: a device's recording for [start, end] through the media server's template;
 * camera types 1, 2, 3, 4, 8, 9 open it in the embedded playback page (with the recording as its key),
 * the others as the link itself. An http camera has no recording here: empty. A signed address
 * lasts at least STREAM_TOKEN_MS plus the recording's length, so a recording watched through still plays.
 */
/** The range a playback asks for: its two times, or without them the last hour. */
export function playbackWindow(input: { StartTime?: string | null; EndTime?: string | null }, now: Date): { start: Date; end: Date } {
  if (!input.StartTime || !input.EndTime) return { start: new Date(now.getTime() - 3600_000), end: now };
  return { start: parseInputTime(input.StartTime) as Date, end: parseInputTime(input.EndTime) as Date };
}

export async function playbackUrl(
  db: Db,
  actor: Actor,
  config: Config,
  now: Date,
  sign: StreamSigner,
  input: { PlayUrl: string; MonitorId?: string | null; start: Date; end: Date },
) {
  if (!(input.end > input.start) || input.end.getTime() > now.getTime() + 60_000) throw badRequest(M.playbackRange);
  if (input.end.getTime() - input.start.getTime() > 24 * 3600_000) throw badRequest(M.playbackTooLong);
  const row = await monitorByPlayUrl(db, actor, input.PlayUrl, input.MonitorId);
  if (isHttpPlayUrl(row.playUrl)) return { Url: '', Embedded: false, PageUrl: '', ExpireTime: null };
  const signed = config.MEDIA_PLAYBACK_URL_TEMPLATE.includes('{token}');
  const expiresAt = streamExpiry(now, STREAM_TOKEN_MS + (input.end.getTime() - input.start.getTime()));
  const url = config.MEDIA_PLAYBACK_URL_TEMPLATE.replaceAll('{device}', encodeURIComponent(row.playUrl))
    .replaceAll('{token}', signed ? sign(row.id, expiresAt) : '')
    .replaceAll('{start}', encodeURIComponent(input.start.toISOString()))
    .replaceAll('{end}', encodeURIComponent(input.end.toISOString()));
  const embedded = playbackEmbedded(row.monitorType);
  return {
    Url: url,
    Embedded: embedded,
    PageUrl: embedded ? `/eshop/monitor/playback?key=${encodeURIComponent(url)}` : '',
    ExpireTime: signed ? toChinaIso(expiresAt) : null,
  };
}

/** The cameras of firms in an area (the dashboard), counted. */
export async function cameraCounts(db: Db, actor: Actor, areaCode: string | null): Promise<{ total: number; online: number }> {
  const where = and(scopeFilter(actor, 'violation:view', monitorScope()), areaCode ? inArea(areaCode) : undefined);
  const [row] = await db
    .select({ total: count(), online: sql<number>`count(*) filter (where ${monitors.online})` })
    .from(monitors)
    .where(where);
  return { total: Number(row?.total ?? 0), online: Number(row?.online ?? 0) };
}

/** Every camera (the probe job). */
export function allMonitors(db: Db) {
  return db.select().from(monitors).orderBy(asc(monitors.id));
}

export async function setOnline(db: Db, id: string, online: boolean, now: Date): Promise<void> {
  await db.update(monitors).set({ online, lastCheckedAt: now }).where(eq(monitors.id, id));
}
