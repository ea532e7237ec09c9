import { defineConfig } from 'vitest/config';

// One runner for unit, component and API tests; browser tests run under Playwright (e2e/).
const jsonReport = process.env.VITEST_JSON_OUTPUT;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: jsonReport } : undefined,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // PGlite instances are memory-hungry; keep parallelism modest.
          maxWorkers: 2,
          // Vitest runs projects with different maxWorkers in separate groups, one after another.
          sequence: { groupOrder: 1 },
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
