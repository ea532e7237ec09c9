import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('./test-summary.mjs', import.meta.url).pathname;
const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));

/** Runs the summary on these reports (undefined: the report's file is missing) and exit codes. */
function summary(reports: { vitest?: object; playwright?: object }, codes = ['0', '0', '0']) {
  const file = (name: string, content?: object) => {
    const at = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}.json`);
    if (content) writeFileSync(at, JSON.stringify(content));
    return at;
  };
  const env = {
    ...process.env,
    VITEST_JSON_OUTPUT: file('vitest', reports.vitest),
    PLAYWRIGHT_JSON_OUTPUT_NAME: file('pw', reports.playwright),
  };
  const run = spawnSync(process.execPath, [script, ...codes], { env, encoding: 'utf8' });
  return { status: run.status, last: run.stdout.trim().split('\n').at(-1) };
}

const vitestOk = {
  numPassedTests: 10,
  numFailedTests: 0,
  success: true,
  testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }] }],
};
const stats = (s: object) => ({ stats: { expected: 50, unexpected: 0, flaky: 0, skipped: 0, ...s }, errors: [] });

describe('test-summary.mjs', () => {
  it('passes when every test, lint and type-check passed', () => {
    expect(summary({ vitest: vitestOk, playwright: stats({}) })).toEqual({ status: 0, last: '62 passed, 0 failed' });
  });

  it('fails on a failed browser test, and on a flaky one', () => {
    expect(summary({ vitest: vitestOk, playwright: stats({ expected: 49, unexpected: 1 }) }, ['1', '0', '0'])).toEqual({
      status: 1,
      last: '61 passed, 1 failed',
    });
    expect(summary({ vitest: vitestOk, playwright: stats({ expected: 49, flaky: 1 }) })).toEqual({
      status: 1,
      last: '61 passed, 1 failed',
    });
  });

  it('fails on errors outside the tests: a broken test file, a server that did not start', () => {
    const broken = { ...vitestOk, success: false, testResults: [...vitestOk.testResults, { status: 'failed', assertionResults: [] }] };
    expect(summary({ vitest: broken, playwright: stats({}) }, ['1', '0', '0'])).toEqual({ status: 1, last: '62 passed, 1 failed' });
    const noServer = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Timed out waiting for config.webServer' }],
    };
    expect(summary({ vitest: vitestOk, playwright: noServer }, ['1', '0', '0'])).toEqual({ status: 1, last: '12 passed, 1 failed' });
  });

  it('fails on lint, type-check, a missing report or a test command that failed outside the reports', () => {
    expect(summary({ vitest: vitestOk, playwright: stats({}) }, ['0', '1', '0']).status).toBe(1);
    expect(summary({ vitest: vitestOk, playwright: stats({}) }, ['0', '0', '2']).status).toBe(1);
    expect(summary({ vitest: vitestOk }, ['1', '0', '0'])).toEqual({ status: 1, last: '12 passed, 1 failed' });
    expect(summary({ vitest: vitestOk, playwright: stats({}) }, ['1', '0', '0'])).toEqual({ status: 1, last: '62 passed, 1 failed' });
  });

  it("counts the pages' JavaScript budgets when CI passes their check's exit code, and fails when a page is over", () => {
    expect(summary({ vitest: vitestOk, playwright: stats({}) }, ['0', '0', '0', '0'])).toEqual({ status: 0, last: '63 passed, 0 failed' });
    expect(summary({ vitest: vitestOk, playwright: stats({}) }, ['0', '0', '0', '1'])).toEqual({ status: 1, last: '62 passed, 1 failed' });
  });

  it('fails when there are no test results at all', () => {
    expect(summary({})).toEqual({ status: 1, last: '2 passed, 3 failed' });
  });
});
