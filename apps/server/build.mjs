// The production build of the server: every TypeScript file of the server and of the contract
// package compiled file by file to JavaScript (apps/server/dist, packages/contract/dist), so the
// tree keeps its shape and paths found from import.meta (migrations, the built web app) hold.
// `npm start` runs it with `node --conditions=compiled`, under which the contract resolves to
// its compiled files; TypeScript tools keep reading the sources. Types are checked by
// `npm run typecheck`, not here.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

function sources(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.join(dir, f))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts') && !f.split(path.sep).includes('test'));
}

async function compile(root) {
  const src = path.join(root, 'src');
  const out = path.join(root, 'dist');
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: sources(src),
    outdir: out,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  return sources(src).length;
}

const started = Date.now();
const contract = await compile(path.resolve(here, '../../packages/contract'));
const server = await compile(here);
console.log(`server built: ${server} server and ${contract} contract files in ${Date.now() - started} ms`);
