import { config } from '@/lib/config';
import { isSameOrigin } from '@/lib/http/origin';
import { json } from '@/lib/http/requests';
import { landing, postedFields, toPrompt, unsubscribeLink } from '@/lib/newsletter/links';

/** Opening a link, or a scanner opening it: the page with the button, and nothing changed. */
export function GET(request: Request) {
  return toPrompt('unsubscribe', request);
}

/**
 * The page's button (token in the form), or a mail program's own button (RFC 8058: the List-Unsubscribe URL, which
 * carries the token, posted with `List-Unsubscribe=One-Click`, answered without a page).
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, { headerless: true, siteUrl: config.SITE_URL })) return json(403, { ok: false, error: 'Cross-site requests are not accepted' });
  const fields = await postedFields(request, 2_048);
  if (fields?.get('List-Unsubscribe') === 'One-Click') {
    const state = await unsubscribeLink(new URL(request.url).searchParams.get('token') ?? '');
    const status = state === 'unsubscribed' ? 200 : state === 'unavailable' ? 503 : 400;
    return new Response(state, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  return landing(fields ? await unsubscribeLink(fields.get('token') ?? '') : 'invalid');
}
