// The operations commands (decision 023), run from the top of the repository:
//   npm run backup -- --out <file>        the database and every file, in one archive
//   npm run restore -- --in <file>        into an EMPTY database (and the configured file store)
//   npm run files:migrate -- --from disk --to postgres [--prune]
// They read the same environment as the server (DATABASE_URL, DATA_DIR, FILE_STORE, S3_*). On the
// embedded database, stop the server first: its data folder is one process's.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SystemClock } from '../platform/clock.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import { FILE_STORE_KINDS, type FileStoreKind } from '../platform/file-stores.js';
import { FileStore, fileStoreKindOf, s3SettingsOf } from '../platform/files.js';
import { backup, RestoreRefused, restore } from './backup.js';
import { migrateFiles } from './files-migrate.js';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { out: { type: 'string' }, in: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, prune: { type: 'boolean' } },
});
const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};
// Paths are taken from where the command was typed (npm runs workspace scripts in the workspace).
const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const kindOf = (name: string, v: string | undefined): FileStoreKind =>
  FILE_STORE_KINDS.includes(v as FileStoreKind) ? (v as FileStoreKind) : fail(`--${name} must be one of ${FILE_STORE_KINDS.join(', ')}`);

const config = loadConfig();
const database = await openDatabase(config);
const where = config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${path.join(config.dataDir, 'pg')}`;
const storeOf = (kind: FileStoreKind) => new FileStore({ clock: new SystemClock(), kind, db: database.db, root: config.filesDir, s3: s3SettingsOf(config) });
let exitCode = 0;
try {
  if (command === 'backup') {
    const out = values.out ? here(values.out) : fail('npm run backup -- --out <file>');
    const summary = await backup(database, storeOf(fileStoreKindOf(config, database)), out);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    console.log(
      `backup of ${where} written to ${out}: ${Object.keys(summary.rows).length} tables, ${rows} rows, ${summary.files} files (${summary.bytes} bytes)`,
    );
    if (summary.missing.length) {
      console.warn(`${summary.missing.length} files had no bytes in any store: ${summary.missing.join(', ')}`);
      exitCode = 1;
    }
  } else if (command === 'restore') {
    const input = values.in ? here(values.in) : fail('npm run restore -- --in <file>');
    const store = storeOf(fileStoreKindOf(config, database));
    const report = await restore(database, store, input);
    const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
    console.log(
      `restored ${input} (made ${report.createdAt} on ${report.from}) into ${where}: ${rows} rows, ${report.files} files (${report.bytes} bytes) into the ${store.kind} file store`,
    );
  } else if (command === 'files:migrate') {
    const from = kindOf('from', values.from);
    const to = kindOf('to', values.to);
    const report = await migrateFiles(database, storeOf(to), from, to, { prune: values.prune, log: (l) => console.log(l) });
    console.log(
      `files:migrate ${from} → ${to}: ${report.moved} moved, ${report.alreadyThere} already in ${to}, ${report.missing.length} missing in ${from}${values.prune ? `, ${report.pruned} removed from ${from}` : ''}`,
    );
    if (report.missing.length) console.warn(`missing: ${report.missing.join(', ')}`);
    if (to !== fileStoreKindOf(config, database))
      console.log(`new files still go to ${fileStoreKindOf(config, database)}: set FILE_STORE=${to} to write there too`);
  } else fail('commands: backup --out <file> | restore --in <file> | files:migrate --from <store> --to <store> [--prune]');
} catch (err) {
  if (err instanceof RestoreRefused) {
    console.error(err.message);
    exitCode = 2;
  } else throw err;
} finally {
  await database.close();
}
process.exit(exitCode);
