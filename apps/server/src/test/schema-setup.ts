import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../platform/db.js';

/**
 * The global setup of `npm run mutation` (vitest.mutation.config.ts): the migrated schema without the
 * demo data, as the PGlite dump access.test.ts loads (it inserts the rows it reads). The full setup
 * seeds the demo market, which takes several times as long, and the mutation run starts it again
 * with every test runner it starts.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-schema-'));
  const lite = await openPglite();
  await lite.migrate();
  const dump = await (lite as unknown as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }).client.dumpDataDir('none');
  const dumpPath = path.join(root, 'schema.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  project.provide('pgliteDump', dumpPath);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
