import fs from 'node:fs';
import path from 'node:path';
import { MSG, SUPERVISION_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, TestClient } from '../../test/helper.js';
import { LIVE_WINDOW, livePlaylist, loadStreams, type MediaStream, parseStream, playbackPlaylist, playbackRangeError } from './media.js';
import { MEDIA_DIR } from './media.routes.js';

const BASE = '/v1/Media';
const stream6: MediaStream = parseStream('kitchen-1', '/nowhere', {
  name: '后厨操作间',
  segmentSeconds: 2,
  segments: [0, 1, 2, 3, 4, 5].map((i) => ({ file: `seg-00${i}.ts`, duration: 2 })),
});

interface Entry {
  /** Absolute segment number (media sequence + position). */
  k: number;
  /** Discontinuity sequence number (EXT-X-DISCONTINUITY-SEQUENCE + tags so far). */
  d: number;
  at: string;
  duration: number;
  uri: string;
  discontinuity: boolean;
}

/** Reads a media playlist the way a player does. */
function parse(text: string) {
  const lines = text.trim().split('\n');
  const tag = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
  const sequence = Number(tag('#EXT-X-MEDIA-SEQUENCE'));
  let d = Number(tag('#EXT-X-DISCONTINUITY-SEQUENCE') ?? 0);
  const entries: Entry[] = [];
  let pending: Partial<Entry> = {};
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') {
      d += 1;
      pending.discontinuity = true;
    } else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.at = line.slice(25);
    else if (line.startsWith('#EXTINF:')) pending.duration = Number.parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      entries.push({
        k: sequence + entries.length,
        d,
        at: pending.at ?? '',
        duration: pending.duration ?? -1,
        uri: line,
        discontinuity: !!pending.discontinuity,
      });
      pending = {};
    }
  }
  return {
    lines,
    sequence,
    target: Number(tag('#EXT-X-TARGETDURATION')),
    type: tag('#EXT-X-PLAYLIST-TYPE') ?? null,
    entries,
    ended: lines.includes('#EXT-X-ENDLIST'),
  };
}

describe('the test streams and their playlists', () => {
  it('loads the committed streams: three kitchens of six 2-second segments each', () => {
    const streams = loadStreams(MEDIA_DIR);
    expect([...streams.keys()]).toEqual(['kitchen-1', 'kitchen-2', 'kitchen-3']);
    expect([...streams.values()].map((s) => s.name)).toEqual(['后厨操作间', '备餐间', '洗消间']);
    for (const s of streams.values()) {
      expect(s.segmentSeconds).toBe(2);
      expect(s.segments.map((x) => x.file)).toEqual(['seg-000.ts', 'seg-001.ts', 'seg-002.ts', 'seg-003.ts', 'seg-004.ts', 'seg-005.ts']);
      expect(s.totalSeconds).toBeCloseTo(12, 1);
      for (const seg of s.segments) expect(fs.statSync(path.join(s.dir, seg.file)).size).toBeGreaterThan(1000);
    }
    expect(loadStreams('/no/such/folder').size).toBe(0);
  });

  it('refuses a stream.json that names a path or no segments', () => {
    const bad = (json: unknown) => () => parseStream('x', '/d', json);
    expect(bad({ name: 'a', segmentSeconds: 2, segments: [{ file: '../etc/passwd.ts', duration: 2 }] })).toThrow(/bad segment file/);
    expect(bad({ name: 'a', segmentSeconds: 2, segments: [{ file: 'a/b.ts', duration: 2 }] })).toThrow(/bad segment file/);
    expect(bad({ name: 'a', segmentSeconds: 2, segments: [] })).toThrow(/no segments/);
    expect(bad({ name: '', segmentSeconds: 2, segments: [{ file: 'a.ts', duration: 2 }] })).toThrow(/name/);
    expect(() => parseStream('../x', '/d', { name: 'a', segmentSeconds: 2, segments: [{ file: 'a.ts', duration: 2 }] })).toThrow(/stream id/);
  });

  it('writes a live playlist of the last five complete segments, positioned by the clock', () => {
    // 1 000 000 000.123 s: absolute segment 500 000 000 is under way, so 499 999 995 … 499 999 999 are listed
    const now = new Date(1_000_000_000_123);
    const text = livePlaylist(stream6, now, BASE);
    const p = parse(text);
    expect(p.lines.slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2']);
    expect(p.sequence).toBe(499_999_995);
    expect(p.ended).toBe(false);
    expect(p.type).toBeNull();
    expect(p.entries).toHaveLength(LIVE_WINDOW);
    // 499 999 995 mod 6 = 3: files 3, 4, 5, then the loop wraps (a discontinuity) to 0, 1
    expect(p.entries.map((e) => e.uri)).toEqual([3, 4, 5, 0, 1].map((i) => `${BASE}/segment/kitchen-1/seg-00${i}.ts`));
    expect(p.entries.map((e) => e.discontinuity)).toEqual([false, false, false, true, false]);
    // the wraps of that China day (from 2001-09-09T00:00+08:00, segment 499 982 400) before 499 999 995
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2933\n');
    expect(p.entries.map((e) => e.at)).toEqual([0, 1, 2, 3, 4].map((i) => new Date((499_999_995 + i) * 2000).toISOString()));
    expect(p.entries[0]?.at).toBe('2001-09-09T01:46:30.000Z');
    expect(p.entries.every((e) => e.duration === 2)).toBe(true);
    // the newest listed segment ended before now, the one under way is not listed
    const newest = p.entries[p.entries.length - 1] as Entry;
    expect(Date.parse(newest.at) + 2000).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(newest.at) + 4000).toBeGreaterThan(now.getTime());
  });

  it('advances the media sequence with the clock and keeps every segment its discontinuity number', () => {
    const start = Date.parse('2026-03-02T01:00:00.500Z');
    const dayStart = Date.parse('2026-03-02T00:00:00+08:00') / 2000;
    let previous: ReturnType<typeof parse> | null = null;
    const seen = new Map<number, { d: number; uri: string; at: string }>();
    for (let step = 0; step < 40; step++) {
      const p = parse(livePlaylist(stream6, new Date(start + step * 2000), BASE));
      if (previous) expect(p.sequence).toBe(previous.sequence + 1);
      // within one segment the playlist does not change
      expect(livePlaylist(stream6, new Date(start + step * 2000 + 1400), BASE)).toBe(livePlaylist(stream6, new Date(start + step * 2000), BASE));
      for (const e of p.entries) {
        // the day's wraps up to the segment, in every playlist that lists it
        expect(e.d).toBe(Math.floor(e.k / 6) - Math.floor((dayStart - 1) / 6));
        expect(e.uri.endsWith(`seg-00${e.k % 6}.ts`)).toBe(true);
        expect(e.discontinuity).toBe(e.k % 6 === 0);
        const before = seen.get(e.k);
        if (before) expect(before).toEqual({ d: e.d, uri: e.uri, at: e.at });
        seen.set(e.k, { d: e.d, uri: e.uri, at: e.at });
      }
      previous = p;
    }
    // 40 steps of 2 s go round the 12-second loop more than six times
    expect(new Set([...seen.keys()].map((k) => Math.floor(k / 6))).size).toBeGreaterThan(6);
  });

  it('puts the wrap first when the first listed segment is file 0, and counts wraps from the start of the China day', () => {
    // China midnight is a wrap (a day is 7 200 loops); listed first at 5 segments past it
    const midnight = Date.parse('2026-03-02T00:00:00+08:00') / 2000;
    expect(midnight % 6).toBe(0);
    const atMidnight = parse(livePlaylist(stream6, new Date((midnight + 5) * 2000), BASE));
    expect(atMidnight.sequence).toBe(midnight);
    expect(atMidnight.lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(atMidnight.entries[0]).toMatchObject({ k: midnight, d: 1, discontinuity: true });
    const after = parse(livePlaylist(stream6, new Date((midnight + 6) * 2000), BASE));
    expect(after.lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(after.entries[0]).toMatchObject({ k: midnight + 1, d: 1, discontinuity: false });
    // just before: the previous day's 7 200 wraps, and midnight's segment numbered on from them
    const before = parse(livePlaylist(stream6, new Date((midnight + 2) * 2000), BASE));
    expect(before.sequence).toBe(midnight - 3);
    expect(before.lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:7200');
    expect(before.entries.map((e) => [e.k - midnight, e.d])).toEqual([
      [-3, 7200],
      [-2, 7200],
      [-1, 7200],
      [0, 7201],
      [1, 7201],
    ]);
    // the sequence stays small whatever the date (hls.js walks an array of that length on every reload)
    for (const at of ['2001-09-09T01:46:30Z', '2026-03-02T23:59:59.999+08:00', '2099-12-31T15:59:58Z']) {
      const ds = Number(
        parse(livePlaylist(stream6, new Date(at), BASE))
          .lines.find((l) => l.startsWith('#EXT-X-DISCONTINUITY-SEQUENCE:'))
          ?.slice(30),
      );
      expect(ds).toBeGreaterThanOrEqual(0);
      expect(ds).toBeLessThanOrEqual(7200);
    }
  });

  it('writes a recording of a time range as a VOD playlist with the same numbering', () => {
    const k0 = 900_000_000;
    // aligned to segments: one minute is thirty segments
    const aligned = parse(playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 60_000), BASE));
    expect(aligned.type).toBe('VOD');
    expect(aligned.ended).toBe(true);
    expect(aligned.sequence).toBe(k0);
    expect(aligned.entries).toHaveLength(30);
    expect(aligned.entries.map((e) => e.uri.slice(-6, -3))).toEqual(Array.from({ length: 30 }, (_, i) => `00${(k0 + i) % 6}`));
    expect(aligned.entries.filter((e) => e.discontinuity).map((e) => e.k)).toEqual(
      Array.from({ length: 30 }, (_, i) => k0 + i).filter((k) => k % 6 === 0 && k > k0),
    );
    expect(aligned.entries[0]?.at).toBe(new Date(k0 * 2000).toISOString());
    // not aligned: every segment overlapping [start, end)
    const loose = parse(playbackPlaylist(stream6, new Date(k0 * 2000 + 500), new Date(k0 * 2000 + 60_500), BASE));
    expect(loose.entries).toHaveLength(31);
    expect(loose.entries[30]?.k).toBe(k0 + 30);
    // a short range, one segment
    expect(parse(playbackPlaylist(stream6, new Date(k0 * 2000 + 100), new Date(k0 * 2000 + 200), BASE)).entries).toHaveLength(1);
    // a whole day
    expect(parse(playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 86_400_000), BASE)).entries).toHaveLength(43_200);
    expect(() => playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 86_400_001), BASE)).toThrow(RangeError);
    expect(() => playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000), BASE)).toThrow(RangeError);
  });

  it('judges playback ranges', () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(playbackRangeError(at('2026-03-02T07:00:00Z'), at('2026-03-02T08:00:00Z'), now)).toBeNull();
    expect(playbackRangeError(at('2026-03-02T07:00:00Z'), at('2026-03-02T08:01:00Z'), now)).toBeNull();
    expect(playbackRangeError(at('2026-03-02T07:00:00Z'), at('2026-03-02T08:01:01Z'), now)).toBe('range');
    expect(playbackRangeError(at('2026-03-02T07:00:00Z'), at('2026-03-02T07:00:00Z'), now)).toBe('range');
    expect(playbackRangeError(at('2026-03-02T07:00:00Z'), at('2026-03-02T06:00:00Z'), now)).toBe('range');
    expect(playbackRangeError(null, at('2026-03-02T06:00:00Z'), now)).toBe('range');
    expect(playbackRangeError(at('2026-03-01T07:59:59Z'), at('2026-03-02T08:00:00Z'), now)).toBe('tooLong');
    expect(playbackRangeError(at('2026-03-01T08:00:00Z'), at('2026-03-02T08:00:00Z'), now)).toBeNull();
  });
});

describe.each(BACKENDS)('kitchen camera streams over HTTP on %s', (backend) => {
  let t: TestApp;
  let supervisor: TestClient;
  let buyer: TestClient;
  let staff: TestClient;

  const get = (client: TestClient | null, url: string) =>
    fetch(`${t.baseUrl}${url}`, { headers: client?.cookie ? { cookie: client.cookie } : client?.bearer ? { authorization: `Bearer ${client.bearer}` } : {} });
  const json = async (res: Response) => (await res.json()) as { IsSuccess: boolean; Data: unknown; Message: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    supervisor = await t.client().login('13800000003');
    buyer = await t.asBuyer();
    // a firm's staff member without a role: logged in, but holding neither permission
    await buyer.ok('EN_Firmuser/AddFirmEN_Firmuser', {
      EN_FirmuserInfo: { FullName: '无权员工', MobileNumber: '13733339901', Gender: 1, Password: 'Kq7#mWz9!pL2', Duties: [] },
    });
    staff = await t.client().login('13733339901', 'Kq7#mWz9!pL2');
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses an anonymous caller (401) and a caller without the permission (403), before telling of a stream', async () => {
    for (const url of ['/v1/Media/live/kitchen-1/index.m3u8', '/v1/Media/live/no-such/index.m3u8', '/v1/Media/segment/kitchen-1/seg-000.ts']) {
      const anonymous = await get(null, url);
      expect(anonymous.status).toBe(401);
      expect(await json(anonymous)).toEqual({ IsSuccess: false, Data: null, Message: MSG.loginRequired });
      const refused = await get(staff, url);
      expect(refused.status).toBe(403);
      expect((await json(refused)).Message).toBe(MSG.noPermission);
    }
    const forged = await fetch(`${t.baseUrl}/v1/Media/live/kitchen-1/index.m3u8`, { headers: { authorization: 'Bearer not-a-session' } });
    expect(forged.status).toBe(401);
  });

  it("serves the supervisor the live playlist, advancing with the server's clock", async () => {
    const res = await get(supervisor, '/v1/Media/live/kitchen-1/index.m3u8');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const first = parse(await res.text());
    expect(first.entries).toHaveLength(LIVE_WINDOW);
    expect(first.sequence).toBe(Math.floor(t.clock.now().getTime() / 2000) - LIVE_WINDOW);
    expect(first.entries[0]?.uri).toMatch(/^\/v1\/Media\/segment\/kitchen-1\/seg-00[0-5]\.ts$/);
    t.clock.advance(2000);
    const second = parse(await (await get(supervisor, '/v1/Media/live/kitchen-1/index.m3u8')).text());
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.entries[0]).toEqual(first.entries[1]);
    // a bearer token does as well as the cookie; a firm's own staff with kitchen-camera:view watch too
    const bearer = new TestClient(t.baseUrl);
    bearer.bearer = (await bearer.ok('Account/Login', { MobileNumber: '13800000003', Password: 'Shanlian#2026' })).Token;
    bearer.cookie = null;
    expect((await get(bearer, '/v1/Media/live/kitchen-2/index.m3u8')).status).toBe(200);
    expect((await get(buyer, '/v1/Media/live/kitchen-3/index.m3u8')).status).toBe(200);
  });

  it('serves the segments listed in stream.json, and nothing else', async () => {
    const res = await get(supervisor, '/v1/Media/segment/kitchen-2/seg-003.ts');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(MEDIA_DIR, 'kitchen-2', 'seg-003.ts')))).toBe(true);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    for (const file of ['..%2Fstream.json', '..%2F..%2Fkitchen-1%2Fseg-000.ts', 'stream.json', 'seg-006.ts', '%2Fetc%2Fpasswd', '..%5Cstream.json']) {
      const bad = await get(supervisor, `/v1/Media/segment/kitchen-2/${file}`);
      expect([bad.status, file]).toEqual([404, file]);
      expect((await json(bad)).Message).toBe(SUPERVISION_MSG.noVideo);
    }
    // unencoded, the client resolves the dots itself and the path reaches no media route
    for (const url of [
      '/v1/Media/segment/kitchen-2/../stream.json',
      '/v1/Media/segment/kitchen-2/..',
      '/v1/Media/segment/kitchen-2/../../media/kitchen-2/stream.json',
    ]) {
      const escaped = await get(supervisor, url);
      expect([400, 404]).toContain(escaped.status);
      expect(await escaped.text()).not.toContain('segmentSeconds');
    }
  });

  it('answers 404 暂无视频 for an unknown stream', async () => {
    for (const url of [
      '/v1/Media/live/kitchen-9/index.m3u8',
      '/v1/Media/live/KITCHEN-1/index.m3u8',
      '/v1/Media/segment/..%2Fmedia/seg-000.ts',
      '/v1/Media/playback/nope/index.m3u8',
    ]) {
      const res = await get(supervisor, url);
      expect([res.status, url]).toEqual([404, url]);
      expect(await json(res)).toEqual({ IsSuccess: false, Data: null, Message: SUPERVISION_MSG.noVideo });
    }
  });

  it('serves a recording for a past time range and refuses bad ranges with their messages', async () => {
    const now = t.clock.now().getTime();
    const q = (start: number | string, end: number | string) =>
      `/v1/Media/playback/kitchen-1/index.m3u8?start=${encodeURIComponent(typeof start === 'number' ? new Date(start).toISOString() : start)}&end=${encodeURIComponent(typeof end === 'number' ? new Date(end).toISOString() : end)}`;
    const ok = await get(supervisor, q(now - 3600_000, now - 3540_000));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const p = parse(await ok.text());
    expect(p.type).toBe('VOD');
    expect(p.ended).toBe(true);
    expect(p.entries.length).toBeGreaterThanOrEqual(30);
    expect(p.entries.length).toBeLessThanOrEqual(31);
    expect(p.sequence).toBe(Math.floor((now - 3600_000) / 2000));
    // China time without an offset, and an unencoded '+' (a space on arrival)
    const china = new Date(now - 600_000 + 8 * 3600_000).toISOString().slice(0, 19);
    const chinaEnd = new Date(now - 540_000 + 8 * 3600_000).toISOString().slice(0, 19);
    expect((await get(supervisor, q(china, chinaEnd))).status).toBe(200);
    expect((await get(supervisor, `/v1/Media/playback/kitchen-1/index.m3u8?start=${china}+08:00&end=${chinaEnd}+08:00`)).status).toBe(200);
    // a day is the most; up to a minute after now is allowed for a clock a little ahead
    const day = await get(supervisor, q(now - 86_400_000, now));
    expect(day.status).toBe(200);
    // 43 200 segments: ~4.6 MB of text, sent compressed
    expect(['br', 'gzip']).toContain(day.headers.get('content-encoding'));
    expect(parse(await day.text()).entries.length).toBeGreaterThanOrEqual(43_200);
    // an end up to a minute ahead is taken as now: nothing later than the clock is listed
    const ahead = await get(supervisor, q(now - 600_000, now + 30_000));
    expect(ahead.status).toBe(200);
    const aheadEntries = parse(await ahead.text()).entries;
    expect(Date.parse(aheadEntries[aheadEntries.length - 1]?.at ?? '')).toBeLessThanOrEqual(now);

    const refused = async (url: string, message: string) => {
      const res = await get(supervisor, url);
      expect([res.status, url]).toEqual([400, url]);
      expect(await json(res)).toEqual({ IsSuccess: false, Data: null, Message: message });
    };
    await refused(q(now - 600_000, now - 600_000), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, now - 1_200_000), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, now + 3600_000), SUPERVISION_MSG.playbackRange);
    // within the minute's leeway but wholly after now: nothing recorded yet
    await refused(q(now + 10_000, now + 30_000), SUPERVISION_MSG.playbackRange);
    await refused(q('yesterday', now), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, '2026-02-31T10:00:00+08:00'), SUPERVISION_MSG.playbackRange);
    await refused('/v1/Media/playback/kitchen-1/index.m3u8', SUPERVISION_MSG.playbackRange);
    await refused(q(now - 86_400_001, now), SUPERVISION_MSG.playbackTooLong);
    // access first
    expect((await get(null, q(now - 600_000, now))).status).toBe(401);
  });
});
