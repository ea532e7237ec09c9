import { describe, expect, it } from 'vitest';
import { failedFiles, mergeRerun, projectOptions } from './test-unit.mjs';

const file = (name: string, ...statuses: string[]) => ({
  name,
  status: statuses.includes('failed') ? 'failed' : 'passed',
  assertionResults: statuses.map((status) => ({ status })),
});

// Two projects' entries for chart.test.ts (the report does not name the project): one failed.
const first = {
  numTotalTestSuites: 9,
  numPassedTestSuites: 7,
  numFailedTestSuites: 2,
  numPendingTestSuites: 0,
  numTotalTests: 8,
  numPassedTests: 5,
  numFailedTests: 2,
  numPendingTests: 1,
  numTodoTests: 0,
  success: false,
  startTime: 1,
  testResults: [
    file('/a/chart.test.ts', 'passed', 'passed'),
    file('/a/chart.test.ts', 'passed', 'failed'),
    file('/a/invoices.test.ts', 'passed', 'skipped'),
    { name: '/a/broken.test.ts', status: 'failed', assertionResults: [] },
    file('/a/demo.test.ts', 'failed'),
  ],
};

describe('test-unit.mjs', () => {
  it('names each failed file once, a file broken outside its tests among them', () => {
    expect(failedFiles(first)).toEqual(['/a/chart.test.ts', '/a/broken.test.ts', '/a/demo.test.ts']);
  });

  it('keeps the --project options, and only them, for the files that run again', () => {
    expect(projectOptions(['--project', 'api-postgres', 'apps/api', '--project=house', '--bail=1'])).toEqual([
      '--project',
      'api-postgres',
      '--project=house',
    ]);
  });

  it('replaces every entry of a file run again, counts the totals again and records the days', () => {
    const rerun = {
      success: true,
      testResults: [
        file('/a/chart.test.ts', 'passed', 'passed'),
        file('/a/chart.test.ts', 'passed', 'passed'),
        file('/a/broken.test.ts', 'passed'),
        file('/a/demo.test.ts', 'passed'),
      ],
    };
    const merged = mergeRerun(first, rerun, { from: '2026-11-30', to: '2026-12-01' });
    expect(merged.testResults.map((f) => f.name)).toEqual([
      '/a/invoices.test.ts',
      '/a/chart.test.ts',
      '/a/chart.test.ts',
      '/a/broken.test.ts',
      '/a/demo.test.ts',
    ]);
    expect(merged).toMatchObject({
      numTotalTests: 8,
      numPassedTests: 7,
      numFailedTests: 0,
      numPendingTests: 1,
      success: true,
      startTime: 1,
      rerunAfterMidnight: { from: '2026-11-30', to: '2026-12-01', files: ['/a/chart.test.ts', '/a/broken.test.ts', '/a/demo.test.ts'] },
    });
    // Counts of suites cannot be told from the files; they are left out rather than left wrong.
    expect(merged).not.toHaveProperty('numFailedTestSuites');
  });

  it('still fails when a file fails again, or breaks outside its tests the second time', () => {
    const again = mergeRerun(
      first,
      { success: false, testResults: [file('/a/demo.test.ts', 'failed')] },
      { from: '2026-11-30', to: '2026-12-01' },
    );
    expect(again).toMatchObject({ success: false, numFailedTests: 2 });
    const broken = mergeRerun(
      { ...first, testResults: first.testResults.filter((f) => f.name !== '/a/chart.test.ts') },
      {
        success: true,
        testResults: [{ name: '/a/broken.test.ts', status: 'failed', assertionResults: [] }, file('/a/demo.test.ts', 'passed')],
      },
      { from: '2026-11-30', to: '2026-12-01' },
    );
    expect(broken).toMatchObject({ success: false, numFailedTests: 0 });
  });
});
