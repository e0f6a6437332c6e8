import { company } from '@/content/company';
import { cleanText } from '@/lib/admin/enquiries-export';
import type { ListedRow } from '@/lib/admin/store-admin';
import type { MailRow } from '@/lib/db/mail/mails';
import type { MailStatus } from '@/lib/db/schema';
import { parseMailFrom } from '@/lib/mail-addresses';

// What `npm run enquiries` prints (lib/enquiries/cli.ts): the enquiries as a table, the mails as their recipients read them.

export type CliIo = Pick<Console, 'log' | 'error' | 'table'>;

export const MAIL_STATUSES: readonly MailStatus[] = ['held', 'queued', 'sent', 'failed'];

export function listTable(io: CliIo, rows: ListedRow[], place: string) {
  if (rows.length === 0) return io.log(`No enquiries in ${place}`);
  io.table(
    rows.map(({ ref, endpoint, status, attempts, createdAt, lastError }) => ({ ref, endpoint, status, attempts, created: new Date(createdAt).toISOString(), 'last error': lastError ?? '' })),
  );
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  io.log(`${rows.length} enquiries: ${Object.entries(counts).map(([status, count]) => `${status} ${count}`).join(', ')}`);
}

/**
 * The sender as the server would set it: MAIL_FROM (`value`), its default as in lib/config.ts (not imported: it
 * checks the whole environment).
 */
function mailFrom(value: string | undefined): string {
  const domain = (company.emails.find((email) => email.id === 'sales') ?? company.emails[0]!).address.split('@')[1];
  const text = value || `${company.name} <no-reply@${domain}>`;
  const from = parseMailFrom(text);
  if (typeof from === 'string') return `${cleanText(text)} (MAIL_FROM is not valid, the server will not start: ${from})`;
  return from.name ? `${from.name} <${from.address}>` : from.address;
}

const KINDS: Record<MailRow['kind'], string> = { team: "the team's notice", receipt: "the visitor's receipt", confirm: 'the newsletter confirmation' };
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Each mail as its recipient would read it: the header block, a blank line, the plain text; every value cleaned for the terminal. */
export function showMails(io: CliIo, mails: MailRow[], empty: string, sender: string | undefined) {
  if (mails.length === 0) return io.log(empty);
  const from = mailFrom(sender);
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
  io.log(blocks.join(`\n${'-'.repeat(72)}\n`));
  const counts = MAIL_STATUSES.map((status) => [status, mails.filter((mail) => mail.status === status).length] as const).filter(([, count]) => count > 0);
  io.log(`\n${plural(mails.length, 'mail')}: ${counts.map(([status, count]) => `${status} ${count}`).join(', ')}`);
}

