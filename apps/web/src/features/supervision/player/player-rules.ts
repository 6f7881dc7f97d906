import { formatChinaTime, isLiveStream } from '@shanlian/contract/browser';

/**
 * The live player's decisions that need no browser (spec 02 §4, §9): what kind of source a link is,
 * what to do on a fatal hls.js error, which stream to play while in fullscreen, the latency behind
 * live, the recorder's container, the watermark's text and how many copies cover the picture.
 */

/** How a resolved stream link is shown: an HLS stream in the player, another http link as an embedded page, nothing. */
export type SourceKind = 'hls' | 'page' | 'none';

export function sourceKind(src: string): SourceKind {
  const s = src.trim();
  if (!s) return 'none';
  // spec 02 §5's live stream (isLiveStream), whatever the case of the extension
  if (isLiveStream(s.toLowerCase()) && /\.m3u8/i.test(s)) return 'hls';
  if (/^https?:\/\//i.test(s)) return 'page';
  // A device identifier that was not resolved to a link: nothing to play.
  return 'none';
}

/** hls.js's ErrorTypes values (kept as strings, so that this file does not load hls.js). */
export const HLS_NETWORK_ERROR = 'networkError';
export const HLS_MEDIA_ERROR = 'mediaError';

/**
 * Recoveries tried in a row (without a fragment buffered in between) before the player gives up: a
 * camera's network comes back within a minute or so (six restarts spaced 1, 2, 4, 8, 10, 10 s); a
 * media error that three recoveries do not cure will not be cured.
 */
export const MAX_NETWORK_RECOVERIES = 6;
export const MAX_MEDIA_RECOVERIES = 3;

export type FatalAction = 'startLoad' | 'recoverMedia' | 'fail';

/**
 * What to do on a fatal hls.js error: a network error restarts loading, a media error asks hls.js to
 * recover the media element, anything else fails. A network error before the playlist was parsed
 * cannot be recovered by `startLoad` (hls.js has already retried the playlist), and recoveries that
 * keep failing end in the failure too, so the spinner never turns forever.
 */
export function fatalAction(type: string, state: { parsed: boolean; attempts: number }): FatalAction {
  if (type === HLS_NETWORK_ERROR) return state.parsed && state.attempts < MAX_NETWORK_RECOVERIES ? 'startLoad' : 'fail';
  if (type === HLS_MEDIA_ERROR) return state.attempts < MAX_MEDIA_RECOVERIES ? 'recoverMedia' : 'fail';
  return 'fail';
}

/** The wait before the n-th restart of loading (0-based): 1, 2, 4, 8 s, then 10 s. */
export const recoveryDelayMs = (attempt: number): number => Math.min(10_000, 1000 * 2 ** Math.max(0, attempt));

/**
 * The stream the player should be playing: the wanted one, except while the player is in fullscreen,
 * where it keeps the one it plays until fullscreen ends (spec 02 §9: a refresh never interrupts a
 * fullscreen viewer).
 */
export function sourceToPlay(playing: string, wanted: string, fullscreen: boolean): string {
  return fullscreen && playing ? playing : wanted;
}

/**
 * Seconds behind the live edge, one decimal, or null when unknown: hls.js's own latency when it has
 * one, else the live sync position (or the end of the seekable range) minus the playing position.
 */
export function latencySeconds(p: { latency?: number | null; liveEdge?: number | null; currentTime: number }): number | null {
  let s: number | null = null;
  if (typeof p.latency === 'number' && Number.isFinite(p.latency) && p.latency > 0) s = p.latency;
  else if (typeof p.liveEdge === 'number' && Number.isFinite(p.liveEdge) && p.liveEdge > 0) s = p.liveEdge - p.currentTime;
  if (s === null || !Number.isFinite(s)) return null;
  return Math.max(0, Math.round(s * 10) / 10);
}

/**
 * The recorder's container: Matroska with H.264 where the browser records it (the spec's .mkv), else
 * WebM (with the best codec offered), else the browser's default ('').
 */
export const RECORDER_TYPES = ['video/x-matroska;codecs=avc1', 'video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'] as const;

export function recorderMimeType(isTypeSupported: ((type: string) => boolean) | undefined): string {
  if (!isTypeSupported) return '';
  for (const t of RECORDER_TYPES) {
    try {
      if (isTypeSupported(t)) return t;
    } catch {
      // a browser that throws on an unknown type: try the next
    }
  }
  return '';
}

/** Whole seconds recorded since `startedAt` (never negative). */
export const elapsedSeconds = (startedAt: number, now: number): number => Math.max(0, Math.floor((now - startedAt) / 1000));

/** The watermark: the viewer's name and the time, YYYY-MM-DD HH:mm:ss (China time). */
export const watermarkText = (viewerName: string, now: number): string => `${viewerName.trim()} ${formatChinaTime(now)}`.trim();

/** A rough width of a text in ems: CJK characters one em, others about 0.6. */
export function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) ems += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.6;
  return ems;
}

/**
 * The watermark's layer: a square as wide as the player's diagonal (so that, turned about its centre,
 * it still covers every corner), tiled with copies of the text in rows and columns (a gap of 3 em
 * across and 4 lines down), so that no part of the picture can be cropped free of it. Bounded, so a
 * huge screen never renders thousands of nodes.
 */
export function watermarkGrid(width: number, height: number, fontSize: number, text: string): { size: number; rows: number; cols: number } {
  if (!(width > 0 && height > 0 && fontSize > 0)) return { size: 0, rows: 0, cols: 0 };
  const size = Math.ceil(Math.hypot(width, height));
  const tileW = (textEms(text) + 3) * fontSize;
  const tileH = fontSize * 4;
  const cols = Math.min(40, Math.max(1, Math.ceil(size / tileW) + 1));
  const rows = Math.min(60, Math.max(1, Math.ceil(size / tileH)));
  return { size, rows, cols };
}

/** A seek bar's time: the wall-clock China time HH:mm:ss of the recording's start plus the seconds, or m:ss from the start when unknown. */
export function seekLabel(seconds: number, startAt: number | null): string {
  const sec = Math.max(0, Math.floor(seconds));
  if (startAt !== null && Number.isFinite(startAt)) return new Date(startAt + sec * 1000 + 8 * 3600_000).toISOString().slice(11, 19);
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
