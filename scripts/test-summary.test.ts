import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The one line CI ends with, counted from the runners' reports: each thing that went wrong without a report of its
// own (a Jest that never exited, a build that failed) is planted and must count as a failure.

const script = path.join(__dirname, 'test-summary.mjs');
let dir: string;

function plant(files: Record<string, string>) {
  mkdirSync(path.join(dir, 'test-reports'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'test-reports', name), text);
}

function summary() {
  const { status, stdout } = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  return { status, lines: stdout.trim().split('\n') };
}

const passing = {
  'typecheck.status': '0\n',
  'lint.status': '0\n',
  'jest.json': JSON.stringify({ numPassedTests: 5, numFailedTests: 0, numRuntimeErrorTestSuites: 0 }),
  'playwright.json': JSON.stringify({ stats: { expected: 3, unexpected: 0, flaky: 0 }, errors: [] }),
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the test summary', () => {
  it('counts every runner’s tests and the two checks', () => {
    plant(passing);
    expect(summary()).toEqual({ status: 0, lines: ['tests: 10 passed, 0 failed'] });
  });

  it('counts a Jest that had to be stopped after its report as one failure, and says why', () => {
    plant({ ...passing, 'jest-hung': 'Jest wrote its report a minute ago and has not exited\n' });
    const { status, lines } = summary();
    expect(status).toBe(1);
    expect(lines).toEqual(['! Jest wrote its report a minute ago and has not exited', 'tests: 10 passed, 1 failed']);
  });

  it('names each failed test at the end, where CI shows it, and the serial tests that did not run after it', () => {
    const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
    const serial = { type: 'serial' };
    const spec = (line: number, title: string, status: string, result: Record<string, unknown>, annotations: object[] = [serial]) => ({
      title,
      file: 'articles.spec.ts',
      line,
      tests: [{ status, annotations, results: [{ annotations, errors: [], ...result }] }],
    });
    const playwright = {
      stats: { expected: 2, unexpected: 1, flaky: 0, skipped: 3 },
      errors: [],
      suites: [
        {
          file: 'articles.spec.ts',
          specs: [spec(299, 'a viewer reads', 'expected', { status: 'passed' })],
          suites: [
            {
              title: 'restored',
              file: 'articles.spec.ts',
              specs: [
                spec(315, 'text typed comes back', 'unexpected', {
                  status: 'failed',
                  errors: [{ message: `Error: expect(${red('locator')}).toBeVisible() failed\n\nLocator: getByText(/was not saved/)\nExpected: visible\nTimeout: 5000ms\n\nCall log:\n  - waiting` }],
                }),
                spec(342, 'saves itself', 'skipped', { status: 'skipped' }),
                spec(389, 'toolbar', 'skipped', { status: 'skipped' }),
              ],
            },
          ],
        },
        // Skipped on purpose (test.skip): not a test that failed to run.
        { file: 'runbook.spec.ts', specs: [{ ...spec(146, 'unshare', 'skipped', { status: 'skipped' }, [{ type: 'skip' }]), file: 'runbook.spec.ts' }, spec(160, 'fine', 'expected', { status: 'passed' })] },
      ],
    };
    const jest = {
      numPassedTests: 1,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        { name: path.join(dir, 'lib/a.test.ts'), status: 'failed', assertionResults: [{ status: 'passed', fullName: 'a passes' }, { status: 'failed', fullName: 'a sums', failureMessages: ['Error: expect(received).toBe(expected)\n\nExpected: 3\nReceived: 4\n\n> 12 | expect(sum).toBe(3)'] }] },
        { name: path.join(dir, 'lib/b.test.ts'), status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
      ],
    };
    plant({ ...passing, 'jest.json': JSON.stringify(jest), 'playwright.json': JSON.stringify(playwright) });
    const { status, lines } = summary();
    expect(status).toBe(1);
    expect(lines).toEqual([
      '! Jest failed: lib/a.test.ts › a sums',
      '!     Error: expect(received).toBe(expected)',
      '!     Expected: 3',
      '!     Received: 4',
      '! Jest failed: lib/b.test.ts',
      '!     Cannot find module ./gone',
      '! Playwright failed: articles.spec.ts:315 › text typed comes back',
      '!     Error: expect(locator).toBeVisible() failed',
      '!     Locator: getByText(/was not saved/)',
      '!     Expected: visible',
      '!     Timeout: 5000ms',
      '! Playwright: 2 did not run (after a failure in a serial file)',
      'tests: 5 passed, 3 failed',
    ]);
  });

  it('names at most ten failures, and says how many more', () => {
    const testResults = [{ name: path.join(dir, 'lib/many.test.ts'), status: 'failed', assertionResults: Array.from({ length: 12 }, (_, index) => ({ status: 'failed', fullName: `case ${index}`, failureMessages: [`Error: ${index}`] })) }];
    plant({ ...passing, 'jest.json': JSON.stringify({ numPassedTests: 0, numFailedTests: 12, numRuntimeErrorTestSuites: 0, testResults }) });
    const { lines } = summary();
    expect(lines.filter((line) => line.startsWith('! Jest failed:'))).toHaveLength(10);
    expect(lines).toContain('! Jest: 2 more failed (see its report)');
    expect(lines.at(-1)).toBe('tests: 5 passed, 12 failed');
  });

  it('counts a Jest that exited 1 with every test passed as one failure: a test\'s work outlived its file', () => {
    plant({ ...passing, 'jest.status': '1\n' });
    expect(summary()).toEqual({ status: 1, lines: ['! Jest exited with status 1 though every test passed: look for "torn down" in test-reports/jest.log', 'tests: 10 passed, 1 failed'] });
    // Its own failures, or a Jest stopped for hanging, are counted already, and not twice.
    plant({ ...passing, 'jest.status': '1\n', 'jest.json': JSON.stringify({ numPassedTests: 4, numFailedTests: 1, numRuntimeErrorTestSuites: 0 }) });
    expect(summary()).toEqual({ status: 1, lines: ['tests: 9 passed, 1 failed'] });
    plant({ ...passing, 'jest.status': '0\n' });
    expect(summary()).toEqual({ status: 0, lines: ['tests: 10 passed, 0 failed'] });
  });

  it('counts a missing report as a failure', () => {
    plant({ 'typecheck.status': passing['typecheck.status'], 'lint.status': passing['lint.status'], 'jest.json': passing['jest.json'], 'build-failed': '' });
    expect(summary()).toEqual({ status: 1, lines: ['! next build failed, so Playwright did not run', 'tests: 7 passed, 1 failed'] });
  });
});
