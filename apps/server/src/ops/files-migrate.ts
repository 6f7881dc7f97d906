import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../platform/db.js';
import { type FileStoreKind, readAll } from '../platform/file-stores.js';
import type { FileStore } from '../platform/files.js';
import { files } from '../platform/platform.tables.js';

export interface FilesMigrationReport {
  /** Files moved by this run. */
  moved: number;
  /** Files already in the target store before this run (moved by an earlier one, or written there). */
  alreadyThere: number;
  /** Files whose bytes the source store did not have: left as they are, listed by id. */
  missing: string[];
  /** Source copies removed (--prune). */
  pruned: number;
}

const BATCH = 100;

/**
 * Moves the bytes of every file kept in `from` to `to` (decision 023): each file is read, written to
 * the target and its row's `store` switched in one transaction (for the database store the chunks are
 * written in that transaction too), so an interrupted run leaves every file readable where its row
 * says, and a second run moves only what is left. The source copy stays unless `prune`.
 */
export async function migrateFiles(
  database: Database,
  store: FileStore,
  from: FileStoreKind,
  to: FileStoreKind,
  opts: { prune?: boolean; log?: (line: string) => void } = {},
): Promise<FilesMigrationReport> {
  if (from === to) throw new Error('--from and --to name the same store');
  const db = database.db;
  const source = store.store(from);
  const target = store.store(to);
  const [there] = await db.select({ n: count() }).from(files).where(eq(files.store, to));
  const report: FilesMigrationReport = { moved: 0, alreadyThere: Number(there?.n ?? 0), missing: [], pruned: 0 };
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: files.id, storageKey: files.storageKey, size: files.size })
      .from(files)
      .where(and(eq(files.store, from), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const f of batch) {
      after = f.id;
      const stream = await source.stream(f);
      const bytes = stream ? await readAll(stream) : null;
      if (!bytes) {
        report.missing.push(f.id);
        continue;
      }
      const switched = await db.transaction(async (tx) => {
        await target.put(tx, f, bytes);
        const done = await tx
          .update(files)
          .set({ store: to })
          .where(and(eq(files.id, f.id), eq(files.store, from)))
          .returning({ id: files.id });
        return done.length === 1;
      });
      if (!switched) continue;
      report.moved++;
      if (opts.prune) {
        await source.remove(f);
        report.pruned++;
      }
    }
    opts.log?.(`files:migrate ${from} → ${to}: ${report.moved} moved so far`);
  }
  return report;
}
