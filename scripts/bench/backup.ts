// npm run bench -- backup: what `npm run backup` and `npm run restore` cost on a store of a busy year, on
// SQLite and on PostgreSQL (a throwaway cluster, scripts/postgres.sh). The store: 10,000 enquiries, each with the two
// mails composed with it and the visit it came from, and 100,000 insight events over 30,000 visits. Prints a table
// and one JSON line; the copies are made in a scratch folder and removed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BACKUP_DAILY_COPIES, BACKUP_WEEKLY_COPIES } from '@/content/retention';
import { backup } from '@/lib/admin/backup';
import { restoreSqlite } from '@/lib/admin/restore';
import { restorePostgres } from '@/lib/admin/restore-postgres';
import { Store } from '@/lib/db/store';

const ENQUIRIES = 10_000;
const EVENTS = 100_000;
const VISITS = 30_000;
const RUNS = 3;
const BATCH = 500;
const policy = { daily: BACKUP_DAILY_COPIES, weekly: BACKUP_WEEKLY_COPIES };

const message = 'We are a logistics firm of 120 people moving our reporting from spreadsheets to a cloud warehouse, and would like a quote for the data pipeline, the dashboards and a year of support. ';
const mailText = `${message.repeat(4)}\nReference, fields and the consent text follow as the team's notice carries them.\n`;

async function seed(store: Store) {
  await store.ready();
  const start = Date.UTC(2026, 0, 1);
  for (let from = 0; from < ENQUIRIES; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ENQUIRIES - from) }, (_, offset) => from + offset);
    const at = (index: number) => start + index * 3_000_000;
    const ref = (index: number) => `QM-BENCH-${String(index).padStart(6, '0')}`;
    await store.db
      .insertInto('enquiries')
      .values(rows.map((index) => ({ ref: ref(index), endpoint: 'contact-us', payload: JSON.stringify({ first_name: 'Priya', last_name: 'Raman', company_name: 'Harbour Analytics', email_address: `visitor${index}@harbour.test`, mobile_no: '7700900456', mobile_country_code: '+44', message, subscribe: [] }), status: 'stored' as const, idempotencyKey: `bench-${index}`, createdAt: at(index), updatedAt: at(index) })))
      .execute();
    await store.db
      .insertInto('mails')
      .values(rows.flatMap((index) => (['team', 'receipt'] as const).map((kind) => ({ messageId: `<${ref(index)}.${kind}@quillmark.test>`, ref: ref(index), kind, replyTo: null, lastError: null, nextAttemptAt: null, leaseUntil: null, leaseToken: null, recipient: `visitor${index}@harbour.test`, subject: `Enquiry ${ref(index)}`, text: mailText, html: `<p>${mailText}</p>`, status: 'sent' as const, createdAt: at(index), updatedAt: at(index) }))))
      .execute();
    await store.db
      .insertInto('leadSources')
      .values(rows.map((index) => ({ ref: ref(index), kind: 'enquiry' as const, referrerHost: 'www.google.com', utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, landedAt: at(index) - 60_000, entryPath: '/services', pagesBefore: 3, createdAt: at(index) })))
      .execute();
  }
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  for (let from = 0; from < VISITS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, VISITS - from) }, (_, offset) => from + offset);
    const at = (index: number) => start + index * 1_000_000;
    await store.db
      .insertInto('insightVisits')
      .values(rows.map((index) => ({ day: day(at(index)), visitor: `v${index.toString(36).padStart(12, '0')}`, startedAt: at(index), lastAt: at(index) + 90_000, entryPath: '/', exitPath: '/contact-us', device: 'mobile' as const, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null })))
      .execute();
  }
  const visitIds = (await store.db.selectFrom('insightVisits').select('id').orderBy('id').execute()).map((row) => row.id);
  for (let from = 0; from < EVENTS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, EVENTS - from) }, (_, offset) => from + offset);
    await store.db
      .insertInto('insightEvents')
      .values(
        rows.map((index) => {
          const vitals = index % 3 === 2;
          return { at: start + index * 300_000, visitId: visitIds[index % visitIds.length]!, kind: vitals ? ('vitals' as const) : ('pageview' as const), view: `view-${index}`, path: ['/', '/services', '/contact-us', '/blog'][index % 4]!, device: 'mobile' as const, lcp: vitals ? 1800 : null, inp: vitals ? 120 : null, cls: vitals ? 0.02 : null, fcp: vitals ? 900 : null, ttfb: vitals ? 200 : null, lcpElement: vitals ? 'main > section > h1' : null, inpTarget: vitals ? 'button.menu' : null, inpPhases: vitals ? '{"inputDelay":8,"processing":60,"presentation":52}' : null };
        }),
      )
      .execute();
  }
}

// The manifests are signed and checked, as the operator's commands do.
const KEY = randomBytes(32).toString('base64');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(name: string, target: { file: string } | { url: string }, restoreInto: (file: string, run: number) => Promise<unknown>, work: string) {
  const backups: number[] = [];
  const restores: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const made = await backup(target, path.join(work, `copies-${run}`), policy, { signingKey: KEY });
    backups.push(performance.now() - started);
    bytes = made.bytes;
    const restoring = performance.now();
    await restoreInto(made.file, run);
    restores.push(performance.now() - restoring);
  }
  return { database: name, backupMs: Math.round(median(backups)), restoreMs: Math.round(median(restores)), bytes };
}

async function main() {
const work = mkdtempSync(path.join(tmpdir(), 'quillmark-bench-backup-'));
const postgres = (...args: string[]) => execFileSync('bash', ['scripts/postgres.sh', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
let url = '';
try {
  const file = path.join(work, 'data', 'enquiries.sqlite');
  const sqlite = new Store(file, { checkpoints: false });
  await seed(sqlite);
  await sqlite.close();
  const results = [await measure('SQLite', { file }, (copy, run) => restoreSqlite(copy, path.join(work, `restored-${run}`, 'enquiries.sqlite'), { signingKey: KEY }), work)];

  url = postgres('start');
  const store = new Store({ url });
  await seed(store);
  await store.close();
  const client = new (await import('pg')).default.Client({ connectionString: url });
  await client.connect();
  for (let run = 0; run < RUNS; run += 1) await client.query(`create database restored_${run}`);
  await client.end();
  const into = (run: number) => Object.assign(new URL(url), { pathname: `/restored_${run}` }).toString();
  results.push(await measure('PostgreSQL', { url }, (copy, run) => restorePostgres(copy, into(run), { signingKey: KEY }), work));

  console.log(`A store of ${ENQUIRIES.toLocaleString('en-GB')} enquiries (${(2 * ENQUIRIES).toLocaleString('en-GB')} mails) and ${EVENTS.toLocaleString('en-GB')} insight events; median of ${RUNS}`);
  console.log('| database | backup (verified) | copy | restore (checked, migrated) |');
  console.log('|---|--:|--:|--:|');
  for (const result of results) console.log(`| ${result.database} | ${(result.backupMs / 1000).toFixed(2)} s | ${(result.bytes / 2 ** 20).toFixed(1)} MiB | ${(result.restoreMs / 1000).toFixed(2)} s |`);
  console.log(JSON.stringify({ enquiries: ENQUIRIES, events: EVENTS, results }));
} finally {
  if (url) postgres('stop', '--port', new URL(url).port);
  rmSync(work, { recursive: true, force: true });
}
}

void main();
