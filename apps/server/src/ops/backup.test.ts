import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite, openPostgres } from '../platform/db.js';
import type { FileStoreKind } from '../platform/file-stores.js';
import { FileStore } from '../platform/files.js';
import { withDatabase } from '../test/global-setup.js';
import { BACKENDS, createTestApp, type TestApp, tinyPng } from '../test/helper.js';
import { backup, RestoreRefused, restore, tablesInLoadOrder } from './backup.js';
import { migrateFiles } from './files-migrate.js';

type Row = Record<string, unknown>;
const rows = async <T extends Row>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A fingerprint of every table's rows (files without the column naming their store), in any order. */
async function fingerprint(db: Db): Promise<Record<string, { n: number; md5: string }>> {
  const out: Record<string, { n: number; md5: string }> = {};
  for (const t of await tablesInLoadOrder(db)) {
    if (t.name === 'file_chunks') continue;
    const [r] = await rows<{ n: number | string; md5: string }>(
      db,
      sql`select count(*) as n, md5(coalesce(string_agg(x, E'\n' order by x), '')) as md5
          from (select (to_jsonb(t) - 'store')::text as x from ${sql.raw(`"${t.name}"`)} t) s`,
    );
    out[t.name] = { n: Number(r?.n), md5: r?.md5 as string };
  }
  return out;
}

/** An empty database of the same kind: a new in-memory PGlite, or a new database on the PostgreSQL server. */
async function emptyDatabase(t: TestApp): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (t.backend === 'pglite') return { database: await openPglite(), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `sl_t_${process.pid}_restore_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name), 4);
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

describe.each(BACKENDS)('backup and restore on %s', (backend) => {
  let t: TestApp;
  let work: string;
  const uploaded: { id: string; bytes: Buffer }[] = [];
  beforeAll(async () => {
    t = await createTestApp(backend);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-backup-'));
    // a picture and a recording larger than one chunk, uploaded as a user would
    const buyer = await t.asBuyer();
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), randomBytes(300_000)]);
    for (const [name, bytes, moduleType] of [
      ['p.png', tinyPng(), UPLOAD_MODULE_TYPE.firmOwn],
      ['rec.mp4', video, UPLOAD_MODULE_TYPE.evidence],
    ] as const) {
      const form = new FormData();
      form.append('ModuleType', String(moduleType));
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: buyer.cookie as string }, body: form });
      const body = (await res.json()) as { Data: { Id: string }[] };
      uploaded.push({ id: (body.Data[0] as { Id: string }).Id, bytes });
    }
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores into an empty database the same rows, orders and file bytes, into another kind of file store', async () => {
    const [orders] = await rows<{ n: number | string }>(t.database.db, sql`select count(*) as n from orders`);
    expect(Number(orders?.n)).toBeGreaterThan(0);
    const archive = path.join(work, 'backup.tar.gz');
    const summary = await backup(t.database, t.deps.files, archive);
    expect(summary.missing).toEqual([]);
    const [fileCount] = await rows<{ n: number | string }>(t.database.db, sql`select count(*) as n from files`);
    expect(summary.files).toBe(Number(fileCount?.n));

    const target = await emptyDatabase(t);
    // bytes on disk go into the database store, and the other way round
    const kind: FileStoreKind = t.deps.files.kind === 'disk' ? 'postgres' : 'disk';
    const store = new FileStore({ clock: t.clock, kind, db: target.database.db, root: path.join(work, 'restored-files') });
    try {
      const report = await restore(target.database, store, archive);
      expect(report.files).toBe(summary.files);
      expect(await fingerprint(target.database.db)).toEqual(await fingerprint(t.database.db));
      const orderRows = (db: Db) => rows(db, sql`select id, status, total_fen, buyer_firm_id from orders order by id`);
      expect(await orderRows(target.database.db)).toEqual(await orderRows(t.database.db));
      // every file's bytes, read from the new store, are the old ones (and their recorded SHA-256)
      const restored = await rows<{ id: string; storage_key: string; size: number; store: string; sha256: string }>(
        target.database.db,
        sql`select id, storage_key, size, store, sha256 from files order by id`,
      );
      for (const f of restored) {
        expect(f.store).toBe(kind);
        const ref = { id: f.id, storageKey: f.storage_key, size: Number(f.size), store: f.store };
        const bytes = await store.bytes(ref);
        expect(bytes, f.id).not.toBeNull();
        if (f.sha256)
          expect(
            createHash('sha256')
              .update(bytes as Buffer)
              .digest('hex'),
          ).toBe(f.sha256);
      }
      // the recording is kept byte for byte at upload (pictures are re-encoded, checked by their SHA-256 above)
      for (const u of uploaded.slice(1)) {
        const [f] = restored.filter((r) => r.id === u.id);
        expect(f).toBeDefined();
        const bytes = await store.bytes({ id: u.id, storageKey: (f as { storage_key: string }).storage_key, size: u.bytes.length, store: kind });
        expect(bytes?.equals(u.bytes)).toBe(true);
      }

      // a second restore finds the database in use and changes nothing
      const before = await fingerprint(target.database.db);
      await expect(restore(target.database, store, archive)).rejects.toThrow(RestoreRefused);
      await expect(restore(target.database, store, archive)).rejects.toThrow(/not empty/);
      expect(await fingerprint(target.database.db)).toEqual(before);
    } finally {
      await store.close();
      await target.database.close();
      await target.drop();
    }
  }, 600_000);

  it('moves files between stores, idempotently, reporting counts', async () => {
    const from = t.deps.files.kind;
    const to: FileStoreKind = from === 'disk' ? 'postgres' : 'disk';
    const root = from === 'disk' ? t.deps.config.filesDir : path.join(work, 'moved');
    const store = new FileStore({ clock: t.clock, kind: to, db: t.database.db, root });
    const [left] = await rows<{ n: number | string }>(t.database.db, sql`select count(*) as n from files where store = ${from}`);
    const first = await migrateFiles(t.database, store, from, to);
    expect(first.missing).toEqual([]);
    expect(first.moved).toBe(Number(left?.n));
    expect(first.moved).toBeGreaterThan(0);
    const again = await migrateFiles(t.database, store, from, to);
    expect(again).toEqual({ moved: 0, alreadyThere: first.alreadyThere + first.moved, missing: [], pruned: 0 });
    // served from the new store
    t.deps.files = store;
    const u = uploaded[1] as { id: string; bytes: Buffer };
    const buyer = await t.asBuyer();
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${u.id}`, { headers: { cookie: buyer.cookie as string, range: 'bytes=5-104' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(u.bytes.subarray(5, 105))).toBe(true);
  }, 300_000);
});
