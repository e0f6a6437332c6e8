import type { ReceivedMail, SmtpMode } from './mock-smtp.cjs';

const base = `http://127.0.0.1:${Number(process.env.MOCK_SMTP_HTTP_PORT ?? 3197)}`;

/** Steers the mock SMTP server that Playwright started beside the site, and reads what reached it. */
export const smtp = {
  async mode(mode: SmtpMode) {
    await fetch(`${base}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  },
  async received(): Promise<ReceivedMail[]> {
    return (await fetch(`${base}/__received`)).json() as Promise<ReceivedMail[]>;
  },
  /** The mails of one enquiry, by the reference in their Message-ID. */
  async of(ref: string): Promise<ReceivedMail[]> {
    return (await smtp.received()).filter((mail) => mail.messageId?.startsWith(`<${ref}.`));
  },
  /** The mails that went to one address. */
  async to(address: string): Promise<ReceivedMail[]> {
    return (await smtp.received()).filter((mail) => mail.envelope.to.includes(address));
  },
};
