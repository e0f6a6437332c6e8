'use server';

import 'server-only';
import { z } from 'zod';
import type { StaffNotice } from '@/content/staff-inbox';
import { services } from '@/lib/container';
import * as inbox from '@/lib/enquiries/commands';
import { enquiryRef, noteBody, selection, storedAddress, triageState } from '@/lib/enquiries/commands';
import { readOutcomeForm } from '@/lib/enquiries/outcome-form';
import { formFields, staffAction, type FormRead } from '@/lib/staff/action';
import type { Staff } from '@/lib/staff/guard';
import { inboxHref, parseInboxQuery } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';

// The inbox's server actions. Each is a public endpoint whose form a client can forge: the skeleton checks the
// session, the role and the request's origin first, then every field, before the domain's command touches the store.

/** The list's own address (its query string), to go back to; read again through the filter parser, never followed as it is. */
const back = z.string().max(2000).default('');
const confirmed = z.literal('yes');

const done = (notice: StaffNotice, count = 1) => ({ done: notice, n: String(count) });
const listHref = (backQuery: string, notice: StaffNotice, count = 1) => inboxHref(parseInboxQuery(new URLSearchParams(backQuery)), {}, done(notice, count));
const enquiryHref = (ref: string, notice: StaffNotice, count = 1) => `/staff/inbox/${ref}?${new URLSearchParams(done(notice, count))}`;
const inboxWith = (notice: StaffNotice, count = 1) => inboxHref(parseInboxQuery({}), {}, done(notice, count));
const actor = (staff: Staff) => ({ actorId: staff.id, actorEmail: staff.email, ip: staff.ip });

/** A bulk form: the ticked enquiries and the list to go back to, with `extra` fields; an empty selection says so. */
function readSelection<Extra extends z.ZodRawShape>(form: FormData, extra: Extra, ...names: string[]): FormRead<z.infer<z.ZodObject<{ refs: typeof selection; back: typeof back } & Extra>>> {
  const input = formFields(form, 'refs', 'back', ...names);
  const backQuery = typeof input.back === 'string' && input.back.length <= 2000 ? input.back : '';
  const parsed = z.object({ refs: selection, back, ...extra }).safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const emptied = Array.isArray(input.refs) && input.refs.length === 0;
  const unconfirmed = parsed.error.issues.every((issue) => issue.path[0] === 'confirm');
  return { ok: false, back: listHref(backQuery, emptied ? 'none-selected' : unconfirmed ? 'confirm-erase' : 'invalid') };
}

/** One enquiry's form: its reference, with `extra` fields. A bad reference goes back to the inbox, anything else where `refused` says. */
function readOne<Extra extends z.ZodRawShape>(form: FormData, extra: Extra, refused: (ref: string) => string = () => inboxWith('invalid'), ...names: string[]): FormRead<z.infer<z.ZodObject<{ ref: typeof enquiryRef } & Extra>>> {
  const input = formFields(form, 'ref', ...names);
  const ref = enquiryRef.safeParse(input.ref);
  if (!ref.success) return { ok: false, back: inboxWith('invalid') };
  const parsed = z.object({ ref: enquiryRef, ...extra }).safeParse(input);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, back: refused(ref.data) };
}

export async function triageSelected(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => readSelection(data, { triage: triageState }, 'triage'),
    command: (staff, { refs, triage }) => inbox.triage(services().store, actor(staff), refs, triage),
    answer: (changed, { back: backQuery, triage }) => listHref(backQuery, `marked-${triage}`, changed),
  });
}

export async function eraseSelected(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    read: (data) => readSelection(data, { confirm: confirmed }, 'confirm'),
    command: (staff, { refs }) => inbox.erase(services().store, actor(staff), refs),
    answer: (erased, { back: backQuery }) => listHref(backQuery, 'erased', erased),
  });
}

export async function triageEnquiry(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => readOne(data, { triage: triageState }, undefined, 'triage'),
    command: (staff, { ref, triage }) => inbox.triage(services().store, actor(staff), [ref], triage),
    // Opening the enquiry's page marks it read: one marked new goes back to the list, so it stays new.
    answer: (changed, { ref, triage }) => (changed === 0 ? inboxWith('gone') : triage === 'new' ? inboxWith('marked-new') : enquiryHref(ref, `marked-${triage}`)),
  });
}

/** What became of the enquiry: open, qualified, won (its value), lost (its reason), not a lead. */
export async function markOutcome(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => {
      const input = formFields(data, 'ref', 'outcome', 'value', 'currency', 'reason');
      const ref = enquiryRef.safeParse(input.ref);
      if (!ref.success) return { ok: false, back: inboxWith('invalid') };
      const read = readOutcomeForm(input);
      if (!read.ok) return { ok: false, back: enquiryHref(ref.data, read.error === 'invalid' ? 'invalid' : `outcome-${read.error}`) };
      return { ok: true, input: { ref: ref.data, mark: read.mark } };
    },
    command: (staff, { ref, mark }) => inbox.markOutcome(services().store, actor(staff), ref, mark),
    answer: (changed, { ref }) => (changed ? enquiryHref(ref, 'outcome-saved') : inboxWith('gone')),
  });
}

export async function assignEnquiry(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => readOne(data, { assignee: z.string().max(200) }, undefined, 'assignee'),
    command: async (staff, { ref, assignee }) => {
      if (assignee === '') return inbox.assign(services().store, actor(staff), ref, null);
      const person = (await staffNames()).get(assignee);
      return person ? inbox.assign(services().store, actor(staff), ref, { id: assignee, email: person.email }) : 'unknown';
    },
    answer: (assigned, { ref }) => (assigned === 'unknown' ? enquiryHref(ref, 'invalid') : assigned ? enquiryHref(ref, 'assigned') : inboxWith('gone')),
  });
}

export async function addNote(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => readOne(data, { body: noteBody }, (ref) => enquiryHref(ref, 'note-invalid'), 'body'),
    command: (staff, { ref, body }) => inbox.addNote(services().store, actor(staff), ref, staff, body),
    answer: (noted, { ref }) => (noted ? enquiryHref(ref, 'noted') : inboxWith('gone')),
  });
}

export async function markNotSpam(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'leads',
    read: (data) => readOne(data, {}),
    command: (staff, { ref }) => inbox.markNotSpam(services().store, services().config, actor(staff), ref),
    answer: (outcome, { ref }) => (outcome === 'missing' ? inboxWith('gone') : enquiryHref(ref, outcome === 'released' ? 'released' : 'not-spam-already')),
  });
}

export async function retryDelivery(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    read: (data) => readOne(data, {}),
    command: (staff, { ref }) => inbox.retry(services().store, actor(staff), ref, 'delivery'),
    answer: (queued, { ref }) => enquiryHref(ref, queued > 0 ? 'retried' : 'nothing-to-retry'),
  });
}

export async function retryMails(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    read: (data) => readOne(data, {}),
    command: (staff, { ref }) => inbox.retry(services().store, actor(staff), ref, 'mails'),
    answer: (queued, { ref }) => enquiryHref(ref, queued > 0 ? 'mails-retried' : 'nothing-to-retry', queued),
  });
}

export async function eraseEnquiry(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    read: (data) => readOne(data, { confirm: confirmed }, (ref) => enquiryHref(ref, 'confirm-erase'), 'confirm'),
    command: (staff, { ref }) => inbox.erase(services().store, actor(staff), [ref]),
    answer: (erased) => inboxWith('erased', erased),
  });
}

/** Everything for one address (every enquiry naming it, the mails to it, its subscription), from an enquiry or the subscribers. */
export async function eraseAddressEverywhere(form: FormData): Promise<void> {
  const from = (data: FormData) => {
    const ref = data.get('ref');
    return data.get('from') === 'enquiry' && enquiryRef.safeParse(ref).success ? (ref as string) : undefined;
  };
  const backTo = (ref: string | undefined, notice: StaffNotice, count = 1) => (ref ? enquiryHref(ref, notice, count) : `/staff/subscribers?${new URLSearchParams(done(notice, count))}`);
  await staffAction(form, {
    access: 'admin',
    read: (data) => {
      const ref = from(data);
      const email = storedAddress.safeParse(data.get('email') ?? undefined);
      if (!email.success) return { ok: false, back: backTo(ref, 'invalid') };
      if (!confirmed.safeParse(data.get('confirm') ?? undefined).success) return { ok: false, back: backTo(ref, 'confirm-erase') };
      return { ok: true, input: { email: email.data, ref } };
    },
    command: (staff, { email, ref }) => inbox.eraseEverywhere(services().store, actor(staff), email, ref ? { from: 'enquiry', ref } : { from: 'subscribers' }),
    answer: (erased, { ref }) => (ref ? inboxWith('address-erased', erased) : `/staff/subscribers?${new URLSearchParams(done('address-erased', erased))}`),
  });
}
