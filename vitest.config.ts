import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for unit, component and API tests; browser tests run under Playwright (e2e/).
const jsonReport = process.env.VITEST_JSON_OUTPUT;
// With TEST_DATABASE_URL the API suite runs twice: on PGlite and on that PostgreSQL server.
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (name: string, backend: 'pglite' | 'postgres') => ({
  test: {
    name,
    // bench/data-sets: the benchmarks' large data sets are checked on a small size like the seed.
    include: ['apps/api/src/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_BACKEND: backend },
    // Some tests start a second app (a settings file, a Stripe double) inside the test: on a busy
    // two-core machine that alone can take a minute, which is slow, not wrong.
    testTimeout: 180000,
    // Every test file migrates and seeds its own database: generous on a busy two-core machine.
    hookTimeout: 180000,
    // The demo database migrated and seeded once per run, which test apps copy (apps/api/src/test/seeded-template.ts).
    globalSetup: ['apps/api/src/test/seeded-template.ts'],
    // PGlite instances are memory-hungry; keep parallelism modest.
    maxWorkers: 2,
    // Each worker imports the API once, not once per file: importing it was about 5 s of every
    // file's run, two thirds of the suite's time (both backends on two cores: 1,530 → 904 s).
    // Every file builds its own app on its own database (test/test-app.ts), and what the API keeps
    // at module level is keyed by content (statement texts, fingerprints), so nothing carries from
    // one file to the next. A test that changes the process (fake timers, environment) puts it back.
    isolate: false,
    // Vitest runs projects with different maxWorkers in separate groups, one after another.
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, where
    // the web project's 161 files took 570 s; with two, 466 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    outputFile: jsonReport ? { json: jsonReport } : undefined,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Some tests import the whole domain inside the test (to import it again with Intl
          // stubbed); on a busy two-core machine that alone passed 5 s.
          testTimeout: 20000,
        },
      },
      // The rules of the house (.dependency-cruiser.cjs) checked against trees that break them,
      // and the CI summary's verdicts (scripts/test-summary.test.ts).
      { test: { name: 'house', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60000 } },
      apiProject('api', 'pglite'),
      ...(postgresUrl ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Worker threads, not child processes: each file still gets a fresh worker with its own
          // jsdom and modules, but starting one costs less: the 161 files, back to back on two cores,
          // 474 s in child processes, 415 s in threads.
          pool: 'threads',
          setupFiles: ['apps/web/src/test-setup/testing-library.ts'],
          // Dialog flows render MUI in jsdom step by step; 5 s is too tight when the machine is busy.
          testTimeout: 20000,
        },
      },
    ],
  },
});
