import 'server-only';
import type { Transaction } from 'kysely';
import { cleanAuditDetail } from '@/lib/db/audit-text';
import { STORE_COPIES } from '@/lib/db/domains';
import type { EnquiryStatus } from '@/lib/db/enquiries/enquiries';
import { parsePayload } from '@/lib/db/enquiries/inbox';
import { toMail, type MailRow } from '@/lib/db/mail/mails';
import type { Subscription } from '@/lib/db/newsletter/subscriptions';
import { CHUNK } from '@/lib/db/paging';
import type { Database } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';

// What the operator's CLI (scripts/enquiries.ts) and the staff area do to a store, and nothing the site runs on its own.

/** A listed row as the CLI shows it: a payload that cannot be read comes back empty rather than stopping the list. */
export interface ListedRow {
  ref: string;
  endpoint: string;
  status: EnquiryStatus;
  attempts: number;
  lastError: string | null;
  payload: Record<string, unknown>;
  createdAt: number;
}

/** Every enquiry, oldest first, optionally of one endpoint; a damaged payload is listed empty. */
export async function listEnquiries(store: Store, endpoint?: string): Promise<ListedRow[]> {
  await store.ready();
  let query = store.db.selectFrom('enquiries').select(['ref', 'endpoint', 'status', 'attempts', 'lastError', 'payload', 'createdAt']).orderBy('id');
  if (endpoint) query = query.where('endpoint', '=', endpoint);
  return (await query.execute()).map((raw) => ({
    ref: raw.ref,
    endpoint: raw.endpoint,
    status: raw.status,
    attempts: raw.attempts,
    lastError: raw.lastError,
    payload: parsePayload(raw.payload),
    createdAt: raw.createdAt,
  }));
}

/** Queues one enquiry (failed, queued or refused), or every failed one, for delivery again with its attempts reset. */
export async function requeueEnquiries(store: Store, which: { ref: string } | 'failed', now = Date.now()): Promise<number> {
  await store.ready();
  let query = store.db.updateTable('enquiries').set({ status: 'queued', attempts: 0, nextAttemptAt: now, leaseUntil: null, leaseToken: null, updatedAt: now });
  query = which === 'failed' ? query.where('status', '=', 'failed') : query.where('ref', '=', which.ref).where('status', 'in', ['failed', 'queued', 'refused']);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Every mail, oldest first, or those of one enquiry. */
export async function listMails(store: Store, ref?: string): Promise<MailRow[]> {
  await store.ready();
  let query = store.db.selectFrom('mails').selectAll().orderBy('id');
  if (ref) query = query.where('ref', '=', ref);
  return (await query.execute()).map((raw) => toMail(raw));
}

/** Queues failed mails (or one enquiry's) for sending again, attempts reset. */
export async function requeueMails(store: Store, which: { ref: string } | 'failed', now = Date.now()): Promise<number> {
  await store.ready();
  let query = store.db.updateTable('mails').set({ status: 'queued', attempts: 0, nextAttemptAt: now, leaseUntil: null, leaseToken: null, updatedAt: now });
  query = which === 'failed' ? query.where('status', '=', 'failed') : query.where('ref', '=', which.ref).where('status', 'in', ['failed', 'queued']);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** Confirmed subscribers, or everyone with `all`. */
export async function listSubscribers(store: Store, all = false): Promise<Subscription[]> {
  await store.ready();
  let query = store.db.selectFrom('subscriptions').selectAll().orderBy('id');
  if (!all) query = query.where('status', '=', 'confirmed');
  return query.execute();
}

/**
 * Deletes these enquiries, their mails, which hold every field too (the team's notice), and the visit each came in;
 * their notes go with them through the foreign key, on SQLite as on PostgreSQL.
 */
async function eraseChunk(trx: Transaction<Database>, refs: string[]): Promise<number> {
  await trx.deleteFrom('mails').where('ref', 'in', refs).execute();
  await trx.deleteFrom('leadSources').where('ref', 'in', refs).execute();
  return Number((await trx.deleteFrom('enquiries').where('ref', 'in', refs).executeTakeFirst()).numDeletedRows);
}

/** Erases the chosen enquiries with their mails and notes, and records how many and when, never whose, in one transaction. */
export async function eraseEnquiries(store: Store, refs: string[], now = Date.now()): Promise<number> {
  await store.ready();
  const unique = [...new Set(refs)];
  return store.db.transaction().execute(async (trx) => {
    let count = 0;
    for (let start = 0; start < unique.length; start += CHUNK) count += await eraseChunk(trx, unique.slice(start, start + CHUNK));
    await trx.insertInto('erasures').values({ at: now, reason: 'request', count }).execute();
    return count;
  });
}

/**
 * The operator's erasure by reference (`npm run enquiries -- erase REF…`, as a restore's report asks): the enquiries
 * with their mails and notes, the erasure's count and time, and the audit line naming the references, in one
 * transaction. Returns how many were there to erase.
 */
export async function eraseReferences(store: Store, refs: string[], actor: { actorEmail: string }, now = Date.now()): Promise<number> {
  await store.ready();
  const unique = [...new Set(refs)];
  return store.db.transaction().execute(async (trx) => {
    let count = 0;
    for (let start = 0; start < unique.length; start += CHUNK) count += await eraseChunk(trx, unique.slice(start, start + CHUNK));
    await trx.insertInto('erasures').values({ at: now, reason: 'request', count }).execute();
    const detail = cleanAuditDetail({ scope: 'enquiries', refs: unique, erased: count, via: 'command line' });
    await trx.insertInto('auditEvents').values({ at: now, actorId: null, actorEmail: actor.actorEmail, action: 'erase', subject: unique.length === 1 ? unique[0]! : null, detail, ip: null }).execute();
    return count;
  });
}

/**
 * Deletes every enquiry whose payload names this address in an email field, whatever the endpoint or status (a
 * damaged payload is searched as text), their mails and notes, the mails to it and its subscription, and records
 * when and how many enquiries, never whose, in the same transaction.
 */
export async function eraseAddress(store: Store, address: string, now = Date.now()): Promise<number> {
  await store.ready();
  const wanted = address.trim().toLowerCase();
  const matches = (payload: string) => {
    let fields: unknown;
    try {
      fields = JSON.parse(payload);
    } catch {
      return payload.toLowerCase().includes(wanted);
    }
    return Object.entries(fields ?? {}).some(([key, value]) => /email/i.test(key) && typeof value === 'string' && value.trim().toLowerCase() === wanted);
  };
  return store.db.transaction().execute(async (trx) => {
    const rows = (await trx.selectFrom('enquiries').select(['ref', 'payload']).execute()).filter((row) => matches(row.payload));
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await eraseChunk(trx, chunk.map((row) => row.ref));
    }
    await trx.deleteFrom('mails').where('recipient', '=', wanted).execute();
    await trx.deleteFrom('subscriptions').where('email', '=', wanted).execute();
    await trx.insertInto('erasures').values({ at: now, reason: 'request', count: rows.length }).execute();
    return rows.length;
  });
}

/**
 * Copies what each domain keeps into another store, domain by domain (lib/db/copy.ts): the enquiries, mails,
 * subscriptions, where each lead came from, the links' secret, the audit trail and the articles. Each step leaves
 * alone what is already there, so a second run copies nothing twice.
 */
export async function copyStore(source: Store, target: Store): Promise<{ enquiries: number; erasures: number; notes: number; auditEvents: number; articles: number; pictures: number }> {
  await source.ready();
  await target.ready();
  const counts: Record<string, number> = {};
  for (const step of STORE_COPIES) Object.assign(counts, await step.copy(source, target));
  const count = (name: string) => counts[name] ?? 0;
  return { enquiries: count('enquiries'), erasures: count('erasures'), notes: count('notes'), auditEvents: count('auditEvents'), articles: count('articles'), pictures: count('pictures') };
}
