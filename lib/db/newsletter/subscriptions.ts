import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SubscriptionsTable, SubscriptionStatus } from '@/lib/db/schema';

export type Subscription = Selectable<SubscriptionsTable>;

/** What the person was shown and agreed to when they asked: the consent receipt. */
export interface ConsentReceipt {
  email: string;
  ref: string;
  source: string;
  consentText: string;
  policyVersion: string;
}

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Newsletter subscriptions, double opt-in: a request is pending until its link is opened. A request for an address
 * already confirmed changes nothing and sends nothing; after an unsubscribe, a new request starts over as pending.
 */
export class Subscriptions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /**
   * Records a request; says whether a confirmation should go out, and the subscription's key for its links. A row that
   * starts over as pending gets a new key, so a link mailed for an earlier request cannot confirm this one.
   */
  async request(into: Queryable, consent: ConsentReceipt, now: number): Promise<{ key: string; confirm: boolean }> {
    const email = consent.email.trim().toLowerCase();
    const newKey = () => randomBytes(12).toString('base64url');
    const fresh = { status: 'pending' as const, ref: consent.ref, source: consent.source, consentText: consent.consentText, policyVersion: consent.policyVersion, requestedAt: now, confirmedAt: null, unsubscribedAt: null };
    await into.insertInto('subscriptions').values({ key: newKey(), email, ...fresh }).onConflict((conflict) => conflict.column('email').doNothing()).execute();
    const row = await into.selectFrom('subscriptions').select(['id', 'key', 'status', 'ref']).where('email', '=', email).executeTakeFirstOrThrow();
    if (row.status === 'confirmed') return { key: row.key, confirm: false };
    if (row.ref === consent.ref) return { key: row.key, confirm: true };
    const key = newKey();
    await into.updateTable('subscriptions').set({ ...fresh, key }).where('id', '=', row.id).execute();
    return { key, confirm: true };
  }

  /** Confirms a pending subscription; an unsubscribed one stays so (its old link must not bring it back). */
  async confirm(key: string, now = Date.now()): Promise<SubscriptionStatus | undefined> {
    await this.ready();
    await this.db.updateTable('subscriptions').set({ status: 'confirmed', confirmedAt: now }).where('key', '=', key).where('status', '=', 'pending').execute();
    return (await this.db.selectFrom('subscriptions').select('status').where('key', '=', key).executeTakeFirst())?.status;
  }

  /** True when the key names a subscription (now unsubscribed, whatever it was). */
  async unsubscribe(key: string, now = Date.now()): Promise<boolean> {
    await this.ready();
    await this.db.updateTable('subscriptions').set({ status: 'unsubscribed', unsubscribedAt: now }).where('key', '=', key).where('status', '!=', 'unsubscribed').execute();
    return (await this.db.selectFrom('subscriptions').select('id').where('key', '=', key).executeTakeFirst()) !== undefined;
  }

  /** Sign-ups never confirmed are deleted once their week is over. */
  async purgeUnconfirmed(cutoff: number): Promise<number> {
    await this.ready();
    const result = await this.db.deleteFrom('subscriptions').where('status', '=', 'pending').where('requestedAt', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
