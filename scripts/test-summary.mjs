// Counts passed and failed tests from the type check, lint, and the Jest and Playwright JSON reports; exits non-zero on any failure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
const notes = [];
/** CI shows only the end of the run: each failed test is named there, with the first lines of what it said. */
const SHOWN_FAILURES = 10;
const ERROR_LINES = 4;
/** Without the terminal's colour codes, which the reports keep. */
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
/** The message's first lines, up to its source excerpt (`> 12 | …`) or call log. */
function firstLines(text) {
  const lines = plain(text).split('\n').map((line) => line.trim());
  const end = lines.findIndex((line) => /^(>\s*)?\d+ \|/.test(line) || line === 'Call log:');
  return lines.slice(0, end === -1 ? undefined : end).filter((line) => line !== '').slice(0, ERROR_LINES).map((line) => `    ${line}`);
}
function nameFailures(runner, failures) {
  for (const { name, message } of failures.slice(0, SHOWN_FAILURES)) notes.push(`${runner} failed: ${name}`, ...firstLines(message));
  if (failures.length > SHOWN_FAILURES) notes.push(`${runner}: ${failures.length - SHOWN_FAILURES} more failed (see its report)`);
}

/** Playwright's tests, with the file and line of each, from its JSON report's nested suites. */
function playwrightTests(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ name: `${spec.file ?? file}:${spec.line} › ${spec.title}`, test })));
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, file))];
}

for (const check of ['typecheck', 'lint']) {
  const status = existsSync(`test-reports/${check}.status`) ? readFileSync(`test-reports/${check}.status`, 'utf8').trim() : 'missing';
  if (status === '0') {
    passed += 1;
  } else {
    failed += 1;
    const log = existsSync(`test-reports/${check}.log`) ? readFileSync(`test-reports/${check}.log`, 'utf8').trim().split('\n').slice(-20) : [];
    notes.push(`${check} failed (test-reports/${check}.log)`, ...log.map((line) => `  ${line}`));
  }
}

const jest = read('test-reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  const failures = (jest.testResults ?? []).flatMap((file) => {
    const name = file.name ? path.relative(process.cwd(), file.name) : 'a test file';
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed').map((test) => ({ name: `${name} › ${test.fullName}`, message: test.failureMessages?.[0] }));
    // A file that failed to run has no failed test of its own: its message says why.
    return tests.length === 0 && file.status === 'failed' ? [{ name, message: file.message }] : tests;
  });
  nameFailures('Jest', failures);
} else {
  failed += 1;
  notes.push('Jest wrote no report');
}

// Jest exits 1 with every test passed when a test's work outlived its file (a timer or a query "after the Jest
// environment has been torn down", which its log names): counted, so the next one is mended, not scrolled past.
const jestStatus = existsSync('test-reports/jest.status') ? readFileSync('test-reports/jest.status', 'utf8').trim() : '0';
if (jest && jestStatus !== '0' && !existsSync('test-reports/jest-hung') && jest.numFailedTests + jest.numRuntimeErrorTestSuites === 0) {
  failed += 1;
  notes.push(`Jest exited with status ${jestStatus} though every test passed: look for "torn down" in test-reports/jest.log`);
}

if (existsSync('test-reports/jest-hung')) {
  failed += 1;
  notes.push(readFileSync('test-reports/jest-hung', 'utf8').trim());
}

const playwright = read('test-reports/playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  const tests = (playwright.suites ?? []).flatMap((suite) => playwrightTests(suite));
  nameFailures(
    'Playwright',
    tests.filter(({ test }) => test.status === 'unexpected').map(({ name, test }) => ({ name, message: test.results?.at(-1)?.errors?.[0]?.message ?? test.results?.at(-1)?.error?.message })),
  );
  // A serial file stops at its first failure: the tests after it are skipped, counted in neither number.
  const notRun = tests.filter(({ test }) => test.status === 'skipped' && (test.results ?? []).every((result) => result.status === 'skipped') && !(test.annotations ?? []).some((note) => note.type === 'skip')).length;
  if (notRun > 0) notes.push(`Playwright: ${notRun} did not run (after a failure in a serial file)`);
  if (playwright.errors?.length) {
    failed += playwright.errors.length;
    notes.push(...playwright.errors.map((error) => `Playwright: ${error.message?.split('\n')[0]}`));
  }
} else {
  failed += 1;
  notes.push(existsSync('test-reports/build-failed') ? 'next build failed, so Playwright did not run' : 'Playwright wrote no report');
}

for (const note of notes) console.log(`! ${note}`);
const line = `tests: ${passed} passed, ${failed} failed`;
writeFileSync('test-reports/summary.txt', `${line}\n`);
console.log(line);
process.exit(failed === 0 ? 0 : 1);
