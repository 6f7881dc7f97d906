// The partition by domain (packages/contract/src/domains.ts), checked: run by `npm run lint`.
// Every operation is defined in its domain's contract folder and registered by the server module of
// the same name (both required); on the web, its name appears only in `apps/web/src/api/<domain>.ts`
// or in `apps/web/src/features/<domain>/` (counted: at least 90 % of the operations must hold all
// three, and `--list` names the others). Prints the figure; exits 1 on any violation.
import fs from 'node:fs';
import path from 'node:path';
import { DOMAINS, type Domain, domainOf, operations, operationsByDomain } from '../packages/contract/src/index.js';

const root = path.resolve(import.meta.dirname, '..');
const MIN_SHARE = 0.9;
const problems: string[] = [];
const names = Object.keys(operations);
const known = new Set(names);

// 1. Each prefix in one domain; each domain's operations filed in its own contract folder.
const prefixOwner = new Map<string, string>();
for (const [domain, d] of Object.entries(DOMAINS)) {
  for (const p of d.prefixes) {
    if (prefixOwner.has(p)) problems.push(`prefix ${p} is in two domains: ${prefixOwner.get(p)} and ${domain}`);
    prefixOwner.set(p, domain);
  }
  if (!fs.existsSync(path.join(root, 'packages/contract/src', domain, `${domain}.contract.ts`)))
    problems.push(`domain ${domain}: no packages/contract/src/${domain}/${domain}.contract.ts`);
}
for (const [domain, ops] of Object.entries(operationsByDomain)) {
  for (const name of Object.keys(ops)) {
    let owner: Domain | undefined;
    try {
      owner = domainOf(name);
    } catch (e) {
      problems.push((e as Error).message);
      continue;
    }
    if (owner !== domain) problems.push(`${name}: defined in the contract of ${domain}, belongs to ${owner}`);
  }
}

// 2. The server module that registers each operation (a handler keyed by its name).
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const source = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$|test-support\.ts$/.test(f);
const registeredBy = new Map<string, Set<string>>();
const modulesDir = path.join(root, 'apps/server/src/modules');
for (const file of walk(modulesDir).filter(source)) {
  const mod = path.relative(modulesDir, file).split(path.sep)[0];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/'([A-Za-z0-9_]+\/[A-Za-z0-9_]+)':/g)) {
    if (!known.has(m[1])) continue;
    if (!registeredBy.has(m[1])) registeredBy.set(m[1], new Set());
    registeredBy.get(m[1])?.add(mod);
  }
}
const elsewhere = new Set<string>(); // registered by another module than its domain's
for (const name of names) {
  const mods = [...(registeredBy.get(name) ?? [])];
  const domain = domainOf(name);
  if (mods.length === 1 && mods[0] === domain) continue;
  elsewhere.add(name);
  if (mods.length === 0) problems.push(`${name}: registered by no server module (domain ${domain})`);
  else problems.push(`${name}: registered by ${mods.join(' and ')}, belongs to ${domain}`);
}

// 3. Where the web names each operation.
const webDir = path.join(root, 'apps/web/src');
const camel = (d: string) => d.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const webPlaces = new Map<string, Set<string>>();
for (const file of walk(webDir).filter(source)) {
  const rel = path.relative(webDir, file).split(path.sep).join('/');
  const place = /^api\/([a-z-]+)\.ts$/.exec(rel)?.[1] ?? /^features\/([a-z-]+)\//.exec(rel)?.[1] ?? rel;
  // A call through a domain's api (`storeApi.useOp('Store/…')`) is typed to that domain: it counts as the domain's.
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\b([a-z][A-Za-z]*)Api\.\w+(?:<[^>(]*>)?\(\s*'([A-Za-z0-9_]+\/[A-Za-z0-9_]+)'/g, (all, api: string, name: string) =>
      known.has(name) && camel(domainOf(name)) === api ? '' : all,
    );
  for (const m of text.matchAll(/'([A-Za-z0-9_]+\/[A-Za-z0-9_]+)'/g)) {
    if (!known.has(m[1])) continue;
    if (!webPlaces.has(m[1])) webPlaces.set(m[1], new Set());
    webPlaces.get(m[1])?.add(place);
  }
}
const strays: string[] = [];
for (const name of names) {
  const domain = domainOf(name);
  const places = [...(webPlaces.get(name) ?? [])].filter((p) => p !== domain);
  if (places.length || elsewhere.has(name))
    strays.push(
      `${name} (${domain}): ${[...(elsewhere.has(name) ? ['registered by another module'] : []), ...(places.length ? [`named on the web in ${places.join(', ')}`] : [])].join('; ')}`,
    );
}
const whole = names.length - strays.length;
const share = whole / names.length;
console.log(
  `domains: ${Object.keys(DOMAINS).length} domains, ${names.length} operations; ${whole} (${(share * 100).toFixed(1)} %) under one name in contract, server module and web`,
);
if (process.argv.includes('--list')) for (const s of strays) console.log(`  ${s}`);
if (share < MIN_SHARE) problems.push(`only ${(share * 100).toFixed(1)} % under one name (at least ${MIN_SHARE * 100} %); see --list`);
if (problems.length) {
  console.error(`domains: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
