import 'server-only';
import nodemailer from 'nodemailer';
import type { MailRow } from '@/lib/db/mail/mails';

export type Sending = { outcome: 'sent' } | { outcome: 'retry'; error: string } | { outcome: 'rejected'; error: string };

export interface Mailer {
  send(mail: MailRow): Promise<Sending>;
}

/**
 * Sends stored mails through SMTP_URL. Every header is ours: From is MAIL_FROM, To one validated address,
 * Reply-To the visitor's validated address at most; the subject carries the reference, never their words.
 */
export function createMailer(smtpUrl: string, from: { name: string; address: string }, timeoutMs = 15_000): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 2 });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: mail.headers,
          // The stored text is sent as it is: nodemailer may not read files or fetch URLs on its behalf.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return { outcome: 'sent' };
      } catch (error) {
        const { code, responseCode, response } = error as { code?: unknown; responseCode?: unknown; response?: unknown };
        const text = failure(code, responseCode, response);
        // A 5xx refusal of this message or its recipient will not change on a retry. Anything else (the server
        // down, our login refused) is the connection's or the configuration's fault, and is tried again.
        const refused = (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
        return refused ? { outcome: 'rejected', error: text } : { outcome: 'retry', error: text };
      }
    },
  };
}

/**
 * What identifies a failure, and nothing the server wrote: its reply often quotes the recipient's address, and this
 * text goes to the log and the mails table. Nodemailer's code, the reply code, and an RFC 3463 status that starts it.
 */
function failure(code: unknown, responseCode: unknown, response: unknown): string {
  const status = typeof response === 'string' ? /^(?:\d{3}[ -])?(\d\.\d{1,3}\.\d{1,3})(?!\S)/.exec(response)?.[1] : undefined;
  return [
    'smtp',
    typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : undefined,
    typeof responseCode === 'number' && Number.isInteger(responseCode) ? String(responseCode) : undefined,
    status,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
}
