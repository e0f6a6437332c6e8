import { autosaveArticle, saveArticle } from '@/lib/articles/editor';
import { editorDeps } from '@/lib/articles/runtime';
import { json, readJson } from '@/lib/http/requests';
import { ARTICLE_BODY_LIMIT, NO_STORE, articleSaveRequest } from '@/lib/staff/articles';
import { requireStaffRequest } from '@/lib/staff/guard';

// The editor's save, and its autosave: JSON, since an article (up to 100,000 characters) is past what a server action
// takes (32 kB).

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'articles');
  if (staff instanceof Response) return staff;
  const read = await readJson(request, { limit: ARTICLE_BODY_LIMIT, noun: 'article', headers: NO_STORE });
  if (!read.ok) return read.response;
  const saving = articleSaveRequest.safeParse(read.value);
  if (!saving.success) return json(400, { ok: false, error: 'The request names no article, base revision and fields' }, NO_STORE);
  const by = { id: staff.id, name: staff.name || staff.email };
  if (saving.data.autosave) return autosave(by, saving.data);
  const outcome = await saveArticle(editorDeps(), by, saving.data);
  switch (outcome.kind) {
    case 'invalid':
      return json(422, { ok: false, errors: outcome.errors }, NO_STORE);
    case 'missing':
      return json(404, { ok: false, error: 'No such article' }, NO_STORE);
    case 'conflict':
      return json(409, { ok: false, conflict: true, articleId: outcome.articleId, mine: outcome.mine, theirs: outcome.theirs }, NO_STORE);
    case 'saved':
      return json(200, { ok: true, articleId: outcome.articleId, revision: outcome.revision, created: outcome.created }, NO_STORE);
  }
}

/** An autosave: only of an article already saved, on the revision its form holds (a new one is saved by the person). */
async function autosave(by: { id: string; name: string }, { articleId, baseRevisionId, fields }: { articleId: number | null; baseRevisionId: number | null; fields: unknown }): Promise<Response> {
  if (articleId === null || baseRevisionId === null) return json(400, { ok: false, error: 'Only a saved article is saved automatically' }, NO_STORE);
  const outcome = await autosaveArticle(editorDeps(), by, { articleId, baseRevisionId, fields });
  switch (outcome.kind) {
    case 'invalid':
      return json(422, { ok: false, errors: outcome.errors }, NO_STORE);
    case 'missing':
      return json(404, { ok: false, error: 'No such article' }, NO_STORE);
    case 'behind':
      return json(409, { ok: false, behind: true, theirs: outcome.theirs }, NO_STORE);
    case 'saved':
      return json(200, { ok: true, articleId, revision: outcome.revision, autosaved: true }, NO_STORE);
  }
}
