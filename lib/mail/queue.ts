import 'server-only';
import type { Transaction } from 'kysely';
import { newsletterConsent, type NewsletterSource } from '@/content/mail';
import type { Database } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import type { EndpointName } from '@/lib/enquiries/endpoints';
import { logEvent } from '@/lib/log';
import { CONFIRM_DAYS, tokenFor } from '@/lib/newsletter/tokens';
import { isMailAddress } from './addresses';
import { confirmation, receipt, teamNotice, type MailSettings } from './compose';

export interface MailConfig extends MailSettings {
  SMTP_URL?: string | undefined;
  AUTO_REPLY: boolean;
}

/** Mails a form may send one address in a day (receipts, confirmations): enough for a retyped form, too few to flood anyone. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;
/** The name of the store's secret that signs the newsletter's links. */
export const LINK_SECRET = 'newsletter-links';

/**
 * What is written with an accepted enquiry, in its transaction: the team's notice and the visitor's receipt for a
 * form; for the newsletter, the pending subscription with its consent and the mail that confirms it. Without
 * SMTP_URL the mails are held, to be read with `npm run enquiries -- mail`, never sent.
 */
export async function mailsAlongside(
  store: Store,
  config: MailConfig,
  form: EndpointName,
  payload: Record<string, unknown>,
  source: NewsletterSource,
  now = Date.now(),
): Promise<(into: Transaction<Database>, ref: string) => Promise<void>> {
  const status = config.SMTP_URL ? 'queued' : 'held';
  const given = typeof payload.email_address === 'string' ? payload.email_address.trim().toLowerCase() : '';
  const visitor = isMailAddress(given) ? given : undefined;
  const underCap = async (into: Transaction<Database>, kind: 'receipt' | 'confirm', ref: string) => {
    if (!visitor) return false;
    const sent = await store.mails.countSince(into, visitor, kind, now - DAY_MS);
    if (sent < MAILS_PER_ADDRESS_PER_DAY) return true;
    logEvent('mail.capped', { ref, kind, sentToday: sent });
    return false;
  };

  if (form === 'newsletter') {
    // Read before the transaction: on SQLite a transaction holds the one connection.
    const secret = await store.secrets.get(LINK_SECRET);
    return async (into, ref) => {
      if (!visitor) return;
      const consent = { email: visitor, ref, source, consentText: newsletterConsent.words[source], policyVersion: newsletterConsent.policyVersion };
      const { key, confirm } = await store.subscriptions.request(into, consent, now);
      if (!confirm || !(await underCap(into, 'confirm', ref))) return;
      const token = (purpose: 'confirm' | 'unsubscribe') => tokenFor(secret, purpose, key, now);
      // The mail's links open a page with a button; a mail program's one-click button posts to the API itself.
      const links = {
        confirm: `${config.SITE_URL}/newsletter/confirm?token=${token('confirm')}`,
        unsubscribe: `${config.SITE_URL}/newsletter/unsubscribe?token=${token('unsubscribe')}`,
        oneClick: `${config.SITE_URL}/api/newsletter/unsubscribe?token=${token('unsubscribe')}`,
      };
      await store.mails.queue(into, [confirmation(ref, visitor, links, CONFIRM_DAYS, config)], status, now);
    };
  }
  return async (into, ref) => {
    const mails = [teamNotice(form, ref, payload, now, config)];
    if (config.AUTO_REPLY && (await underCap(into, 'receipt', ref))) mails.push(receipt(form, ref, visitor!, config));
    await store.mails.queue(into, mails, status, now);
  };
}
