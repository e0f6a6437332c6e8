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

  it('counts a missing report as a failure', () => {
    plant({ 'typecheck.status': passing['typecheck.status'], 'lint.status': passing['lint.status'], 'jest.json': passing['jest.json'], 'build-failed': '' });
    expect(summary()).toEqual({ status: 1, lines: ['! next build failed, so Playwright did not run', 'tests: 7 passed, 1 failed'] });
  });
});
