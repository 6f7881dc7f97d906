import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MSG } from '@shanlian/contract';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDeps } from './app.js';
import { firms, pubFirmTypes } from './modules/firm/firm.tables.js';
import { users } from './modules/iam/iam.tables.js';
import { foodTypes } from './modules/store/store.tables.js';
import { loadConfig } from './platform/config.js';
import { type Database, openDatabase } from './platform/db.js';
import { withCheckChar } from './seed/catalogue-data.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty, seedKindFor } from './seed/seed.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const command = path.join(root, 'apps/server/src/seed/create-operator.ts');

/** The audit chain's key: production refuses to start without it (decision 022). */
const AUDIT_KEY = 'production-test-audit-key-0123456789abcdef';

const OPERATOR = { phone: '13900009999', name: '周运营', password: 'Kx7#pLm2vQ-w9', creditCode: withCheckChar('12330100MB0000099') };

/** Runs `npm run create-operator`'s program on the production database, without a terminal. */
async function createOperator(dataDir: string, password: string): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUDIT_KEY,
    DATA_DIR: dataDir,
    INIT_CWD: dataDir,
    LOG_LEVEL: 'silent',
    OPERATOR_PHONE: OPERATOR.phone,
    OPERATOR_NAME: OPERATOR.name,
    OPERATOR_PASSWORD: password,
    OPERATOR_CREDIT_CODE: OPERATOR.creditCode,
    OPERATOR_FIRM_NAME: '',
  };
  try {
    const r = await run(process.execPath, [tsx, command], { env, cwd: root, timeout: 60_000 });
    return { code: 0, out: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('production mode on an empty database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-prod-'));
  const config = loadConfig({ NODE_ENV: 'production', AUDIT_KEY, SMS_PROVIDER: 'none', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    database = await openDatabase(config);
    await database.migrate();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gets reference data and no demo firm or account, unless SEED=demo says so', async () => {
    expect(seedKindFor(config)).toBe('reference');
    expect(seedKindFor({ ...config, SEED: 'demo' })).toBe('demo');
    expect(seedKindFor({ NODE_ENV: 'development', SEED: 'auto' })).toBe('demo');
    const deps = createDeps({ config, database, redis: null });
    expect(await seedIfEmpty(database.db, deps, { kind: seedKindFor(config) ?? undefined })).toBe('reference');
    const n = async (table: typeof users | typeof firms | typeof foodTypes | typeof pubFirmTypes) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    expect(await n(users)).toBe(0);
    expect(await n(firms)).toBe(0);
    expect(await n(foodTypes)).toBeGreaterThan(10);
    expect(await n(pubFirmTypes)).toBeGreaterThan(3);
    await database.close();
  });

  it('creates the first operator with the command, and refuses a weak password', async () => {
    const common = await createOperator(dataDir, 'P@ssw0rd');
    expect(common.code).toBe(1);
    expect(common.out).toContain('refused');
    const policy = await createOperator(dataDir, 'abcdefgh');
    expect(policy.code).toBe(1);
    // the README's demo password, which passes the registration's policy
    const demo = await createOperator(dataDir, DEMO_PASSWORD);
    expect(demo.code).toBe(1);
    expect(demo.out).toContain(MSG.operatorPasswordKnown);
    // a common password with digits and symbols around it
    const decorated = await createOperator(dataDir, 'Sunshine#2026!');
    expect(decorated.code).toBe(1);
    expect(decorated.out).toContain(MSG.passwordCommon);
    const short = await createOperator(dataDir, 'Kx7#pLm2vQ');
    expect(short.code).toBe(1);
    expect(short.out).toContain(MSG.operatorPasswordShort);
    const ok = await createOperator(dataDir, OPERATOR.password);
    expect(ok.out).toContain('operator created');
    expect(ok.code).toBe(0);
    expect(ok.out).not.toContain(OPERATOR.password);
  }, 120_000);

  describe('the app', () => {
    beforeAll(async () => {
      database = await openDatabase(config);
      ({ app } = await buildApp({ config, database, redis: null }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    const login = (phone: string, password: string) =>
      fetch(`${baseUrl}/v1/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ MobileNumber: phone, Password: password }),
      });

    it('lets the operator log in with a Secure, HttpOnly session cookie; no demo account exists', async () => {
      const r = await login(OPERATOR.phone, OPERATOR.password);
      expect(r.status).toBe(200);
      const cookie = r.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sl_session=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      const demo = await login(DEMO_ACCOUNTS[0]?.phone as string, DEMO_PASSWORD);
      expect(demo.status).toBeGreaterThanOrEqual(400);
    });

    it('sends the security headers on pages, API answers and probes', async () => {
      const answers = [
        await fetch(`${baseUrl}/healthz`),
        await fetch(`${baseUrl}/v1/Store/GetFoodTypeTree`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
        await fetch(`${baseUrl}/v1/NoSuch/Thing`, { method: 'POST' }),
      ];
      for (const r of answers) {
        const csp = r.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self';");
        expect(csp).not.toMatch(/script-src[^;]*unsafe/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain('upgrade-insecure-requests');
        expect(r.headers.get('x-frame-options')).toBe('DENY');
        expect(r.headers.get('x-content-type-options')).toBe('nosniff');
        expect(r.headers.get('referrer-policy')).toBe('no-referrer');
        expect(r.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      }
    });

    it('answers the probes: process up, and ready when the database answers', async () => {
      const up = await fetch(`${baseUrl}/healthz`);
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'off' });
    });

    it('hides the API docs in production unless API_DOCS=on', async () => {
      expect((await fetch(`${baseUrl}/v1/docs`)).status).toBe(404);
      expect((await fetch(`${baseUrl}/v1/openapi.json`)).status).toBe(404);
      const docsConfig = loadConfig({ NODE_ENV: 'production', AUDIT_KEY, SMS_PROVIDER: 'none', LOG_LEVEL: 'silent', DATA_DIR: dataDir, API_DOCS: 'on' });
      const { app: withDocs } = await buildApp({ config: docsConfig, database, redis: null });
      const r = await withDocs.inject({ method: 'GET', url: '/v1/openapi.json' });
      expect(r.statusCode).toBe(200);
      expect(r.json().openapi).toBe('3.1.0');
      const page = await withDocs.inject({ method: 'GET', url: '/v1/docs/' });
      expect(page.statusCode).toBe(200);
      // Swagger UI runs under the app's CSP only if its page has no inline script.
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      await withDocs.close();
    });
  });
});

describe('a development start', () => {
  it('keeps the cookie without Secure and sends no HSTS over plain HTTP', async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
    expect(config.COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUDIT_KEY, SMS_PROVIDER: 'none', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AUDIT_KEY, SMS_PROVIDER: 'none' }).COOKIE_SECURE).toBe(true);
  });
});

describe('the audit chain key', () => {
  it('a production start refuses without AUDIT_KEY, or with one too short; development uses its fixed key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'none' })).toThrow(/AUDIT_KEY: production needs the audit chain key/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'none', AUDIT_KEY: 'short' })).toThrow(/AUDIT_KEY must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'none', AUDIT_KEY }).AUDIT_KEY).toBe(AUDIT_KEY);
    expect(loadConfig({ NODE_ENV: 'development' }).AUDIT_KEY).toBeUndefined();
  });
});
