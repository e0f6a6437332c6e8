// Counts passed and failed tests from the Jest and Playwright JSON reports; exits non-zero on any failure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
const notes = [];

const jest = read('test-reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else {
  failed += 1;
  notes.push('Jest wrote no report');
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
