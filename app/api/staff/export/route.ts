import { csvTable } from '@/lib/admin/csv';
import type { InboxItem } from '@/lib/db/inbox';
import { enquiryRuntime } from '@/lib/enquiries/runtime';
import { endpointNames, type Endpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { audit } from '@/lib/staff/audit';
import { requireStaffRequest } from '@/lib/staff/guard';
import { inboxFilter, parseInboxQuery } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';

// The inbox's filtered view as CSV: the same filter parser as the page, the same cell guards as the CLI.

export const dynamic = 'force-dynamic';

/** The most rows one export writes; the audit line says when a view had more. */
const MAX_ROWS = 10_000;
const COLUMNS = ['ref', 'form', 'received', 'state', 'delivery', 'assignee_email'];
const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Every payload field of the rows: each form's in its schema's order (the chosen form's alone), then any other. */
function payloadColumns(items: InboxItem[], endpoint: Endpoint | undefined): string[] {
  const known = (endpoint ? [endpoint] : endpointNames).flatMap((name) => endpointFields(name));
  const present = new Set(items.flatMap((item) => Object.keys(item.payload)));
  const ordered = [...new Set(known)].filter((field) => present.has(field) || endpoint !== undefined);
  return [...ordered, ...[...present].filter((field) => !ordered.includes(field)).sort()];
}

export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'viewer');
  if (staff instanceof Response) return staff;
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const { store } = enquiryRuntime();
  const [items, people] = await Promise.all([store.inbox.all(inboxFilter(query), MAX_ROWS), staffNames()]);
  const fields = payloadColumns(items, query.endpoint);
  const rows = items.map((item) => [
    item.ref,
    item.endpoint,
    new Date(item.createdAt).toISOString(),
    item.triage,
    item.status,
    item.assigneeId === null ? '' : (people.get(item.assigneeId)?.email ?? ''),
    ...fields.map((field) => item.payload[field]),
  ]);
  const { box, endpoint, q, fromDay, toDay } = query;
  await audit(staff, 'export', null, { filter: { box, form: endpoint ?? null, q: q ?? null, from: fromDay ?? null, to: toDay ?? null }, rows: rows.length, capped: rows.length === MAX_ROWS });
  // A byte-order mark first: Excel reads the file as UTF-8 only with one, and names are rarely ASCII alone.
  return new Response(`\uFEFF${csvTable([...COLUMNS, ...fields], rows)}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="quillmark-enquiries-${londonDay.format(Date.now())}.csv"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
    },
  });
}
