import 'server-only';
import { services } from '@/lib/container';
import { INBOX_PAGE_SIZE, inboxFilter, isFiltered, parseInboxQuery, readTag, type SearchParams } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';
import { clampedPage } from './paged';

/** The values a filter offers: those the leads have that it can take, and the one asked for (so its list shows it). */
function offered(present: string[], asked: string | undefined): string[] {
  const usable = present.filter((value) => readTag(value) === value);
  return asked === undefined || usable.includes(asked) ? usable : [asked, ...usable];
}

/**
 * The inbox for its address: the query as read (its page the one shown), that page of the box, the tabs' badges,
 * the team's names for assignees and the sources and campaigns to filter by. `filtered` when anything beyond the box
 * narrows the list.
 */
export async function inboxView(params: SearchParams) {
  const query = parseInboxQuery(params);
  const { store } = services();
  const filter = inboxFilter(query);
  const { items, total, page, pages } = await clampedPage(INBOX_PAGE_SIZE, query.page, (bounds) => store.inbox.list(filter, bounds));
  const [badges, people, present] = await Promise.all([store.inbox.badges(), staffNames(), store.leadSources.choices()]);
  const choices = { sources: offered(present.sources, query.source), campaigns: offered(present.campaigns, query.campaign) };
  return { query: { ...query, page }, items, total, pages, badges, people, choices, filtered: isFiltered(query) };
}
