import type { Metadata } from 'next';
import { ActionNotice } from '@/components/staff/action-notice';
import { EmptyState } from '@/components/staff/empty-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pagination } from '@/components/staff/pagination';
import { SubscriberCard } from '@/components/staff/subscriber-card';
import { SubscriberFilters } from '@/components/staff/subscriber-filters';
import { subscribersCopy } from '@/content/staff-inbox';
import { listSubscribers } from '@/lib/admin/store-admin';
import { appServices } from '@/lib/enquiries/runtime';
import { requireStaff } from '@/lib/staff/guard';
import { parseSubscriberQuery, SUBSCRIBER_PAGE_SIZE, subscribersHref, type SearchParams, type SubscriberTab } from '@/lib/staff/inbox-filter';
import { unsubscribeOnBehalf } from './actions';
import { eraseAddressEverywhere } from '../inbox/actions';
import styles from '@/components/staff/subscribers.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: subscribersCopy.title };

export default async function SubscribersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('viewer');
  const params = await searchParams;
  const query = parseSubscriberQuery(params);
  // Newest first; the counts are of every subscriber, the list of the tab and the search.
  const everyone = (await listSubscribers(appServices().store, true)).reverse();
  const { q } = query;
  const found = q ? everyone.filter((row) => row.email.includes(q)) : everyone;
  const counts: Record<SubscriberTab, number> = { all: found.length, confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const row of found) counts[row.status] += 1;
  const shown = query.status === 'all' ? found : found.filter((row) => row.status === query.status);
  const pages = Math.max(1, Math.ceil(shown.length / SUBSCRIBER_PAGE_SIZE));
  query.page = Math.min(query.page, pages);
  const rows = shown.slice((query.page - 1) * SUBSCRIBER_PAGE_SIZE, query.page * SUBSCRIBER_PAGE_SIZE);
  const back = subscribersHref(query).split('?')[1] ?? '';

  return (
    <div className={ui.page}>
      <PageHeading title={subscribersCopy.title} lead={subscribersCopy.lead} />
      <ActionNotice params={params} />
      <SubscriberFilters query={query} counts={counts} />
      {rows.length === 0 ? (
        <EmptyState title={subscribersCopy.emptyTitle} body={q ? subscribersCopy.empty.search : subscribersCopy.empty[query.status]} />
      ) : (
        <ul className={styles.list} aria-label={subscribersCopy.listLabel}>
          {rows.map((row) => (
            <li key={row.id}>
              <SubscriberCard subscription={row} admin={staff.role === 'admin'} back={back} unsubscribeAction={unsubscribeOnBehalf} eraseAction={eraseAddressEverywhere} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => subscribersHref({ ...query, page })} copy={subscribersCopy.pagination} />
    </div>
  );
}
