import 'server-only';
import { enquiryService } from '@/lib/enquiries/service';
import { logEvent } from '@/lib/log';
import { LINK_SECRET } from '@/lib/mail/queue';
import { checkToken, type Purpose } from './tokens';

/** What a newsletter link did, as the page it lands on says it. */
export type LinkState = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'unavailable';

type Store = ReturnType<typeof enquiryService>['store'];

/**
 * Checks the link's signed token for `purpose`, then does what it asks with the subscription's key: the state
 * for the page, and the status for the log. A database that cannot be reached gives 'unavailable'.
 */
async function follow(request: Request, purpose: Purpose, act: (store: Store, key: string) => Promise<{ state: LinkState; status: string }>): Promise<LinkState> {
  const event = `newsletter.${purpose}`;
  try {
    const { store } = enquiryService();
    const check = checkToken(await store.secret(LINK_SECRET), purpose, new URL(request.url).searchParams.get('token') ?? '');
    if (!check.ok) return check.reason;
    const { state, status } = await act(store, check.key);
    logEvent(event, { status });
    return state;
  } catch (error) {
    logEvent(event, { error: error instanceof Error ? error.message : String(error) }, 'error');
    return 'unavailable';
  }
}

/** Opening the confirmation link confirms, once; an unsubscribed address is not brought back by an old link. */
export const confirmLink = (request: Request) =>
  follow(request, 'confirm', async (store, key) => {
    const status = await store.subscriptions.confirm(key);
    return { state: status === 'confirmed' || status === 'unsubscribed' ? status : 'invalid', status: status ?? 'gone' };
  });

/** One click, from the mail's link or a mail program's own button (RFC 8058): never a form to fill. */
export const unsubscribeLink = (request: Request) =>
  follow(request, 'unsubscribe', async (store, key) => {
    // A subscription already deleted (never confirmed, or erased) is as unsubscribed as it can be.
    const known = await store.subscriptions.unsubscribe(key);
    return { state: 'unsubscribed', status: known ? 'unsubscribed' : 'gone' };
  });

/** The page that says what happened, by a 303 so a reload does not open the link again. */
export const landing = (state: LinkState) => new Response(null, { status: 303, headers: { location: `/newsletter?state=${state}`, 'cache-control': 'no-store' } });
