import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDeps } from '../app.js';
import { ManualClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openPglite, openPostgres } from '../platform/db.js';
import { seedDemo } from '../seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    filesDir: string;
    pgTemplate: string | null;
    seededAt: string;
    runId: string;
  }
}

/**
 * Migrate and seed once per run: a PGlite dump every test file loads, and (with
 * TEST_DATABASE_URL) a template database every test file clones.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-test-'));
  const filesDir = path.join(root, 'files');
  const seededAt = new Date();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: root }), filesDir };

  const lite = await openPglite();
  await lite.migrate();
  await seedDemo(lite.db, createDeps({ config, database: lite, clock: new ManualClock(seededAt), redis: null }));
  const dump = await (lite as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }).client.dumpDataDir('none');
  const dumpPath = path.join(root, 'seeded.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await lite.close();

  let pgTemplate: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    pgTemplate = `sl_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${pgTemplate}`);
    await admin.query(`create database ${pgTemplate}`);
    await admin.end();
    const tplUrl = withDatabase(url, pgTemplate);
    const server = await openPostgres(tplUrl, 2);
    await server.migrate();
    await seedDemo(server.db, createDeps({ config, database: server, clock: new ManualClock(seededAt), redis: null }));
    await server.close();
  }

  project.provide('pgliteDump', dumpPath);
  project.provide('filesDir', filesDir);
  project.provide('pgTemplate', pgTemplate);
  project.provide('seededAt', seededAt.toISOString());
  project.provide('runId', String(process.pid));

  return async () => {
    if (url && pgTemplate) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // only this run's databases: another run may share the server
      const { rows } = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [`sl\\_t\\_${process.pid}\\_%`, pgTemplate]);
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
