import 'server-only';
import { listSubscribers } from '@/lib/admin/store-admin';
import { services } from '@/lib/container';
import { parseSubscriberQuery, SUBSCRIBER_PAGE_SIZE, subscribersHref, type SearchParams, type SubscriberTab } from '@/lib/staff/inbox-filter';
import { pageCount } from './paged';

/**
 * The subscribers for the page's address, newest first: the counts are of every subscriber the search finds, the
 * rows of the tab's page (the last one for a page past the end). `back` is the address an action returns to.
 */
export async function subscribersView(params: SearchParams) {
  const asked = parseSubscriberQuery(params);
  const everyone = (await listSubscribers(services().store, true)).reverse();
  const { q } = asked;
  const found = q ? everyone.filter((row) => row.email.includes(q)) : everyone;
  const counts: Record<SubscriberTab, number> = { all: found.length, confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of found) counts[row.status] += 1;
  const shown = asked.status === 'all' ? found : found.filter((row) => row.status === asked.status);
  const pages = pageCount(shown.length, SUBSCRIBER_PAGE_SIZE);
  const query = { ...asked, page: Math.min(asked.page, pages) };
  const rows = shown.slice((query.page - 1) * SUBSCRIBER_PAGE_SIZE, query.page * SUBSCRIBER_PAGE_SIZE);
  return { query, counts, rows, pages, back: subscribersHref(query).split('?')[1] ?? '' };
}
