// Lists, exports, retries and erases what the enquiry store holds, shows the mails composed with each enquiry (those
// held without SMTP_URL too), exports the newsletter's subscribers, and moves the embedded store to PostgreSQL.
// Talks to PostgreSQL when DATABASE_URL is set, else to DATA_DIR/enquiries.sqlite (DATA_DIR default ./data).
//   npm run enquiries -- list [--endpoint contact-us]
//   npm run enquiries -- export --format csv|json [--endpoint newsletter]
//   npm run enquiries -- retry QM-20261122-7K3F9D | retry --failed
//   npm run enquiries -- mail [QM-20261122-7K3F9D] [--status held] | mail --retry-failed
//   npm run enquiries -- subscribers [--all] [--format json]
//   npm run enquiries -- erase --email ana@example.org
//   npm run enquiries -- copy --to postgres://quillmark:secret@db.internal:5432/quillmark
// The npm script runs tsx with Node's react-server condition: the store and the mail modules import 'server-only',
// which resolves to its empty module under that condition and throws under any other, as in a browser bundle. This
// CLI is server code, so it says so; a bare `tsx scripts/enquiries.ts` stops at server-only's error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { company } from '@/content/company';
import { copyStore, eraseAddress, listEnquiries, listMails, listSubscribers, requeueEnquiries, requeueMails, type ListedRow } from '@/lib/admin/store-admin';
import type { MailRow } from '@/lib/db/mails';
import type { MailStatus } from '@/lib/db/schema';
import { Store } from '@/lib/db/store';
import { describePostgres, parsePostgresUrl, POSTGRES_EXAMPLE } from '@/lib/db/url';
import { parseMailFrom } from '@/lib/mail/addresses';
import { cleanText, subscribersCsv, subscribersJson, toCsv, toJson } from './enquiries-export';

const USAGE = `Usage: npm run enquiries -- <command>
  list [--endpoint NAME]                       a table of the stored enquiries
  export --format csv|json [--endpoint NAME]   every enquiry on stdout
  retry REF | retry --failed                   queue one enquiry, or every failed one, for delivery again
  mail [REF] [--status STATUS]                 each mail as it would arrive, or one enquiry's; STATUS held|queued|sent|failed
                                               (held: composed without SMTP_URL, kept, never sent)
  mail --retry-failed                          queue every failed mail for sending again
  subscribers [--all] [--format csv|json]      confirmed newsletter subscribers, csv by default; --all adds pending and unsubscribed
  erase --email ADDRESS                        delete every enquiry from this address, delivered or not
  copy --to POSTGRES_URL                       copy the SQLite store in DATA_DIR into PostgreSQL (again: copies only what is missing)
The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The flags that take no value, and the one command each belongs to. */
const FLAGS: Record<string, string> = { '--failed': 'retry', '--retry-failed': 'mail', '--all': 'subscribers' };
const MAIL_STATUSES: readonly MailStatus[] = ['held', 'queued', 'sent', 'failed'];

const [command, ...rest] = process.argv.slice(2);
const options: { [name: string]: string | boolean | undefined } = {};
const positional: string[] = [];
for (let index = 0; index < rest.length; index += 1) {
  const argument = rest[index]!;
  if (FLAGS[argument] === command) options[argument.slice(2)] = true;
  else if (FLAGS[argument]) fail(`${argument} goes with ${FLAGS[argument]}\n${USAGE}`);
  else if (argument.startsWith('--') && rest[index + 1] !== undefined) options[argument.slice(2)] = rest[(index += 1)];
  else if (!argument.startsWith('--')) positional.push(argument);
  else fail(`Unexpected argument ${argument}\n${USAGE}`);
}
const option = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);

/** The store's URL checked and named for the messages; the CLI exits 2 on anything but PostgreSQL. */
function describePostgresUrl(text: string, name: string): string {
  const url = parsePostgresUrl(text);
  if (!url) fail(`${name} must be a postgres:// URL, e.g. ${POSTGRES_EXAMPLE}`);
  return describePostgres(url);
}

if (!['list', 'export', 'retry', 'mail', 'subscribers', 'erase', 'copy'].includes(command ?? '')) fail(USAGE);
if (command === 'export' && !['csv', 'json'].includes(option('format') ?? '')) fail(`--format must be csv or json\n${USAGE}`);
if (command === 'subscribers' && !['csv', 'json'].includes(option('format') ?? 'csv')) fail(`--format must be csv or json\n${USAGE}`);
if (command === 'mail' && option('status') !== undefined && !MAIL_STATUSES.includes(option('status') as MailStatus)) fail(`--status must be one of ${MAIL_STATUSES.join(', ')}\n${USAGE}`);
if (command === 'mail' && (positional.length > 1 || (options['retry-failed'] && (positional.length > 0 || option('status') !== undefined))))
  fail(`mail takes at most one REF and --status, or --retry-failed alone\n${USAGE}`);
if (command === 'retry' && (positional.length === 1) === Boolean(options.failed)) fail(`retry takes one REF or --failed\n${USAGE}`);
if (command === 'erase' && !/^[^\s@]+@[^\s@]+$/.test(option('email') ?? '')) fail(`erase needs --email ADDRESS\n${USAGE}`);
if (command === 'copy' && !option('to')) fail(`copy needs --to POSTGRES_URL\n${USAGE}`);

const file = path.resolve(process.env.DATA_DIR || './data', 'enquiries.sqlite');
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

/** The CLI's visits are short: no checkpoint worker (the server runs its own). */
const openSqlite = () => new Store(file, { checkpoints: false });

function listTable(rows: ListedRow[], place: string) {
  if (rows.length === 0) return console.log(`No enquiries in ${place}`);
  console.table(
    rows.map(({ ref, endpoint, status, attempts, createdAt, lastError }) => ({ ref, endpoint, status, attempts, created: new Date(createdAt).toISOString(), 'last error': lastError ?? '' })),
  );
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  console.log(`${rows.length} enquiries: ${Object.entries(counts).map(([status, count]) => `${status} ${count}`).join(', ')}`);
}

/** The sender as the server would set it: MAIL_FROM, its default as in lib/config.ts (not imported: it checks the whole environment). */
function mailFrom(): string {
  const domain = (company.emails.find((email) => email.id === 'sales') ?? company.emails[0]!).address.split('@')[1];
  const value = process.env.MAIL_FROM || `${company.name} <no-reply@${domain}>`;
  const from = parseMailFrom(value);
  if (typeof from === 'string') return `${cleanText(value)} (MAIL_FROM is not valid, the server will not start: ${from})`;
  return from.name ? `${from.name} <${from.address}>` : from.address;
}

const KINDS: Record<MailRow['kind'], string> = { team: "the team's notice", receipt: "the visitor's receipt", confirm: 'the newsletter confirmation' };
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Each mail as its recipient would read it: the header block, a blank line, the plain text; every value cleaned for the terminal. */
function showMails(mails: MailRow[], empty: string) {
  if (mails.length === 0) return console.log(empty);
  const from = mailFrom();
  const blocks = mails.map((mail) => {
    const tried = mail.attempts > 0 ? ` after ${plural(mail.attempts, 'attempt')}` : '';
    const header = [
      `Enquiry: ${mail.ref}, ${KINDS[mail.kind]}`,
      `Status: ${mail.status}${tried}, created ${new Date(mail.createdAt).toISOString()}`,
      ...(mail.lastError ? [`Last error: ${mail.lastError}`] : []),
      `Message-ID: ${mail.messageId}`,
      `From: ${from}`,
      `To: ${mail.recipient}`,
      ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
      `Subject: ${mail.subject}`,
      ...Object.entries(mail.headers).map(([name, value]) => `${name}: ${value}`),
    ];
    // A header is one line, whatever it holds (a last error may have several).
    return [...header.map((line) => cleanText(line).replace(/\s*\n\s*/g, ' ')), '', cleanText(mail.text)].join('\n');
  });
  console.log(blocks.join(`\n${'-'.repeat(72)}\n`));
  const counts = MAIL_STATUSES.map((status) => [status, mails.filter((mail) => mail.status === status).length] as const).filter(([, count]) => count > 0);
  console.log(`\n${plural(mails.length, 'mail')}: ${counts.map(([status, count]) => `${status} ${count}`).join(', ')}`);
}

async function run(store: Store, place: string) {
  if (command === 'mail' && options['retry-failed']) {
    const queued = await requeueMails(store, 'failed');
    console.log(`${plural(queued, 'mail')} queued for sending again`);
  } else if (command === 'mail') {
    const [ref] = positional;
    const status = option('status');
    const mails = (await listMails(store, ref)).filter((mail) => status === undefined || mail.status === status);
    showMails(mails, `No ${status ? `${status} ` : ''}mails${ref ? ` for ${cleanText(ref)}` : ''} in ${place}`);
  } else if (command === 'subscribers') {
    const rows = await listSubscribers(store, Boolean(options.all));
    console.log(option('format') === 'json' ? subscribersJson(rows) : subscribersCsv(rows));
  } else if (command === 'list' || command === 'export') {
    const rows = await listEnquiries(store, option('endpoint'));
    if (command === 'list') listTable(rows, place);
    else console.log(option('format') === 'json' ? toJson(rows) : toCsv(rows));
  } else if (command === 'retry') {
    const ref = positional[0];
    const queued = await requeueEnquiries(store, ref === undefined ? 'failed' : { ref });
    console.log(`${queued} enquiries queued for delivery again`);
    if (queued === 0 && ref !== undefined) process.exitCode = 1;
  } else {
    const erased = await eraseAddress(store, option('email')!);
    console.log(`${erased} enquiries erased`);
    // SQLite: copies the deletion into the database file and empties the log, which still held the rows.
    const [checkpoint] = (store.sqlite?.pragma('wal_checkpoint(TRUNCATE)') ?? []) as { busy: number }[];
    if (checkpoint?.busy) console.log('The server is writing: the log is emptied at its next checkpoint.');
  }
}

async function copyTo(to: string) {
  const place = describePostgresUrl(to, '--to');
  if (!existsSync(file)) {
    console.error(`No SQLite store to copy: ${file} does not exist (DATA_DIR)`);
    process.exit(1);
  }
  console.error(`Copying SQLite at ${file} to ${place}`);
  const source = openSqlite();
  const target = new Store({ url: to });
  try {
    const copied = await copyStore(source, target);
    const present = (await listEnquiries(source)).length - copied.enquiries;
    console.log(`Copied ${copied.enquiries} enquiries, ${copied.notes} notes, ${copied.erasures} erasure records and ${copied.auditEvents} audit events to ${place}; ${present} already there`);
    console.log('Staff accounts are not copied: invite the team again there (npm run staff -- invite EMAIL --role admin).');
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

async function main() {
  if (command === 'copy') return copyTo(option('to')!);
  const place = databaseUrl ? describePostgresUrl(databaseUrl, 'DATABASE_URL') : file;
  console.error(`Enquiry store: ${databaseUrl ? place : `SQLite at ${file}`}`);
  // Opening the store would create the file: a folder without one has nothing to show or change.
  if (!databaseUrl && !existsSync(file)) return console.log(`No ${{ mail: 'mails', subscribers: 'subscribers' }[command!] ?? 'enquiries'} in ${file}`);
  const store = databaseUrl ? new Store({ url: databaseUrl }) : openSqlite();
  try {
    await run(store, place);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
