// Adds up the Vitest and Playwright JSON reports, lint, type-check and the pages' JavaScript
// budgets into "N passed, N failed", its last line, and exits 1 when anything failed, so CI fails
// with it: a failed test, a test Playwright calls flaky (it failed once: retries are off, but a
// flake is never a pass), a test file or run that broke outside its tests, lint, type-check, a page
// over its JavaScript budget (bench/page-js.ts), a report that is missing, a test command that
// failed outside the reports, or no test results at all.
// Arguments: exit codes of the test command, lint, type-check and, when given, the budget check.
import { existsSync, readFileSync } from 'node:fs';

const [testRc, lintRc, typesRc, budgetsRc] = process.argv.slice(2).map(Number);
let passed = 0;
let failed = 0;
let testsCounted = 0;

/** A report named by the environment, parsed; undefined (and a failure) when it is missing or unreadable. */
function report(name, file) {
  if (!file) return undefined;
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    console.log(`${name}: no report (${file})`);
  } catch (error) {
    console.log(`${name}: unreadable report (${error.message})`);
  }
  failed += 1;
  return undefined;
}

const vitest = report('unit, component and API tests', process.env.VITEST_JSON_OUTPUT);
if (vitest) {
  const ok = vitest.numPassedTests ?? 0;
  const bad = vitest.numFailedTests ?? 0;
  // A test file that fails to load or whose hooks throw fails its suite without a failed test.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults?.every((t) => t.status !== 'failed'),
  ).length;
  passed += ok;
  failed += bad + brokenFiles;
  testsCounted += ok + bad;
  console.log(
    `unit, component and API tests: ${ok} passed, ${bad} failed${brokenFiles ? `, ${brokenFiles} test files broken outside their tests` : ''}`,
  );
  if (vitest.success === false && bad + brokenFiles === 0) {
    failed += 1;
    console.log('unit, component and API tests: the run reports a failure outside the tests');
  }
}

const playwright = report('browser tests', process.env.PLAYWRIGHT_JSON_OUTPUT_NAME);
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats ?? {};
  // Errors outside any test: a server that did not start, a global timeout, a file that does not load.
  const errors = playwright.errors?.length ?? 0;
  passed += expected;
  failed += unexpected + flaky + errors;
  testsCounted += expected + unexpected + flaky;
  console.log(`browser tests: ${expected} passed, ${unexpected} failed, ${flaky} flaky (failed, then passed), ${skipped} skipped`);
  if (errors) console.log(`browser tests: ${errors} errors outside the tests`);
  for (const error of playwright.errors ?? []) console.log(`  ${String(error.message ?? error).split('\n')[0]}`);
}

// A test command that failed without a failing test (install, build, a crash) is a failure too.
if (testRc !== 0 && failed === 0) {
  failed += 1;
  console.log(`the test command failed (exit ${testRc}) outside the test reports`);
}
const checks = [
  ['lint', lintRc],
  ['type-check', typesRc],
];
if (budgetsRc !== undefined) checks.push(['page JavaScript budgets', budgetsRc]);
for (const [name, rc] of checks) {
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`${name}: ${rc === 0 ? 'passed' : 'failed'}`);
}
if (testsCounted === 0) {
  failed += 1;
  console.log('no test results were found');
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
