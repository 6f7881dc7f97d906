import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/seed.js';

const serverDir = path.resolve(import.meta.dirname, '..');

/** One raw HTTP/1.1 connection, so the test decides when each byte of a request goes out. */
function connect(port: number): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      data += d;
    });
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

const until = async (what: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!what() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return what();
};

describe('the compiled server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-start-'));
  let child: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;
  let port = 0;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverDir, timeout: 120_000 });
    port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    // Production mode: also proves what a first production start prints. The embedded database
    // in a directory of its own, whatever the test run was given.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    child = spawn(process.execPath, ['--conditions=compiled', 'dist/main.js'], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'production',
        AUDIT_KEY: 'start-test-audit-key-0123456789abcdef',
        SMS_PROVIDER: 'none',
        DATA_DIR: dataDir,
        INIT_CWD: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    const up = await until(() => output.includes('已启动') || child.exitCode !== null, 90_000);
    if (!up || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
  }, 180_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs compiled JavaScript, answers its probes, and prints no password or account', async () => {
    expect(fs.existsSync(path.join(serverDir, 'dist/main.js'))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toContain('演示账号');
    expect(output).not.toContain('/v1/docs');
  });

  it('on SIGTERM finishes the request in flight, drops idle keep-alive connections and exits within 10 s', async () => {
    // A browser's idle keep-alive connection, as the one that once held a server for half an hour.
    const idle = await connect(port);
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
    expect(await until(() => idle.received().includes('"status":"ok"'), 5_000)).toBe(true);

    // A request in flight: headers and half of the body sent, the rest after the signal.
    const busy = await connect(port);
    const body = JSON.stringify({ PagerInfo: { PageIndex: 1, PageSize: 2 } });
    busy.socket.write(
      `POST /v1/Store/GetDocumentList HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    busy.socket.write(body.slice(10));

    expect(await until(() => busy.received().includes('"IsSuccess":true'), 8_000)).toBe(true);
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    const code = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000))]);
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await idle.closed;
  }, 30_000);
});
