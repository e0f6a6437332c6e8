import type { Metadata } from 'next';
import { ActionNotice } from '@/components/staff/action-notice';
import { EmptyState } from '@/components/staff/empty-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pagination } from '@/components/staff/pagination';
import { SubscriberCard } from '@/components/staff/subscriber-card';
import { SubscriberFilters } from '@/components/staff/subscriber-filters';
import { subscribersCopy } from '@/content/staff-inbox';
import { requireStaff } from '@/lib/staff/guard';
import { subscribersHref, type SearchParams } from '@/lib/staff/inbox-filter';
import { subscribersView } from '@/lib/staff/views/subscribers';
import { unsubscribeOnBehalf } from './actions';
import { eraseAddressEverywhere } from '../inbox/actions';
import styles from '@/components/staff/subscribers.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: subscribersCopy.title };

export default async function SubscribersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('leads');
  const params = await searchParams;
  const { query, counts, rows, pages, back } = await subscribersView(params);

  return (
    <div className={ui.page}>
      <PageHeading title={subscribersCopy.title} lead={subscribersCopy.lead} />
      <ActionNotice params={params} />
      <SubscriberFilters query={query} counts={counts} />
      {rows.length === 0 ? (
        <EmptyState title={subscribersCopy.emptyTitle} body={query.q ? subscribersCopy.empty.search : subscribersCopy.empty[query.status]} />
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
