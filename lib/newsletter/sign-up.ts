import 'server-only';
import { newsletterConsent, type NewsletterSource } from '@/content/mail';
import type { Store } from '@/lib/db/store';
import { confirmation } from '@/lib/mail/compose';
import { queueMails, underDailyCap, visitorAddress, type Alongside, type MailConfig } from '@/lib/mail/enquiry-mails';
import { CONFIRM_DAYS, LINK_SECRET, tokenFor } from './tokens';

/**
 * A newsletter sign-up, written with its accepted enquiry: the pending subscription with its consent receipt, and
 * the mail that confirms it (double opt-in). An address already confirmed gets nothing new.
 */
export async function signUp(store: Store, config: MailConfig, payload: Record<string, unknown>, source: NewsletterSource, now = Date.now()): Promise<Alongside> {
  const visitor = visitorAddress(payload);
  // Read before the transaction: on SQLite a transaction holds the one connection.
  const secret = await store.secrets.get(LINK_SECRET);
  return async (into, ref) => {
    if (!visitor) return;
    const consent = { email: visitor, ref, source, consentText: newsletterConsent.words[source], policyVersion: newsletterConsent.policyVersion };
    const { key, confirm } = await store.subscriptions.request(into, consent, now);
    if (!confirm || !(await underDailyCap(store, into, visitor, 'confirm', ref, now))) return;
    const token = (purpose: 'confirm' | 'unsubscribe') => tokenFor(secret, purpose, key, now);
    // The mail's links open a page with a button; a mail program's one-click button posts to the API itself.
    const links = {
      confirm: `${config.SITE_URL}/newsletter/confirm?token=${token('confirm')}`,
      unsubscribe: `${config.SITE_URL}/newsletter/unsubscribe?token=${token('unsubscribe')}`,
      oneClick: `${config.SITE_URL}/api/newsletter/unsubscribe?token=${token('unsubscribe')}`,
    };
    await queueMails(store, config, into, [confirmation(ref, visitor, links, CONFIRM_DAYS, config)], now);
  };
}
