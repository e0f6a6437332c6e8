import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { migrationLockFile } from './migration-lock';
import { Store } from './store';

// Two tsx processes start and load the store's modules: 1 s here when the machine is quiet, past Jest's 5 s beside a
// build. A start's time is not what this checks (as in scripts/enquiries.test.ts).
jest.setTimeout(60_000);

const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
const child = path.join(__dirname, 'fixtures', 'open-stores.ts');

/** A process that opens stores when told to, and the lines it answers with, in order. */
function opener() {
  const process = spawn(tsx, ['--conditions=react-server', child], { stdio: 'pipe' }) as ChildProcessWithoutNullStreams;
  const waiting: ((line: string) => void)[] = [];
  const early: string[] = [];
  createInterface({ input: process.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else early.push(line);
  });
  const nextLine = () => (early.length ? Promise.resolve(early.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)));
  return { process, nextLine, open: (file: string) => process.stdin.write(`open ${file}\n`) };
}

let dir: string;
let openers: ReturnType<typeof opener>[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
});
afterEach(() => {
  for (const { process } of openers) process.kill();
  openers = [];
  rmSync(dir, { recursive: true, force: true });
});

describe('migrating one SQLite file from several places at once', () => {
  it('two processes that open the same new store together both end with its whole schema', async () => {
    openers = [opener(), opener()];
    // Both are running and waiting before either is told to open: the two opens start within a millisecond.
    expect(await Promise.all(openers.map(({ nextLine }) => nextLine()))).toEqual(['ready', 'ready']);
    for (const round of [1, 2, 3, 4, 5]) {
      const file = path.join(dir, `store-${round}.sqlite`);
      for (const { open } of openers) open(file);
      expect(await Promise.all(openers.map(({ nextLine }) => nextLine()))).toEqual([`done ${file}`, `done ${file}`]);
      expect(statSync(migrationLockFile(file)).mode & 0o777).toBe(0o600);
    }
  });

  it('two stores of one file in one process migrate one after the other', async () => {
    const file = path.join(dir, 'store.sqlite');
    const stores = [new Store(file, { checkpoints: false }), new Store(file, { checkpoints: false })];
    await expect(Promise.all(stores.map((store) => store.ready()))).resolves.toEqual([undefined, undefined]);
    expect(await stores[1]!.db.selectFrom('enquiries').select('id').execute()).toEqual([]);
    await Promise.all(stores.map((store) => store.close()));
  });
});
