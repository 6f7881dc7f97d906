// npm run seed [-- --products N]: creates the demo market when the database is empty, and with
// --products adds generated shelf items until the catalogue holds N (for benchmarks).
import { createDeps } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import { growCatalogue } from './grow.js';
import { seedIfEmpty } from './seed.js';

const args = process.argv.slice(2);
const at = args.indexOf('--products');
const target = at >= 0 ? Number(args[at + 1]) : 0;
if (at >= 0 && !(Number.isInteger(target) && target > 0)) {
  console.error('usage: npm run seed -- --products <N>');
  process.exit(2);
}

// this command sends no text: a production environment without SMS_PROVIDER may run it
const config = loadConfig(process.env, { SMS_PROVIDER: process.env.SMS_PROVIDER || 'none' });
const database = await openDatabase(config);
await database.migrate();
const deps = createDeps({ config, database, redis: null });
const db = database.db;
if (await seedIfEmpty(db, deps, { log: (m) => console.log(m) })) console.log('demo data created');

await growCatalogue(db, deps, target, (m) => console.log(m));
await database.close();
