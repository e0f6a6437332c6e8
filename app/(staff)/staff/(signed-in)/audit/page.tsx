import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditFilter } from '@/components/staff/audit-filter';
import { AuditTable } from '@/components/staff/audit-table';
import { EmptyState } from '@/components/staff/empty-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pagination } from '@/components/staff/pagination';
import { auditCopy } from '@/content/staff-inbox';
import { REFERENCE } from '@/lib/db/reference';
import type { AuditAction } from '@/lib/db/schema';
import { AUDIT_ACTIONS } from '@/lib/db/schema';
import { appServices } from '@/lib/enquiries/runtime';
import { requireStaff } from '@/lib/staff/guard';
import { param, readPage, type SearchParams } from '@/lib/staff/inbox-filter';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: auditCopy.title };

const PAGE_SIZE = 100;
const isAction = (value: string | undefined): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** The trail's address, read: an action, an enquiry's reference and a page; anything else is left out. */
function auditHref(action: AuditAction | undefined, subject: string | undefined, page: number) {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (subject) params.set('subject', subject);
  if (page > 1) params.set('page', String(page));
  return params.size ? `/staff/audit?${params}` : '/staff/audit';
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('admin');
  const params = await searchParams;
  const action = isAction(param(params, 'action')) ? (param(params, 'action') as AuditAction) : undefined;
  const subject = REFERENCE.test(param(params, 'subject') ?? '') ? param(params, 'subject') : undefined;
  const filter = { ...(action ? { action } : {}), ...(subject ? { subject } : {}) };
  const { audit } = appServices().store;
  const list = (page: number) => audit.list(filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  let page = readPage(param(params, 'page'));
  let { rows, total } = await list(page);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) ({ rows, total } = await list((page = pages)));

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
