// Lists, exports, retries and erases what the enquiry store holds, shows the mails composed with each enquiry (those
// held without SMTP_URL too), exports the newsletter's subscribers, and moves the embedded store to PostgreSQL.
// Talks to PostgreSQL when DATABASE_URL is set, else to DATA_DIR/enquiries.sqlite (DATA_DIR default ./data), read
// through the server's own configuration.
//   npm run enquiries -- list [--endpoint contact-us]
//   npm run enquiries -- export --format csv|json [--endpoint newsletter]
//   npm run enquiries -- retry QM-20261122-7K3F9D | retry --failed
//   npm run enquiries -- mail [QM-20261122-7K3F9D] [--status held] | mail --retry-failed
//   npm run enquiries -- subscribers [--all] [--format json]
//   npm run enquiries -- erase --email ana@example.org | erase QM-20261122-7K3F9D [QM-…]
//   npm run enquiries -- copy --to postgres://quillmark:secret@db.internal:5432/quillmark
// The npm script runs tsx with Node's react-server condition: the store and the mail modules import 'server-only',
// which resolves to its empty module under that condition and throws under any other, as in a browser bundle. This
// CLI is server code, so it says so; a bare `tsx scripts/enquiries.ts` stops at server-only's error. The commands
// themselves are in lib/enquiries/cli.ts.
import { config } from '@/lib/config';
import { enquiriesCommand } from '@/lib/enquiries/cli';

// The settings as the server reads and checks them (lib/config.ts): a variable that would stop the server stops this too, named.
const { name, address } = config.MAIL_FROM;
const settings = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, mailFrom: name ? `${name} <${address}>` : address };

void enquiriesCommand(process.argv.slice(2), settings).then((code) => {
  process.exitCode = code;
});
