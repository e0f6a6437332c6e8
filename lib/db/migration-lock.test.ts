import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build, stop } from 'esbuild';
import { migrationLockFile } from './migration-lock';
import { Store } from './store';

// The other processes run the store's own code, bundled once (70 ms) into one file that plain Node starts: 0.08 s to
// "ready" on a quiet machine, where tsx compiling and loading the modules took 0.4 s (0.6 s of CPU with a cold cache,
// and 3-5 s for the pair beside a build). Jest's 5 s is then for the migrations this checks.
let bundleDir: string;
let bundle: string;

beforeAll(async () => {
  bundleDir = mkdtempSync(path.join(tmpdir(), 'open-stores-'));
  bundle = path.join(bundleDir, 'open-stores.cjs');
  await build({
    entryPoints: [path.join(__dirname, 'fixtures', 'open-stores.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    // As the server and the CLI load the store (tsx --conditions=react-server): `server-only` lets it in.
    conditions: ['react-server'],
    // Native: loaded from the project's node_modules (NODE_PATH below), as everywhere else.
    external: ['better-sqlite3'],
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await stop();
  rmSync(bundleDir, { recursive: true, force: true });
});

/** A process that opens stores when told to, and the lines it answers with, in order: once it has ended, with its stderr. */
function opener() {
  const child = spawn(process.execPath, [bundle], { stdio: 'pipe', env: { ...process.env, NODE_PATH: path.join(process.cwd(), 'node_modules') } });
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  const early: string[] = [];
  let stderr = '';
  let ended: Error | undefined;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (next) next.resolve(line);
    else early.push(line);
  });
  child.on('close', (code, signal) => {
    ended = new Error(`the opener ended (${signal ?? code}): ${stderr}`);
    for (const { reject } of waiting.splice(0)) reject(ended);
  });
  const nextLine = () => {
    if (early.length) return Promise.resolve(early.shift()!);
    if (ended) return Promise.reject(ended);
    return new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
  };
  return { child, nextLine, open: (file: string) => child.stdin.write(`open ${file}\n`) };
}

let dir: string;
let openers: ReturnType<typeof opener>[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
});
afterEach(() => {
  for (const { child } of openers) child.kill();
  openers = [];
  rmSync(dir, { recursive: true, force: true });
});

describe('migrating one SQLite file from several places at once', () => {
  it('two processes that open the same new store together both end with its whole schema', async () => {
    openers = [opener(), opener()];
    // Both have loaded the store and wait before either is told to open: the two opens start within a millisecond.
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
