import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import tar from 'tar-stream';
import { type Database, type Db, MIGRATIONS_DIR } from '../platform/db.js';
import { readAll } from '../platform/file-stores.js';
import type { FileStore } from '../platform/files.js';

/**
 * One archive with the whole platform (decision 023): a gzipped tar of
 *   manifest.json                  format, the migrations the schema is at, the tables in load order
 *   db/<nnn>-<table>/<nnnnn>.jsonl rows as PostgreSQL's row_to_json writes them, a few MB an entry
 *   files/<id>                     the bytes of every file, whichever store held them
 *   summary.json                   rows per table, files and bytes written, files whose bytes were missing
 * Made without pg_dump, so the same archive comes from the embedded database and from a PostgreSQL
 * server and goes back into either. The rows are read in one repeatable-read transaction (one
 * snapshot on a live server); files never change under their id and are never deleted, so reading
 * their bytes after it still gives the snapshot's. Thumbnails are left out (drawn again on demand);
 * so are the chunks of FILE_STORE=postgres, which travel as files/.
 */
export const BACKUP_FORMAT = 'shanlian-backup';
export const BACKUP_VERSION = 1;

/** Tables whose rows are not backed up as rows: the database store's chunks go as files/. */
const NOT_ROWS = new Set(['file_chunks']);
const FETCH_ROWS = 500;
const ENTRY_BYTES = 4 * 1024 * 1024;

export interface BackupTable {
  name: string;
  /** Columns a restore writes (generated ones are computed again). */
  columns: string[];
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** Hashes of the applied migrations, in order: a restore needs the same schema. */
  migrations: string[];
  tables: BackupTable[];
  sequences: { name: string; lastValue: number }[];
}

export interface BackupSummary {
  rows: Record<string, number>;
  files: number;
  bytes: number;
  /** Files whose row exists but whose bytes no store had. */
  missing: string[];
}

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The tables of the public schema, parents before the tables whose foreign keys name them. */
export async function tablesInLoadOrder(db: Db): Promise<BackupTable[]> {
  const names = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select cl.relname as child, pa.relname as parent from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...(parents.get(n) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle between ${names.filter((n) => !placed.has(n)).join(', ')}`);
    for (const n of ready) {
      ordered.push(n);
      placed.add(n);
    }
  }
  const cols = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  return ordered.map((name) => ({ name, columns: cols.filter((c) => c.table === name).map((c) => c.column) }));
}

/** Hashes of the migrations this build carries, in order. */
export function codeMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.hash);
}

function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, size: body.length }, body, (err) => (err ? reject(err) : resolve())));
}

/** Writes the database and the files to one archive at `out` (written next to it, then renamed). */
export async function backup(database: Database, store: FileStore, out: string, now = new Date()): Promise<BackupSummary> {
  const pack = tar.pack();
  const tmp = `${out}.partial`;
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(tmp));
  const summary: BackupSummary = { rows: {}, files: 0, bytes: 0, missing: [] };
  try {
    const fileRows = await database.db.transaction(
      async (tx) => {
        const migrations = (await rows<{ hash: string }>(tx, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)).map((r) => r.hash);
        const tables = (await tablesInLoadOrder(tx)).filter((t) => !NOT_ROWS.has(t.name));
        const sequences = (
          await rows<{ name: string; last_value: string | number | null }>(
            tx,
            sql`select sequencename as name, last_value from pg_sequences where schemaname = 'public'`,
          )
        )
          .filter((s) => s.last_value !== null)
          .map((s) => ({ name: s.name, lastValue: Number(s.last_value) }));
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          database: database.kind,
          migrations,
          tables,
          sequences,
        };
        await addEntry(pack, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
        for (const [i, table] of tables.entries()) {
          const dir = `db/${String(i).padStart(3, '0')}-${table.name}`;
          let part = 0;
          let lines: string[] = [];
          let size = 0;
          let count = 0;
          const flush = async () => {
            if (lines.length === 0) return;
            await addEntry(pack, `${dir}/${String(part++).padStart(5, '0')}.jsonl`, Buffer.from(`${lines.join('\n')}\n`));
            lines = [];
            size = 0;
          };
          await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table.name)} t`);
          for (;;) {
            const got = await rows<{ j: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
            for (const r of got) {
              lines.push(r.j);
              size += r.j.length;
              count++;
              if (size >= ENTRY_BYTES) await flush();
            }
            if (got.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`close backup_rows`);
          await flush();
          summary.rows[table.name] = count;
        }
        return rows<{ id: string; storage_key: string; size: number; store: string }>(tx, sql`select id, storage_key, size, store from files order by id`);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // After the snapshot's transaction: the embedded database is one connection, which the store's reads need.
    for (const f of fileRows) {
      const stream = await store.stream({ id: f.id, storageKey: f.storage_key, size: Number(f.size), store: f.store });
      const bytes = stream ? await readAll(stream) : null;
      if (!bytes) {
        summary.missing.push(f.id);
        continue;
      }
      await addEntry(pack, `files/${f.id}`, bytes);
      summary.files++;
      summary.bytes += bytes.length;
    }
    await addEntry(pack, 'summary.json', Buffer.from(JSON.stringify(summary, null, 2)));
    pack.finalize();
    await written;
    fs.renameSync(tmp, out);
    return summary;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

export class RestoreRefused extends Error {}

export interface RestoreReport extends BackupSummary {
  createdAt: string;
  from: Database['kind'];
}

/**
 * Loads an archive of `backup` into an EMPTY database (no table in its public schema) and the file
 * store: migrates it to the archive's schema (which must be this build's), then loads every table in
 * one transaction, in the manifest's order, each through a constraint-free staging table so that rows
 * pointing at rows of their own table load in any order; files go to the configured store (in the same
 * transaction for FILE_STORE=postgres). Sequences are set where they stood. Anything that does not add
 * up (a table's rows, the files) undoes the whole load.
 */
export async function restore(database: Database, store: FileStore, input: string): Promise<RestoreReport> {
  const db = database.db;
  const [tables] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  if (Number(tables?.n ?? 0) > 0) {
    throw new RestoreRefused(
      `The database is not empty (${tables?.n} tables): a restore writes only into an empty database. Create a new one (createdb) or point DATA_DIR at a new folder, then run the restore again. 数据库非空，恢复只能写入空数据库。`,
    );
  }
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(input), zlib.createGunzip(), extract);
  reading.catch((err) => extract.destroy(err as Error));
  const entries = extract[Symbol.asyncIterator]();
  const next = async (): Promise<{ name: string; body: Buffer } | null> => {
    const r = await entries.next();
    if (r.done) return null;
    const entry = r.value;
    return { name: entry.header.name, body: await readAll(entry as unknown as Readable) };
  };

  const first = await next();
  const manifest = first?.name === 'manifest.json' ? (JSON.parse(first.body.toString('utf8')) as BackupManifest) : null;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(`${input} is not a backup of this platform (no manifest.json first)`);
  const code = codeMigrations();
  if (manifest.migrations.join() !== code.join()) {
    throw new RestoreRefused(
      `The backup was made by a build with ${manifest.migrations.length} migrations, this build has ${code.length}: restore it with the build that made it (then start the newer one, which migrates).`,
    );
  }
  await database.migrate();

  const byDir = new Map(manifest.tables.map((t, i) => [`${String(i).padStart(3, '0')}-${t.name}`, t]));
  const loaded: Record<string, number> = {};
  const fileIds: string[] = [];
  let bytes = 0;
  let summary: BackupSummary | null = null;
  await db.transaction(async (tx) => {
    // What the migrations themselves put in (reference rows) gives way to the archive's.
    const all = (await tablesInLoadOrder(tx)).map((t) => ident(t.name));
    if (all.length) await tx.execute(sql`truncate table ${sql.join(all, sql`, `)} restart identity cascade`);
    let staging: BackupTable | null = null;
    const flush = async () => {
      if (!staging) return;
      const cols = sql.join(
        staging.columns.map((c) => ident(c)),
        sql`, `,
      );
      await tx.execute(sql`insert into ${ident(staging.name)} (${cols}) overriding system value select ${cols} from restore_rows`);
      await tx.execute(sql`drop table restore_rows`);
      staging = null;
    };
    for (let entry = await next(); entry; entry = await next()) {
      const m = /^db\/([^/]+)\/\d+\.jsonl$/.exec(entry.name);
      if (m) {
        const table = byDir.get(m[1] as string);
        if (!table) throw new RestoreRefused(`${entry.name}: a table the manifest does not name`);
        if (staging?.name !== table.name) {
          await flush();
          await tx.execute(sql`create temp table restore_rows (like ${ident(table.name)})`);
          staging = table;
        }
        const lines = entry.body.toString('utf8').split('\n').filter(Boolean);
        await tx.execute(sql`insert into restore_rows select * from json_populate_recordset(null::restore_rows, ${`[${lines.join(',')}]`}::json)`);
        loaded[table.name] = (loaded[table.name] ?? 0) + lines.length;
        continue;
      }
      await flush();
      const f = /^files\/([\w-]+)$/.exec(entry.name);
      if (f) {
        const id = f[1] as string;
        const [row] = await rows<{ storage_key: string }>(tx, sql`select storage_key from files where id = ${id}`);
        if (!row) throw new RestoreRefused(`${entry.name}: a file without its row`);
        await store.store().put(tx, { id, storageKey: row.storage_key, size: entry.body.length }, entry.body);
        fileIds.push(id);
        bytes += entry.body.length;
        continue;
      }
      if (entry.name === 'summary.json') summary = JSON.parse(entry.body.toString('utf8')) as BackupSummary;
      else throw new RestoreRefused(`${entry.name}: not part of a backup`);
    }
    const s = summary as BackupSummary | null;
    if (!s) throw new RestoreRefused(`${input} ends before its summary: the archive is cut short`);
    for (const t of manifest.tables) {
      if ((loaded[t.name] ?? 0) !== (s.rows[t.name] ?? 0))
        throw new RestoreRefused(`${t.name}: ${loaded[t.name] ?? 0} rows read, the backup wrote ${s.rows[t.name]}`);
    }
    if (fileIds.length !== s.files || bytes !== s.bytes)
      throw new RestoreRefused(`files: ${fileIds.length} (${bytes} bytes) read, the backup wrote ${s.files} (${s.bytes} bytes)`);
    // The cache triggers (decision 018) noted every table loaded here, and the migrations' own rows
    // before it (a permission granted by a migration): those notes are not data of the backup, and
    // nothing was cached from this database yet.
    await tx.execute(sql`delete from cache_changes`);
    // Every file now lives in this instance's store (those whose bytes were missing at backup are missing here too).
    await tx.execute(sql`update files set store = ${store.kind}`);
    for (const q of manifest.sequences) await tx.execute(sql`select setval(${`public."${q.name}"`}::regclass, ${q.lastValue}, true)`);
  });
  await reading;
  const done = summary as BackupSummary | null;
  return { ...(done as BackupSummary), createdAt: manifest.createdAt, from: manifest.database };
}
