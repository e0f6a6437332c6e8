import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Store } from '@/lib/db/store';
import { runScript } from '@/testing/scripts';

// `npm run backup` and `npm run restore` as the operator runs them: the environment read, one JSON line on stdout,
// the exit code, and the warnings on stderr. The refusals themselves are planted in lib/admin/restore.test.ts; here,
// that the commands say them.

// Each command starts Node and tsx: a few seconds apiece. The tests that run them are synchronous, so Jest's bound
// cannot stop them: each command has its own (COMMAND_LIMIT_MS, testing/scripts.ts). This one is for the hooks.
jest.setTimeout(60_000);

const KEY = 'the-cli-signing-key-of-32-characters!';
let dir = '';
let env: Record<string, string | undefined> = {};
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'restore-cli-'));
  env = { DATA_DIR: path.join(dir, 'data'), BACKUP_SIGNING_KEY: KEY };
  const store = new Store(path.join(dir, 'data', 'enquiries.sqlite'), { checkpoints: false });
  await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: 'cli@example.test' }, idempotencyKey: 'cli', status: 'stored' });
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function command(name: 'backup' | 'restore', args: string[], extra: Record<string, string | undefined> = {}) {
  const done = runScript(name, args, { ...process.env, DATABASE_URL: '', ...env, ...extra });
  const line = JSON.parse(done.stdout.trim().split('\n').at(-1)!) as { ok: boolean; error?: string; file?: string; signed?: boolean; trust?: string };
  // The exit status and the line agree: 0 with ok, 1 with the reason.
  expect(done.status).toBe(line.ok ? 0 : 1);
  return { line, stderr: done.stderr };
}

describe('npm run backup and npm run restore', () => {
  const live = () => readFileSync(path.join(dir, 'data', 'enquiries.sqlite'));

  it('refuses a folder others can write, signs a copy, and refuses to restore it with another key or over the live file', () => {
    const open = path.join(dir, 'open');
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(command('backup', [open]).line).toEqual({ ok: false, error: expect.stringMatching(/others can write .*open \(mode 777\): refused/) });

    const made = command('backup', [path.join(dir, 'copies')]).line;
    expect(made).toEqual(expect.objectContaining({ ok: true, signed: true }));
    const before = live();
    expect(command('restore', [made.file!], { BACKUP_SIGNING_KEY: 'another-key-entirely-of-32-characters' }).line).toEqual({ ok: false, error: expect.stringMatching(/not signed with BACKUP_SIGNING_KEY .*: refused/) });
    expect(command('restore', [path.join(dir, 'data', 'enquiries.sqlite')]).line).toEqual({ ok: false, error: expect.stringMatching(/is the live store itself/) });
    expect(live().equals(before)).toBe(true);

    const restored = command('restore', [made.file!]);
    expect(restored.line).toEqual(expect.objectContaining({ ok: true, trust: 'signed', sessionsEnded: 0 }));
    expect(restored.stderr).toBe('');
  });

  it('writes an unsigned copy without a key, saying so, and restores it only with --trust-unsigned, loudly', () => {
    const made = command('backup', [path.join(dir, 'unsigned')], { BACKUP_SIGNING_KEY: '' });
    expect(made.line).toEqual(expect.objectContaining({ ok: true, signed: false }));
    expect(made.stderr).toMatch(/WARNING: BACKUP_SIGNING_KEY is not set, so this copy is unsigned/);
    expect(command('restore', [made.line.file!]).line).toEqual({ ok: false, error: expect.stringMatching(/manifest is not signed: refused/) });
    const trusted = command('restore', [made.line.file!, '--trust-unsigned']);
    expect(trusted.line).toEqual(expect.objectContaining({ ok: true, trust: 'unsigned, trusted by --trust-unsigned' }));
    expect(trusted.stderr).toMatch(/WARNING: .* is NOT signed with BACKUP_SIGNING_KEY\. It was restored only because --trust-unsigned said so/);
  });
});

describe('npm run backup and npm run restore, asked wrongly', () => {
  const run = (name: 'backup' | 'restore', args: string[]) => runScript(name, args, { ...process.env, DATABASE_URL: '', ...env });

  it('refuses an unknown flag or one without its value as Node reads them, with the usage and exit code 2', () => {
    const copies = path.join(dir, 'asked-wrongly');
    expect(run('backup', [copies, '--keep-hourly', '3'])).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^Unknown option '--keep-hourly'\nUsage: npm run backup/) });
    expect(run('backup', [copies, '--keep-daily=two'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^--keep-daily needs a whole number\n/) });
    expect(run('restore', [path.join(copies, 'x.dump'), '--to'])).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^Option '--to <value>' argument missing\nUsage: npm run restore/) });
    expect(run('restore', [path.join(copies, 'x.sqlite'), '--trust-unsigend'])).toMatchObject({ status: 2, stderr: expect.stringMatching(/^Unknown option '--trust-unsigend'/) });
  });
});
