// The import boundaries of docs/ARCHITECTURE.md, checked (run by `npm run lint`, fails on any
// violation): the file-level rules of .dependency-cruiser.cjs, then cycles between parts — server
// modules and web features — which file-level cycle detection misses (store.service importing
// order.service while order.place imports store.service is no file cycle, yet it ties the two
// modules into one). Type-only imports, tests and foreign keys between table files do not count.
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const result = await cruise(['packages/contract/src', 'apps/server/src', 'apps/web/src'], { ...options, outputType: 'json' }, {}, { tsConfig });
const report = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;

const problems = [];
for (const v of report.summary.violations) {
  const via = v.cycle ? ` (${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  problems.push(`${v.rule.name}: ${v.from} → ${v.to}${via}`);
}

/** The part a file belongs to: a server module or a web feature; null for everything else. */
const partOf = (file) => {
  const m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file) ?? /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return m ? `${file.startsWith('apps/server') ? 'module' : 'feature'} ${m[1]}` : null;
};
const edges = new Map(); // part → Map(part → example "from → to")
for (const mod of report.modules) {
  const from = partOf(mod.source);
  // Tests and their support, and table files (a foreign key names the table it points at), tie
  // nothing at run time.
  if (!from || /(\.test\.tsx?|\/test-support\.ts|\.tables\.ts)$/.test(mod.source)) continue;
  for (const dep of mod.dependencies) {
    const to = partOf(dep.resolved);
    if (!to || to === from) continue;
    if (dep.dependencyTypes.every((t) => t.startsWith('type-only') || t === 'pre-compilation-only')) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${mod.source} → ${dep.resolved}`);
  }
}
const reported = new Set();
for (const [a, targets] of edges) {
  for (const [b, why] of targets) {
    // a → b and a path back from b to a
    const back = pathBetween(b, a);
    if (!back) continue;
    const key = [...new Set(back)].sort().join('|');
    if (reported.has(key)) continue;
    reported.add(key);
    const steps = [a, ...back].map((p, i, all) => (i < all.length - 1 ? `    ${edges.get(p).get(all[i + 1])}` : null)).filter(Boolean);
    problems.push(`part-cycle: ${[a, ...back].join(' → ')}\n    ${why}\n${steps.slice(1).join('\n')}`);
  }
}

function pathBetween(start, goal) {
  const queue = [[start]];
  const seen = new Set([start]);
  while (queue.length) {
    const route = queue.shift();
    const last = route[route.length - 1];
    if (last === goal) return route;
    for (const next of edges.get(last)?.keys() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return null;
}

if (problems.length) {
  console.error(`import boundaries: ${problems.length} violation(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`import boundaries: ${report.summary.totalCruised} files, no violation`);
