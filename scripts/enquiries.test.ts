import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnquiryStore } from '@/lib/enquiries/store';

const cli = path.join(process.cwd(), 'scripts', 'enquiries.mjs');
let dir: string;

const run = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' });

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  const store = new EnquiryStore(path.join(dir, 'enquiries.sqlite'));
  store.insert({
    endpoint: 'contact-us',
    payload: { first_name: 'Ana', last_name: 'Silva', message: 'Say "hi", please\n=SUM(A1)', mobile_country_code: '+91', subscribe: ['1'] },
    status: 'stored',
    idempotencyKey: 'key-cli-0001',
  });
  store.insert({ endpoint: 'newsletter', payload: { email_address: 'ana@example.org' }, status: 'queued', idempotencyKey: 'key-cli-0002' });
  store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run enquiries', () => {
  it('lists every row with a count per status', () => {
    const output = run('list');
    expect(output).toContain('contact-us');
    expect(output).toContain('newsletter');
    expect(output).toContain('2 enquiries: stored 1, queued 1');
  });

  it('exports JSON: one object per enquiry with its payload fields', () => {
    const rows = JSON.parse(run('export', '--format', 'json'));
    expect(rows).toEqual([
      expect.objectContaining({ ref: expect.any(String), endpoint: 'contact-us', status: 'stored', first_name: 'Ana', subscribe: ['1'] }),
      expect.objectContaining({ endpoint: 'newsletter', status: 'queued', email_address: 'ana@example.org' }),
    ]);
  });

  it('exports CSV with a header row, quoting and formula neutralising', () => {
    const [header, first, second] = run('export', '--format', 'csv').trim().split('\r\n');
    expect(header).toBe('"ref","endpoint","status","created_at","first_name","last_name","message","mobile_country_code","subscribe","email_address"');
    expect(first).toContain('"Say ""hi"", please\n=SUM(A1)"');
    expect(first).toContain('"+91"');
    expect(second).toContain('"ana@example.org"');
  });

  it('filters by endpoint and refuses bad arguments', () => {
    expect(JSON.parse(run('export', '--format', 'json', '--endpoint', 'newsletter'))).toHaveLength(1);
    expect(() => run('export', '--format', 'xml')).toThrow();
    expect(() => run('drop')).toThrow();
  });
});
