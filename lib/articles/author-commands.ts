import 'server-only';
import { authorPageMessages as messages } from '@/content/author-rules';
import type { AuthorPage } from '@/lib/db/articles/article-authors';
import type { Store } from '@/lib/db/store';
import { authorPageSchema, authorSlugSchema } from '@/lib/forms/author-page';
import { fieldErrors, type FieldErrors } from '@/lib/forms/errors';
import { uploadIdOfKey } from '@/lib/uploads';
import { mayKeep } from './authors';
import type { Editor } from './commands';
import { slugFromTitle } from './slug';

// An author page's changes: made by its writer, changed by its writer or an admin, given by an admin; each with its
// audit line once it has happened.

export type AuthorPageOutcome = { kind: 'saved'; slug: string } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'has-page'; slug: string } | { kind: 'missing' } | { kind: 'refused' };

/** The fields by their rules, and a photo the store holds. */
async function checkPage(store: Store, input: Record<string, unknown>): Promise<{ ok: true; page: AuthorPage } | { ok: false; errors: FieldErrors }> {
  const parsed = authorPageSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const photo = uploadIdOfKey(parsed.data.photo);
  if (photo && !(await store.pictures.get(photo))) return { ok: false, errors: { photo: messages.photo } };
  return { ok: true, page: parsed.data };
}

const line = (editor: Editor) => ({ actorId: editor.id, actorEmail: editor.email, ip: editor.ip });
const byName = (editor: Editor) => editor.name || editor.email;

/** The writer's own page, at the address typed or one made from their name; one page a person. */
export async function makeAuthorPage(store: Store, editor: Editor, input: Record<string, unknown>): Promise<AuthorPageOutcome> {
  const kept = await store.authors.ofStaff(editor.id);
  if (kept) return { kind: 'has-page', slug: kept.slug };
  const checked = await checkPage(store, input);
  const typed = typeof input.slug === 'string' ? input.slug.trim() : '';
  const name = typeof input.name === 'string' ? input.name : '';
  const slug = authorSlugSchema.safeParse(typed !== '' ? typed : slugFromTitle(name).slice(0, 60).replace(/-+$/, ''));
  // An address made from a name the rules refused says nothing the name's own message does not.
  const slugRefused = !slug.success && (typed !== '' || checked.ok || !('name' in checked.errors));
  const errors = { ...(checked.ok ? {} : checked.errors), ...(slugRefused ? { slug: messages.slug } : {}) };
  if (!checked.ok || !slug.success) return { kind: 'invalid', errors };
  const made = await store.authors.create(slug.data, checked.page, editor.id, byName(editor));
  if (made === 'slug-taken') return { kind: 'invalid', errors: { slug: messages.slugTaken } };
  if (made === 'has-page') return { kind: 'has-page', slug: (await store.authors.ofStaff(editor.id))?.slug ?? slug.data };
  await store.audit.append({ ...line(editor), action: 'author-page', subject: slug.data, detail: { change: 'create' } });
  return { kind: 'saved', slug: slug.data };
}

/** What a page says, changed by the writer who keeps it or an admin. */
export async function changeAuthorPage(store: Store, editor: Editor & { role: string }, slug: string, input: Record<string, unknown>): Promise<AuthorPageOutcome> {
  const row = await store.authors.get(slug);
  if (!row) return { kind: 'missing' };
  if (!mayKeep(editor, row)) return { kind: 'refused' };
  const checked = await checkPage(store, input);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  if (!(await store.authors.update(slug, checked.page, byName(editor)))) return { kind: 'missing' };
  await store.audit.append({ ...line(editor), action: 'author-page', subject: slug, detail: { change: 'update' } });
  return { kind: 'saved', slug };
}

/** A page given to the staff member who is to keep it, or to nobody: an admin's. */
export async function giveAuthorPage(store: Store, admin: Editor & { role: string }, slug: string, staffId: string | null): Promise<AuthorPageOutcome> {
  if (admin.role !== 'admin') return { kind: 'refused' };
  const given = await store.authors.give(slug, staffId, byName(admin));
  if (given === 'missing') return { kind: 'missing' };
  if (given === 'has-page') return { kind: 'has-page', slug };
  await store.audit.append({ ...line(admin), action: 'author-page', subject: slug, detail: { change: 'give', to: staffId } });
  return { kind: 'saved', slug };
}
