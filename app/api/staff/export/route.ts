import { services } from '@/lib/container';
import { addressDigest } from '@/lib/db/audit';
import type { HandedOnItem } from '@/lib/db/enquiries/inbox';
import { majorUnits } from '@/lib/enquiries/outcome-form';
import { endpointNames, type Endpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { londonDay } from '@/lib/london-time';
import { audit } from '@/lib/staff/audit';
import { claimExport, csvHeaders, csvPages, exportBusy } from '@/lib/staff/csv-export';
import { requireStaffRequest } from '@/lib/staff/guard';
import { inboxFilter, parseInboxQuery, type InboxQuery } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';

// The inbox's filtered view as CSV: the same filter parser as the page, the same cell guards as the CLI, written a
// page of rows at a time as the client reads, one export at a time per staff member.

export const dynamic = 'force-dynamic';

/** The most rows one export writes; the audit line says when a view had more. */
const MAX_ROWS = 10_000;
/** The row, then what became of it and where it came from: what finance or a CRM is handed, before the form's own fields. */
const COLUMNS = ['ref', 'form', 'received', 'state', 'delivery', 'assignee_email', 'outcome', 'value', 'currency', 'lost_reason', 'channel', 'source', 'medium', 'campaign', 'entry_page'];
/** The won work preset (the inbox's "Export won work") gets a name of its own, so a download folder tells them apart. */
const filename = (query?: InboxQuery) => `quillmark-${query?.outcome === 'won' ? 'won-work' : 'enquiries'}-${londonDay(Date.now())}.csv`;

/** Every payload field of the rows: each form's in its schema's order (the chosen form's alone), then any other. */
function payloadColumns(present: ReadonlySet<string>, endpoint: Endpoint | undefined): string[] {
  const known = (endpoint ? [endpoint] : endpointNames).flatMap((name) => endpointFields(name));
  const ordered = [...new Set(known)].filter((field) => present.has(field) || endpoint !== undefined);
  return [...ordered, ...[...present].filter((field) => !ordered.includes(field)).sort()];
}

/** The view as the trail keeps it: a search is often an address, so only its digest and length, as erasure does. */
function auditedFilter({ box, endpoint, q, fromDay, toDay, source, campaign, outcome }: InboxQuery) {
  return { box, form: endpoint ?? null, qDigest: q === undefined ? null : addressDigest(q), qLength: q?.length ?? null, from: fromDay ?? null, to: toDay ?? null, source: source ?? null, campaign: campaign ?? null, outcome: outcome ?? null };
}

/** The headers alone, after the same guard: Next would otherwise answer HEAD by running GET in full. */
export async function HEAD(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'leads');
  return staff instanceof Response ? staff : new Response(null, { headers: csvHeaders(filename(parseInboxQuery(new URL(request.url).searchParams))) });
}

export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'leads');
  if (staff instanceof Response) return staff;
  const release = claimExport(staff.id);
  if (!release) return exportBusy();
  try {
    const query = parseInboxQuery(new URL(request.url).searchParams);
    const filter = inboxFilter(query);
    const { store } = services();
    const [span, people] = await Promise.all([store.inbox.span(filter, MAX_ROWS), staffNames()]);
    // Written as it starts, before any row leaves, so an export cut short is on the trail too; the count is the span's.
    await audit(staff, 'export', null, { filter: auditedFilter(query), rows: span.rows, capped: span.rows === MAX_ROWS });
    const fields = payloadColumns(span.fields, query.endpoint);
    const line = (item: HandedOnItem) => [
      item.ref,
      item.endpoint,
      new Date(item.createdAt).toISOString(),
      item.triage,
      item.status,
      item.assigneeId === null ? '' : (people.get(item.assigneeId)?.email ?? ''),
      item.outcome,
      item.valueMinor === null ? '' : majorUnits(item.valueMinor),
      item.currency,
      item.lostReason,
      item.channel,
      item.source,
      item.medium,
      item.campaign,
      item.entryPath,
      ...fields.map((field) => item.payload[field]),
    ];
    const pages = store.inbox.pages(filter, { max: MAX_ROWS, within: span });
    return new Response(csvPages([...COLUMNS, ...fields], pages, line, release), { headers: csvHeaders(filename(query)) });
  } catch (error) {
    release();
    throw error;
  }
}
