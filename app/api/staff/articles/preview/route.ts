import { articleFieldMessages as messages } from '@/content/article-rules';
import { renderRefusal, shownPictureSizes } from '@/lib/articles/editor';
import { articleRenderer } from '@/lib/articles/runtime';
import { services } from '@/lib/container';
import { MAX_NESTING, nestingOf } from '@/lib/forms/article';
import { json, readJson } from '@/lib/http/requests';
import { ARTICLE_BODY_LIMIT, NO_STORE, articlePreviewRequest } from '@/lib/staff/articles';
import { requireStaffRequest } from '@/lib/staff/guard';
import { takePreviewPlace } from '@/lib/staff/preview-limit';

// The editor's live preview: the Markdown rendered and sanitized exactly as a save renders it, in the renderer's
// worker and within its budget. Any role may ask (a viewer reads drafts): it renders what it is sent, reading only
// the sizes of the uploaded pictures it names.

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'staff');
  if (staff instanceof Response) return staff;
  const read = await readJson(request, { limit: ARTICLE_BODY_LIMIT, noun: 'text', headers: NO_STORE });
  if (!read.ok) return read.response;
  const preview = articlePreviewRequest.safeParse(read.value);
  if (!preview.success) return json(400, { ok: false, error: 'Send the text as { "body": "…" }' }, NO_STORE);
  if (nestingOf(preview.data.body) > MAX_NESTING) return json(422, { ok: false, error: messages.nesting }, NO_STORE);
  const release = takePreviewPlace(staff.id);
  if (!release) return json(429, { ok: false, error: messages.previewWaiting }, { ...NO_STORE, 'retry-after': '1' });
  try {
    const made = await articleRenderer().render(preview.data.body, await shownPictureSizes(services().store, preview.data.body));
    if (!made.ok) return json(made.reason === 'busy' ? 503 : 422, { ok: false, error: renderRefusal(made.reason) }, NO_STORE);
    return json(200, { ok: true, html: made.rendered.html }, NO_STORE);
  } finally {
    release();
  }
}
