import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBounded, runScript } from '@/testing/scripts';

// The bound on the commands the CLI tests start (testing/scripts.ts): planted here, so that losing it fails a test
// rather than leaving a hung command to hold the whole run.

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-bounded-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runBounded', () => {
  it('kills a command that runs past its bound, and names it', () => {
    const hang = path.join(dir, 'hang.ts');
    // It ends by itself after 30 s, so that without the bound this test fails (nothing thrown) rather than hangs.
    writeFileSync(hang, 'setTimeout(() => process.exit(0), 30_000);\n');
    expect(() => runBounded(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), [hang], process.env, 1500)).toThrow(
      new RegExp(`^tsx ${hang.replaceAll('.', '\\.')} was killed after 1500 ms`),
    );
  });

  it('gives what a command that ended said, whatever its exit code', () => {
    expect(runBounded(process.execPath, ['-e', 'console.log("said"); console.error("warned"); process.exit(3)'], process.env)).toMatchObject({ status: 3, stdout: 'said\n', stderr: 'warned\n' });
  });

  it('says when a command cannot start', () => {
    expect(() => runBounded(path.join(dir, 'missing'), [], process.env)).toThrow(/^missing did not start: .*ENOENT/);
  });

  it('bounds the npm scripts too, started as package.json spells them', () => {
    expect(() => runScript('restore', [], { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, 1)).toThrow(/^tsx --conditions=react-server scripts\/restore\.ts was killed after 1 ms/);
  });
});
