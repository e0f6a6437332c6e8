// Lists, exports, retries and erases what the enquiry store holds, shows the mails composed with each enquiry (those
// held without SMTP_URL too), exports the newsletter's subscribers, and moves the embedded store to PostgreSQL.
// Talks to PostgreSQL when DATABASE_URL is set, else to DATA_DIR/enquiries.sqlite (DATA_DIR default ./data).
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
import path from 'node:path';
import { enquiriesCommand } from '@/lib/enquiries/cli';

const settings = {
  dataDir: path.resolve(process.env.DATA_DIR || './data'),
  databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  mailFrom: process.env.MAIL_FROM,
};

void enquiriesCommand(process.argv.slice(2), settings).then((code) => {
  process.exitCode = code;
});
