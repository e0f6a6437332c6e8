'use server';

import { articleEditor as copy } from '@/content/staff-articles';
import { binArticle, cancelSchedule, publish, purgeArticle, restore, unbinArticle, unpublish } from '@/lib/articles/commands';
import { editorDeps } from '@/lib/articles/runtime';
import { fromLondon } from '@/lib/london-time';
import { staffAction, type FormRead } from '@/lib/staff/action';

// The article page's changes of state. Each is checked (session, role, same origin) whatever the page showed, and
// each lands in the audit trail once it has happened (lib/articles/commands.ts).

const number = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
};
const back = (articleId: number, done: string) => `/staff/articles/${articleId}?done=${done}`;

/** The article's id and the other numbers a form names; a form without them goes back to the list, or to its article. */
function readNumbers<Name extends string>(form: FormData, ...names: Name[]): FormRead<{ articleId: number } & Record<Name, number>> {
  const articleId = number(form, 'articleId');
  if (articleId === undefined) return { ok: false, back: '/staff/articles' };
  const read = Object.fromEntries(names.map((name) => [name, number(form, name)]));
  if (Object.values(read).some((value) => value === undefined)) return { ok: false, back: back(articleId, 'missing') };
  return { ok: true, input: { articleId, ...(read as Record<Name, number>) } };
}

/** Puts the chosen revision on the site now (`when` absent) or at a London time (`when` = datetime-local). */
export async function publishAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => {
      const ids = readNumbers(data, 'revisionId');
      if (!ids.ok) return ids;
      const when = data.get('when');
      const at = typeof when === 'string' ? fromLondon(when) : ('now' as const);
      return at === undefined ? { ok: false, back: back(ids.input.articleId, 'bad-time') } : { ok: true, input: { ...ids.input, at } };
    },
    command: (staff, { articleId, revisionId, at }) => publish(editorDeps(), staff, articleId, revisionId, at),
    answer: (outcome, { articleId }) => back(articleId, outcome.kind === 'invalid' ? ('publishAt' in outcome.errors ? 'bad-time' : 'invalid') : outcome.kind),
  });
}

export async function unpublishAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => readNumbers(data),
    command: (staff, { articleId }) => unpublish(editorDeps(), staff, articleId),
    answer: (done, { articleId }) => back(articleId, done ? 'unpublished' : 'missing'),
  });
}

/** Drops what waits for its time: an update of a live article, or a publication of one not on the site. */
export async function cancelScheduleAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => readNumbers(data),
    command: (staff, { articleId }) => cancelSchedule(editorDeps(), staff, articleId),
    answer: (now, { articleId }) => back(articleId, now === undefined ? 'nothing-scheduled' : now === 'update' ? 'schedule-cancelled' : `schedule-cancelled-${now}`),
  });
}

/** Moves a draft or an unpublished article to the bin (kept 30 days), once the person ticked that they mean it. */
export async function deleteAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => {
      const ids = readNumbers(data);
      return ids.ok && data.get('confirm') !== 'yes' ? { ok: false, back: back(ids.input.articleId, 'confirm-delete') } : ids;
    },
    command: (staff, { articleId }) => binArticle(editorDeps(), staff, articleId),
    answer: (binned, { articleId }) => (binned ? '/staff/articles?done=deleted' : back(articleId, 'not-deleted')),
  });
}

/** Takes an article back out of the bin, as it was. */
export async function unbinAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => readNumbers(data),
    command: (staff, { articleId }) => unbinArticle(editorDeps(), staff, articleId),
    answer: (done, { articleId }) => back(articleId, done ? 'unbinned' : 'not-in-bin'),
  });
}

/** An admin deletes an article in the bin for good, before its 30 days, once they ticked that they mean it. */
export async function purgeAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    redraw: 'none',
    read: (data) => {
      const ids = readNumbers(data);
      return ids.ok && data.get('confirm') !== 'yes' ? { ok: false, back: '/staff/articles/bin?done=confirm-purge' } : ids;
    },
    command: (staff, { articleId }) => purgeArticle(editorDeps(), staff, articleId),
    answer: (purged) => `/staff/articles/bin?done=${purged ? 'purged' : 'not-in-bin'}`,
  });
}

/** Saves a former revision again as the newest, from the newest the page showed (`base`). */
export async function restoreAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'articles',
    redraw: 'none',
    read: (data) => readNumbers(data, 'revisionId', 'base'),
    command: (staff, { articleId, revisionId, base }) => restore(editorDeps(), staff, articleId, revisionId, base, copy.restoredNote),
    answer: (outcome, { articleId }) => back(articleId, outcome.kind === 'saved' ? 'restored' : outcome.kind === 'conflict' ? 'restore-conflict' : outcome.kind === 'invalid' ? 'invalid' : 'missing'),
  });
}
