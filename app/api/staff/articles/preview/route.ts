import { renderArticle } from '@/lib/articles/render';
import { json, readJson } from '@/lib/http/requests';
import { ARTICLE_BODY_LIMIT, NO_STORE, articlePreviewRequest } from '@/lib/staff/articles';
import { requireStaffRequest } from '@/lib/staff/guard';

// The editor's live preview: the Markdown rendered and sanitized exactly as the article page renders it. Any role may
// ask (a viewer reads drafts): it renders what it is sent and reads nothing.

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'staff');
  if (staff instanceof Response) return staff;
  const read = await readJson(request, { limit: ARTICLE_BODY_LIMIT, noun: 'text', headers: NO_STORE });
  if (!read.ok) return read.response;
  const preview = articlePreviewRequest.safeParse(read.value);
  if (!preview.success) return json(400, { ok: false, error: 'Send the text as { "body": "…" }' }, NO_STORE);
  return json(200, { ok: true, html: renderArticle(preview.data.body).html }, NO_STORE);
}
