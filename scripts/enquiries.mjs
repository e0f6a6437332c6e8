// Lists and exports what the enquiry store holds. Honours DATA_DIR (default ./data).
//   npm run enquiries -- list [--endpoint contact-us]
//   npm run enquiries -- export --format csv|json [--endpoint newsletter]
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const USAGE = 'Usage: npm run enquiries -- list [--endpoint NAME] | export --format csv|json [--endpoint NAME]';
const [command, ...rest] = process.argv.slice(2);
const options = {};
for (let index = 0; index < rest.length; index += 2) {
  const flag = rest[index];
  if (!flag?.startsWith('--') || rest[index + 1] === undefined) fail(`Unexpected argument ${flag ?? ''}\n${USAGE}`);
  options[flag.slice(2)] = rest[index + 1];
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

const file = path.resolve(process.env.DATA_DIR || './data', 'enquiries.sqlite');
if (!['list', 'export'].includes(command)) fail(USAGE);
if (command === 'export' && !['csv', 'json'].includes(options.format)) fail(`--format must be csv or json\n${USAGE}`);

const rows = existsSync(file) ? read(file) : [];

function read(dbFile) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const sql = `SELECT ref, endpoint, status, attempts, last_error, payload, created_at FROM enquiries ${options.endpoint ? 'WHERE endpoint = ?' : ''} ORDER BY id`;
  const result = db.prepare(sql).all(...(options.endpoint ? [options.endpoint] : []));
  db.close();
  return result.map((row) => ({ ...row, payload: JSON.parse(row.payload), created_at: new Date(row.created_at).toISOString() }));
}

if (command === 'list') {
  if (rows.length === 0) {
    console.log(`No enquiries in ${file}`);
  } else {
    console.table(rows.map(({ ref, endpoint, status, attempts, last_error, created_at }) => ({ ref, endpoint, status, attempts, created: created_at, 'last error': last_error ?? '' })));
    const counts = {};
    for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
    console.log(`${rows.length} enquiries: ${Object.entries(counts).map(([status, count]) => `${status} ${count}`).join(', ')}`);
  }
} else if (options.format === 'json') {
  console.log(JSON.stringify(rows.map(({ ref, endpoint, status, created_at, payload }) => ({ ref, endpoint, status, created_at, ...payload })), null, 2));
} else {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row.payload)))];
  const header = ['ref', 'endpoint', 'status', 'created_at', ...fields];
  const cell = (value) => {
    const text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(';') : String(value);
    // Quote always; neutralise spreadsheet formulas, but leave +91 and other plain numbers alone.
    const safe = /^[=@\t\r]|^[+-](?![\d\s]*$)/.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  const lines = [header.map(cell).join(',')];
  for (const row of rows) lines.push([row.ref, row.endpoint, row.status, row.created_at, ...fields.map((field) => row.payload[field])].map(cell).join(','));
  console.log(lines.join('\r\n'));
}
