// Prints the gzipped JavaScript that the store home's first load fetches (the entry chunk,
// its static imports, and the home page's chunk with its static imports) and fails over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 300;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const i of chunk.imports ?? []) walk(i);
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
const home = Object.keys(manifest).find((k) => k.endsWith('features/store/pages/home-page.tsx'));
walk(home);
let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`store home first load: ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_KB} KB)`);
if (total / 1024 > BUDGET_KB) {
  console.error('over budget');
  process.exit(1);
}
