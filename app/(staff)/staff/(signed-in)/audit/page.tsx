import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditFilter } from '@/components/staff/audit-filter';
import { AuditTable } from '@/components/staff/audit-table';
import { EmptyState } from '@/components/staff/empty-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pagination } from '@/components/staff/pagination';
import { auditCopy } from '@/content/staff-inbox';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { auditHref, auditView } from '@/lib/staff/views/audit';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: auditCopy.title };

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('admin');
  const { action, subject, rows, page, pages } = await auditView(await searchParams);

  return (
    <div className={ui.page}>
      <PageHeading title={auditCopy.title} lead={auditCopy.lead} />
      {subject && (
        <p className={ui.small}>
          {auditCopy.forSubject(subject)}{' '}
          <Link href={auditHref(action, undefined, 1)} className={ui.link} prefetch={false}>
            {auditCopy.showAll}
          </Link>
        </p>
      )}
      <AuditFilter action={action} subject={subject} />
      {rows.length === 0 ? (
        <EmptyState {...(action || subject ? auditCopy.filteredEmpty : auditCopy.empty)} />
      ) : (
        <AuditTable rows={rows} />
      )}
      <Pagination page={page} pages={pages} hrefFor={(next) => auditHref(action, subject, next)} copy={auditCopy.pagination} />
    </div>
  );
}
