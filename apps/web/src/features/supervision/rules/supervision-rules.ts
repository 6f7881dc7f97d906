import {
  CASE_STATUS,
  type CaseStatus,
  isRecordingName,
  isValidPlayUrl,
  NOTICE_FLAGS,
  type NoticeFlag,
  OPEN_CASE_STATUSES,
  toChinaIso,
  VIOLATION_GRADES,
} from '@shanlian/contract/browser';

/**
 * The decisions of the supervision pages (明厨亮灶) that need no browser: China wall times for the
 * filters, the parent executor's area, where a saved evidence file goes in the report, the case
 * filters as the list operation's input, the tags' colours, the embedded playback page's key, the
 * dashboard's figures.
 */

// ---------------------------------------------------------------- times

/** `YYYY-MM-DDTHH:mm:ss` in China time: what the server reads as China time (no offset). */
export const chinaWall = (ms: number): string => toChinaIso(ms).slice(0, 19);

/** The playback filter's default: the last hour up to now (China wall times). */
export function lastHour(now: number): [string, string] {
  return [chinaWall(now - 3600_000), chinaWall(now)];
}

/** The hour of playback from a chosen China wall start (YYYY-MM-DDTHH:mm:ss), ending at `now` at the latest. */
export function hourFrom(start: string, now: number): [string, string] {
  const at = Date.parse(`${start}+08:00`);
  return [start, chinaWall(Math.min(at + 3600_000, now))];
}

/** A date range picked as China wall dates (YYYY-MM-DD) → the whole days as the list's StartTime / EndTime. */
export function dayRange(range: readonly [string, string] | null | undefined): { StartTime: string | null; EndTime: string | null } {
  if (!range?.[0] || !range[1]) return { StartTime: null, EndTime: null };
  return { StartTime: `${range[0].slice(0, 10)}T00:00:00`, EndTime: `${range[1].slice(0, 10)}T23:59:59` };
}

/** Hours, one decimal, or — without a figure. */
export const hoursText = (h: number | null | undefined): string =>
  h === null || h === undefined || !Number.isFinite(h) ? '—' : `${Math.round(h * 10) / 10} h`;

/** A rate 0…1 as a percentage with one decimal. */
export const percentText = (rate: number): string => `${Math.round((Number.isFinite(rate) ? rate : 0) * 1000) / 10}%`;

// ---------------------------------------------------------------- people

/**
 * The area whose people may be named the parent executor: the level right above the supervisor's
 * own (a district 330106 → its city 3301, a city 3301 → its province 33); null for a province or
 * the nation (nobody above).
 */
export function parentAreaCode(areaCode: string | null | undefined): string | null {
  const code = (areaCode ?? '').trim();
  if (!/^\d+$/.test(code) || code.length <= 2 || code.length % 2 !== 0) return null;
  return code.slice(0, -2);
}

// ---------------------------------------------------------------- the report

/** The notice flags of a report or a push, all off or from a case / a grade's setting. */
export type NoticeFlags = Record<NoticeFlag, 0 | 1>;

export function noticeFlags(from?: Partial<Record<NoticeFlag, number | boolean | null | undefined>>): NoticeFlags {
  const out = {} as NoticeFlags;
  for (const f of NOTICE_FLAGS) out[f] = from?.[f] ? 1 : 0;
  return out;
}

/** Where a saved evidence file goes (spec 02 §3): IllegalVIdeo for a recording (.mkv), else IllegalCapture. */
export function evidenceFields(file: { Id: string; FileName: string } | null | undefined): { IllegalCapture: string | null; IllegalVIdeo: string | null } {
  if (!file) return { IllegalCapture: null, IllegalVIdeo: null };
  return isRecordingName(file.FileName) ? { IllegalCapture: null, IllegalVIdeo: file.Id } : { IllegalCapture: file.Id, IllegalVIdeo: null };
}

// ---------------------------------------------------------------- the cases list

export interface CaseFilters {
  status: CaseStatus | null;
  grade: 1 | 2 | 3 | null;
  overdue: boolean | null;
  search: string;
  /** China wall dates, YYYY-MM-DD. */
  range: [string, string] | null;
  firmId: string | null;
}

export const NO_FILTERS: CaseFilters = { status: null, grade: null, overdue: null, search: '', range: null, firmId: null };

/** The filters as the list (and export) operation's input; unset filters are left out. */
export function caseQuery(f: CaseFilters) {
  const { StartTime, EndTime } = dayRange(f.range);
  return {
    ...(f.status ? { Status: f.status } : {}),
    ...(f.grade ? { Grade: f.grade } : {}),
    ...(f.overdue !== null ? { Overdue: f.overdue } : {}),
    ...(f.search.trim() ? { SearchName: f.search.trim() } : {}),
    ...(f.firmId ? { FirmId: f.firmId } : {}),
    ...(StartTime && EndTime ? { StartTime, EndTime } : {}),
  };
}

/** The filters read from the address (?firm=…&status=…&grade=…&overdue=1), as the dashboard links them. */
export function filtersFromSearch(params: URLSearchParams): CaseFilters {
  const status = Number(params.get('status'));
  const grade = Number(params.get('grade'));
  const overdue = params.get('overdue');
  return {
    ...NO_FILTERS,
    status: status in CASE_STATUS ? (status as CaseStatus) : null,
    grade: grade in VIOLATION_GRADES ? (grade as 1 | 2 | 3) : null,
    overdue: overdue === '1' ? true : overdue === '0' ? false : null,
    firmId: params.get('firm') || null,
  };
}

/** Antd tag colours of a case's status, grade and escalation card. */
export const STATUS_COLOR: Readonly<Record<number, string>> = { 1: 'orange', 2: 'blue', 3: 'green', 4: 'red', 5: 'default' };
export const GRADE_COLOR: Readonly<Record<number, string>> = { 1: 'red', 2: 'orange', 3: 'blue' };
export const ESCALATION_COLOR: Readonly<Record<number, string>> = { 1: 'gold', 2: 'red' };
/** The chart colours of the grades (red, orange, blue) and of closed cases (green). */
export const GRADE_HEX: Readonly<Record<1 | 2 | 3, string>> = { 1: '#e5484d', 2: '#f59e0b', 3: '#3b82f6' };
export const CLOSED_HEX = '#1f9d55';
export const STATUS_HEX: Readonly<Record<number, string>> = { 1: '#f59e0b', 2: '#3b82f6', 3: '#1f9d55', 4: '#e5484d', 5: '#9ca3af' };

export const isOpenStatus = (status: number): boolean => (OPEN_CASE_STATUSES as readonly number[]).includes(status);

/** A case's deadline shows red while it is open and past due (or the server says overdue). */
export const deadlineLate = (c: { Status: number; Overdue: boolean; DeadlineTime: string }, now: number): boolean =>
  isOpenStatus(c.Status) && (c.Overdue || Date.parse(c.DeadlineTime) < now);

/** An SHA-256 shown shortened (first 12 … last 8), the whole in its title. */
export const shortHash = (sha: string): string => (sha.length > 24 ? `${sha.slice(0, 12)}…${sha.slice(-8)}` : sha);

// ---------------------------------------------------------------- playback

/**
 * The embedded playback page's key (`/eshop/monitor/playback?key=`): only a same-origin media
 * address (/v1/Media/…) plays; anything else (another site, a script link, a path escaping the
 * media routes) is refused with null.
 */
export function playbackKey(key: string | null | undefined, origin: string): string | null {
  const k = (key ?? '').trim();
  if (!k || k.length > 1000 || /[\\\s]/.test(k)) return null;
  let url: URL;
  try {
    url = new URL(k, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!url.pathname.startsWith('/v1/Media/') || url.pathname.split('/').some((s) => s === '..' || s === '.')) return null;
  return `${url.pathname}${url.search}`;
}

/** The playback panel's request: the range must end after it starts (the server checks again, with the clock). */
export const playbackRangeOk = (range: readonly [string, string] | null | undefined): boolean =>
  !!range?.[0] && !!range[1] && Date.parse(`${range[1]}+08:00`) > Date.parse(`${range[0]}+08:00`);

// ---------------------------------------------------------------- cameras

/** A camera's play address as the form gives it, checked by the contract's rule. */
export const playUrlProblem = (v: string | null | undefined): boolean => !isValidPlayUrl((v ?? '').trim());

// ---------------------------------------------------------------- the dashboard

/** The dashboard's status pie leaves out statuses with no case. */
export const pieSlices = (byStatus: readonly { Status: number; Name: string; Count: number }[]) =>
  byStatus.filter((s) => s.Count > 0).map((s) => ({ name: s.Name, value: s.Count, itemStyle: { color: STATUS_HEX[s.Status] ?? '#999' } }));

/** Firms ranked by open cases, most first, the first `n`. */
export function rankedFirms<T extends { Open: number; Overdue: number; FirmName: string }>(rows: readonly T[], n = 10): T[] {
  return [...rows]
    .filter((r) => r.Open > 0)
    .sort((a, b) => b.Open - a.Open || b.Overdue - a.Overdue || a.FirmName.localeCompare(b.FirmName, 'zh'))
    .slice(0, n);
}

/** Totals of the cases per day table. */
export function dayTotals(days: readonly { Grade1: number; Grade2: number; Grade3: number; Closed: number }[]) {
  return days.reduce((t, d) => ({ Grade1: t.Grade1 + d.Grade1, Grade2: t.Grade2 + d.Grade2, Grade3: t.Grade3 + d.Grade3, Closed: t.Closed + d.Closed }), {
    Grade1: 0,
    Grade2: 0,
    Grade3: 0,
    Closed: 0,
  });
}
