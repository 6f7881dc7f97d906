// Code written twice, found by token (jscpd) over apps/ and packages/: `npm run duplicates` lists
// every clone of at least 60 tokens; `--staged` (the pre-commit hook) fails only when a clone
// touches a line the commit adds, so a commit cannot bring a new copy in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const staged = process.argv.includes('--staged');

/** The lines each staged file adds, from the staged diff. */
function addedLines() {
  const diff = execFileSync('git', ['diff', '--cached', '-U0', '--diff-filter=AMR', '--', 'apps', 'packages'], { encoding: 'utf8' });
  const added = new Map();
  let file = null;
  for (const line of diff.split('\n')) {
    const f = /^\+\+\+ b\/(.+)$/.exec(line);
    if (f) file = f[1];
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (h && file) {
      const start = Number(h[1]);
      const count = h[2] === undefined ? 1 : Number(h[2]);
      if (count > 0) added.set(file, [...(added.get(file) ?? []), [start, start + count - 1]]);
    }
  }
  return added;
}

const added = staged ? addedLines() : null;
if (added && added.size === 0) process.exit(0);

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'duplicates-'));
const ignore = ['**/node_modules/**', '**/dist/**', '**/*.test.ts', '**/*.test.tsx', '**/drizzle/**', '**/seed/**'];
execFileSync(
  path.join(root, 'node_modules/.bin/jscpd'),
  [
    '--silent',
    '--min-tokens',
    '60',
    '--min-lines',
    '6',
    '--format',
    'typescript,tsx,css',
    '--reporters',
    'json',
    '--output',
    out,
    '--ignore',
    ignore.join(','),
    'apps/web/src',
    'apps/server/src',
    'packages/contract/src',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const clones = JSON.parse(fs.readFileSync(path.join(out, 'jscpd-report.json'), 'utf8')).duplicates.map((d) => ({
  duplicationA: d.firstFile,
  duplicationB: d.secondFile,
}));
fs.rmSync(out, { recursive: true, force: true });

const where = (d) => `${d.name}:${d.start}-${d.end}`;
const touches = (d) => {
  const ranges = added?.get(d.name) ?? [];
  return ranges.some(([a, b]) => a <= d.end && b >= d.start);
};
const shown = added ? clones.filter((c) => touches(c.duplicationA) || touches(c.duplicationB)) : clones;
for (const c of shown) console.log(`  ${where(c.duplicationA)}  ≈  ${where(c.duplicationB)}`);
console.log(`duplicates: ${shown.length} clone(s)${added ? ' touching the lines this commit adds' : ''}`);
if (added && shown.length) process.exit(1);
