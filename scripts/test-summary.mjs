// Counts passed and failed tests from the type check, lint, and the Jest and Playwright JSON reports; exits non-zero on any failure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
const notes = [];

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
} else {
  failed += 1;
  notes.push('Jest wrote no report');
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
