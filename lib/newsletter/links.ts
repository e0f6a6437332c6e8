import 'server-only';
import { services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import { readCapped } from '@/lib/http/requests';
import { logEvent } from '@/lib/log';
import { checkToken, LINK_SECRET, type Purpose } from './tokens';

/** What a newsletter link did, as the page it lands on says it. */
export type LinkState = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'unavailable';

/** The token's check against the secret every host signs with; throws when the store cannot be read. */
const readToken = async (store: Store, purpose: Purpose, token: string) => checkToken(await store.secrets.get(LINK_SECRET), purpose, token);

/**
 * Opening a link changes nothing: mail scanners and link previews open links too, and would otherwise subscribe a
 * stranger's address. The link shows a page whose one button posts; only that post (or a mail program's one-click
 * post, RFC 8058) acts. This reads the token without acting: undefined when the button may be offered.
 */
export async function checkLink(purpose: Purpose, token: string): Promise<Exclude<LinkState, 'confirmed' | 'unsubscribed'> | undefined> {
  try {
    const check = await readToken(services().store, purpose, token);
    return check.ok ? undefined : check.reason;
  } catch (error) {
    logEvent(`newsletter.${purpose}`, { error: error instanceof Error ? error.message : String(error) }, 'error');
    return 'unavailable';
  }
}

/**
 * Checks the signed token for `purpose`, then does what it asks with the subscription's key: the state for the
 * page, and the status for the log. A database that cannot be reached gives 'unavailable'.
 */
async function follow(purpose: Purpose, token: string, act: (store: Store, key: string) => Promise<{ state: LinkState; status: string }>): Promise<LinkState> {
  const event = `newsletter.${purpose}`;
  try {
    const store = services().store;
    const check = await readToken(store, purpose, token);
    if (!check.ok) return check.reason;
    const { state, status } = await act(store, check.key);
    logEvent(event, { status });
    return state;
  } catch (error) {
    logEvent(event, { error: error instanceof Error ? error.message : String(error) }, 'error');
    return 'unavailable';
  }
}

/** Confirms, once; an unsubscribed address is not brought back by an old link. */
export const confirmLink = (token: string) =>
  follow('confirm', token, async (store, key) => {
    const status = await store.subscriptions.confirm(key);
    return { state: status === 'confirmed' || status === 'unsubscribed' ? status : 'invalid', status: status ?? 'gone' };
  });

export const unsubscribeLink = (token: string) =>
  follow('unsubscribe', token, async (store, key) => {
    // A subscription already deleted (never confirmed, or erased) is as unsubscribed as it can be.
    const known = await store.subscriptions.unsubscribe(key);
    return { state: 'unsubscribed', status: known ? 'unsubscribed' : 'gone' };
  });

const noStore = { 'cache-control': 'no-store' };

/** The page that says what happened, by a 303 so a reload does not post again. */
export const landing = (state: LinkState) => new Response(null, { status: 303, headers: { location: `/newsletter?state=${state}`, ...noStore } });

/** A link from a mail sent before links named their page: to that page, with its button, changing nothing. */
export function toPrompt(purpose: Purpose, request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { location: `/newsletter/${purpose}?token=${encodeURIComponent(token)}`, ...noStore } });
}

/** The post's fields: the page's form (`token`) or a mail program's one-click post (`List-Unsubscribe=One-Click`). */
export async function postedFields(request: Request, limit: number): Promise<URLSearchParams | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type)) return undefined;
  const text = await readCapped(request, limit);
  if (text === null) return undefined;
  try {
    const form = await new Response(text, { headers: { 'content-type': type } }).formData();
    return new URLSearchParams([...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  } catch {
    return undefined;
  }
}
