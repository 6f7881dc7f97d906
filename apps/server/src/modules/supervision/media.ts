/**
 * The kitchen cameras' test streams (明厨亮灶 without a camera): short looping HLS recordings made by
 * scripts/make-test-videos.sh (apps/server/data/media/<stream>/: MPEG-TS segments and stream.json),
 * served as if a camera had been recording forever. The loop is laid on the wall clock: absolute
 * segment k covers [k·L, (k+1)·L) seconds since the epoch (L the stream's segment length) and plays
 * file k mod n; every wrap back to the first file is a discontinuity (its timestamps restart).
 *
 * Discontinuities are counted from the start of the China day (00:00 +08:00), not from the epoch:
 * a 12-second loop wraps ~150 million times since 1970, and hls.js keeps its timestamp offsets in an
 * array indexed by discontinuity number that it walks from 0 on every playlist reload (5 s of CPU
 * per reload at 150 million, 0.2 ms at a day's 7 200). Within a day the discontinuity number of
 * segment k is the same in every playlist; at midnight the sequence starts again from 0, which
 * players take as a new timeline (hls.js re-bases it; the program date-times stay continuous).
 * Pure functions; the routes (media.routes.ts) add HTTP, access and the clock.
 */
import fs from 'node:fs';
import path from 'node:path';

export const STREAM_ID = /^[a-z0-9-]{1,40}$/;
/** A segment's file name in stream.json: a plain name, never a path. */
const SEGMENT_FILE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.ts$/;
/** How many segments a live playlist lists (the last complete ones). */
export const LIVE_WINDOW = 5;
/** The longest recording one playback playlist covers. */
export const PLAYBACK_MAX_MS = 24 * 3600_000;

export interface MediaSegment {
  file: string;
  /** Seconds. */
  duration: number;
}

export interface MediaStream {
  id: string;
  name: string;
  /** The nominal segment length in seconds, by which absolute segments are numbered from the epoch. */
  segmentSeconds: number;
  segments: MediaSegment[];
  /** Seconds of one pass of the loop. */
  totalSeconds: number;
  /** The stream's folder (the segments' files are read from it). */
  dir: string;
}

/** Parses one stream.json; throws with the reason when it is not a usable stream. */
export function parseStream(id: string, dir: string, json: unknown): MediaStream {
  const o = json as { name?: unknown; segmentSeconds?: unknown; segments?: unknown };
  const fail = (why: string) => new Error(`media stream ${id}: ${why}`);
  if (!STREAM_ID.test(id)) throw fail('the folder name is not a stream id');
  if (typeof o?.name !== 'string' || o.name.trim() === '') throw fail('name missing');
  const segmentSeconds = o.segmentSeconds;
  if (typeof segmentSeconds !== 'number' || !(segmentSeconds >= 1 && segmentSeconds <= 60)) throw fail('segmentSeconds must be 1…60');
  if (!Array.isArray(o.segments) || o.segments.length === 0) throw fail('no segments');
  const segments = o.segments.map((s: { file?: unknown; duration?: unknown }) => {
    if (typeof s?.file !== 'string' || !SEGMENT_FILE.test(s.file)) throw fail(`bad segment file ${JSON.stringify(s?.file)}`);
    if (typeof s.duration !== 'number' || !(s.duration > 0 && s.duration <= 60)) throw fail(`bad duration of ${s.file}`);
    return { file: s.file, duration: s.duration };
  });
  if (new Set(segments.map((s) => s.file)).size !== segments.length) throw fail('a segment is listed twice');
  const totalSeconds = segments.reduce((sum, s) => sum + s.duration, 0);
  return { id, name: o.name, segmentSeconds, segments, totalSeconds, dir };
}

/**
 * Reads each `<dir>/<stream>/stream.json` once (at start): stream id → stream. A missing folder is
 * no streams; a folder whose stream.json is broken or names a missing segment fails the start.
 */
export function loadStreams(dir: string): Map<string, MediaStream> {
  const streams = new Map<string, MediaStream>();
  if (!fs.existsSync(dir)) return streams;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !STREAM_ID.test(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    const file = path.join(folder, 'stream.json');
    if (!fs.existsSync(file)) continue;
    const stream = parseStream(entry.name, folder, JSON.parse(fs.readFileSync(file, 'utf8')));
    for (const s of stream.segments) {
      if (!fs.existsSync(path.join(folder, s.file))) throw new Error(`media stream ${entry.name}: ${s.file} is missing`);
    }
    streams.set(stream.id, stream);
  }
  return streams;
}

/** The segment file of a stream by its name in stream.json, or null (so no name reaches the disk unchecked). */
export function segmentOf(stream: MediaStream, file: string): MediaSegment | null {
  return stream.segments.find((s) => s.file === file) ?? null;
}

/** The absolute segment number that contains the instant (numbered from the epoch by the nominal length). */
export function segmentAt(stream: MediaStream, at: Date): number {
  return Math.floor(at.getTime() / (stream.segmentSeconds * 1000));
}

const mod = (k: number, n: number) => ((k % n) + n) % n;
const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The first absolute segment of the China day in which segment k starts. */
function dayStartSegment(stream: MediaStream, k: number): number {
  const ms = stream.segmentSeconds * 1000;
  const dayStart = Math.floor((k * ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  return Math.ceil(dayStart / ms);
}

/** Wraps (segments of file 0) among absolute segments from … to, inclusive. */
const wrapsBetween = (from: number, to: number, n: number) => (to < from ? 0 : Math.floor(to / n) - Math.floor((from - 1) / n));

/** Every listed EXTINF rounds to at most the target duration (RFC 8216 §4.3.3.1). */
function targetDuration(stream: MediaStream): number {
  return Math.ceil(Math.max(stream.segmentSeconds, ...stream.segments.map((s) => s.duration)));
}

/**
 * The media lines of absolute segments first … last (inclusive). Segments are named relatively
 * (`seg-000.ts`): a player resolves them against the playlist's own address, whose path carries the
 * stream token (media.routes.ts), so the token covers them too and is not written 43 200 times.
 */
function segmentLines(stream: MediaStream, first: number, last: number, leadingDiscontinuity: boolean): string[] {
  const n = stream.segments.length;
  const lines: string[] = [];
  const ms = stream.segmentSeconds * 1000;
  for (let k = first; k <= last; k++) {
    const seg = stream.segments[mod(k, n)] as MediaSegment;
    if (mod(k, n) === 0 && (k > first || leadingDiscontinuity)) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(k * ms).toISOString()}`);
    lines.push(`#EXTINF:${seg.duration.toFixed(3)},`);
    lines.push(seg.file);
  }
  return lines;
}

/**
 * The live media playlist at `now`: the last LIVE_WINDOW complete segments of the endless loop (the
 * one under way at `now` is not listed yet, as a camera's encoder would not have finished it). Its
 * media sequence is the first listed segment's absolute number, so it advances by one every
 * segment length; a wrap to file 0 carries a discontinuity tag, and the discontinuity sequence
 * counts the wraps of the day before the first listed segment, so each segment keeps its
 * discontinuity number from one reload to the next (within the day, see above).
 */
export function livePlaylist(stream: MediaStream, now: Date): string {
  const n = stream.segments.length;
  const last = segmentAt(stream, now) - 1;
  const first = last - LIVE_WINDOW + 1;
  // The tags that have left the playlist: the day's wraps before `first`.
  const discontinuitySequence = wrapsBetween(dayStartSegment(stream, first), first - 1, n);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration(stream)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
    ...segmentLines(stream, first, last, true),
    '',
  ].join('\n');
}

/** Why a playback range is refused: not a range ending by `now` (with leeway), or longer than 24 h; null when fine. */
export function playbackRangeError(start: Date | null, end: Date | null, now: Date, leewayMs = 60_000): 'range' | 'tooLong' | null {
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'range';
  if (end.getTime() <= start.getTime() || end.getTime() > now.getTime() + leewayMs) return 'range';
  if (end.getTime() - start.getTime() > PLAYBACK_MAX_MS) return 'tooLong';
  return null;
}

/**
 * The recording of [start, end) as a VOD playlist: every absolute segment that overlaps the range,
 * numbered, dated and wrapped as the live playlist does (a discontinuity at each wrap inside it).
 * Throws on an empty range or one over 24 h (the routes refuse those with their messages first).
 */
export function playbackPlaylist(stream: MediaStream, start: Date, end: Date): string {
  const span = end.getTime() - start.getTime();
  if (!(span > 0) || span > PLAYBACK_MAX_MS) throw new RangeError('playback range must be within (0, 24 h]');
  const first = segmentAt(stream, start);
  const last = Math.ceil(end.getTime() / (stream.segmentSeconds * 1000)) - 1;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetDuration(stream)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...segmentLines(stream, first, last, false),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
