import 'server-only';
import { enquiryService } from '@/lib/enquiries/service';
import { logEvent } from '@/lib/log';
import { LINK_SECRET } from '@/lib/mail/queue';
import { checkToken } from './tokens';

/** What a newsletter link did, as the page it lands on says it. */
export type LinkState = 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'unavailable';

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** Opening the confirmation link confirms, once; an unsubscribed address is not brought back by an old link. */
export async function confirmLink(request: Request): Promise<LinkState> {
  try {
    const { store } = enquiryService();
    const check = checkToken(await store.secret(LINK_SECRET), 'confirm', tokenOf(request));
    if (!check.ok) return check.reason;
    const status = await store.subscriptions.confirm(check.key);
    logEvent('newsletter.confirm', { status: status ?? 'gone' });
    return status === 'confirmed' ? 'confirmed' : status === 'unsubscribed' ? 'unsubscribed' : 'invalid';
  } catch (error) {
    logEvent('newsletter.confirm', { error: error instanceof Error ? error.message : String(error) }, 'error');
    return 'unavailable';
  }
}

/** One click, from the mail's link or a mail program's own button (RFC 8058): never a form to fill. */
export async function unsubscribeLink(request: Request): Promise<LinkState> {
  try {
    const { store } = enquiryService();
    const check = checkToken(await store.secret(LINK_SECRET), 'unsubscribe', tokenOf(request));
    if (!check.ok) return check.reason;
    const known = await store.subscriptions.unsubscribe(check.key);
    logEvent('newsletter.unsubscribe', { status: known ? 'unsubscribed' : 'gone' });
    // A subscription already deleted (never confirmed, or erased) is as unsubscribed as it can be.
    return 'unsubscribed';
  } catch (error) {
    logEvent('newsletter.unsubscribe', { error: error instanceof Error ? error.message : String(error) }, 'error');
    return 'unavailable';
  }
}

/** The page that says what happened, by a 303 so a reload does not open the link again. */
export const landing = (state: LinkState) => new Response(null, { status: 303, headers: { location: `/newsletter?state=${state}`, 'cache-control': 'no-store' } });
