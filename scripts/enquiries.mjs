// Lists, exports, retries and erases what the enquiry store holds. Honours DATA_DIR (default ./data).
//   npm run enquiries -- list [--endpoint contact-us]
//   npm run enquiries -- export --format csv|json [--endpoint newsletter]
//   npm run enquiries -- retry QM-20261122-7K3F9D | retry --failed
//   npm run enquiries -- erase --email ana@example.org
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { toCsv, toJson } from './enquiries-export.mjs';

const USAGE = `Usage: npm run enquiries -- <command>
  list [--endpoint NAME]                       a table of the stored enquiries
  export --format csv|json [--endpoint NAME]   every enquiry on stdout
  retry REF | retry --failed                   queue one enquiry, or every failed one, for delivery again
  erase --email ADDRESS                        delete every enquiry from this address, delivered or not`;

/** The schema version (migrations.ts) that has the failed status and the erasures table. */
const WRITABLE_VERSION = 3;

const [command, ...rest] = process.argv.slice(2);
const options = {};
const positional = [];
for (let index = 0; index < rest.length; index += 1) {
  const argument = rest[index];
  if (argument === '--failed') options.failed = true;
  else if (argument.startsWith('--') && rest[index + 1] !== undefined) options[argument.slice(2)] = rest[(index += 1)];
  else if (!argument.startsWith('--')) positional.push(argument);
  else fail(`Unexpected argument ${argument}\n${USAGE}`);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

const file = path.resolve(process.env.DATA_DIR || './data', 'enquiries.sqlite');
if (!['list', 'export', 'retry', 'erase'].includes(command)) fail(USAGE);
if (command === 'export' && !['csv', 'json'].includes(options.format)) fail(`--format must be csv or json\n${USAGE}`);
if (command === 'retry' && (positional.length === 1) === Boolean(options.failed)) fail(`retry takes one REF or --failed\n${USAGE}`);
if (command === 'erase' && !/^[^\s@]+@[^\s@]+$/.test(options.email ?? '')) fail(`erase needs --email ADDRESS\n${USAGE}`);

/** A payload that cannot be read is shown empty rather than stopping the whole listing. */
function parsePayload(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function read(db) {
  const sql = `SELECT ref, endpoint, status, attempts, last_error, payload, created_at FROM enquiries ${options.endpoint ? 'WHERE endpoint = ?' : ''} ORDER BY id`;
  const result = db.prepare(sql).all(...(options.endpoint ? [options.endpoint] : []));
  return result.map((row) => ({ ...row, payload: parsePayload(row.payload), created_at: new Date(row.created_at).toISOString() }));
}

function openForWrite() {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // Erased rows are overwritten with zeros, not merely unlinked in the file.
  db.pragma('secure_delete = ON');
  if (db.pragma('user_version', { simple: true }) < WRITABLE_VERSION) fail('The store predates retry and erase: start the server once to upgrade it.');
  return db;
}

if (!existsSync(file)) {
  console.log(`No enquiries in ${file}`);
} else if (command === 'list' || command === 'export') {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const rows = read(db);
  db.close();
  if (command === 'export') console.log(options.format === 'json' ? toJson(rows) : toCsv(rows));
  else list(rows);
} else if (command === 'retry') {
  const db = openForWrite();
  const where = options.failed ? `status = 'failed'` : `ref = ? AND status IN ('failed', 'queued', 'refused')`;
  const { changes } = db
    .prepare(`UPDATE enquiries SET status = 'queued', attempts = 0, next_attempt_at = ?, lease_until = NULL, lease_token = NULL, updated_at = ? WHERE ${where}`)
    .run(Date.now(), Date.now(), ...positional);
  db.close();
  console.log(`${changes} enquiries queued for delivery again`);
  if (changes === 0 && !options.failed) process.exitCode = 1;
} else {
  erase(openForWrite(), options.email.trim().toLowerCase());
}

function list(rows) {
  if (rows.length === 0) return console.log(`No enquiries in ${file}`);
  console.table(rows.map(({ ref, endpoint, status, attempts, last_error, created_at }) => ({ ref, endpoint, status, attempts, created: created_at, 'last error': last_error ?? '' })));
  const counts = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  console.log(`${rows.length} enquiries: ${Object.entries(counts).map(([status, count]) => `${status} ${count}`).join(', ')}`);
}

/** Every row whose payload names this address in an email field, whatever the endpoint or status; a damaged payload is searched as text. */
function erase(db, address) {
  const matches = (payload) => {
    let fields;
    try {
      fields = JSON.parse(payload);
    } catch {
      return payload.toLowerCase().includes(address);
    }
    return Object.entries(fields ?? {}).some(([key, value]) => /email/i.test(key) && typeof value === 'string' && value.trim().toLowerCase() === address);
  };
  const ids = db.prepare('SELECT id, payload FROM enquiries').all().filter((row) => matches(row.payload)).map((row) => row.id);
  const now = Date.now();
  db.transaction(() => {
    const remove = db.prepare('DELETE FROM enquiries WHERE id = ?');
    for (const id of ids) remove.run(id);
    // The audit keeps when and how many, never whose.
    db.prepare(`INSERT INTO erasures (at, reason, count) VALUES (?, 'request', ?)`).run(now, ids.length);
  })();
  // Copies the deletion into the database file and empties the log, which still held the rows.
  const [checkpoint] = db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`${ids.length} enquiries erased`);
  if (checkpoint?.busy) console.log('The server is writing: the log is emptied at its next checkpoint.');
}
