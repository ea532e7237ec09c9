// Adds up the Vitest and Playwright JSON reports, lint and type-check into "N passed, N failed".
// Arguments: exit codes of the test command, lint and type-check.
import { existsSync, readFileSync } from 'node:fs';

const [testRc, lintRc, typesRc] = process.argv.slice(2).map(Number);
let passed = 0;
let failed = 0;
let testsCounted = 0;

const vitest = process.env.VITEST_JSON_OUTPUT;
if (vitest && existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  testsCounted += (r.numPassedTests ?? 0) + (r.numFailedTests ?? 0);
  console.log(`unit, component and API tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
} else console.log('unit, component and API tests: no report');

const playwright = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
if (playwright && existsSync(playwright)) {
  const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
  const ok = (stats.expected ?? 0) + (stats.flaky ?? 0);
  passed += ok;
  failed += stats.unexpected ?? 0;
  testsCounted += ok + (stats.unexpected ?? 0);
  console.log(`browser tests: ${ok} passed, ${stats.unexpected ?? 0} failed, ${stats.skipped ?? 0} skipped`);
} else console.log('browser tests: no report');

// A test command that failed without a failing test (install, build, a crash) is a failure too.
if (testRc !== 0 && failed === 0) {
  failed += 1;
  console.log(`the test command failed (exit ${testRc}) outside the test reports`);
}
for (const [name, rc] of [
  ['lint', lintRc],
  ['type-check', typesRc],
]) {
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`${name}: ${rc === 0 ? 'passed' : 'failed'}`);
}
if (testsCounted === 0) console.log('warning: no test results were found');
console.log(`${passed} passed, ${failed} failed`);
