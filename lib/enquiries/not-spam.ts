import 'server-only';
import type { Store } from '@/lib/db/store';
import { isEndpoint } from '@/lib/forms/registry';
import { logEvent } from '@/lib/log';
import { enquiryMails, type MailConfig } from '@/lib/mail/enquiry-mails';
import { signUp } from '@/lib/newsletter/sign-up';
import type { DeliveryConfig } from './deliver';

/**
 * A spam row released by a staff member: delivered and mailed as if it had just arrived. One transaction sets it
 * queued (or stored, with no upstream) and writes the mails a fresh enquiry gets; the outbox then delivers and sends
 * them as usual. Of two staff members releasing it at once, one writes the mails and the other is told 'not-spam'.
 * Its team notice gives the release as the time received: when the team first hears of it.
 */
export async function releaseSpam(store: Store, config: DeliveryConfig & MailConfig, ref: string, now = Date.now()): Promise<'released' | 'not-spam' | 'missing'> {
  const row = await store.enquiries.find(ref);
  if (!row) return 'missing';
  if (row.status !== 'spam') return 'not-spam';
  // Only the pipeline stores enquiries, and only for a known endpoint.
  if (!isEndpoint(row.endpoint)) throw new Error(`${ref} names no form this site has: ${row.endpoint}`);
  // Built before the transaction: a sign-up reads the links' secret, and on SQLite a transaction holds the one connection.
  // A spam row keeps no record of which form it came from, so its consent receipt names the newsletter dialog's words.
  const alongside = row.endpoint === 'newsletter' ? await signUp(store, config, row.payload, 'popup', now) : enquiryMails(store, config, row.endpoint, row.payload, now);
  const upstream = Boolean(config.API_BASE_URL);
  const outcome = await store.db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('enquiries')
      .set({
        status: upstream ? 'queued' : 'stored',
        triage: 'new',
        attempts: 0,
        lastError: null,
        nextAttemptAt: upstream ? now : null,
        leaseUntil: null,
        leaseToken: null,
        updatedAt: now,
      })
      .where('ref', '=', ref)
      .where('status', '=', 'spam')
      .executeTakeFirst();
    // Released by someone else since it was read, or erased.
    if (Number(released.numUpdatedRows) === 0) return (await trx.selectFrom('enquiries').select('ref').where('ref', '=', ref).executeTakeFirst()) ? 'not-spam' : 'missing';
    await alongside(trx, ref);
    return 'released' as const;
  });
  if (outcome === 'released') logEvent('enquiry.released', { ref, endpoint: row.endpoint, status: upstream ? 'queued' : 'stored' });
  return outcome;
}
