import { existsSync } from 'node:fs';
import path from 'node:path';
import { articleFieldMessages as messages } from '@/content/article-rules';
import type { Author, RenderedBody, RevisionFields, RevisionRow } from '@/lib/db/articles/articles';
import type { Store } from '@/lib/db/store';
import { articleSchema, draftSchema, type DraftFields } from '@/lib/forms/article';
import { fieldErrors, type FieldErrors } from '@/lib/forms/errors';
import { uploadIdOfKey, uploadsIn } from '@/lib/uploads';
import { formFields } from './gaps';
import type { RenderOutcome, Renderer } from './renderer';
import { slugFromTitle } from './slug';

// What may be done to an article and when: the one place the editor's route handlers and actions go through. Who may
// do it is the caller's to check (lib/staff/guard.ts), where it is served; what was done is theirs to audit.

/** What the editor's commands work with: the store, and the renderer each body goes through before it is saved. */
export interface EditorDeps {
  store: Store;
  renderer: Renderer;
}

/** Why the renderer refused a body, as the editor shows it under the text. */
export function renderRefusal(reason: Extract<RenderOutcome, { ok: false }>['reason']): string {
  return reason === 'budget' ? messages.renderBudget : reason === 'busy' ? messages.renderBusy : messages.renderFailed;
}

export type SaveOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'missing' }
  | { kind: 'saved'; articleId: number; revision: { id: number; number: number }; created: boolean }
  | { kind: 'conflict'; articleId: number; mine: { id: number; number: number }; theirs: { id: number; number: number; by: string } };

export type AutosaveOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'missing' }
  | { kind: 'saved'; revision: { id: number; number: number }; replaced: boolean }
  | { kind: 'behind'; theirs: { id: number; number: number; by: string } };

/** More than this many uploads named in one body are not looked up. */
const MAX_PICTURES_LOOKED_UP = 500;

/** The size of each uploaded picture a body names, from the store: what the renderer draws its `<picture>` at. */
export async function shownPictureSizes(store: Store, markdown: string) {
  const ids = new Set<string>();
  // Only a largest copy, the address the editor inserts, is drawn as a `<picture>` (lib/articles/render.ts).
  for (const { id } of uploadsIn(markdown).filter((copy) => copy.width === undefined)) {
    ids.add(id);
    if (ids.size >= MAX_PICTURES_LOOKED_UP) break;
  }
  return store.pictures.sizes([...ids]);
}

/** Whether a built cover's picture is among the build's media (public/media/blog/<name>.jpg). */
function builtCoverExists(cover: string): boolean {
  return existsSync(path.join(process.cwd(), 'public', 'media', `${cover}.jpg`));
}

/** A draft with no address yet takes one made from its title, free among every article's (a number added if it must be). */
async function freeSlug(store: Store, title: string, articleId: number | undefined): Promise<string> {
  const made = slugFromTitle(title).slice(0, MADE_SLUG_MAX).replace(/-+$/, '');
  const base = made.length >= 3 ? made : DRAFT_SLUG;
  for (let n = 1; n <= SLUG_TRIES; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await store.articles.slugTaken(slug, articleId))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** A made address leaves room for "-12" within the 100 characters an address may have. */
const MADE_SLUG_MAX = 95;
/** The address of a draft whose title has no letter or digit to make one from ("!!!", "日本語"). */
const DRAFT_SLUG = 'draft';
const SLUG_TRIES = 20;

type Checked = { ok: true; fields: RevisionFields; rendered: RenderedBody } | { ok: false; errors: FieldErrors };

/**
 * The checks beyond each field's rule, on the fields a revision has: its address free, its author's page there (the
 * role is the page's own, whatever the form said), its cover and pictures stored, its body rendered.
 */
async function checkStored({ store, renderer }: EditorDeps, article: DraftFields & { slug: string }, articleId: number | undefined): Promise<Checked> {
  const errors: FieldErrors = {};
  if (await store.articles.slugTaken(article.slug, articleId)) errors.slug = messages.slugTaken;
  const byline = article.author === undefined ? undefined : await store.authors.get(article.author);
  if (article.author !== undefined && !byline) errors.author = messages.author;
  if (article.cover !== undefined) {
    const cover = uploadIdOfKey(article.cover);
    if (cover && !(await store.pictures.get(cover))) errors.cover = messages.coverMissing;
    // A built cover names a file of the build: one with no file behind it would break the feed and every card.
    if (!cover && !builtCoverExists(article.cover)) errors.cover = messages.coverNotBuilt;
  }
  const body = article.body ?? '';
  const made = await renderer.render(body, await shownPictureSizes(store, body));
  if (!made.ok) errors.body = renderRefusal(made.reason);
  else for (const picture of made.pictures) if (!(await store.pictures.get(picture))) errors.body ??= messages.pictureMissing;
  if (Object.keys(errors).length || !made.ok) return { ok: false, errors };
  // A field left for later is stored empty: publishing refuses it with its message.
  const { title, slug, summary = '', author = '', tags = [], cover = '', coverAlt = '', date = '', seoTitle, seoDescription } = article;
  const authorRole = byline?.role ?? '';
  return { ok: true, fields: { title, slug, summary, body, author, authorRole, tags: JSON.stringify(tags), cover, coverAlt, date, seoTitle, seoDescription }, rendered: made.rendered };
}

/** A form's fields refused by their rules, and its author too when no page has that address: every field named at once. */
async function refused(store: Store, error: Parameters<typeof fieldErrors>[0], input: unknown): Promise<Checked> {
  const errors = fieldErrors(error);
  const author = typeof input === 'object' && input !== null && 'author' in input && typeof input.author === 'string' ? input.author.trim() : '';
  if (!errors.author && author !== '' && author.length <= 100 && !(await store.authors.get(author))) errors.author = messages.author;
  return { ok: false, errors };
}

/** A revision as a draft is saved: a title is enough; what is filled in is held to its rule; an address is made if none. */
export async function checkDraft(deps: EditorDeps, input: unknown, articleId?: number): Promise<Checked> {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) return refused(deps.store, parsed.error, input);
  const slug = parsed.data.slug ?? (await freeSlug(deps.store, parsed.data.title, articleId));
  return checkStored(deps, { ...parsed.data, slug }, articleId);
}

/** A revision as it must be to go on the site: every field by its rule, and the checks a draft has. */
export async function checkArticle(deps: EditorDeps, input: unknown, articleId?: number): Promise<Checked> {
  const parsed = articleSchema.safeParse(input);
  if (!parsed.success) return refused(deps.store, parsed.error, input);
  return checkStored(deps, parsed.data, articleId);
}

/** Saves a new article, or a new revision of one from `baseRevisionId`, the revision the writer started from. */
export async function saveArticle(deps: EditorDeps, by: Author, request: { articleId: number | null; baseRevisionId: number | null; fields: unknown }, note: string | null = null, now = Date.now()): Promise<SaveOutcome> {
  const { store } = deps;
  const checked = await checkDraft(deps, request.fields, request.articleId ?? undefined);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  if (request.articleId === null) {
    const { article, revision } = await store.articles.create(checked.fields, checked.rendered, by, now);
    return { kind: 'saved', articleId: article.id, revision: { id: revision.id, number: revision.number }, created: true };
  }
  const result = await store.articles.save(request.articleId, request.baseRevisionId ?? -1, checked.fields, checked.rendered, by, note, now);
  if (!result) return { kind: 'missing' };
  const mine = { id: result.revision.id, number: result.revision.number };
  if (result.saved) return { kind: 'saved', articleId: request.articleId, revision: mine, created: false };
  return { kind: 'conflict', articleId: request.articleId, mine, theirs: { id: result.theirs.id, number: result.theirs.number, by: result.theirs.createdByName } };
}

/**
 * The editor's save as a person types, held to a draft's rules as a save is: written on the newest revision only (a
 * colleague's newer one is never written beside, the person's own save does that), in place of their last autosave.
 */
export async function autosaveArticle(deps: EditorDeps, by: Author, request: { articleId: number; baseRevisionId: number; fields: unknown }, now = Date.now()): Promise<AutosaveOutcome> {
  const checked = await checkDraft(deps, request.fields, request.articleId);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const result = await deps.store.articles.autosave(request.articleId, request.baseRevisionId, checked.fields, checked.rendered, by, now);
  if (!result) return { kind: 'missing' };
  if (!result.saved) return { kind: 'behind', theirs: { id: result.theirs.id, number: result.theirs.number, by: result.theirs.createdByName } };
  return { kind: 'saved', revision: { id: result.revision.id, number: result.revision.number }, replaced: result.replaced };
}

export type PublishOutcome = { kind: 'published' | 'scheduled'; slug: string; at: number } | { kind: 'missing' } | { kind: 'invalid'; errors: FieldErrors };

/**
 * Puts a revision on the site now, or at `at` (scheduled): it is checked again as a save is, since the rules or the
 * slugs around it may have changed since it was written.
 */
export async function publishRevision(deps: EditorDeps, by: Author, articleId: number, revisionId: number, at: number | 'now', now = Date.now()): Promise<PublishOutcome> {
  const { store } = deps;
  const revision = await store.articles.revisionById(revisionId);
  if (!revision || revision.articleId !== articleId) return { kind: 'missing' };
  if (at !== 'now' && at <= now) return { kind: 'invalid', errors: { publishAt: messages.publishAt } };
  const checked = await checkArticle(deps, formFields(revision), articleId);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  // Its HTML as this renderer makes it, in case it was saved before HTML was stored or by an older renderer.
  await store.articles.setRendered(revisionId, checked.rendered);
  const when = at === 'now' ? now : at;
  const article = await store.articles.publish(articleId, revisionId, when, by, now);
  if (!article) return { kind: 'missing' };
  // A later time schedules: the article's first publication, or an update waiting beside the live revision.
  return { kind: when > now ? 'scheduled' : 'published', slug: revision.slug, at: when };
}

/** A former revision saved again as the newest, its note naming where it came from. */
export async function restoreRevision(deps: EditorDeps, by: Author, articleId: number, revision: Pick<RevisionRow, 'id'>, baseRevisionId: number, note: (from: number) => string, now = Date.now()): Promise<SaveOutcome & { from?: number }> {
  const old = await deps.store.articles.revisionById(revision.id);
  if (!old || old.articleId !== articleId) return { kind: 'missing' };
  // The number is the store's, never what the form said it was.
  return { ...(await saveArticle(deps, by, { articleId, baseRevisionId, fields: formFields(old) }, note(old.number), now)), from: old.number };
}
