import 'server-only';
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { cleanText, subscribersCsv, subscribersJson, toCsv, toJson } from '@/lib/admin/enquiries-export';
import { copyStore, eraseAddress, eraseReferences, listEnquiries, listMails, listSubscribers, requeueEnquiries, requeueMails } from '@/lib/admin/store-admin';
import { argsRefusal } from '@/lib/cli-args';
import type { MailStatus } from '@/lib/db/schema';
import { Store, storeFile } from '@/lib/db/store';
import { describePostgres, parsePostgresUrl, POSTGRES_EXAMPLE } from '@/lib/db/url';
import { listTable, MAIL_STATUSES, plural, showMails, type CliIo } from './cli-output';

// `npm run enquiries` (scripts/enquiries.ts): what the enquiry store holds, from the server's shell. A function of its
// arguments, settings and console, so that its tests run the commands in their own process instead of starting Node
// and the modules again for each (as lib/staff/cli.ts does for `npm run staff`). Here rather than beside the store
// operations in lib/admin, which sits below lib/mail: the mail command checks MAIL_FROM with the server's own parser.

export const ENQUIRIES_USAGE = `Usage: npm run enquiries -- <command>
  list [--endpoint NAME]                       a table of the stored enquiries
  export --format csv|json [--endpoint NAME]   every enquiry on stdout
  retry REF | retry --failed                   queue one enquiry, or every failed one, for delivery again
  mail [REF] [--status STATUS]                 each mail as it would arrive, or one enquiry's; STATUS held|queued|sent|failed
                                               (held: composed without SMTP_URL, kept, never sent)
  mail --retry-failed                          queue every failed mail for sending again
  subscribers [--all] [--format csv|json]      confirmed newsletter subscribers, csv by default; --all adds pending and unsubscribed
  erase --email ADDRESS                        delete every enquiry from this address, delivered or not
  erase REF [REF…]                             delete these enquiries (a restore's report lists those to erase again)
  copy --to POSTGRES_URL                       copy the SQLite store in DATA_DIR into PostgreSQL (again: copies only what is missing)
The store is PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.`;

/** Where the commands look: DATA_DIR's folder, DATABASE_URL when set, and MAIL_FROM as the environment has them. */
export interface EnquiriesSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
  mailFrom?: string | undefined;
}

type Io = CliIo;

/** Ends the command: its message goes to stderr, its code is the exit code (2 refused as asked, 1 failed). */
class Stop extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

function fail(message: string, code = 2): never {
  throw new Stop(message, code);
}

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
/** Each command and the flags it takes, as ENQUIRIES_USAGE lists them: any other flag is refused. */
const OPTIONS: Record<string, NonNullable<ParseArgsConfig['options']>> = {
  list: { endpoint: text },
  export: { format: text, endpoint: text },
  retry: { failed: flag },
  mail: { status: text, 'retry-failed': flag },
  subscribers: { all: flag, format: text },
  erase: { email: text },
  copy: { to: text },
};

interface Parsed {
  command: string;
  options: { [name: string]: string | boolean | undefined };
  positional: string[];
  /** An option's value, when it was given one. */
  option: (name: string) => string | undefined;
}

/** A flag another command takes, named with that command: `--failed goes with retry`. */
function elsewhere(command: string, rest: string[]): string | undefined {
  for (const argument of rest) {
    const name = /^--([^=]+)/.exec(argument)?.[1];
    const owner = Object.keys(OPTIONS).find((other) => other !== command && name !== undefined && Object.hasOwn(OPTIONS[other]!, name));
    if (name !== undefined && !Object.hasOwn(OPTIONS[command]!, name) && owner) return `--${name} goes with ${owner}`;
  }
  return undefined;
}

/** The command and its arguments, read by Node's parseArgs and checked; anything else refused with the usage (exit 2). */
function parse(args: string[]): Parsed {
  const [command = '', ...rest] = args;
  if (!Object.hasOwn(OPTIONS, command)) fail(ENQUIRIES_USAGE);
  let read;
  try {
    read = parseArgs({ args: rest, options: OPTIONS[command], allowPositionals: true, strict: true });
  } catch (error) {
    fail(`${elsewhere(command, rest) ?? argsRefusal(error)}\n${ENQUIRIES_USAGE}`);
  }
  const options: Parsed['options'] = read.values;
  const positional = read.positionals;
  const option = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);

  if (command === 'export' && !['csv', 'json'].includes(option('format') ?? '')) fail(`--format must be csv or json\n${ENQUIRIES_USAGE}`);
  if (command === 'subscribers' && !['csv', 'json'].includes(option('format') ?? 'csv')) fail(`--format must be csv or json\n${ENQUIRIES_USAGE}`);
  if (command === 'mail' && option('status') !== undefined && !MAIL_STATUSES.includes(option('status') as MailStatus))
    fail(`--status must be one of ${MAIL_STATUSES.join(', ')}\n${ENQUIRIES_USAGE}`);
  if (command === 'mail' && (positional.length > 1 || (options['retry-failed'] && (positional.length > 0 || option('status') !== undefined))))
    fail(`mail takes at most one REF and --status, or --retry-failed alone\n${ENQUIRIES_USAGE}`);
  if (command === 'retry' && (positional.length === 1) === Boolean(options.failed)) fail(`retry takes one REF or --failed\n${ENQUIRIES_USAGE}`);
  if (command === 'erase' && (option('email') === undefined) === (positional.length === 0)) fail(`erase needs --email ADDRESS or one or more REFs\n${ENQUIRIES_USAGE}`);
  if (command === 'erase' && option('email') !== undefined && !/^[^\s@]+@[^\s@]+$/.test(option('email')!)) fail(`erase needs --email ADDRESS\n${ENQUIRIES_USAGE}`);
  if (command === 'erase' && positional.some((ref) => !/^[A-Za-z0-9-]{1,64}$/.test(ref))) fail(`erase takes references such as QM-20261122-7K3F9D\n${ENQUIRIES_USAGE}`);
  if (command === 'copy' && !option('to')) fail(`copy needs --to POSTGRES_URL\n${ENQUIRIES_USAGE}`);
  return { command: command!, options, positional, option };
}

/** The store's URL checked and named for the messages; the CLI exits 2 on anything but PostgreSQL. */
function describePostgresUrl(text: string, name: string): string {
  const url = parsePostgresUrl(text);
  if (!url) fail(`${name} must be a postgres:// URL, e.g. ${POSTGRES_EXAMPLE}`);
  return describePostgres(url);
}

/** The CLI's visits are short: no checkpoint worker (the server runs its own). */
const openSqlite = (file: string) => new Store(file, { checkpoints: false });

/** One command on an open store; the exit code: 1 when `retry REF` finds nothing to queue, else 0. */
async function run(io: Io, { command, options, positional, option }: Parsed, store: Store, place: string, sender: string | undefined): Promise<number> {
  if (command === 'mail' && options['retry-failed']) {
    const queued = await requeueMails(store, 'failed');
    io.log(`${plural(queued, 'mail')} queued for sending again`);
  } else if (command === 'mail') {
    const [ref] = positional;
    const status = option('status');
    const mails = (await listMails(store, ref)).filter((mail) => status === undefined || mail.status === status);
    showMails(io, mails, `No ${status ? `${status} ` : ''}mails${ref ? ` for ${cleanText(ref)}` : ''} in ${place}`, sender);
  } else if (command === 'subscribers') {
    const rows = await listSubscribers(store, Boolean(options.all));
    io.log(option('format') === 'json' ? subscribersJson(rows) : subscribersCsv(rows));
  } else if (command === 'list' || command === 'export') {
    const rows = await listEnquiries(store, option('endpoint'));
    if (command === 'list') listTable(io, rows, place);
    else io.log(option('format') === 'json' ? toJson(rows) : toCsv(rows));
  } else if (command === 'retry') {
    const ref = positional[0];
    const queued = await requeueEnquiries(store, ref === undefined ? 'failed' : { ref });
    io.log(`${queued} enquiries queued for delivery again`);
    if (queued === 0 && ref !== undefined) return 1;
  } else {
    const email = option('email');
    const erased = email ? await eraseAddress(store, email) : await eraseReferences(store, positional, { actorEmail: 'command line' });
    io.log(`${erased} enquiries erased`);
    if (!email && erased < new Set(positional).size) io.log(`${new Set(positional).size - erased} of the references named no enquiry here (already erased, or never here)`);
    // SQLite: copies the deletion into the database file and empties the log, which still held the rows.
    const [checkpoint] = (store.sqlite?.pragma('wal_checkpoint(TRUNCATE)') ?? []) as { busy: number }[];
    if (checkpoint?.busy) io.log('The server is writing: the log is emptied at its next checkpoint.');
  }
  return 0;
}

async function copyTo(io: Io, file: string, to: string) {
  const place = describePostgresUrl(to, '--to');
  if (!existsSync(file)) fail(`No SQLite store to copy: ${file} does not exist (DATA_DIR)`, 1);
  io.error(`Copying SQLite at ${file} to ${place}`);
  const source = openSqlite(file);
  const target = new Store({ url: to });
  try {
    const copied = await copyStore(source, target);
    const present = (await listEnquiries(source)).length - copied.enquiries;
    io.log(`Copied ${copied.enquiries} enquiries, ${copied.notes} notes, ${copied.erasures} erasure records, ${copied.auditEvents} audit events, ${copied.articles} articles and ${copied.pictures} pictures to ${place}; ${present} enquiries already there`);
    io.log('Staff accounts are not copied: invite the team again there (npm run staff -- invite EMAIL --role admin).');
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

/** Runs one command on the store `settings` name; the exit code: 0 done, 1 failed, 2 refused as asked. */
export async function enquiriesCommand(args: string[], settings: EnquiriesSettings, io: Io = console): Promise<number> {
  try {
    const parsed = parse(args);
    const file = storeFile(settings.dataDir);
    const databaseUrl = settings.databaseUrl || undefined;
    if (parsed.command === 'copy') {
      await copyTo(io, file, parsed.option('to')!);
      return 0;
    }
    const place = databaseUrl ? describePostgresUrl(databaseUrl, 'DATABASE_URL') : file;
    io.error(`Enquiry store: ${databaseUrl ? place : `SQLite at ${file}`}`);
    // Opening the store would create the file: a folder without one has nothing to show or change.
    if (!databaseUrl && !existsSync(file)) {
      io.log(`No ${{ mail: 'mails', subscribers: 'subscribers' }[parsed.command] ?? 'enquiries'} in ${file}`);
      return 0;
    }
    const store = databaseUrl ? new Store({ url: databaseUrl }) : openSqlite(file);
    try {
      return await run(io, parsed, store, place, settings.mailFrom);
    } finally {
      await store.close();
    }
  } catch (error) {
    if (error instanceof Stop) {
      io.error(error.message);
      return error.code;
    }
    io.error(error instanceof Error ? error.message : error);
    return 1;
  }
}
