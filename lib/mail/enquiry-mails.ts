import 'server-only';
import type { Transaction } from 'kysely';
import type { NewMail } from '@/lib/db/mail/mails';
import type { Database, MailKind } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import type { Endpoint } from '@/lib/forms/registry';
import { logEvent } from '@/lib/log';
import { isMailAddress } from '@/lib/mail-addresses';
import { DAY_MS } from '@/lib/time-units';
import { receipt, teamNotice, type MailSettings } from './compose';

export interface MailConfig extends MailSettings {
  SMTP_URL?: string | undefined;
  AUTO_REPLY: boolean;
}

/** Mails a form may send one address in a day (receipts, confirmations): enough for a retyped form, too few to flood anyone. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;

/** What is written in the enquiry's own transaction once its reference is known. */
export type Alongside = (into: Transaction<Database>, ref: string) => Promise<void>;

/** Without SMTP_URL the mails are held, to be read with `npm run enquiries -- mail`, never sent. */
export const mailStatus = (config: MailConfig) => (config.SMTP_URL ? 'queued' : 'held') as 'queued' | 'held';

/** The visitor's address from a payload, when it is one a header can carry safely. */
export function visitorAddress(payload: Record<string, unknown>): string | undefined {
  const given = typeof payload.email_address === 'string' ? payload.email_address.trim().toLowerCase() : '';
  return isMailAddress(given) ? given : undefined;
}

/** True while this address has had fewer than the day's cap of this kind of mail; logs the enquiry that met the cap. */
export async function underDailyCap(store: Store, into: Transaction<Database>, visitor: string, kind: MailKind, ref: string, now: number): Promise<boolean> {
  const sent = await store.mails.countSince(into, visitor, kind, now - DAY_MS);
  if (sent < MAILS_PER_ADDRESS_PER_DAY) return true;
  logEvent('mail.capped', { ref, kind, sentToday: sent });
  return false;
}

/** Queues (or holds) mails in the enquiry's transaction, so a stored enquiry always has its mails. */
export const queueMails = (store: Store, config: MailConfig, into: Transaction<Database>, mails: NewMail[], now: number) => store.mails.queue(into, mails, mailStatus(config), now);

/** A form's mails, written with the accepted enquiry: the team's notice, and the visitor's receipt when AUTO_REPLY is on. */
export function enquiryMails(store: Store, config: MailConfig, endpoint: Endpoint, payload: Record<string, unknown>, now = Date.now()): Alongside {
  const visitor = visitorAddress(payload);
  return async (into, ref) => {
    const mails = [teamNotice(endpoint, ref, payload, now, config)];
    if (config.AUTO_REPLY && visitor && (await underDailyCap(store, into, visitor, 'receipt', ref, now))) mails.push(receipt(endpoint, ref, visitor, config));
    await queueMails(store, config, into, mails, now);
  };
}
