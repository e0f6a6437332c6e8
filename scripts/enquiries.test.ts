/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { Console } from 'node:console';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { subscribersJson, toJson } from '@/lib/admin/enquiries-export';
import { eraseAddress, listEnquiries, listMails, listSubscribers } from '@/lib/admin/store-admin';
import { parseConfig } from '@/lib/config';
import { newLease } from '@/lib/db/leases';
import { Store } from '@/lib/db/store';
import { enquiriesCommand } from '@/lib/enquiries/cli';
import { processEnquiry, type PipelineDeps } from '@/lib/enquiries/pipeline';
import { rateLimiter } from '@/lib/http/rate-limit';
import { runScript } from '@/testing/scripts';
import { allEnquiries, databases, execute, freshDatabaseUrl, openStore } from '@/testing/stores';

const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  dirs.push(dir);
  return dir;
}

/** A stream that keeps what is written to it, as text. */
function collector() {
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        stream.text += chunk.toString();
        done();
      },
    }),
    { text: '' },
  );
  return stream;
}

/**
 * Runs the CLI's command in this process, on SQLite in `dataDir`, or on PostgreSQL when a database URL is given;
 * MAIL_FROM as `mailFrom` says. Its output goes through a console of its own, so a table reads as it would on a
 * terminal.
 */
async function cli(store: { dataDir: string; databaseUrl?: string; mailFrom?: string }, ...args: string[]) {
  const [stdout, stderr] = [collector(), collector()];
  const status = await enquiriesCommand(args, store, new Console({ stdout, stderr }));
  return { status, stdout: stdout.text, stderr: stderr.text };
}

/** The CLI's output of a command that must succeed. */
async function ok(store: { dataDir: string; databaseUrl?: string; mailFrom?: string }, ...args: string[]) {
  const result = await cli(store, ...args);
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** A database of its own in the run's PostgreSQL, its URL with a password that must never be printed. */
async function postgresUrl() {
  const url = new URL(await freshDatabaseUrl());
  url.password = 'never-shown-pw';
  return url.toString();
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('npm run enquiries on %s', (database) => {
  const place: { dataDir: string; databaseUrl?: string } = { dataDir: '' };
  let target: string | { url: string };

  beforeAll(async () => {
    place.dataDir = tempDir();
    if (database === 'PostgreSQL') place.databaseUrl = await postgresUrl();
    target = place.databaseUrl ? { url: place.databaseUrl } : path.join(place.dataDir, 'enquiries.sqlite');
    const store = new Store(target, { checkpoints: false });
    await store.enquiries.insert({
      endpoint: 'contact-us',
      payload: { first_name: 'Ana', last_name: 'Silva', message: 'Say "hi", please\n=SUM(A1)', mobile_country_code: '+91', subscribe: ['1'] },
      status: 'stored',
      idempotencyKey: 'key-cli-0001',
    });
    await store.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'ana@example.org' }, status: 'queued', idempotencyKey: 'key-cli-0002' });
    await store.enquiries.insert({
      endpoint: 'contact-us',
      payload: { ref: 'QM-FAKE', status: 'delivered', first_name: '\u001b[2J\u001b]8;;https://evil.example\u0007Bob\u009b31m\u007f\u0000', last_name: '\u001b[31m=HYPERLINK("x")', email_address: 'BOB@Example.org ' },
      status: 'queued',
      idempotencyKey: 'key-cli-0003',
    });
    await store.close();
  });

  it('lists every row with a count per status, and names the store on stderr without a password', async () => {
    const { status, stdout, stderr } = await cli(place, 'list');
    expect(status).toBe(0);
    expect(stdout).toContain('contact-us');
    expect(stdout).toContain('newsletter');
    expect(stdout).toContain('3 enquiries: stored 1, queued 2');
    if (place.databaseUrl) {
      const url = new URL(place.databaseUrl);
      expect(stderr).toContain(`Enquiry store: PostgreSQL at 127.0.0.1:${url.port}${url.pathname}`);
      expect(stderr).not.toContain('never-shown-pw');
    } else {
      expect(stderr).toContain(`Enquiry store: SQLite at ${target}`);
    }
  });

  it('exports JSON: one object per enquiry, its payload nested so a field cannot pose as the ref or status', async () => {
    const rows = JSON.parse(await ok(place, 'export', '--format', 'json'));
    expect(rows[0]).toEqual({ ref: expect.any(String), endpoint: 'contact-us', status: 'stored', created_at: expect.any(String), fields: expect.objectContaining({ first_name: 'Ana', subscribe: ['1'] }) });
    expect(rows[1]).toMatchObject({ endpoint: 'newsletter', status: 'queued', fields: { email_address: 'ana@example.org' } });
    expect(rows[2]).toMatchObject({ ref: expect.stringMatching(/^QM-\d{8}-/), status: 'queued', fields: { ref: 'QM-FAKE', status: 'delivered' } });
    expect(JSON.parse(await ok(place, 'export', '--format', 'json', '--endpoint', 'newsletter'))).toHaveLength(1);
  });

  it('exports CSV with a header row, quoting, formula neutralising and no control characters or terminal escapes', async () => {
    const [header, first, second, third] = (await ok(place, 'export', '--format', 'csv')).trim().split('\r\n');
    expect(header).toBe('"ref","endpoint","status","created_at","first_name","last_name","message","mobile_country_code","subscribe","email_address","ref","status"');
    expect(first).toContain('"Say ""hi"", please\n=SUM(A1)"');
    expect(first).toContain('"+91"');
    expect(second).toContain('"ana@example.org"');
    expect(third).toContain(',"Bob","\'=HYPERLINK(""x"")",');
    expect(third).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('queues a failed enquiry again with its attempts reset, by ref or all failed at once', async () => {
    const store = await openStore(target, { checkpoints: false });
    await execute(store, `UPDATE enquiries SET status = 'failed', attempts = 582, next_attempt_at = NULL WHERE endpoint = 'newsletter'`);
    const [{ ref }] = (await execute(store, `SELECT ref FROM enquiries WHERE endpoint = 'newsletter'`)) as [{ ref: string }];
    expect(await ok(place, 'retry', ref)).toContain('1 enquiries queued for delivery again');
    const row = await store.enquiries.find(ref);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(Math.abs(row!.nextAttemptAt! - Date.now())).toBeLessThan(60_000);
    await execute(store, `UPDATE enquiries SET status = 'failed' WHERE endpoint = 'newsletter'`);
    expect(await ok(place, 'retry', '--failed')).toContain('1 enquiries queued for delivery again');
    expect(await store.enquiries.find(ref)).toMatchObject({ status: 'queued' });
    expect(await cli(place, 'retry', 'QM-20000101-NOSUCH')).toMatchObject({ status: 1, stdout: expect.stringContaining('0 enquiries queued') });
  });

  it('erases every enquiry of one address, whatever its case or status, and keeps only a count and a time', async () => {
    // Open during the erase, as the server would be: SQLite then keeps the log, unless the CLI empties it.
    const store = await openStore(target, { checkpoints: false });
    expect(await ok(place, 'erase', '--email', 'bob@EXAMPLE.org')).toContain('1 enquiries erased');
    expect((await listEnquiries(store)).map((row) => row.payload.first_name ?? row.payload.email_address)).toEqual(['Ana', 'ana@example.org']);
    expect(await execute(store, 'SELECT reason, count FROM erasures')).toEqual([{ reason: 'request', count: 1 }]);
    if (store.sqlite) expect(statSync(`${target}-wal`).size).toBe(0);
  });

  it('erases enquiries by reference, as a restore asks, with their count and an audit line naming them', async () => {
    const store = await openStore(target, { checkpoints: false });
    const [first] = await listEnquiries(store);
    expect(await ok(place, 'erase', first!.ref, 'QM-20000101-NOSUCH')).toMatch(/1 enquiries erased\n1 of the references named no enquiry here/);
    expect((await listEnquiries(store)).map((row) => row.ref)).not.toContain(first!.ref);
    expect(await execute(store, 'SELECT reason, count FROM erasures ORDER BY id')).toEqual([{ reason: 'request', count: 1 }, { reason: 'request', count: 1 }]);
    const { rows } = await store.audit.list({ action: 'erase' });
    expect(rows).toEqual([expect.objectContaining({ actorEmail: 'command line', subject: null, detail: { scope: 'enquiries', refs: [first!.ref, 'QM-20000101-NOSUCH'], erased: 1, via: 'command line' } })]);
    expect(await cli(place, 'erase', 'QM-1; rm -rf /')).toMatchObject({ status: 2, stderr: expect.stringContaining('erase takes references') });
    expect(await cli(place, 'erase', first!.ref, '--email', 'a@b.c')).toMatchObject({ status: 2, stderr: expect.stringContaining('erase needs --email ADDRESS or one or more REFs') });
  });
});

// Escapes a visitor could type: the mail keeps a bidi override (only C0/C1 controls are dropped when it is composed),
// and a row written by other means might hold a whole escape sequence; the CLI must print neither.
const TERMINAL_TROUBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe.each(databases)('npm run enquiries -- mail and subscribers on %s', (database) => {
  const place: { dataDir: string; databaseUrl?: string; mailFrom?: string } = { dataDir: '' };
  let target: string | { url: string };
  let contactRef = '';

  beforeAll(async () => {
    place.dataDir = tempDir();
    if (database === 'PostgreSQL') place.databaseUrl = await postgresUrl();
    target = place.databaseUrl ? { url: place.databaseUrl } : path.join(place.dataDir, 'enquiries.sqlite');
    const store = new Store(target, { checkpoints: false });
    const memory = () => new RateLimiterMemory({ points: 1_000, duration: 60 });
    // No SMTP_URL, as in a fresh clone: every mail is held. NOTIFY_TO and MAIL_FROM are the defaults.
    const deps: PipelineDeps = { store, limiter: rateLimiter(memory(), memory()), config: parseConfig({}) };
    let keys = 0;
    const send = async (form: 'contact-us' | 'newsletter', body: Record<string, unknown>) => {
      const outcome = await processEnquiry(form, body, { idempotencyKey: `key-cli-mail-${(keys += 1)}`, client: '192.0.2.1', source: 'thank-you' }, deps);
      if (outcome.kind !== 'answered') throw new Error(`${form}: ${JSON.stringify(outcome)}`);
      return String(outcome.answer.body.ref);
    };
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      contactRef = await send('contact-us', {
        first_name: 'Ana',
        last_name: 'Silva',
        company_name: 'Harbourline Ports',
        email_address: 'ana@example.org',
        mobile_no: '7700900123',
        mobile_country_code: '+44',
        message: 'Call me\u202e\u001b[2J about a data platform',
        subscribe: [],
      });
      for (const email of ['ana@example.org', 'ben@example.org', 'cy@example.org']) await send('newsletter', { email_address: email });
    } finally {
      stdout.mockRestore();
    }
    const keyOf = async (email: string) => (await listSubscribers(store, true)).find((row) => row.email === email)!.key;
    await store.subscriptions.confirm(await keyOf('ana@example.org'));
    await store.subscriptions.confirm(await keyOf('cy@example.org'));
    await store.subscriptions.unsubscribe(await keyOf('cy@example.org'));
    await execute(store, `UPDATE mails SET text = text || ? WHERE kind = 'team'`, '\n\u001b]8;;https://evil.example\u0007Click\u001b]8;;\u0007 \u001b[31mred\u009b0m');
    await store.close();
  });

  it('shows every held mail as it would arrive: headers, a blank line, the text, and a count by status', async () => {
    const stdout = await ok(place, 'mail');
    const mails = stdout.split(`\n${'-'.repeat(72)}\n`);
    expect(mails).toHaveLength(5);
    const [team, receipt, confirm] = mails;
    expect(team).toContain(`Enquiry: ${contactRef}, the team's notice\nStatus: held, created `);
    expect(team).toContain(`\nMessage-ID: <${contactRef}.team@quillmark-tech.co.uk>\nFrom: Quillmark <no-reply@quillmark-tech.co.uk>\nTo: `);
    expect(team).toContain(`\nReply-To: ana@example.org\nSubject: New enquiry ${contactRef}: Contact us\n\n`);
    expect(team).toContain('Mobile number: +44 7700900123');
    expect(team).toContain('Call me[2J about a data platform');
    expect(team).toContain('\nClick red');
    expect(team).not.toContain('evil.example');
    expect(receipt).toContain(`Enquiry: ${contactRef}, the visitor's receipt`);
    expect(receipt).toContain(`\nTo: ana@example.org\nSubject: We have your enquiry (${contactRef})\n\n`);
    expect(receipt).not.toContain('Reply-To:');
    expect(confirm).toMatch(/\nTo: ana@example\.org\nSubject: .*\nList-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[^>\s]+>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n\n/);
    expect(stdout).not.toMatch(TERMINAL_TROUBLE);
    expect(stdout.endsWith('\n\n5 mails: held 5\n')).toBe(true);
  });

  it("shows one enquiry's mails, with the sender from MAIL_FROM", async () => {
    const stdout = await ok({ ...place, mailFrom: 'Desk <desk@quillmark.test>' }, 'mail', contactRef);
    expect(stdout.match(/^Enquiry: .*$/gm)).toEqual([`Enquiry: ${contactRef}, the team's notice`, `Enquiry: ${contactRef}, the visitor's receipt`]);
    expect(stdout).toContain('\nFrom: Desk <desk@quillmark.test>\n');
    expect(stdout.endsWith('\n2 mails: held 2\n')).toBe(true);
  });

  it('shows failed mails with their last error, and queues them for sending again', async () => {
    const store = await openStore(target, { checkpoints: false });
    await execute(store, `UPDATE mails SET status = 'failed', attempts = 3, last_error = 'smtp: 550 no such user' WHERE kind = 'receipt'`);
    const failed = await ok(place, 'mail', '--status', 'failed');
    expect(failed).toContain(`Enquiry: ${contactRef}, the visitor's receipt\nStatus: failed after 3 attempts, created `);
    expect(failed).toContain('\nLast error: smtp: 550 no such user\n');
    expect(failed.endsWith('\n1 mail: failed 1\n')).toBe(true);
    expect(await ok(place, 'mail', '--retry-failed')).toBe('1 mail queued for sending again\n');
    expect((await listMails(store, contactRef)).map((mail) => [mail.kind, mail.status, mail.attempts])).toEqual([
      ['team', 'held', 0],
      ['receipt', 'queued', 0],
    ]);
    expect(await ok(place, 'mail', '--status', 'failed')).toBe(`No failed mails in ${place.databaseUrl ? `PostgreSQL at 127.0.0.1:${new URL(place.databaseUrl).port}${new URL(place.databaseUrl).pathname}` : target}\n`);
  });

  it('exports confirmed subscribers as CSV with their consent, and no key', async () => {
    const [header, ...lines] = (await ok(place, 'subscribers')).trim().split('\r\n');
    expect(header).toBe('"email","status","requested_at","confirmed_at","unsubscribed_at","source","policy_version","consent_text","ref"');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^"ana@example\.org","confirmed","\d{4}-\d\d-\d\dT[\d:.]+Z","\d{4}-\d\d-\d\dT[\d:.]+Z","","thank-you","[^"]+","[^"]+","QM-\d{8}-\w+"$/);
  });

  it('exports everyone with --all, pending and unsubscribed too, as JSON', async () => {
    const rows = JSON.parse(await ok(place, 'subscribers', '--all', '--format', 'json')) as Record<string, unknown>[];
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ['ana@example.org', 'confirmed'],
      ['ben@example.org', 'pending'],
      ['cy@example.org', 'unsubscribed'],
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['email', 'status', 'requested_at', 'confirmed_at', 'unsubscribed_at', 'source', 'policy_version', 'consent_text', 'ref']);
    expect(rows[1]).toMatchObject({ confirmed_at: null, unsubscribed_at: null, source: 'thank-you' });
    expect(rows[2]).toMatchObject({ confirmed_at: expect.stringMatching(/Z$/), unsubscribed_at: expect.stringMatching(/Z$/) });
  });
});

describe('the JSON exports', () => {
  // An 8-bit CSI, bidi override and isolate, NEL, a line separator, and others JSON.stringify leaves raw; one after a backslash.
  const trouble = 'Bob\u009b31m\u202eevil\u2066\u0085\u2028\u2029\u200e\u200f\u007f \\\u009b';
  const RAW = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

  it('escape C1 controls, bidi controls and line separators, and parse back to the very same strings', () => {
    const payload = { first_name: trouble, subscribe: [trouble], nested: { [trouble]: trouble } };
    const json = toJson([{ ref: 'QM-20260101-ABCDEF', endpoint: 'contact-us', status: 'stored', attempts: 0, lastError: null, payload, createdAt: 0 }]);
    expect(json).not.toMatch(RAW);
    expect(json).toContain('Bob\\u009b31m\\u202eevil\\u2066\\u0085\\u2028');
    expect((JSON.parse(json) as [{ fields: unknown }])[0].fields).toEqual(payload);

    const subscriber = { id: 1, key: 'k'.repeat(16), email: 'ana@example.org', status: 'confirmed' as const, ref: 'QM-20260101-ABCDEF', source: trouble, consentText: trouble, policyVersion: '1', requestedAt: 0, confirmedAt: 0, unsubscribedAt: null };
    const subscribers = subscribersJson([subscriber]);
    expect(subscribers).not.toMatch(RAW);
    expect(JSON.parse(subscribers)).toEqual([expect.objectContaining({ source: trouble, consent_text: trouble })]);
  });
});

describe('npm run enquiries, whatever the store', () => {
  it('refuses bad arguments and a DATABASE_URL that is not PostgreSQL, with exit code 2', async () => {
    const place = { dataDir: tempDir() };
    expect(await cli(place, 'export', '--format', 'xml')).toMatchObject({ status: 2, stderr: expect.stringContaining('--format must be csv or json') });
    expect(await cli(place, 'drop')).toMatchObject({ status: 2, stderr: expect.stringContaining('Usage:') });
    expect(await cli(place, 'retry')).toMatchObject({ status: 2, stderr: expect.stringContaining('retry takes one REF or --failed') });
    expect(await cli(place, 'erase', '--email', 'nobody')).toMatchObject({ status: 2, stderr: expect.stringContaining('erase needs --email') });
    expect(await cli(place, 'copy')).toMatchObject({ status: 2, stderr: expect.stringContaining('copy needs --to') });
    expect(await cli(place, 'mail', '--status', 'lost')).toMatchObject({ status: 2, stderr: expect.stringContaining('--status must be one of held, queued, sent, failed') });
    expect(await cli(place, 'mail', 'QM-20261124-ABCDEF', '--retry-failed')).toMatchObject({ status: 2, stderr: expect.stringContaining('or --retry-failed alone') });
    expect(await cli(place, 'subscribers', '--format', 'xml')).toMatchObject({ status: 2, stderr: expect.stringContaining('--format must be csv or json') });
    // Node's parseArgs reads them: an unknown flag, one of another command, or one without its value is refused.
    expect(await cli(place, 'list', '--endpont', 'contact-us')).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^Unknown option '--endpont'\nUsage: npm run enquiries/) });
    expect(await cli(place, 'list', '--failed')).toMatchObject({ status: 2, stderr: expect.stringMatching(/^--failed goes with retry\nUsage:/) });
    expect(await cli(place, 'retry', '--format=json')).toMatchObject({ status: 2, stderr: expect.stringMatching(/^--format goes with export\nUsage:/) });
    expect(await cli(place, 'copy', '--to')).toMatchObject({ status: 2, stderr: expect.stringMatching(/^Option '--to <value>' argument missing\nUsage:/) });
    expect(await cli(place, 'subscribers', '--all=yes')).toMatchObject({ status: 2, stderr: expect.stringContaining("Option '--all' does not take an argument") });
    expect(await cli(place, 'export', '--format=json')).toMatchObject({ status: 0, stdout: expect.stringContaining('No enquiries') });
    expect(await cli({ ...place, databaseUrl: 'mysql://db.internal/quillmark' }, 'list')).toMatchObject({ status: 2, stderr: expect.stringContaining('DATABASE_URL must be a postgres:// URL') });
  });

  it('reports no enquiries when the SQLite file does not exist, and does not create it', async () => {
    const place = { dataDir: tempDir() };
    const file = path.join(place.dataDir, 'enquiries.sqlite');
    expect(await cli(place, 'list')).toMatchObject({ status: 0, stdout: `No enquiries in ${file}\n` });
    expect(await cli(place, 'mail')).toMatchObject({ status: 0, stdout: `No mails in ${file}\n` });
    expect(existsSync(file)).toBe(false);
  });

  // The one test that starts the real CLI: tsx and the store's modules, 0.5-4 s a start on a loaded machine. The test
  // is synchronous, so Jest cannot bound it: each start has its own bound (COMMAND_LIMIT_MS, testing/scripts.ts).
  it('runs as `npm run enquiries`: the environment read, the exit code and both streams as the operator sees them', () => {
    // What the npm script runs, as package.json spells it (the react-server condition: see scripts/enquiries.ts).
    const dataDir = tempDir();
    const npmRun = (...args: string[]) => runScript('enquiries', args, { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MAIL_FROM: '' });
    expect(npmRun('export', '--format', 'xml')).toMatchObject({ status: 2, stdout: '', stderr: expect.stringContaining('--format must be csv or json\nUsage: npm run enquiries') });
    const file = path.join(dataDir, 'enquiries.sqlite');
    expect(npmRun('list')).toMatchObject({ status: 0, stdout: `No enquiries in ${file}\n`, stderr: expect.stringContaining(`Enquiry store: SQLite at ${file}\n`) });
    expect(existsSync(file)).toBe(false);
  });
});

const STAFF_NOT_COPIED = 'Staff accounts are not copied: invite the team again there (npm run staff -- invite EMAIL --role admin).\n';

describe('npm run enquiries -- copy --to', () => {
  it('copies the SQLite store into PostgreSQL with outbox state, keys, answers and erasures, leases cleared, once', async () => {
    const dataDir = tempDir();
    const url = await postgresUrl();
    const source = await openStore(path.join(dataDir, 'enquiries.sqlite'), { checkpoints: false });
    const now = Date.now();
    await source.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: 'gone@example.org' }, status: 'stored', idempotencyKey: 'key-migrate-0' });
    await eraseAddress(source, 'gone@example.org', now);
    await source.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'delivered', idempotencyKey: 'key-migrate-1', answer: (ref) => ({ status: 201, body: { ref } }) });
    await source.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'ana@example.org' }, status: 'queued', idempotencyKey: 'key-migrate-2', lease: newLease(now, 60_000) });
    await source.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'bob@example.org' }, status: 'queued', idempotencyKey: 'key-migrate-3' });
    await execute(source, `UPDATE enquiries SET status = 'failed', attempts = 582, last_error = 'HTTP 503', next_attempt_at = NULL WHERE idempotency_key = 'key-migrate-3'`);
    await execute(source, `INSERT INTO erasures (at, reason, count) VALUES (?, 'retention', 4)`, now - 86_400_000);
    const noted = (await allEnquiries(source))[0]!.ref;
    await source.inbox.addNote(noted, { authorId: null, authorName: 'Ana Ruiz', body: 'Quoted on the phone.' }, now);
    await source.audit.append({ actorId: null, actorEmail: 'ana@quillmark.test', action: 'note', subject: noted }, now);
    // What became of it, where it came from (its visit is not copied: the id would be another visit's there), and a
    // week whose digest went out.
    await source.inbox.setOutcome(noted, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' }, null, now);
    await source.db.insertInto('leadSources').values({ ref: noted, kind: 'enquiry', landedAt: now, entryPath: '/services', referrerHost: 'www.linkedin.com', utmSource: 'linkedin', utmMedium: 'paid-social', utmCampaign: 'visa-2027', utmTerm: null, utmContent: null, pagesBefore: 2, createdAt: now, matchedBy: 'view', visitId: 41, channel: 'paid', device: 'mobile', browser: 'Safari', os: 'iOS' }).execute();
    await source.db.insertInto('insightDigests').values({ week: '2026-11-16', queuedAt: now, recipients: 2 }).execute();
    // An article written on this host, with an uploaded picture, and a shipped one edited here.
    const by = { id: 'staff-ana', name: 'Ana Ruiz' };
    await source.pictures.save({ id: 'c'.repeat(32), kind: 'inline', width: 640, height: 400, createdAt: now, createdBy: 'Ana Ruiz' }, [{ width: 640, format: 'webp', bytes: Buffer.from([1, 2, 3]) }]);
    const [shipped] = await source.articles.live(now);
    const fields = (await source.articles.revisionById(shipped!.id))!;
    const written = await source.articles.create({ ...fields, slug: 'written-here', body: `![A picture](/uploads/${'c'.repeat(32)}.webp)` }, { html: '<p>Its HTML.</p>\n', readingMinutes: 1, renderer: 1 }, by, now);
    await source.articles.publish(written.article.id, written.revision.id, now, by, now);
    await source.articles.save(shipped!.articleId, shipped!.id, { ...fields, summary: 'Edited here.' }, null, by, null, now);
    const place = `PostgreSQL at 127.0.0.1:${new URL(url).port}${new URL(url).pathname}`;

    const first = await cli({ dataDir }, 'copy', '--to', url);
    expect(first).toMatchObject({ status: 0, stdout: `Copied 3 enquiries, 1 notes, 2 erasure records, 1 audit events, 2 articles and 1 pictures to ${place}; 0 enquiries already there\n${STAFF_NOT_COPIED}` });
    expect(first.stderr + first.stdout).not.toContain('never-shown-pw');

    const target = await openStore({ url });
    const copied = await allEnquiries(target);
    expect(copied).toEqual(await allEnquiries(source));
    expect(copied.map((row) => [row.idempotencyKey, row.status, row.attempts])).toEqual([
      ['key-migrate-1', 'delivered', 0],
      ['key-migrate-2', 'queued', 0],
      ['key-migrate-3', 'failed', 582],
    ]);
    expect(copied[0]!.answer).toEqual({ status: 201, body: { ref: copied[0]!.ref } });
    expect(await execute(source, 'SELECT COUNT(*) AS leased FROM enquiries WHERE lease_token IS NOT NULL')).toEqual([{ leased: 1 }]);
    expect(await execute(target, 'SELECT COUNT(*)::int AS leased FROM enquiries WHERE lease_token IS NOT NULL OR lease_until IS NOT NULL')).toEqual([{ leased: 0 }]);
    expect(await target.inbox.outcomeOf(noted)).toMatchObject({ outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' });
    expect(await target.leadSources.sourceOf(noted)).toMatchObject({ channel: 'paid', utmCampaign: 'visa-2027', browser: 'Safari', visitId: null });
    expect(await target.db.selectFrom('insightDigests').select('week').execute()).toEqual([{ week: '2026-11-16' }]);
    expect(await execute(target, 'SELECT reason, count FROM erasures ORDER BY at')).toEqual([
      { reason: 'retention', count: 4 },
      { reason: 'request', count: 1 },
    ]);

    expect(await cli({ dataDir }, 'copy', '--to', url)).toMatchObject({ status: 0, stdout: `Copied 0 enquiries, 0 notes, 0 erasure records, 0 audit events, 0 articles and 0 pictures to ${place}; 3 enquiries already there\n${STAFF_NOT_COPIED}` });
    const copiedArticle = (await target.articles.liveBySlug('written-here'))!;
    expect(copiedArticle).toMatchObject({ html: '<p>Its HTML.</p>\n', readingMinutes: 1, renderer: 1 });
    expect(await target.articles.revisionById(copiedArticle.id)).toMatchObject({ body: `![A picture](/uploads/${'c'.repeat(32)}.webp)` });
    expect(await target.pictures.file('c'.repeat(32), 640, 'webp')).toEqual(Buffer.from([1, 2, 3]));
    const there = (await target.articles.list()).find((row) => row.slug === shipped!.slug)!;
    const edited = (await target.articles.revisions(there.id)).map((row) => [row.number, row.summary]);
    expect(edited).toEqual([
      [2, 'Edited here.'],
      [1, fields.summary],
    ]);
    expect(await execute(target, 'SELECT author_name, body FROM enquiry_notes')).toEqual([{ author_name: 'Ana Ruiz', body: 'Quoted on the phone.' }]);
    expect(await execute(target, 'SELECT action, subject FROM audit_events')).toEqual([{ action: 'note', subject: noted }]);
    expect(await allEnquiries(target)).toHaveLength(3);
    expect(await execute(target, 'SELECT COUNT(*)::int AS count FROM erasures')).toEqual([{ count: 2 }]);
  });

  it('refuses a URL that is not PostgreSQL (exit 2) and a DATA_DIR without a store (exit 1)', async () => {
    const dataDir = tempDir();
    expect(await cli({ dataDir }, 'copy', '--to', path.join(dataDir, 'copy.sqlite'))).toMatchObject({ status: 2, stderr: expect.stringContaining('--to must be a postgres:// URL') });
    expect(await cli({ dataDir }, 'copy', '--to', 'postgres://quillmark@127.0.0.1:1/none')).toMatchObject({ status: 1, stderr: expect.stringContaining('does not exist') });
    expect(existsSync(path.join(dataDir, 'enquiries.sqlite'))).toBe(false);
  });
});
