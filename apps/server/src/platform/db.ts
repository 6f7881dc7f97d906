import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** A database or a transaction: services take either. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Numeric columns come back as strings from node-postgres; bigint counts we keep as numbers. */
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ended (a restart, a failover, an administrator) is an 'error' event on
  // the pool; unheard, it would end the process. The pool opens a fresh connection for the next query.
  pool.on('error', (err) => console.error(`PostgreSQL: an idle connection was lost (${err.message})`));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
  };
}

/** Any number for the advisory lock that makes instances starting together migrate one after another. */
const MIGRATION_LOCK = 4_271_903;

/**
 * Drizzle's migrator takes no lock: two instances starting together would both apply a new
 * migration. One session-level advisory lock around it lets the first migrate and the others
 * wait, then find nothing left to do.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Embedded PostgreSQL. `dataDir` undefined means in memory; `loadDataDir` restores a dump. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  // btree_gist: the seckill windows' exclusion constraint (migration 0008) needs it on both databases
  const client = await PGlite.create({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    // for test snapshots
    ...({ client } as object),
  };
}

export async function openDatabase(cfg: { DATABASE_URL?: string; dataDir: string }): Promise<Database> {
  if (cfg.DATABASE_URL) return openPostgres(cfg.DATABASE_URL);
  return openPglite({ dataDir: path.join(cfg.dataDir, 'pg') });
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
