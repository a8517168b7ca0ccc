import { defineConfig } from 'vitest/config';

// One runner, three projects: unit tests sit beside the code, integration tests boot the server
// against a real database, end-to-end tests drive the built web app in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
    // packages/money is held to full coverage (issue: 100% line coverage of the money primitives).
    coverage: {
      provider: 'v8',
      include: ['packages/money/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/money/src/index.ts'],
      reportsDirectory: 'artifacts/coverage',
      thresholds: { lines: 100, functions: 100, branches: 100, statements: 100 },
    },
  },
});
