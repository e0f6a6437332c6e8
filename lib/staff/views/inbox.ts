import 'server-only';
import { appServices } from '@/lib/enquiries/runtime';
import { INBOX_PAGE_SIZE, inboxFilter, parseInboxQuery, type SearchParams } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';
import { clampedPage } from './paged';

/**
 * The inbox for its address: the query as read (its page the one shown), that page of the box, the tabs' badges and
 * the team's names for assignees. `filtered` when anything beyond the box narrows the list.
 */
export async function inboxView(params: SearchParams) {
  const query = parseInboxQuery(params);
  const { store } = appServices();
  const filter = inboxFilter(query);
  const { items, total, page, pages } = await clampedPage(INBOX_PAGE_SIZE, query.page, (bounds) => store.inbox.list(filter, bounds));
  const [badges, people] = await Promise.all([store.inbox.badges(), staffNames()]);
  const filtered = Boolean(query.endpoint || query.q || query.fromDay || query.toDay);
  return { query: { ...query, page }, items, total, pages, badges, people, filtered };
}
