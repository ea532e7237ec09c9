// The unit, component and API tests: `vitest run`, and one more chance for the files that failed
// when the run went past midnight in Madrid. The demo data are counted from the Madrid day they
// were seeded on (seed/demo/invoice-periods.ts); a test file that seeds before midnight and asserts
// after it finds readings ending a day early and invoices a day stale, whatever the code does. The
// files that failed in such a run run once more, wholly on the new day, and their new results
// replace the old in the JSON report (scripts/test-summary.mjs says that they did). A file that
// fails for another reason fails again; a run that stayed on one day is never run twice.
// Run with `node --import tsx`, for the seed's own Madrid day; arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { madridToday } from '../apps/api/src/seed/demo/invoice-periods.ts';

const VITEST = path.join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');

/** `vitest run` with `args`, writing its JSON report to `report`; its exit code. */
function vitestRun(args, report) {
  const result = spawnSync(process.execPath, [VITEST, 'run', ...args], {
    stdio: 'inherit',
    env: { ...process.env, VITEST_JSON_OUTPUT: report },
  });
  return result.status ?? 1;
}

/** The `--project` options among vitest's arguments, kept when only failed files run again. */
export function projectOptions(args) {
  const kept = [];
  args.forEach((arg, i) => {
    if (arg.startsWith('--project=')) kept.push(arg);
    else if (arg === '--project' && args[i + 1] !== undefined) kept.push(arg, args[i + 1]);
  });
  return kept;
}

/** The test files of a vitest JSON report that failed, in a test or outside one. */
export function failedFiles(report) {
  return [...new Set((report.testResults ?? []).filter((file) => file.status === 'failed').map((file) => file.name))];
}

/**
 * The first run's report with the files run again replaced by their new results (every project's
 * entry for each file, since the report does not name the project), its totals counted again from
 * the files, and the rerun recorded.
 */
export function mergeRerun(first, rerun, days) {
  const again = new Set((rerun.testResults ?? []).map((file) => file.name));
  const testResults = [...(first.testResults ?? []).filter((file) => !again.has(file.name)), ...(rerun.testResults ?? [])];
  const tests = testResults.flatMap((file) => file.assertionResults ?? []);
  const count = (...statuses) => tests.filter((test) => statuses.includes(test.status)).length;
  const numFailedTests = count('failed');
  const { numTotalTestSuites, numPassedTestSuites, numFailedTestSuites, numPendingTestSuites, ...kept } = first;
  return {
    ...kept,
    numTotalTests: tests.length,
    numPassedTests: count('passed'),
    numFailedTests,
    numPendingTests: count('pending', 'skipped'),
    numTodoTests: count('todo'),
    success: rerun.success === true && numFailedTests === 0 && testResults.every((file) => file.status !== 'failed'),
    testResults,
    rerunAfterMidnight: { ...days, files: [...again] },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const report = process.env.VITEST_JSON_OUTPUT ?? path.join(tmpdir(), `portal-vitest-${process.pid}.json`);
  const dayBefore = madridToday();
  const rc = vitestRun(args, report);
  const dayAfter = madridToday();
  if (rc === 0 || dayAfter === dayBefore || !existsSync(report)) return rc;
  const first = JSON.parse(readFileSync(report, 'utf8'));
  const files = failedFiles(first);
  if (files.length === 0) return rc;
  console.log(
    `\nThe run went past midnight in Madrid (${dayBefore} → ${dayAfter}), where the demo data change day; ` +
      `the ${files.length === 1 ? 'test file' : `${files.length} test files`} that failed run${files.length === 1 ? 's' : ''} once more, on ${dayAfter}:\n${files.map((file) => `  ${path.relative(process.cwd(), file)}`).join('\n')}\n`,
  );
  const rerunReport = `${report}.rerun.json`;
  const rerunRc = vitestRun([...projectOptions(args), ...files], rerunReport);
  if (!existsSync(rerunReport)) return rerunRc || 1;
  const merged = mergeRerun(first, JSON.parse(readFileSync(rerunReport, 'utf8')), { from: dayBefore, to: dayAfter });
  writeFileSync(report, JSON.stringify(merged));
  return merged.success ? 0 : rerunRc || 1;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main();
