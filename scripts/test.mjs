// npm test: unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the web build with its size check, then the browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp');
fs.mkdirSync(out, { recursive: true });
for (const f of ['unit-skipped.json', 'e2e-skipped.json']) fs.rmSync(path.join(out, f), { force: true });

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const counts = (file) => {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
};

const steps = [];
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const skipReporter = path.join(root, 'scripts/skip-reporter.mjs');
steps.push([
  'unit and integration',
  run(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--reporter=${skipReporter}`, `--outputFile.json=${out}/unit.json`], {
    SKIP_REPORT: `${out}/unit-skipped.json`,
  }),
]);
steps.push(['web build and size', run('npm', ['run', 'build', '--silent'])]);
if (steps.at(-1)[1] === 0) steps.push(['web size budget', run(process.execPath, ['scripts/bundle-size.mjs'])]);
steps.push([
  'browser e2e',
  run(
    process.execPath,
    [
      vitest,
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${skipReporter}`,
      `--outputFile.json=${out}/e2e.json`,
    ],
    { SKIP_REPORT: `${out}/e2e-skipped.json` },
  ),
]);

/** The tests skipped, with the reason each gave (a service this machine lacks). */
const skippedOf = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
};
const u = counts(`${out}/unit.json`);
const e = counts(`${out}/e2e.json`);
const failedSteps = steps.filter(([, code]) => code !== 0).map(([name]) => name);
console.log('');
for (const [name, code] of steps) console.log(`${code === 0 ? '✓' : '✗'} ${name}`);
const passed = u.passed + e.passed;
const failed = u.failed + e.failed + (failedSteps.length && u.failed + e.failed === 0 ? failedSteps.length : 0);
const skipped = [...skippedOf(`${out}/unit-skipped.json`), ...skippedOf(`${out}/e2e-skipped.json`)];
if (skipped.length) {
  console.log(`skipped (${skipped.length}):`);
  for (const s of skipped) console.log(`  - ${s.file} › ${s.name}${s.reason ? ` — ${s.reason}` : ''}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${u.skipped + e.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
