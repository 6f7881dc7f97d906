import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SUPERVISION_MSG } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { probeMonitors } from './monitor-probe.js';
import { monitors } from './supervision.tables.js';

/**
 * Camera addresses the server would fetch (issue 27): an internal address is refused when a camera
 * is saved and never fetched by the probe, unless its host is in MEDIA_HOSTS.
 */
describe.each(BACKENDS)('camera addresses and the probe on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let firmId: string;
  /** A server on the loopback answering 200 to everything: what the finding's camera pointed at. */
  let inside: http.Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
    firmId = (await buyer.ok('Account/GetCurrentUser', {})).FirmId;
    inside = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url?.startsWith('/to-loopback')) {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/live.m3u8` });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      res.end('#EXTM3U\n');
    });
    await new Promise<void>((r) => inside.listen(0, '127.0.0.1', r));
    port = (inside.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    t.deps.config.MEDIA_HOSTS = [];
    await new Promise<void>((r) => inside.close(() => r()));
    await t?.close();
  });

  const count = async () => (await buyer.ok('Monitor/GetMonitorList', { PagerInfo: { PageIndex: 1, PageSize: 100 } })).length as number;

  it('refuses to save a camera whose address names or resolves to the server, its network or a metadata service', async () => {
    const before = await count();
    for (const url of [
      `http://127.0.0.1:${port}/live.m3u8`,
      `http://localhost:${port}/live.m3u8`,
      'http://[::1]/live.m3u8',
      'http://10.0.0.8/live.m3u8',
      'http://192.168.1.64/ISAPI/Streaming/channels/101',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.100.100.200/latest/meta-data/',
      'http://2130706433/live.m3u8',
      'http://0x7f000001/live.m3u8',
      'http://0177.0.0.1/live.m3u8',
      'http://[::ffff:127.0.0.1]/live.m3u8',
    ]) {
      const res = await buyer.call('Monitor/SaveMonitor', { Name: '后厨', Place: '一楼', MonitorType: 7, PlayUrl: url });
      expect([url, res.status, res.body.Message]).toEqual([url, 400, SUPERVISION_MSG.playUrlInternal]);
    }
    expect(await count()).toBe(before);
    // moving a camera to such an address is refused alike
    const fine = (await buyer.ok('Monitor/SaveMonitor', { Name: '公网摄像头', MonitorType: 7, PlayUrl: 'http://203.0.113.10/live.m3u8' })).Id;
    const moved = await buyer.call('Monitor/SaveMonitor', { Id: fine, Name: '公网摄像头', MonitorType: 7, PlayUrl: 'http://10.1.1.1/live.m3u8' });
    expect([moved.status, moved.body.Message]).toEqual([400, SUPERVISION_MSG.playUrlInternal]);
    // a name that does not resolve now is let through (the probe checks it at each fetch); device identifiers need no fetch
    const unresolved = (await buyer.ok('Monitor/SaveMonitor', { Name: '未知主机', MonitorType: 7, PlayUrl: 'http://cam.nowhere.invalid/live.m3u8' })).Id;
    const device = (await buyer.ok('Monitor/SaveMonitor', { Name: '设备', MonitorType: 9, PlayUrl: 'kitchen-3' })).Id;
    for (const id of [fine, unresolved, device]) await buyer.ok('Monitor/DeleteMonitor', { Id: id });
  });

  it('saves a camera on a host listed in MEDIA_HOSTS', async () => {
    t.deps.config.MEDIA_HOSTS = ['localhost'];
    try {
      const id = (await buyer.ok('Monitor/SaveMonitor', { Name: '内网媒体服务器', MonitorType: 7, PlayUrl: `http://localhost:${port}/live.m3u8` })).Id;
      await buyer.ok('Monitor/DeleteMonitor', { Id: id });
      // a listed name does not list its address
      const byAddress = await buyer.call('Monitor/SaveMonitor', { Name: '内网', MonitorType: 7, PlayUrl: `http://127.0.0.1:${port}/live.m3u8` });
      expect(byAddress.status).toBe(400);
    } finally {
      t.deps.config.MEDIA_HOSTS = [];
    }
  });

  it('no longer marks a camera at an internal address online (one saved before the rule), unless its host is listed', async () => {
    const now = t.clock.now();
    const row = (url: string) => ({
      id: newId(),
      firmId,
      name: '旧摄像头',
      place: '',
      monitorType: 7,
      playUrl: url,
      online: false,
      createdAt: now,
      updatedAt: now,
    });
    const direct = row(`http://127.0.0.1:${port}/live.m3u8`);
    const redirected = row(`http://localhost:${port}/to-loopback`);
    await t.database.db.insert(monitors).values([direct, redirected]);
    const onlineOf = async (id: string) => (await t.database.db.select().from(monitors).where(eq(monitors.id, id)))[0];
    try {
      const before = hits.length;
      await probeMonitors(t.deps, now);
      expect((await onlineOf(direct.id))?.online).toBe(false);
      expect((await onlineOf(direct.id))?.lastCheckedAt).not.toBeNull();
      expect((await onlineOf(redirected.id))?.online).toBe(false);
      expect(hits.length).toBe(before);
      // the platform's own test streams stay online without a fetch
      const demo = await t.database.db.select().from(monitors).where(eq(monitors.playUrl, 'kitchen-1'));
      expect(demo.length).toBeGreaterThan(0);
      expect(demo.every((m) => m.online)).toBe(true);

      // listed, the same addresses are fetched; a listed host's redirect to an unlisted address is not followed
      t.deps.config.MEDIA_HOSTS = ['127.0.0.1', 'localhost'];
      await probeMonitors(t.deps, now);
      expect((await onlineOf(direct.id))?.online).toBe(true);
      expect((await onlineOf(redirected.id))?.online).toBe(true);
      t.deps.config.MEDIA_HOSTS = ['localhost'];
      const during = hits.length;
      await probeMonitors(t.deps, now);
      expect((await onlineOf(direct.id))?.online).toBe(false);
      expect((await onlineOf(redirected.id))?.online).toBe(false);
      expect(hits.slice(during)).toEqual(['/to-loopback']);
    } finally {
      t.deps.config.MEDIA_HOSTS = [];
      await t.database.db.delete(monitors).where(eq(monitors.id, direct.id));
      await t.database.db.delete(monitors).where(eq(monitors.id, redirected.id));
    }
  });
});
