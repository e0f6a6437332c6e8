'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { StaffNotice } from '@/content/staff-inbox';
import { eraseAddress, eraseEnquiries, requeueEnquiries, requeueMails } from '@/lib/admin/store-admin';
import { services } from '@/lib/container';
import { REFERENCE } from '@/lib/db/reference';
import { TRIAGE_STATES } from '@/lib/db/schema';
import { releaseSpam } from '@/lib/enquiries/not-spam';
import { addressDigest, audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';
import { inboxHref, parseInboxQuery } from '@/lib/staff/inbox-filter';
import { readOutcomeForm } from '@/lib/staff/outcome-form';
import { staffNames } from '@/lib/staff/people';

// The inbox's server actions. Each is a public endpoint whose form a client can forge: it checks the session, the
// role and the request's origin first (requireStaffAction), then every field, before it touches the store.

const MAX_BULK = 500;
const MAX_NOTE = 4000;

const ref = z.string().regex(REFERENCE);
const triage = z.enum(TRIAGE_STATES);
/** The list's own address (its query string), to go back to; read again through the filter parser, never followed as it is. */
const back = z.string().max(2000).default('');
const confirmed = z.literal('yes');
const selection = z.object({ refs: z.array(ref).min(1).max(MAX_BULK), back });
const one = z.object({ ref });
// Browsers send a textarea's line breaks as CRLF and count them as one character: so do we.
const noteBody = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(z.string().trim().min(1).max(MAX_NOTE));
/** As the CLI's erase takes it: any address the store may hold, matched exactly, not only those our forms accept today. */
const address = z.string().trim().toLowerCase().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/);

/** The named fields of a posted form (a missing one undefined), or nothing when the argument is not a form at all. */
function fields(data: unknown, ...names: string[]): Record<string, unknown> {
  if (!(data instanceof FormData)) return {};
  return Object.fromEntries(names.map((name) => [name, name === 'refs' ? data.getAll('ref') : (data.get(name) ?? undefined)]));
}

const done = (notice: StaffNotice, count = 1) => ({ done: notice, n: String(count) });
const listHref = (backQuery: string, notice: StaffNotice, count = 1) => inboxHref(parseInboxQuery(new URLSearchParams(backQuery)), {}, done(notice, count));
const enquiryHref = (enquiryRef: string, notice: StaffNotice, count = 1) => `/staff/inbox/${enquiryRef}?${new URLSearchParams(done(notice, count))}`;

/** Badges and lists everywhere in the staff area change with any of these. */
const refresh = () => revalidatePath('/staff', 'layout');


export async function triageSelected(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const input = fields(data, 'refs', 'triage', 'back');
  const parsed = selection.extend({ triage }).safeParse(input);
  if (!parsed.success) {
    const backQuery = typeof input.back === 'string' ? input.back : '';
    redirect(listHref(backQuery, Array.isArray(input.refs) && input.refs.length === 0 ? 'none-selected' : 'invalid'));
  }
  const { refs, triage: state, back: backQuery } = parsed.data;
  const changed = await services().store.inbox.setTriage(refs, state);
  await audit(staff, 'triage', refs.length === 1 ? refs[0] : null, { triage: state, refs, changed });
  refresh();
  redirect(listHref(backQuery, `marked-${state}`, changed));
}

export async function eraseSelected(data: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const input = fields(data, 'refs', 'confirm', 'back');
  const backQuery = typeof input.back === 'string' && input.back.length <= 2000 ? input.back : '';
  const parsed = selection.safeParse(input);
  if (!parsed.success) redirect(listHref(backQuery, Array.isArray(input.refs) && input.refs.length === 0 ? 'none-selected' : 'invalid'));
  if (!confirmed.safeParse(input.confirm).success) redirect(listHref(backQuery, 'confirm-erase'));
  const { refs } = parsed.data;
  const erased = await eraseEnquiries(services().store, refs);
  await audit(staff, 'erase', refs.length === 1 ? refs[0] : null, { scope: 'enquiries', refs, erased });
  refresh();
  redirect(listHref(backQuery, 'erased', erased));
}

export async function triageEnquiry(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = one.extend({ triage }).safeParse(fields(data, 'ref', 'triage'));
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const { ref: enquiryRef, triage: state } = parsed.data;
  const changed = await services().store.inbox.setTriage([enquiryRef], state);
  await audit(staff, 'triage', enquiryRef, { triage: state, refs: [enquiryRef], changed });
  refresh();
  if (changed === 0) redirect(inboxHref(parseInboxQuery({}), {}, done('gone')));
  // Opening the enquiry's page marks it read: one marked new goes back to the list, so it stays new.
  redirect(state === 'new' ? inboxHref(parseInboxQuery({}), {}, done('marked-new')) : enquiryHref(enquiryRef, `marked-${state}`));
}

/** What became of the enquiry: open, qualified, won (its value), lost (its reason), not a lead. */
export async function markOutcome(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const input = fields(data, 'ref', 'outcome', 'value', 'currency', 'reason');
  const parsedRef = ref.safeParse(input.ref);
  if (!parsedRef.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const enquiryRef = parsedRef.data;
  const read = readOutcomeForm(input);
  if (!read.ok) redirect(enquiryHref(enquiryRef, read.error === 'invalid' ? 'invalid' : `outcome-${read.error}`));
  const changed = await services().store.inbox.setOutcome(enquiryRef, read.mark, staff.id);
  if (!changed) redirect(inboxHref(parseInboxQuery({}), {}, done('gone')));
  await audit(staff, 'outcome', enquiryRef, { from: changed.before.outcome, ...read.mark });
  refresh();
  redirect(enquiryHref(enquiryRef, 'outcome-saved'));
}

export async function assignEnquiry(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = one.extend({ assignee: z.string().max(200) }).safeParse(fields(data, 'ref', 'assignee'));
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const { ref: enquiryRef, assignee } = parsed.data;
  const people = await staffNames();
  if (assignee !== '' && !people.has(assignee)) redirect(enquiryHref(enquiryRef, 'invalid'));
  const assigneeId = assignee === '' ? null : assignee;
  const assigned = await services().store.inbox.assign(enquiryRef, assigneeId);
  if (!assigned) redirect(inboxHref(parseInboxQuery({}), {}, done('gone')));
  await audit(staff, 'assign', enquiryRef, { assigneeId, assigneeEmail: assigneeId ? (people.get(assigneeId)?.email ?? null) : null });
  refresh();
  redirect(enquiryHref(enquiryRef, 'assigned'));
}

export async function addNote(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const input = fields(data, 'ref', 'body');
  const target = one.safeParse(input);
  if (!target.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const body = noteBody.safeParse(input.body);
  if (!body.success) redirect(enquiryHref(target.data.ref, 'note-invalid'));
  const note = await services().store.inbox.addNote(target.data.ref, { authorId: staff.id, authorName: staff.name, body: body.data });
  if (!note) redirect(inboxHref(parseInboxQuery({}), {}, done('gone')));
  // The note's words stay with the enquiry (and go when it is erased), not in the audit trail.
  await audit(staff, 'note', target.data.ref, { noteId: note.id, length: body.data.length });
  refresh();
  redirect(enquiryHref(target.data.ref, 'noted'));
}

export async function markNotSpam(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const parsed = one.safeParse(fields(data, 'ref'));
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const { store, config } = services();
  const outcome = await releaseSpam(store, config, parsed.data.ref);
  await audit(staff, 'not-spam', parsed.data.ref, { outcome });
  refresh();
  if (outcome === 'missing') redirect(inboxHref(parseInboxQuery({}), {}, done('gone')));
  redirect(enquiryHref(parsed.data.ref, outcome === 'released' ? 'released' : 'not-spam-already'));
}

export async function retryDelivery(data: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const parsed = one.safeParse(fields(data, 'ref'));
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const queued = await requeueEnquiries(services().store, { ref: parsed.data.ref });
  await audit(staff, 'retry', parsed.data.ref, { what: 'delivery', queued });
  refresh();
  redirect(enquiryHref(parsed.data.ref, queued > 0 ? 'retried' : 'nothing-to-retry'));
}

export async function retryMails(data: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const parsed = one.safeParse(fields(data, 'ref'));
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  const queued = await requeueMails(services().store, { ref: parsed.data.ref });
  await audit(staff, 'retry', parsed.data.ref, { what: 'mails', queued });
  refresh();
  redirect(enquiryHref(parsed.data.ref, queued > 0 ? 'mails-retried' : 'nothing-to-retry', queued));
}

export async function eraseEnquiry(data: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const input = fields(data, 'ref', 'confirm');
  const parsed = one.safeParse(input);
  if (!parsed.success) redirect(inboxHref(parseInboxQuery({}), {}, done('invalid')));
  if (!confirmed.safeParse(input.confirm).success) redirect(enquiryHref(parsed.data.ref, 'confirm-erase'));
  const erased = await eraseEnquiries(services().store, [parsed.data.ref]);
  await audit(staff, 'erase', parsed.data.ref, { scope: 'enquiries', refs: [parsed.data.ref], erased });
  refresh();
  redirect(inboxHref(parseInboxQuery({}), {}, done('erased', erased)));
}

/** Everything for one address (every enquiry naming it, the mails to it, its subscription), from an enquiry or the subscribers. */
export async function eraseAddressEverywhere(data: FormData): Promise<void> {
  const staff = await requireStaffAction('admin');
  const input = fields(data, 'email', 'confirm', 'from', 'ref');
  const from = input.from === 'enquiry' && ref.safeParse(input.ref).success ? (input.ref as string) : undefined;
  const backTo = (notice: StaffNotice, count = 1) => (from ? enquiryHref(from, notice, count) : `/staff/subscribers?${new URLSearchParams(done(notice, count))}`);
  const email = address.safeParse(input.email);
  if (!email.success) redirect(backTo('invalid'));
  if (!confirmed.safeParse(input.confirm).success) redirect(backTo('confirm-erase'));
  const erased = await eraseAddress(services().store, email.data);
  // The trail says an address was erased and how much with it; a digest, so the address itself is gone too.
  await audit(staff, 'erase', null, { scope: 'address', addressSha256: addressDigest(email.data), erased, via: from ? 'enquiry' : 'subscribers', ...(from ? { ref: from } : {}) });
  refresh();
  redirect(from ? inboxHref(parseInboxQuery({}), {}, done('address-erased', erased)) : `/staff/subscribers?${new URLSearchParams(done('address-erased', erased))}`);
}
