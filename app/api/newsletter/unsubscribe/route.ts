import { landing, unsubscribeLink } from '@/lib/newsletter/links';

/** The link in the mail: unsubscribes, then shows the page that says so. */
export async function GET(request: Request) {
  return landing(await unsubscribeLink(request));
}

/** A mail program's one-click button (List-Unsubscribe-Post): no page, only the answer. */
export async function POST(request: Request) {
  const state = await unsubscribeLink(request);
  const status = state === 'unsubscribed' ? 200 : state === 'unavailable' ? 503 : 400;
  return new Response(state, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
