import { saveArticle } from '@/lib/articles/editor';
import { editorDeps } from '@/lib/articles/runtime';
import { json, readJson } from '@/lib/http/requests';
import { ARTICLE_BODY_LIMIT, NO_STORE, articleSaveRequest } from '@/lib/staff/articles';
import { requireStaffRequest } from '@/lib/staff/guard';

// The editor's save: JSON, since an article (up to 100,000 characters) is past what a server action takes (32 kB).

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'articles');
  if (staff instanceof Response) return staff;
  const read = await readJson(request, { limit: ARTICLE_BODY_LIMIT, noun: 'article', headers: NO_STORE });
  if (!read.ok) return read.response;
  const saving = articleSaveRequest.safeParse(read.value);
  if (!saving.success) return json(400, { ok: false, error: 'The request names no article, base revision and fields' }, NO_STORE);
  const outcome = await saveArticle(editorDeps(), { id: staff.id, name: staff.name || staff.email }, saving.data);
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
