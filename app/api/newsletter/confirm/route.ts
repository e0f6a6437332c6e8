import { config } from '@/lib/config';
import { isSameOrigin } from '@/lib/http/origin';
import { json } from '@/lib/http/requests';
import { confirmLink, landing, postedFields, toPrompt } from '@/lib/newsletter/links';

/** Opening a link, or a scanner opening it: the page with the button, and nothing confirmed. */
export function GET(request: Request) {
  return toPrompt('confirm', request);
}

/** The page's button (a plain form post, same origin only): confirms, then says so. */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, { headerless: true, siteUrl: config.SITE_URL })) return json(403, { ok: false, error: 'Cross-site requests are not accepted' });
  const fields = await postedFields(request, 2_048);
  return landing(fields ? await confirmLink(fields.get('token') ?? '') : 'invalid');
}
