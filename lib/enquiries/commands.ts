import 'server-only';
import { z } from 'zod';
import { eraseAddress, eraseEnquiries, requeueEnquiries, requeueMails } from '@/lib/admin/store-admin';
import { addressDigest, type AuditEntry } from '@/lib/db/audit';
import type { OutcomeMark } from '@/lib/db/enquiries/outcomes-schema';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import { TRIAGE_STATES, type TriageState } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { releaseSpam } from './not-spam';

// The inbox's commands: each takes the person acting and its checked input, makes its change, and writes the audit
// line that says so, once the change happened. Triage, outcome, assignee and note commit with their line in one
// transaction (Store.inTransaction); the erasures and retries run the operator's own operations (lib/admin), then
// write theirs. The staff area's actions compose them (lib/staff/action.ts).

/** Who acts, as the audit trail names them: their id and address as they are now, and where they asked from. */
export type Actor = Pick<AuditEntry, 'actorId' | 'actorEmail' | 'ip'>;

/** The most enquiries one bulk change takes. */
export const MAX_BULK = 500;
/** The longest note, in characters (a line break is one). */
export const MAX_NOTE = 4000;

// The inbox forms' fields, as the domain takes them.
export const enquiryRef = z.string().regex(REFERENCE);
export const triageState = z.enum(TRIAGE_STATES);
export const selection = z.array(enquiryRef).min(1).max(MAX_BULK);
// Browsers send a textarea's line breaks as CRLF and count them as one character: so do we.
export const noteBody = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(z.string().trim().min(1).max(MAX_NOTE));
/** As the CLI's erase takes it: any address the store may hold, matched exactly, not only those our forms accept today. */
export const storedAddress = z.string().trim().toLowerCase().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/);

const one = (refs: readonly string[]) => (refs.length === 1 ? refs[0]! : null);

/** Marks enquiries new, read or spam; how many changed. */
export function triage(store: Store, actor: Actor, refs: string[], state: TriageState): Promise<number> {
  return store.inTransaction(async ({ inbox, audit }) => {
    const changed = await inbox.setTriage(refs, state);
    await audit.append({ ...actor, action: 'triage', subject: one(refs), detail: { triage: state, refs, changed } });
    return changed;
  });
}

/** What became of an enquiry; undefined when it is gone. */
export function markOutcome(store: Store, actor: Actor, ref: string, mark: OutcomeMark): Promise<boolean> {
  return store.inTransaction(async ({ inbox, audit }) => {
    const changed = await inbox.setOutcome(ref, mark, actor.actorId);
    if (!changed) return false;
    await audit.append({ ...actor, action: 'outcome', subject: ref, detail: { from: changed.before.outcome, ...mark } });
    return true;
  });
}

/** Gives an enquiry to someone on the team (their id and address, checked by the caller), or to nobody. */
export function assign(store: Store, actor: Actor, ref: string, assignee: { id: string; email: string } | null): Promise<boolean> {
  return store.inTransaction(async ({ inbox, audit }) => {
    const assigned = await inbox.assign(ref, assignee?.id ?? null);
    if (!assigned) return false;
    await audit.append({ ...actor, action: 'assign', subject: ref, detail: { assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null } });
    return true;
  });
}

/** A note on an enquiry, by its author. The note's words stay with the enquiry (and go when it is erased), not in the trail. */
export function addNote(store: Store, actor: Actor, ref: string, author: { id: string; name: string }, body: string): Promise<boolean> {
  return store.inTransaction(async ({ inbox, audit }) => {
    const note = await inbox.addNote(ref, { authorId: author.id, authorName: author.name, body });
    if (!note) return false;
    await audit.append({ ...actor, action: 'note', subject: ref, detail: { noteId: note.id, length: body.length } });
    return true;
  });
}

/** An enquiry held as spam, sent on after all. */
export async function markNotSpam(store: Store, config: Parameters<typeof releaseSpam>[1], actor: Actor, ref: string) {
  const outcome = await releaseSpam(store, config, ref);
  await store.audit.append({ ...actor, action: 'not-spam', subject: ref, detail: { outcome } });
  return outcome;
}

/** The enquiry's delivery, or its mails, tried again now; how many were queued. */
export async function retry(store: Store, actor: Actor, ref: string, what: 'delivery' | 'mails'): Promise<number> {
  const queued = what === 'delivery' ? await requeueEnquiries(store, { ref }) : await requeueMails(store, { ref });
  await store.audit.append({ ...actor, action: 'retry', subject: ref, detail: { what, queued } });
  return queued;
}

/** Enquiries erased for good, with their notes and mails; how many were. */
export async function erase(store: Store, actor: Actor, refs: string[]): Promise<number> {
  const erased = await eraseEnquiries(store, refs);
  await store.audit.append({ ...actor, action: 'erase', subject: one(refs), detail: { scope: 'enquiries', refs, erased } });
  return erased;
}

/**
 * Everything for one address (every enquiry naming it, the mails to it, its subscription). The trail says an address
 * was erased and how much with it; a digest, so the address itself is gone too.
 */
export async function eraseEverywhere(store: Store, actor: Actor, address: string, via: { from: 'enquiry'; ref: string } | { from: 'subscribers' }): Promise<number> {
  const erased = await eraseAddress(store, address);
  await store.audit.append({ ...actor, action: 'erase', subject: null, detail: { scope: 'address', addressSha256: addressDigest(address), erased, via: via.from, ...(via.from === 'enquiry' ? { ref: via.ref } : {}) } });
  return erased;
}
