import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` runs against each mutant of the contract's rules and of the access
 * decision (stryker.config.mjs): the rules' own tests and access.test.ts. The contract's entries are
 * resolved to this folder's sources, so a test that imports '@shanlian/contract' meets the mutated
 * copy, not the package link.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@shanlian\/contract\/browser$/, replacement: here('./packages/contract/src/browser.ts') },
      { find: /^@shanlian\/contract$/, replacement: here('./packages/contract/src/index.ts') },
    ],
  },
  test: {
    include: ['packages/contract/src/rules/**/*.test.ts', 'apps/server/src/platform/access.test.ts'],
    globalSetup: ['apps/server/src/test/schema-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
