'use server';

import { redirect } from 'next/navigation';
import { articleEditor as copy } from '@/content/staff-articles';
import { publishRevision, restoreRevision } from '@/lib/articles/editor';
import { editorDeps } from '@/lib/articles/runtime';
import { services } from '@/lib/container';
import { fromLondon } from '@/lib/london-time';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';

// The article page's changes of state. Each is checked here (session, role, same origin) whatever the page showed,
// and each lands in the audit trail once it has happened.

const number = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
};
const back = (articleId: number, done: string) => redirect(`/staff/articles/${articleId}?done=${done}`);

/** Puts the chosen revision on the site now (`when` absent) or at a London time (`when` = datetime-local). */
export async function publishAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('articles');
  const articleId = number(form, 'articleId');
  const revisionId = number(form, 'revisionId');
  if (articleId === undefined || revisionId === undefined) return;
  const when = form.get('when');
  const at = typeof when === 'string' ? fromLondon(when) : 'now';
  if (at === undefined) back(articleId, 'bad-time');
  const outcome = await publishRevision(editorDeps(), { id: staff.id, name: staff.name || staff.email }, articleId, revisionId, at ?? 'now');
  if (outcome.kind === 'missing') back(articleId, 'missing');
  if (outcome.kind === 'invalid') back(articleId, 'publishAt' in outcome.errors ? 'bad-time' : 'invalid');
  if (outcome.kind === 'published' || outcome.kind === 'scheduled') {
    await audit(staff, outcome.kind === 'published' ? 'article-publish' : 'article-schedule', String(articleId), { revisionId, slug: outcome.slug, at: new Date(outcome.at).toISOString() });
    back(articleId, outcome.kind);
  }
}

export async function unpublishAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('articles');
  const articleId = number(form, 'articleId');
  if (articleId === undefined) return;
  const article = await services().store.articles.unpublish(articleId, { id: staff.id, name: staff.name || staff.email });
  if (article) await audit(staff, 'article-unpublish', String(articleId), { slug: article.slug });
  back(articleId, article ? 'unpublished' : 'missing');
}

/** Drops an update of a live article waiting for its time: the live revision stays live. */
export async function cancelScheduleAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('articles');
  const articleId = number(form, 'articleId');
  if (articleId === undefined) return;
  const cancelled = await services().store.articles.cancelSchedule(articleId, { id: staff.id, name: staff.name || staff.email });
  if (cancelled) await audit(staff, 'article-cancel-schedule', String(articleId), { revisionId: cancelled.revisionId, slug: cancelled.article.slug });
  back(articleId, cancelled ? 'schedule-cancelled' : 'nothing-scheduled');
}

export async function deleteDraftAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('articles');
  const articleId = number(form, 'articleId');
  if (articleId === undefined) return;
  const article = await services().store.articles.get(articleId);
  const deleted = await services().store.articles.deleteDraft(articleId);
  if (!deleted) back(articleId, 'not-deleted');
  await audit(staff, 'article-delete', String(articleId), { slug: article?.slug ?? null });
  redirect('/staff/articles?done=deleted');
}

/** Saves a former revision again as the newest, from the newest the page showed (`base`). */
export async function restoreAction(form: FormData): Promise<void> {
  const staff = await requireStaffAction('articles');
  const articleId = number(form, 'articleId');
  const revisionId = number(form, 'revisionId');
  const base = number(form, 'base');
  if (articleId === undefined || revisionId === undefined || base === undefined) return;
  const outcome = await restoreRevision(editorDeps(), { id: staff.id, name: staff.name || staff.email }, articleId, { id: revisionId }, base, copy.restoredNote);
  if (outcome.kind === 'saved') {
    await audit(staff, 'article-restore', String(articleId), { from: outcome.from ?? null, to: outcome.revision.number });
    back(articleId, 'restored');
  }
  back(articleId, outcome.kind === 'conflict' ? 'restore-conflict' : outcome.kind === 'invalid' ? 'invalid' : 'missing');
}
