/**
 * Module boundaries (DESIGN.md section 1), checked in CI. A forbidden import fails the build.
 */
module.exports = {
  forbidden: [
    {
      name: 'money-imports-nothing',
      comment: 'packages/money has no dependencies: not another package, not npm, not node builtins.',
      severity: 'error',
      from: { path: '^packages/money/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/money/src' },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'engine-imports-only-money',
      comment: 'The engine is pure: no clock, randomness, database or network, so only money.',
      severity: 'error',
      from: { path: '^packages/engine/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^(packages/engine/src|packages/money/src)' },
    },
    {
      name: 'contract-imports-money-and-zod-only',
      severity: 'error',
      from: { path: '^packages/contract/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^(packages/contract/src|packages/money/src|node_modules/zod/)' },
    },
    {
      name: 'apps-stay-apart',
      comment: 'The web app, the back office and the server share code only through packages.',
      severity: 'error',
      from: { path: '^apps/(web|admin|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'modules-import-only-public-surfaces',
      comment: 'A server module reaches another module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'foundation-modules-import-only-platform',
      comment: 'ledger, accounts and content depend on platform only (DESIGN.md section 1).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/(ledger|accounts|content)/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'platform-does-not-import-modules',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '^apps/server/src/platform/schema\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'Features never import each other; app/ composes them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'admin-features-stay-apart',
      comment: 'Back-office features never import each other; shared pieces live in components/ and lib/.',
      severity: 'error',
      from: { path: '^apps/admin/src/features/([^/]+)/' },
      to: { path: '^apps/admin/src/features/', pathNot: '^apps/admin/src/features/$1/' },
    },
    {
      name: 'admin-shared-code-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/admin/src/(lib|components)/' },
      to: { path: '^apps/admin/src/(features|app)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|node_modules/\\.vite)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
