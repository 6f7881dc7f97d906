import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InputOf, OperationName, TEnvelope, TPagerInfo } from '@shanlian/contract';
import type { SQL } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { ManualClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import type { Deps } from '../platform/context.js';
import { type Database, openPglite, openPostgres } from '../platform/db.js';
import { FileStore } from '../platform/files.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed.js';
import { withDatabase } from './global-setup.js';

export type Backend = 'pglite' | 'postgres';

/** The databases every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface CallResult<T = unknown> {
  status: number;
  /** PagerInfo is present on list answers; tests read it where they expect it. */
  body: TEnvelope<T> & { PagerInfo: TPagerInfo };
  headers: Headers;
}

/** A client speaking real HTTP to the app, keeping its session cookie like a browser. */
export class TestClient {
  cookie: string | null = null;
  bearer: string | null = null;
  constructor(readonly baseUrl: string) {}

  async raw(name: string, body: unknown, init: { contentType?: string; rawBody?: string; headers?: Record<string, string> } = {}): Promise<CallResult> {
    const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/json', ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const res = await fetch(`${this.baseUrl}/v1/${name}`, { method: 'POST', headers, body: init.rawBody ?? JSON.stringify(body) });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const m = /sl_session=([^;]*)/.exec(setCookie);
      if (m) this.cookie = m[1] ? `sl_session=${m[1]}` : null;
    }
    const text = await res.text();
    let parsed: CallResult['body'];
    try {
      parsed = JSON.parse(text) as CallResult['body'];
    } catch {
      throw new Error(`${name}: answer is not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; in tests the registrar checks every answer against the contract
  call<N extends OperationName>(name: N, body: InputOf<N>): Promise<CallResult<any>> {
    return this.raw(name, body);
  }

  /** Calls and expects success; answers Data. */
  // biome-ignore lint/suspicious/noExplicitAny: as above
  async ok<N extends OperationName>(name: N, body: InputOf<N>): Promise<any> {
    const r = await this.call(name, body);
    if (r.status !== 200 || !r.body.IsSuccess) throw new Error(`${name} failed: ${r.status} ${r.body.Message}`);
    return r.body.Data;
  }

  /** The same session (cookie and token) speaking to another instance. */
  via(baseUrl: string): TestClient {
    const c = new TestClient(baseUrl);
    c.cookie = this.cookie;
    c.bearer = this.bearer;
    return c;
  }

  async login(phone: string, password = DEMO_PASSWORD): Promise<this> {
    await this.ok('Account/Login', { MobileNumber: phone, Password: password });
    return this;
  }
}

/**
 * On PostgreSQL, a second instance sharing the first one's database and Redis, so that a burst can be
 * split over two servers as a load balancer would; on PGlite (one process's database) none.
 */
export async function twinOf(t: TestApp): Promise<TestApp | null> {
  return t.databaseUrl ? createTestApp(t.backend, t) : null;
}

/** Request i of a burst: every other one through the twin, when there is one. */
export function split(client: TestClient, twin: TestApp | null, i: number): TestClient {
  return twin && i % 2 === 1 ? client.via(twin.baseUrl) : client;
}

/**
 * Gives the app a file store of its own (removed on close), so that a suite counting or reading the
 * files on disk sees only its own uploads. Answers the store's folder.
 */
export function ownFileStore(t: TestApp, label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shanlian-${label}-`));
  t.deps.files = new FileStore({ clock: t.clock, kind: 'disk', db: t.database.db, root: dir });
  const close = t.close;
  t.close = async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return dir;
}

export interface TestApp {
  backend: Backend;
  /** The database URL when on PostgreSQL, so that a second instance can share it. */
  databaseUrl: string | null;
  redisPrefix: string;
  baseUrl: string;
  deps: Deps;
  clock: ManualClock;
  database: Database;
  client(): TestClient;
  asBuyer(): Promise<TestClient>;
  asSupplier(): Promise<TestClient>;
  close(): Promise<void>;
}

let counter = 0;

async function openTestDatabase(backend: Backend): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDump'));
    const database = await openPglite({ loadDataDir: new Blob([dump]) });
    return { database, url: null, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `sl_t_${inject('runId')}_${process.pid}_${++counter}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 10);
  return {
    database,
    url: withDatabase(url, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * The real app on a real port over a copy of the seeded demo database. The clock stands
 * at the moment the demo data was made, and moves only when a test moves it.
 */
export async function createTestApp(backend: Backend = 'pglite', share?: TestApp, opts: { ownFilesDir?: boolean } = {}): Promise<TestApp> {
  // A second instance shares the first one's PostgreSQL database (and Redis) and owns nothing of it.
  const { database, url, drop } = share?.databaseUrl
    ? { database: await openPostgres(share.databaseUrl, 10), url: share.databaseUrl, drop: async () => {} }
    : await openTestDatabase(backend);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-app-'));
  // The seeded pictures are on the run's shared folder unless the instance keeps files of its own (as a second host would).
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const config = opts.ownFilesDir ? base : { ...base, filesDir: inject('filesDir') };
  // Twins share one clock, as servers share the wall clock.
  const clock = share?.clock ?? new ManualClock(inject('seededAt'));
  const redisPrefix = share?.redisPrefix ?? `sl-test-${process.pid}-${++counter}:`;
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { keyPrefix: redisPrefix }) : null;
  const { app, deps } = await buildApp({ config, database, clock, redis });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.phone as string;
  return {
    backend,
    databaseUrl: url,
    redisPrefix,
    baseUrl,
    deps,
    clock,
    database,
    client: () => new TestClient(baseUrl),
    asBuyer: () => new TestClient(baseUrl).login(demo('buyer')),
    asSupplier: () => new TestClient(baseUrl).login(demo('supplier')),
    async close() {
      await app.close();
      await database.close();
      if (redis) await redis.quit();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 1×1 PNG, for uploads in tests. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 51, 170, 119]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The rows of a raw SQL query on the test app's database, for checking what an operation left behind. */
export const rowsOf = async (t: TestApp, q: SQL) => ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
