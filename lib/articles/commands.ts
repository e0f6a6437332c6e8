import 'server-only';
import type { AuditEntry } from '@/lib/db/audit';
import { publishRevision, restoreRevision, type EditorDeps } from './editor';

// The article page's changes of state, for the person acting: each makes its change and writes its audit line once
// it has happened, none for a change that did not. The staff area's actions compose them (lib/staff/action.ts).

/** Who acts: the byline of what they write, and the audit trail's names for them. */
export interface Editor {
  id: string;
  name: string;
  email: string;
  ip: string;
}

const author = (editor: Editor) => ({ id: editor.id, name: editor.name || editor.email });
const line = (editor: Editor): Pick<AuditEntry, 'actorId' | 'actorEmail' | 'ip'> => ({ actorId: editor.id, actorEmail: editor.email, ip: editor.ip });

/** The chosen revision on the site now, or at a time. */
export async function publish(deps: EditorDeps, editor: Editor, articleId: number, revisionId: number, at: number | 'now') {
  const outcome = await publishRevision(deps, author(editor), articleId, revisionId, at);
  if (outcome.kind === 'published' || outcome.kind === 'scheduled')
    await deps.store.audit.append({ ...line(editor), action: outcome.kind === 'published' ? 'article-publish' : 'article-schedule', subject: String(articleId), detail: { revisionId, slug: outcome.slug, at: new Date(outcome.at).toISOString() } });
  return outcome;
}

/** Off the site; true when there was an article to take off. */
export async function unpublish(deps: EditorDeps, editor: Editor, articleId: number): Promise<boolean> {
  const article = await deps.store.articles.unpublish(articleId, author(editor));
  if (article) await deps.store.audit.append({ ...line(editor), action: 'article-unpublish', subject: String(articleId), detail: { slug: article.slug } });
  return article !== undefined && article !== null;
}

/**
 * What waited for its time dropped: an update (the live revision stays live), or a publication of an article not on
 * the site (a draft again, or still unpublished). What the article is now, or undefined when nothing waited.
 */
export async function cancelSchedule(deps: EditorDeps, editor: Editor, articleId: number): Promise<'update' | 'draft' | 'unpublished' | undefined> {
  const cancelled = await deps.store.articles.cancelSchedule(articleId, author(editor));
  if (!cancelled) return undefined;
  await deps.store.audit.append({ ...line(editor), action: 'article-cancel-schedule', subject: String(articleId), detail: { revisionId: cancelled.revisionId, slug: cancelled.article.slug } });
  return cancelled.article.state === 'published' ? 'update' : cancelled.article.state;
}

/** A draft or an unpublished article moved to the bin, kept 30 days; false when it is on the site, scheduled or gone. */
export async function binArticle(deps: Pick<EditorDeps, 'store'>, editor: Editor, articleId: number): Promise<boolean> {
  const article = await deps.store.articles.bin(articleId, author(editor));
  if (article) await deps.store.audit.append({ ...line(editor), action: 'article-delete', subject: String(articleId), detail: { slug: article.slug, bin: true } });
  return article !== undefined;
}

/** An article taken back out of the bin, as it was; false when it was not in it. */
export async function unbinArticle(deps: Pick<EditorDeps, 'store'>, editor: Editor, articleId: number): Promise<boolean> {
  const article = await deps.store.articles.unbin(articleId, author(editor));
  if (article) await deps.store.audit.append({ ...line(editor), action: 'article-unbin', subject: String(articleId), detail: { slug: article.slug } });
  return article !== undefined;
}

/** An article in the bin deleted for good before its 30 days, with every revision; false when it was not in the bin. */
export async function purgeArticle(deps: Pick<EditorDeps, 'store'>, editor: Editor, articleId: number): Promise<boolean> {
  const article = await deps.store.articles.get(articleId);
  const purged = await deps.store.articles.purge(articleId);
  if (purged) await deps.store.audit.append({ ...line(editor), action: 'article-purge', subject: String(articleId), detail: { slug: article?.slug ?? null } });
  return purged;
}

/** A former revision saved again as the newest, from the newest the page showed (`base`). */
export async function restore(deps: EditorDeps, editor: Editor, articleId: number, revisionId: number, base: number, note: (from: number) => string) {
  const outcome = await restoreRevision(deps, author(editor), articleId, { id: revisionId }, base, note);
  if (outcome.kind === 'saved') await deps.store.audit.append({ ...line(editor), action: 'article-restore', subject: String(articleId), detail: { from: outcome.from ?? null, to: outcome.revision.number } });
  return outcome;
}

/** An uploaded picture deleted, once no live revision shows it; what came of it. */
export async function deletePicture(deps: Pick<EditorDeps, 'store'>, editor: Editor, id: string) {
  const outcome = await deps.store.pictures.delete(id);
  if (outcome === 'deleted') await deps.store.audit.append({ ...line(editor), action: 'article-picture-delete', subject: id, detail: {} });
  return outcome;
}
