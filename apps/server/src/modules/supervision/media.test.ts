import fs from 'node:fs';
import path from 'node:path';
import { MSG, STREAM_TOKEN_MS, SUPERVISION_MSG } from '@shanlian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, TestClient, twinOf } from '../../test/helper.js';
import { LIVE_WINDOW, livePlaylist, loadStreams, type MediaStream, parseStream, playbackPlaylist, playbackRangeError } from './media.js';
import { MEDIA_DIR } from './media.routes.js';
import { issueStreamToken, readStreamToken, STREAM_TOKEN, streamKey } from './stream-token.js';

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
    const text = livePlaylist(stream6, now);
    const p = parse(text);
    expect(p.lines.slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2']);
    expect(p.sequence).toBe(499_999_995);
    expect(p.ended).toBe(false);
    expect(p.type).toBeNull();
    expect(p.entries).toHaveLength(LIVE_WINDOW);
    // 499 999 995 mod 6 = 3: files 3, 4, 5, then the loop wraps (a discontinuity) to 0, 1
    // named relatively: a player resolves them against the playlist's address, which carries the stream token
    expect(p.entries.map((e) => e.uri)).toEqual([3, 4, 5, 0, 1].map((i) => `seg-00${i}.ts`));
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
      const p = parse(livePlaylist(stream6, new Date(start + step * 2000)));
      if (previous) expect(p.sequence).toBe(previous.sequence + 1);
      // within one segment the playlist does not change
      expect(livePlaylist(stream6, new Date(start + step * 2000 + 1400))).toBe(livePlaylist(stream6, new Date(start + step * 2000)));
      for (const e of p.entries) {
        // the day's wraps up to the segment, in every playlist that lists it
        expect(e.d).toBe(Math.floor(e.k / 6) - Math.floor((dayStart - 1) / 6));
        expect(e.uri).toBe(`seg-00${e.k % 6}.ts`);
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
    const atMidnight = parse(livePlaylist(stream6, new Date((midnight + 5) * 2000)));
    expect(atMidnight.sequence).toBe(midnight);
    expect(atMidnight.lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    expect(atMidnight.entries[0]).toMatchObject({ k: midnight, d: 1, discontinuity: true });
    const after = parse(livePlaylist(stream6, new Date((midnight + 6) * 2000)));
    expect(after.lines).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(after.entries[0]).toMatchObject({ k: midnight + 1, d: 1, discontinuity: false });
    // just before: the previous day's 7 200 wraps, and midnight's segment numbered on from them
    const before = parse(livePlaylist(stream6, new Date((midnight + 2) * 2000)));
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
        parse(livePlaylist(stream6, new Date(at)))
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
    const aligned = parse(playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 60_000)));
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
    const loose = parse(playbackPlaylist(stream6, new Date(k0 * 2000 + 500), new Date(k0 * 2000 + 60_500)));
    expect(loose.entries).toHaveLength(31);
    expect(loose.entries[30]?.k).toBe(k0 + 30);
    // a short range, one segment
    expect(parse(playbackPlaylist(stream6, new Date(k0 * 2000 + 100), new Date(k0 * 2000 + 200))).entries).toHaveLength(1);
    // a whole day
    expect(parse(playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 86_400_000))).entries).toHaveLength(43_200);
    expect(() => playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000 + 86_400_001))).toThrow(RangeError);
    expect(() => playbackPlaylist(stream6, new Date(k0 * 2000), new Date(k0 * 2000))).toThrow(RangeError);
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

describe('stream tokens', () => {
  const key = Buffer.from('k'.repeat(32));
  const now = new Date('2026-03-02T08:00:00Z');
  const grant = {
    monitorId: '0190c0de-0000-7000-8000-000000000001',
    userId: '0190c0de-0000-7000-8000-000000000002',
    expiresAt: new Date(now.getTime() + 60_000),
  };

  it('reads back what was signed, until it expires', () => {
    const token = issueStreamToken(key, grant);
    expect(token).toMatch(STREAM_TOKEN);
    expect(readStreamToken(key, token, now)).toEqual({ ok: true, grant });
    expect(readStreamToken(key, token, new Date(now.getTime() + 59_000)).ok).toBe(true);
    expect(readStreamToken(key, token, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an altered token, one signed with another key, and anything that is not a token', () => {
    const token = issueStreamToken(key, grant);
    const [body = '', mac = ''] = token.split('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    expect(readStreamToken(key, `${body}.${flip(mac, 5)}`, now)).toEqual({ ok: false, reason: 'signature' });
    expect(readStreamToken(key, `${flip(body, 10)}.${mac}`, now)).toEqual({ ok: false, reason: 'signature' });
    // a longer life or another camera, re-encoded: the signature no longer fits
    const later = Buffer.from(JSON.stringify({ m: grant.monitorId, u: grant.userId, e: 4_000_000_000 })).toString('base64url');
    expect(readStreamToken(key, `${later}.${mac}`, now)).toEqual({ ok: false, reason: 'signature' });
    expect(readStreamToken(Buffer.from('x'.repeat(32)), token, now)).toEqual({ ok: false, reason: 'signature' });
    for (const junk of ['kitchen-1', '', `${body}.`, `${body}.${mac}.x`, '../../etc/passwd', `${body}.${mac}`.replace('.', '%2E')]) {
      expect(readStreamToken(key, junk, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe.each(BACKENDS)('kitchen camera streams over HTTP on %s', (backend) => {
  let t: TestApp;
  let supervisor: TestClient;
  let shangcheng: TestClient;
  let city: TestClient;
  let buyer: TestClient;
  let otherBuyer: TestClient;
  let staff: TestClient;
  /** 阳光实验小学's 后厨操作间 (kitchen-1) and the other school's camera on the same test stream. */
  let sunnyKitchen: string;
  let otherKitchen: string;

  const headersOf = (client: TestClient | null): Record<string, string> =>
    client?.cookie ? { cookie: client.cookie } : client?.bearer ? { authorization: `Bearer ${client.bearer}` } : {};
  const get = (client: TestClient | null, url: string) => fetch(new URL(url, t.baseUrl), { headers: headersOf(client) });
  const json = async (res: Response) => (await res.json()) as { IsSuccess: boolean; Data: unknown; Message: string };
  const liveOf = async (client: TestClient, monitorId: string) =>
    (await client.ok('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-1', MonitorId: monitorId })) as { PlayUrl: string; ExpireTime: string; MonitorId: string };
  const playbackOf = async (client: TestClient, monitorId: string, fromMs: number, toMs: number) => {
    const now = t.clock.now().getTime();
    return (
      (await client.ok('Monitor/GetPlaybackUrl', {
        PlayUrl: 'kitchen-1',
        MonitorId: monitorId,
        StartTime: new Date(now - fromMs).toISOString(),
        EndTime: new Date(now - toMs).toISOString(),
      })) as { Url: string }
    ).Url;
  };
  /** The playlist's first segment, resolved against the playlist's address as a player does. */
  const firstSegment = async (client: TestClient, playlistUrl: string) => {
    const res = await get(client, playlistUrl);
    expect(res.status).toBe(200);
    const entry = parse(await res.text()).entries[0] as Entry;
    return new URL(entry.uri, new URL(playlistUrl, t.baseUrl)).pathname;
  };
  const mint = async (monitorId: string, userId: string, expiresAt: Date) => issueStreamToken(await streamKey(t.deps), { monitorId, userId, expiresAt });
  const userIdOf = async (client: TestClient) => ((await client.ok('Account/GetCurrentUser', {})) as { UserId: string }).UserId;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [supervisor, shangcheng, city, buyer, otherBuyer] = await Promise.all([
      t.client().login('13800000003'),
      t.client().login('13800000006'),
      t.client().login('13800000007'),
      t.asBuyer(),
      t.client().login('13800000005'),
    ]);
    // a firm's staff member without a role: logged in, but holding neither permission
    await buyer.ok('EN_Firmuser/AddFirmEN_Firmuser', {
      EN_FirmuserInfo: { FullName: '无权员工', MobileNumber: '13733339901', Gender: 1, Password: 'Kq7#mWz9!pL2', Duties: [] },
    });
    staff = await t.client().login('13733339901', 'Kq7#mWz9!pL2');
    const cameras = (await supervisor.ok('Monitor/GetMonitorList', { PagerInfo: { PageIndex: 1, PageSize: 50 } })) as {
      Id: string;
      FirmName: string;
      PlayUrl: string;
    }[];
    sunnyKitchen = cameras.find((c) => c.PlayUrl === 'kitchen-1' && c.FirmName.includes('阳光'))?.Id as string;
    otherKitchen = cameras.find((c) => c.PlayUrl === 'kitchen-1' && !c.FirmName.includes('阳光'))?.Id as string;
    expect(sunnyKitchen).toBeTruthy();
    expect(otherKitchen).toBeTruthy();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers a signed address that expires, for this camera and this caller; guessed stream names play nothing', async () => {
    const play = await liveOf(supervisor, sunnyKitchen);
    expect(play.MonitorId).toBe(sunnyKitchen);
    const m = /^\/v1\/Media\/live\/([^/]+)\/index\.m3u8$/.exec(play.PlayUrl);
    expect(m?.[1]).toMatch(STREAM_TOKEN);
    expect(play.PlayUrl).not.toContain('kitchen-1');
    // at least STREAM_TOKEN_MS, rounded up to the hour: asked again within the hour, the same address
    const expires = Date.parse(play.ExpireTime);
    expect(expires).toBeGreaterThanOrEqual(t.clock.now().getTime() + STREAM_TOKEN_MS);
    expect(expires).toBeLessThan(t.clock.now().getTime() + STREAM_TOKEN_MS + STREAM_TOKEN_MS / 2);
    expect(expires % (STREAM_TOKEN_MS / 2)).toBe(0);
    expect((await liveOf(supervisor, sunnyKitchen)).PlayUrl).toBe(play.PlayUrl);
    expect((await liveOf(buyer, sunnyKitchen)).PlayUrl).not.toBe(play.PlayUrl);
    // the stream names of before are no addresses any more
    for (const url of ['/v1/Media/live/kitchen-1/index.m3u8', '/v1/Media/segment/kitchen-1/seg-000.ts', '/v1/Media/live/kitchen-1/seg-000.ts']) {
      expect([url, (await get(supervisor, url)).status]).toEqual([url, 404]);
    }
  });

  it('refuses an anonymous caller (401) and a caller without the permission (403), before telling of a stream', async () => {
    const play = await liveOf(buyer, sunnyKitchen);
    const segment = await firstSegment(buyer, play.PlayUrl);
    for (const url of [play.PlayUrl, segment, '/v1/Media/live/nonsense/index.m3u8']) {
      const anonymous = await get(null, url);
      expect(anonymous.status).toBe(401);
      expect(await json(anonymous)).toEqual({ IsSuccess: false, Data: null, Message: MSG.loginRequired });
      const refused = await get(staff, url);
      expect(refused.status).toBe(403);
      expect((await json(refused)).Message).toBe(MSG.noPermission);
    }
    const forged = await fetch(`${t.baseUrl}${play.PlayUrl}`, { headers: { authorization: 'Bearer not-a-session' } });
    expect(forged.status).toBe(401);
  });

  it("plays the owner firm's camera to the firm, its district's supervisor and the city above, advancing with the server's clock", async () => {
    const play = await liveOf(supervisor, sunnyKitchen);
    const res = await get(supervisor, play.PlayUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const first = parse(await res.text());
    expect(first.entries).toHaveLength(LIVE_WINDOW);
    expect(first.sequence).toBe(Math.floor(t.clock.now().getTime() / 2000) - LIVE_WINDOW);
    // a segment named relatively, under the same token
    const token = play.PlayUrl.split('/')[4] as string;
    const segUrl = new URL(first.entries[0]?.uri as string, new URL(play.PlayUrl, t.baseUrl)).pathname;
    expect(segUrl).toMatch(new RegExp(`^/v1/Media/live/${token.replace(/[.]/g, '\\.')}/seg-00[0-5]\\.ts$`));
    const seg = await get(supervisor, segUrl);
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect(seg.headers.get('cache-control')).toBe('private, max-age=86400');
    const bytes = Buffer.from(await seg.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(MEDIA_DIR, 'kitchen-1', segUrl.split('/').pop() as string)))).toBe(true);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    t.clock.advance(2000);
    const second = parse(await (await get(supervisor, play.PlayUrl)).text());
    expect(second.sequence).toBe(first.sequence + 1);
    expect(second.entries[0]).toEqual(first.entries[1]);
    // a bearer session does as well as the cookie; the firm's own buyer and the city's supervisor watch too
    const bearer = new TestClient(t.baseUrl);
    bearer.bearer = (await bearer.ok('Account/Login', { MobileNumber: '13800000003', Password: 'Shanlian#2026' })).Token;
    bearer.cookie = null;
    expect((await get(bearer, (await liveOf(bearer, sunnyKitchen)).PlayUrl)).status).toBe(200);
    for (const who of [buyer, city]) {
      const own = await liveOf(who, sunnyKitchen);
      expect((await get(who, own.PlayUrl)).status).toBe(200);
      expect((await get(who, await firstSegment(who, own.PlayUrl))).status).toBe(200);
    }
  });

  it("refuses another firm's buyer and another district's supervisor the live playlist, a segment and a recording", async () => {
    // they cannot have an address of the camera made for them …
    for (const who of [otherBuyer, shangcheng]) {
      const asked = await who.call('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-1', MonitorId: sunnyKitchen });
      expect(asked.status).toBe(404);
      expect(asked.body.Message).toBe(SUPERVISION_MSG.playUrlUnknown);
      const back = await who.call('Monitor/GetPlaybackUrl', {
        PlayUrl: 'kitchen-1',
        MonitorId: sunnyKitchen,
        StartTime: new Date(t.clock.now().getTime() - 600_000).toISOString(),
        EndTime: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      });
      expect(back.status).toBe(404);
    }
    // … the other school's address of kitchen-1 is its own camera's, never 阳光's
    expect((await liveOf(otherBuyer, otherKitchen)).MonitorId).toBe(otherKitchen);
    const byAddress = (await otherBuyer.ok('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-1' })) as { MonitorId: string };
    expect(byAddress.MonitorId).toBe(otherKitchen);
    // … and an address made for someone else (shared, leaked) does not play for them
    const live = (await liveOf(buyer, sunnyKitchen)).PlayUrl;
    const liveSegment = await firstSegment(buyer, live);
    const recording = await playbackOf(supervisor, sunnyKitchen, 3600_000, 3540_000);
    const recordingSegment = await firstSegment(supervisor, recording);
    for (const who of [otherBuyer, shangcheng]) {
      for (const url of [live, liveSegment, recording, recordingSegment]) {
        const res = await get(who, url);
        expect([url, res.status]).toEqual([url, 403]);
        expect((await json(res)).Message).toBe(MSG.forbidden);
      }
    }
    // a genuine token naming them (as if issued while they could see the camera) is decided again now
    for (const who of [otherBuyer, shangcheng]) {
      const token = await mint(sunnyKitchen, await userIdOf(who), new Date(t.clock.now().getTime() + 3600_000));
      for (const url of [`/v1/Media/live/${token}/index.m3u8`, `/v1/Media/live/${token}/seg-000.ts`]) {
        const res = await get(who, url);
        expect([url, res.status]).toEqual([url, 403]);
        expect((await json(res)).Message).toBe(MSG.forbidden);
      }
    }
  });

  it('refuses an expired or altered address, and one of a camera since removed', async () => {
    const play = await liveOf(supervisor, sunnyKitchen);
    const token = play.PlayUrl.split('/')[4] as string;
    const [body = '', mac = ''] = token.split('.');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const otherCamera = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), m: otherKitchen })).toString('base64url');
    for (const altered of [`${body}.${flip(mac, 7)}`, `${flip(body, 12)}.${mac}`, `${otherCamera}.${mac}`, body, `${token}x`]) {
      for (const url of [`/v1/Media/live/${altered}/index.m3u8`, `/v1/Media/live/${altered}/seg-000.ts`, `/v1/Media/playback/${altered}/seg-000.ts`]) {
        const res = await get(supervisor, url);
        expect([url, res.status]).toEqual([url, 404]);
        expect(await json(res)).toEqual({ IsSuccess: false, Data: null, Message: SUPERVISION_MSG.noVideo });
      }
    }
    // a token that has run out, minted or issued
    const past = await mint(sunnyKitchen, await userIdOf(supervisor), new Date(t.clock.now().getTime() - 1000));
    const stale = await get(supervisor, `/v1/Media/live/${past}/index.m3u8`);
    expect(stale.status).toBe(403);
    expect((await json(stale)).Message).toBe(SUPERVISION_MSG.streamExpired);
    // a camera removed takes its addresses with it
    const extra = (await buyer.ok('Monitor/SaveMonitor', { Name: '临时摄像头', Place: '仓库', MonitorType: 1, PlayUrl: 'kitchen-2' })).Id as string;
    const temp = (await buyer.ok('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-2', MonitorId: extra })) as { PlayUrl: string };
    expect((await get(buyer, temp.PlayUrl)).status).toBe(200);
    await buyer.ok('Monitor/DeleteMonitor', { Id: extra });
    expect((await get(buyer, temp.PlayUrl)).status).toBe(404);

    // the issued address plays until its expiry, not after (the viewer's session kept alive meanwhile)
    expect((await get(supervisor, play.PlayUrl)).status).toBe(200);
    for (let left = Date.parse(play.ExpireTime) - t.clock.now().getTime() - 1000; left > 0; left -= 30 * 60_000) {
      t.clock.advance(Math.min(left, 30 * 60_000));
      await supervisor.ok('Account/GetCurrentUser', {});
    }
    expect((await get(supervisor, play.PlayUrl)).status).toBe(200);
    t.clock.advance(2000);
    const expired = await get(supervisor, play.PlayUrl);
    expect(expired.status).toBe(403);
    expect((await json(expired)).Message).toBe(SUPERVISION_MSG.streamExpired);
    expect((await get(supervisor, `/v1/Media/live/${token}/seg-000.ts`)).status).toBe(403);
    // a fresh address plays again
    expect((await get(supervisor, (await liveOf(supervisor, sunnyKitchen)).PlayUrl)).status).toBe(200);
  });

  it.skipIf(backend !== 'postgres')('plays an address one instance issued through another sharing the database', async () => {
    const twin = (await twinOf(t)) as TestApp;
    try {
      const play = await liveOf(supervisor, sunnyKitchen);
      const there = supervisor.via(twin.baseUrl);
      const res = await fetch(`${twin.baseUrl}${play.PlayUrl}`, { headers: headersOf(there) });
      expect(res.status).toBe(200);
      // and the twin issues the same address within the hour
      expect((await there.ok('Monitor/GetPlayUrl', { PlayUrl: 'kitchen-1', MonitorId: sunnyKitchen })).PlayUrl).toBe(play.PlayUrl);
    } finally {
      await twin.close();
    }
  });

  it('signs with MEDIA_TOKEN_KEY when it is set: addresses signed before no longer play', async () => {
    const before = await liveOf(supervisor, sunnyKitchen);
    t.deps.config.MEDIA_TOKEN_KEY = 'a-configured-key-of-at-least-32-characters';
    try {
      expect((await get(supervisor, before.PlayUrl)).status).toBe(404);
      const after = await liveOf(supervisor, sunnyKitchen);
      expect(after.PlayUrl).not.toBe(before.PlayUrl);
      expect((await get(supervisor, after.PlayUrl)).status).toBe(200);
    } finally {
      t.deps.config.MEDIA_TOKEN_KEY = undefined;
    }
    expect((await get(supervisor, before.PlayUrl)).status).toBe(200);
  });

  it('serves the segments listed in stream.json, and nothing else', async () => {
    const play = await liveOf(supervisor, sunnyKitchen);
    const dir = play.PlayUrl.replace(/\/index\.m3u8$/, '');
    const ok = await get(supervisor, `${dir}/seg-003.ts`);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(fs.readFileSync(path.join(MEDIA_DIR, 'kitchen-1', 'seg-003.ts')))).toBe(true);
    for (const file of ['..%2Fstream.json', '..%2F..%2Fkitchen-2%2Fseg-000.ts', 'stream.json', 'seg-006.ts', '%2Fetc%2Fpasswd', '..%5Cstream.json']) {
      const bad = await get(supervisor, `${dir}/${file}`);
      expect([bad.status, file]).toEqual([404, file]);
      expect((await json(bad)).Message).toBe(SUPERVISION_MSG.noVideo);
    }
    // unencoded, the client resolves the dots itself and the path reaches no media route
    for (const url of [`${dir}/../stream.json`, `${dir}/..`, `${dir}/../../media/kitchen-2/stream.json`]) {
      const escaped = await get(supervisor, url);
      expect([400, 401, 403, 404]).toContain(escaped.status);
      expect(await escaped.text()).not.toContain('segmentSeconds');
    }
  });

  it('serves a recording for a past time range and refuses bad ranges with their messages', async () => {
    const now = t.clock.now().getTime();
    const url = await playbackOf(supervisor, sunnyKitchen, 3600_000, 3540_000);
    expect(url).toMatch(/^\/v1\/Media\/playback\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\/index\.m3u8\?start=/);
    const dir = url.replace(/\/index\.m3u8\?.*$/, '');
    const q = (start: number | string, end: number | string) =>
      `${dir}/index.m3u8?start=${encodeURIComponent(typeof start === 'number' ? new Date(start).toISOString() : start)}&end=${encodeURIComponent(typeof end === 'number' ? new Date(end).toISOString() : end)}`;
    const ok = await get(supervisor, url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const p = parse(await ok.text());
    expect(p.type).toBe('VOD');
    expect(p.ended).toBe(true);
    expect(p.entries.length).toBeGreaterThanOrEqual(30);
    expect(p.entries.length).toBeLessThanOrEqual(31);
    expect(p.sequence).toBe(Math.floor((now - 3600_000) / 2000));
    expect((await get(supervisor, await firstSegment(supervisor, url))).status).toBe(200);
    // China time without an offset, and an unencoded '+' (a space on arrival)
    const china = new Date(now - 600_000 + 8 * 3600_000).toISOString().slice(0, 19);
    const chinaEnd = new Date(now - 540_000 + 8 * 3600_000).toISOString().slice(0, 19);
    expect((await get(supervisor, q(china, chinaEnd))).status).toBe(200);
    expect((await get(supervisor, `${dir}/index.m3u8?start=${china}+08:00&end=${chinaEnd}+08:00`)).status).toBe(200);
    // a day is the most; up to a minute after now is allowed for a clock a little ahead
    const day = await get(supervisor, q(now - 86_400_000, now));
    expect(day.status).toBe(200);
    // 43 200 segments, sent compressed
    expect(['br', 'gzip']).toContain(day.headers.get('content-encoding'));
    expect(parse(await day.text()).entries.length).toBeGreaterThanOrEqual(43_200);
    // an end up to a minute ahead is taken as now: nothing later than the clock is listed
    const ahead = await get(supervisor, q(now - 600_000, now + 30_000));
    expect(ahead.status).toBe(200);
    const aheadEntries = parse(await ahead.text()).entries;
    expect(Date.parse(aheadEntries[aheadEntries.length - 1]?.at ?? '')).toBeLessThanOrEqual(now);

    const refused = async (u: string, message: string) => {
      const res = await get(supervisor, u);
      expect([res.status, u]).toEqual([400, u]);
      expect(await json(res)).toEqual({ IsSuccess: false, Data: null, Message: message });
    };
    await refused(q(now - 600_000, now - 600_000), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, now - 1_200_000), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, now + 3600_000), SUPERVISION_MSG.playbackRange);
    // within the minute's leeway but wholly after now: nothing recorded yet
    await refused(q(now + 10_000, now + 30_000), SUPERVISION_MSG.playbackRange);
    await refused(q('yesterday', now), SUPERVISION_MSG.playbackRange);
    await refused(q(now - 600_000, '2026-02-31T10:00:00+08:00'), SUPERVISION_MSG.playbackRange);
    await refused(`${dir}/index.m3u8`, SUPERVISION_MSG.playbackRange);
    await refused(q(now - 86_400_001, now), SUPERVISION_MSG.playbackTooLong);
    // access first
    expect((await get(null, q(now - 600_000, now))).status).toBe(401);
  });
});
