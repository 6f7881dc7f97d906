import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, tinyPng } from './test/helper.js';

const serverDir = path.resolve(import.meta.dirname, '..');

const BACKENDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

const until = async (what: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return what();
};

/**
 * A stop always ends (decision 022): a real server process, on the sources in development mode, is
 * sent SIGTERM in the middle of uploads, a flash-sale storm, telemetry of a delivery run and its
 * scheduled jobs, and exits within 10 s, cleanly (code 0). Its start banner is apart from the JSON log.
 */
describe.each(BACKENDS)('stopping a busy server on %s', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-stop-'));
  const dbName = `sl_stop_${process.pid}_${Date.now()}`;
  let child: ChildProcess;
  let stdout = '';
  let stderr = '';
  let exited: Promise<number | null>;
  let port = 0;

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
      if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;
      env.REDIS_PREFIX = `${dbName}:`;
    }
    port = await freePort();
    // tsx as a loader in the server's own process (as deploy/start-cluster.sh runs the sources): its CLI
    // wrapper relays a signal and kills a child that does not acknowledge it within 30 ms
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir, INIT_CWD: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED: 'demo' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      stdout += d;
    });
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const up = await until(() => stderr.includes('已启动') || child.exitCode !== null, 280_000);
    if (!up || child.exitCode !== null) throw new Error(`server did not start:\n${stdout}\n${stderr}`);
  }, 300_000);

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it('prints a readable banner apart from the JSON log: stdout is JSON lines only', () => {
    expect(stderr).toContain(`膳链 ShanLian 已启动: http://localhost:${port}`);
    expect(stderr).toMatch(backend === 'pglite' ? /数据库 {4}内嵌 PGlite/ : /数据库 {4}PostgreSQL 127\.0\.0\.1:5432\/sl_stop_/);
    expect(stderr).toMatch(/短信 {6}开发发件箱/);
    expect(stderr).toContain('审计密钥  开发用固定密钥');
    expect(stderr).toContain('演示账号');
    expect(stderr).not.toMatch(/postgres:\/\//);
    const lines = stdout.split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
  });

  it('on SIGTERM in the middle of uploads, a flash sale, a delivery run and jobs, exits within 10 s with code 0', async () => {
    const base = `http://127.0.0.1:${port}`;
    const buyer = await new TestClient(base).login('13800000001');
    const supplier = await new TestClient(base).login('13800000002');
    const vehicle = await supplier.ok('DST_Vehicle/SaveVehicle', {
      VehicleNo: `浙A${String(Date.now() % 10000).padStart(4, '0')}Z`,
      TemperatureClass: 'chilled',
    });
    const windows = await new TestClient(base).ok('Store/GetSkillList', {});
    const running = windows.find((w: { Status: number }) => w.Status === 2)?.b2B_FoodsaleshelfseckilldetailInfos[0];
    expect(running).toBeTruthy();

    const work: Promise<unknown>[] = [];
    const swallow = (p: Promise<unknown>) => work.push(p.catch(() => null));
    for (let i = 0; i < 6; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(tinyPng())]), `photo-${i}.png`);
      swallow(fetch(`${base}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie ?? '' }, body: form }));
    }
    for (let i = 0; i < 20; i++) swallow(buyer.raw('Cart/BuyNow', { FoodSaleShelfId: running.SaleShelfId, CartNumber: 1, SeckillDetailId: running.Id }));
    for (let i = 0; i < 10; i++) {
      const at = Date.now() - (10 - i) * 60_000;
      const points = Array.from({ length: 50 }, (_, k) => ({
        Time: new Date(at + k * 1000).toISOString(),
        Longitude: 120.07 + k * 0.0001,
        Latitude: 30.3,
        Temperature: 3,
        Humidity: 80,
      }));
      swallow(
        fetch(`${base}/v1/Telemetry/Report`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Device ${vehicle.DeviceToken}` },
          body: JSON.stringify({ Points: points }),
        }),
      );
    }
    // the scheduled jobs run every few seconds on their own; the requests above are in flight now
    await new Promise((r) => setTimeout(r, 150));
    const signalled = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000))]);
    const took = Date.now() - signalled;
    await Promise.all(work);
    expect(code, `${stdout.slice(-3000)}\n${stderr.slice(-2000)}`).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect(stdout).toContain('"msg":"stopped"');
  }, 60_000);
});
