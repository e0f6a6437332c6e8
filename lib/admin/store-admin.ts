import 'server-only';
import type { Transaction } from 'kysely';
import { recordPictureUses } from '@/lib/articles/store/article-pictures';
import { cleanAuditDetail } from '@/lib/db/audit-text';
import { CHUNK } from '@/lib/db/paging';
import type { Database } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import type { EnquiryStatus } from '@/lib/enquiries/store/enquiries';
import { parsePayload } from '@/lib/enquiries/store/inbox';
import { toMail, type MailRow } from '@/lib/mail/store/mails';
import type { Subscription } from '@/lib/newsletter/store/subscriptions';

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
 * Copies every enquiry (with its outbox state and idempotency key) and the erasure records into another store.
 * Rows already there, by reference or key, are left alone, so a second run copies nothing twice. Leases are not
 * copied: a row that was mid-attempt is due again at once in its new home.
 */
export async function copyStore(source: Store, target: Store): Promise<{ enquiries: number; erasures: number; notes: number; auditEvents: number; articles: number; pictures: number }> {
  await source.ready();
  await target.ready();
  let enquiries = 0;
  for (let after = 0; ; ) {
    const rows = await source.db.selectFrom('enquiries').selectAll().where('id', '>', after).orderBy('id').limit(CHUNK).execute();
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    // Kysely leaves out an undefined value: the target numbers the rows itself.
    const values = rows.map((row) => ({ ...row, id: undefined, leaseUntil: null, leaseToken: null }));
    const result = await target.db.insertInto('enquiries').values(values).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    enquiries += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  let erasures = 0;
  const known = new Set((await target.db.selectFrom('erasures').select(['at', 'reason', 'count']).execute()).map((row) => `${row.at}|${row.reason}|${row.count}`));
  for (const { at, reason, count } of await source.db.selectFrom('erasures').select(['at', 'reason', 'count']).orderBy('id').execute()) {
    if (known.has(`${at}|${reason}|${count}`)) continue;
    await target.db.insertInto('erasures').values({ at, reason, count }).execute();
    erasures += 1;
  }
  // Mails, subscriptions and the links' secret keep their own unique names, so links already sent still work.
  const mails = await source.db.selectFrom('mails').selectAll().orderBy('id').execute();
  for (let start = 0; start < mails.length; start += CHUNK) {
    const values = mails.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined, leaseUntil: null, leaseToken: null }));
    await target.db.insertInto('mails').values(values).onConflict((conflict) => conflict.doNothing()).execute();
  }
  const subscriptions = await source.db.selectFrom('subscriptions').selectAll().orderBy('id').execute();
  if (subscriptions.length) await target.db.insertInto('subscriptions').values(subscriptions.map((row) => ({ ...row, id: undefined }))).onConflict((conflict) => conflict.doNothing()).execute();
  // Where each enquiry came from, keyed by its reference like the enquiry itself. The visits are not copied, so a
  // lead's visit id is let go: in the new store that number will be another visit's.
  const leads = (await source.db.selectFrom('leadSources').selectAll().execute()).map((lead) => ({ ...lead, visitId: null }));
  for (let start = 0; start < leads.length; start += CHUNK) await target.db.insertInto('leadSources').values(leads.slice(start, start + CHUNK)).onConflict((conflict) => conflict.column('ref').doNothing()).execute();
  // The weeks whose digest went out, so the new store does not send one again.
  const digests = await source.db.selectFrom('insightDigests').selectAll().execute();
  if (digests.length) await target.db.insertInto('insightDigests').values(digests).onConflict((conflict) => conflict.doNothing()).execute();
  const secrets = await source.db.selectFrom('secrets').selectAll().execute();
  if (secrets.length) await target.db.insertInto('secrets').values(secrets).onConflict((conflict) => conflict.doNothing()).execute();
  // The staff's notes and the audit trail have no unique name of their own: a row already there is known by its
  // content. Staff accounts are not copied (their passkeys are bound to sessions and secrets of this store): the
  // team is invited again on the new database, and assignees left behind show as former staff.
  const noteKey = (row: { ref: string; createdAt: number; authorName: string; body: string }) => JSON.stringify([row.ref, row.createdAt, row.authorName, row.body]);
  const knownNotes = new Set((await target.db.selectFrom('enquiryNotes').selectAll().execute()).map(noteKey));
  const notes = (await source.db.selectFrom('enquiryNotes').selectAll().orderBy('id').execute()).filter((row) => !knownNotes.has(noteKey(row)));
  for (let start = 0; start < notes.length; start += CHUNK) await target.db.insertInto('enquiryNotes').values(notes.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined }))).execute();
  const auditKey = (row: { at: number; action: string; actorId: string | null; subject: string | null }) => JSON.stringify([row.at, row.action, row.actorId, row.subject]);
  const knownEvents = new Set((await target.db.selectFrom('auditEvents').select(['at', 'action', 'actorId', 'subject']).execute()).map(auditKey));
  const events = (await source.db.selectFrom('auditEvents').selectAll().orderBy('id').execute()).filter((row) => !knownEvents.has(auditKey(row)));
  for (let start = 0; start < events.length; start += CHUNK) await target.db.insertInto('auditEvents').values(events.slice(start, start + CHUNK).map((row) => ({ ...row, id: undefined }))).execute();
  return { enquiries, erasures, notes: notes.length, auditEvents: events.length, ...(await copyArticles(source, target)) };
}

/**
 * Copies the articles (every revision, the redirects of each) and the uploaded pictures. An article is known by its
 * slug: a new store already holds the ten shipped ones as their first revision, and the source's article takes its
 * place, history and all. One the target has changed itself (a revision written there) is left alone.
 */
async function copyArticles(source: Store, target: Store): Promise<{ articles: number; pictures: number }> {
  let pictures = 0;
  for (const picture of await source.db.selectFrom('articlePictures').selectAll().execute()) {
    if (await target.db.selectFrom('articlePictures').select('id').where('id', '=', picture.id).executeTakeFirst()) continue;
    const files = await source.db.selectFrom('articlePictureFiles').select(['width', 'format', 'bytes']).where('pictureId', '=', picture.id).execute();
    await target.pictures.save(picture, files);
    pictures += 1;
  }
  let articles = 0;
  for (const article of await source.db.selectFrom('articles').selectAll().orderBy('id').execute()) {
    const revisions = await source.db.selectFrom('articleRevisions').selectAll().where('articleId', '=', article.id).orderBy('number').execute();
    const copied = await target.db.transaction().execute(async (trx) => {
      const there = await trx.selectFrom('articles').select(['id', 'updatedAt']).where('slug', '=', article.slug).executeTakeFirst();
      if (there) {
        const written = await trx.selectFrom('articleRevisions').select((eb) => eb.fn.countAll<number>().as('count')).where('articleId', '=', there.id).executeTakeFirstOrThrow();
        // Already copied (or never changed on either side): the same last change and as many revisions.
        if (there.updatedAt === article.updatedAt && Number(written.count) === revisions.length) return false;
        const own = await trx.selectFrom('articleRevisions').select('id').where('articleId', '=', there.id).where('createdById', 'is not', null).executeTakeFirst();
        if (own) return false;
        await trx.deleteFrom('articles').where('id', '=', there.id).execute();
      }
      const { id } = await trx.insertInto('articles').values({ ...article, id: undefined, publishedRevisionId: null, scheduledRevisionId: null, currentRevisionId: null }).returning('id').executeTakeFirstOrThrow();
      const ids = new Map<number, number>();
      for (const revision of revisions) {
        const made = await trx.insertInto('articleRevisions').values({ ...revision, id: undefined, articleId: id }).returning('id').executeTakeFirstOrThrow();
        await recordPictureUses(trx, made.id, revision.cover, revision.html);
        ids.set(revision.id, made.id);
      }
      const mapped = (old: number | null) => (old === null ? null : (ids.get(old) ?? null));
      await trx.updateTable('articles').set({ publishedRevisionId: mapped(article.publishedRevisionId), scheduledRevisionId: mapped(article.scheduledRevisionId), currentRevisionId: mapped(article.currentRevisionId) }).where('id', '=', id).execute();
      for (const redirect of await source.db.selectFrom('articleRedirects').selectAll().where('articleId', '=', article.id).execute())
        await trx.insertInto('articleRedirects').values({ ...redirect, articleId: id }).onConflict((conflict) => conflict.column('fromSlug').doNothing()).execute();
      return true;
    });
    if (copied) articles += 1;
  }
  return { articles, pictures };
}
