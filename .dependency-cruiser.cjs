// The house rules of docs/ARCHITECTURE.md that a tool can check; `npm run lint` runs it and fails on
// any violation. Paths are resolved (not matched as written), so a relative import is caught too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties two parts into one: move the shared function to the part that owns the data, or pass it in.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment: 'A web feature stands alone: what two features share goes to components/, lib/ or api/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'app/ assembles the features (router, layout); a feature never reaches back into it.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'server-module-reads-foreign-tables',
      severity: 'error',
      comment: "A module reaches another module only through its service functions; only a table file may name another module's table (for a foreign key).",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['\\.tables\\.ts$', '\\.test\\.ts$', '/test-support\\.ts$'] },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'platform-imports-module',
      severity: 'error',
      comment: 'platform/ is what modules stand on; it knows none of them (the app wires them together).',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'contract-imports-app',
      severity: 'error',
      comment: 'The contract is shared by server and browser and depends on neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
