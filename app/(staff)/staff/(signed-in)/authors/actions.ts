'use server';

import { redirect } from 'next/navigation';
import { changeAuthorPage, giveAuthorPage, makeAuthorPage, type AuthorPageOutcome } from '@/lib/articles/author-commands';
import { services } from '@/lib/container';
import { AUTHOR_PAGE_FIELDS } from '@/lib/forms/author-page';
import type { FieldErrors } from '@/lib/forms/errors';
import { formFields, staffAction, staffFormAction } from '@/lib/staff/action';
import { may } from '@/lib/staff/constants';
import { listStaff } from '@/lib/staff/people';

// An author page's changes: made by its writer, changed by its writer or an admin, given by an admin. Each is checked
// (session, role, same origin) whatever the page showed, and each lands in the audit trail (lib/articles/authors.ts).

/** What the form shows after a save: what came of it, each field's refusal, and the values as sent. */
export type AuthorFormState = { outcome: AuthorPageOutcome['kind']; errors: FieldErrors; values: Record<string, string> } | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const SLUG = /^[a-z0-9-]{1,100}$/;

/** Makes the writer's own page (no `page` in the form) or saves the page the form names. */
export async function saveAuthorPageAction(_state: AuthorFormState, form: FormData): Promise<AuthorFormState> {
  return staffFormAction(
    form,
    {
      access: 'articles',
      redraw: 'none',
      read: (data) => {
        const page = text(data.get('page'));
        if (page !== '' && !SLUG.test(page)) return { ok: false, back: 'missing' };
        return { ok: true, input: { page, fields: formFields(data, ...AUTHOR_PAGE_FIELDS, 'slug') } };
      },
      command: (staff, { page, fields }) => (page === '' ? makeAuthorPage(services().store, staff, fields) : changeAuthorPage(services().store, staff, page, fields)),
      answer: (outcome, { page, fields }) => {
        if (outcome.kind === 'saved' && page === '') redirect(`/staff/authors/${outcome.slug}?done=created`);
        if (outcome.kind === 'has-page') redirect(`/staff/authors/${outcome.slug}`);
        return { outcome: outcome.kind, errors: outcome.kind === 'invalid' ? outcome.errors : {}, values: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, text(value)])) };
      },
    },
    () => ({ outcome: 'missing', errors: {}, values: {} }),
  );
}

/** Gives a page to the staff member who is to keep it, or to nobody: an admin's. */
export async function giveAuthorPageAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    redraw: 'none',
    read: (data) => {
      const page = text(data.get('page'));
      if (!SLUG.test(page)) return { ok: false, back: '/staff/authors' };
      const keeper = text(data.get('keeper'));
      return keeper.length > 200 ? { ok: false, back: `/staff/authors/${page}` } : { ok: true, input: { page, keeper: keeper === '' ? null : keeper } };
    },
    command: async (staff, { page, keeper }) => {
      // Only someone on the team who writes: a page is never given to a removed account or to a viewer.
      const writer = keeper === null || (await listStaff(services().store)).some((person) => person.id === keeper && !person.banned && may(person.role, 'articles'));
      return writer ? giveAuthorPage(services().store, staff, page, keeper) : ({ kind: 'refused' } as const);
    },
    answer: (outcome, { page }) => (outcome.kind === 'missing' ? '/staff/authors' : `/staff/authors/${page}?done=${outcome.kind === 'saved' ? 'given' : outcome.kind}`),
  });
}
