// @ts-check
/**
 * Mutation testing of the contract's rules and of the access decision: `npm run mutation`.
 * Each mutant runs the tests of vitest.mutation.config.ts that reached it (perTest coverage); a
 * mutant of a value made when a module loads (a "static" mutant) runs them all. Results: docs/MUTATION.md;
 * the HTML report in reports/mutation/ (not kept in git).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: ['packages/contract/src/rules/**/*.ts', '!packages/contract/src/rules/**/*.test.ts', 'apps/server/src/platform/access.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  // `npm run mutation -- --incremental` tests again only what changed since the last run; its
  // figures may be stale for static mutants (reused while their code is unchanged, even when new
  // tests would kill them), so the figures of docs/MUTATION.md come from a full run
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  ignorePatterns: ['docs', 'deploy', 'e2e', 'bench', 'simulate', 'apps/web', '.tmp', '.cluster', 'coverage'],
  thresholds: { high: 90, low: 80, break: null },
};
