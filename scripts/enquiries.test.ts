import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnquiryStore } from '@/lib/enquiries/store';

const cli = path.join(process.cwd(), 'scripts', 'enquiries.mjs');
let dir: string;

const run = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  const store = new EnquiryStore(path.join(dir, 'enquiries.sqlite'));
  await store.insert({
    endpoint: 'contact-us',
    payload: { first_name: 'Ana', last_name: 'Silva', message: 'Say "hi", please\n=SUM(A1)', mobile_country_code: '+91', subscribe: ['1'] },
    status: 'stored',
    idempotencyKey: 'key-cli-0001',
  });
  await store.insert({ endpoint: 'newsletter', payload: { email_address: 'ana@example.org' }, status: 'queued', idempotencyKey: 'key-cli-0002' });
  await store.insert({
    endpoint: 'contact-us',
    payload: { ref: 'QM-FAKE', status: 'delivered', first_name: '\u001b[2J\u001b]8;;https://evil.example\u0007Bob\u009b31m\u007f\u0000', last_name: '\u001b[31m=HYPERLINK("x")', email_address: 'BOB@Example.org ' },
    status: 'queued',
    idempotencyKey: 'key-cli-0003',
  });
  store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run enquiries', () => {
  it('lists every row with a count per status', async () => {
    const output = run('list');
    expect(output).toContain('contact-us');
    expect(output).toContain('newsletter');
    expect(output).toContain('3 enquiries: stored 1, queued 2');
  });

  it('exports JSON: one object per enquiry, its payload nested so a field cannot pose as the ref or status', async () => {
    const rows = JSON.parse(run('export', '--format', 'json'));
    expect(rows[0]).toEqual({ ref: expect.any(String), endpoint: 'contact-us', status: 'stored', created_at: expect.any(String), fields: expect.objectContaining({ first_name: 'Ana', subscribe: ['1'] }) });
    expect(rows[1]).toMatchObject({ endpoint: 'newsletter', status: 'queued', fields: { email_address: 'ana@example.org' } });
    expect(rows[2]).toMatchObject({ ref: expect.stringMatching(/^QM-\d{8}-/), status: 'queued', fields: { ref: 'QM-FAKE', status: 'delivered' } });
  });

  it('exports CSV with a header row, quoting, formula neutralising and no control characters or terminal escapes', async () => {
    const [header, first, second, third] = run('export', '--format', 'csv').trim().split('\r\n');
    expect(header).toBe('"ref","endpoint","status","created_at","first_name","last_name","message","mobile_country_code","subscribe","email_address","ref","status"');
    expect(first).toContain('"Say ""hi"", please\n=SUM(A1)"');
    expect(first).toContain('"+91"');
    expect(second).toContain('"ana@example.org"');
    expect(third).toContain(',"Bob","\'=HYPERLINK(""x"")",');
    expect(third).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('filters by endpoint and refuses bad arguments', async () => {
    expect(JSON.parse(run('export', '--format', 'json', '--endpoint', 'newsletter'))).toHaveLength(1);
    expect(() => run('export', '--format', 'xml')).toThrow();
    expect(() => run('drop')).toThrow();
    expect(() => run('retry')).toThrow();
    expect(() => run('erase', '--email', 'nobody')).toThrow();
  });

  it('queues a failed enquiry again with its attempts reset, by ref or all failed at once', async () => {
    const db = new Database(path.join(dir, 'enquiries.sqlite'));
    db.prepare(`UPDATE enquiries SET status = 'failed', attempts = 582, next_attempt_at = NULL WHERE endpoint = 'newsletter'`).run();
    const ref = (db.prepare(`SELECT ref FROM enquiries WHERE endpoint = 'newsletter'`).get() as { ref: string }).ref;
    expect(run('retry', ref)).toContain('1 enquiries queued for delivery again');
    const row = db.prepare('SELECT status, attempts, next_attempt_at FROM enquiries WHERE ref = ?').get(ref) as { status: string; attempts: number; next_attempt_at: number };
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(Math.abs(row.next_attempt_at - Date.now())).toBeLessThan(60_000);
    db.prepare(`UPDATE enquiries SET status = 'failed' WHERE endpoint = 'newsletter'`).run();
    expect(run('retry', '--failed')).toContain('1 enquiries queued for delivery again');
    db.close();
  });

  it('erases every enquiry of one address, whatever its case or status, and keeps only a count and a time', async () => {
    expect(run('erase', '--email', 'bob@EXAMPLE.org')).toContain('1 enquiries erased');
    const db = new Database(path.join(dir, 'enquiries.sqlite'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS count FROM enquiries').get()).toEqual({ count: 2 });
    expect(db.prepare('SELECT reason, count FROM erasures').all()).toEqual([{ reason: 'request', count: 1 }]);
    db.close();
    expect(run('export', '--format', 'json')).not.toContain('Bob');
  });
});
