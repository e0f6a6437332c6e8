import 'server-only';
import nodemailer from 'nodemailer';
import type { MailRow } from '@/lib/enquiries/mailbox';

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
        const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
        const text = `smtp: ${message ?? String(error)}`.slice(0, 300);
        // A 5xx refusal of this message or its recipient will not change on a retry. Anything else (the server
        // down, our login refused) is the connection's or the configuration's fault, and is tried again.
        const refused = (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500;
        return refused ? { outcome: 'rejected', error: text } : { outcome: 'retry', error: text };
      }
    },
  };
}
