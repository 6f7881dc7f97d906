import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './db.js';

const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.resolve(serverDir, '../../node_modules/drizzle-kit/bin.cjs');

describe('the migrations', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-migrations-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('match the schema: drizzle-kit generates nothing from the tables as they are', async () => {
    // A copy of the committed migrations, so that a drift found here leaves the repository alone.
    const out = path.join(work, 'drizzle');
    fs.cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    const config = path.join(work, 'drizzle.config.mjs');
    fs.writeFileSync(
      config,
      // drizzle-kit takes `out` relative to where it runs (an absolute one fails quietly, exit 0).
      `export default ${JSON.stringify({ dialect: 'postgresql', schema: path.join(serverDir, 'src/schema.ts'), out: './drizzle' })};\n`,
    );
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [drizzleKit, 'generate', '--config', config, '--name', 'drift'], {
      cwd: work,
      timeout: 120_000,
    });
    const after = fs.readdirSync(out).sort();
    const said = stdout + stderr;
    expect(after, `the tables differ from the migrations: run drizzle-kit generate\n${said}`).toEqual(before);
    expect(said).toMatch(/No schema changes/i);
  }, 150_000);
});
