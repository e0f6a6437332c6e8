import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionNotice } from '@/components/staff/action-notice';
import { EmptyState } from '@/components/staff/empty-state';
import { InboxBulk } from '@/components/staff/inbox-bulk';
import { InboxFilters } from '@/components/staff/inbox-filters';
import { InboxTable } from '@/components/staff/inbox-table';
import { InboxTabs } from '@/components/staff/inbox-tabs';
import { PageHeading } from '@/components/staff/page-heading';
import { Pagination } from '@/components/staff/pagination';
import { boxNames, inboxCopy } from '@/content/staff-inbox';
import { requireStaff } from '@/lib/staff/guard';
import { inboxHref, inboxParams, parseInboxQuery, withoutFilters, type SearchParams } from '@/lib/staff/inbox-filter';
import { inboxView } from '@/lib/staff/views/inbox';
import { eraseSelected, triageSelected } from './actions';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: inboxCopy.title };

/** The "Export won work" preset: every enquiry marked won, from any form and any day. */
const WON_WORK = parseInboxQuery({ outcome: 'won' });

export default async function InboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('leads');
  const params = await searchParams;
  const { query, items, total, pages, badges, people, choices, filtered } = await inboxView(params);
  const label = inboxCopy.tableLabel(boxNames[query.box]);
  const empty = filtered ? inboxCopy.filteredEmpty : inboxCopy.empty[query.box];

  return (
    <div className={ui.page}>
      <PageHeading title={inboxCopy.title} lead={inboxCopy.summary(items.length, total, query.page, pages)}>
        <a href={`/api/staff/export?${inboxParams(query, { page: 1 })}`} className={ui.button} download aria-describedby="export-hint">
          {inboxCopy.export}
        </a>
        <span id="export-hint" className="visually-hidden">
          {inboxCopy.exportHint}
        </span>
        <a href={`/api/staff/export?${inboxParams(WON_WORK, { page: 1 })}`} className={ui.button} download aria-describedby="export-won-hint">
          {inboxCopy.exportWon}
        </a>
        <span id="export-won-hint" className="visually-hidden">
          {inboxCopy.exportWonHint}
        </span>
      </PageHeading>
      <ActionNotice params={params} />
      <InboxTabs query={query} badges={badges} />
      <InboxFilters query={query} choices={choices} />
      {items.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body}>
          {filtered && (
            <p>
              <Link href={inboxHref(withoutFilters(query))} className={ui.link} prefetch={false}>
                {inboxCopy.filters.clear}
              </Link>
            </p>
          )}
        </EmptyState>
      ) : (
        <InboxBulk back={inboxParams(query).toString()} admin={staff.role === 'admin'} triageAction={triageSelected} eraseAction={eraseSelected}>
          <InboxTable items={items} endpoint={query.endpoint} label={label} people={people} />
        </InboxBulk>
      )}
      <Pagination page={query.page} pages={pages} hrefFor={(page) => inboxHref(query, { page })} copy={inboxCopy.pagination} />
    </div>
  );
}
