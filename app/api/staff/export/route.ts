import { csvLine } from '@/lib/admin/csv';
import { services } from '@/lib/container';
import type { InboxItem } from '@/lib/db/inbox';
import { endpointNames, type Endpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { json } from '@/lib/http/requests';
import { addressDigest, audit } from '@/lib/staff/audit';
import { requireStaffRequest } from '@/lib/staff/guard';
import { inboxFilter, parseInboxQuery, type InboxQuery } from '@/lib/staff/inbox-filter';
import { staffNames } from '@/lib/staff/people';

// The inbox's filtered view as CSV: the same filter parser as the page, the same cell guards as the CLI, written a
// page of rows at a time as the client reads, one export at a time per staff member.

export const dynamic = 'force-dynamic';

/** The most rows one export writes; the audit line says when a view had more. */
const MAX_ROWS = 10_000;
const COLUMNS = ['ref', 'form', 'received', 'state', 'delivery', 'assignee_email'];
/** What a second export of the same person is told to wait: most finish within a second or two. */
const RETRY_AFTER_SECONDS = 5;
/** After this a slot is taken to be a stream dropped unread and never cancelled, so its owner is not locked out. */
const SLOT_MS = 15 * 60_000;
const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Staff id → the export under way: one each, so a few people cannot hold the server's memory and database. */
const running = new Map<string, { token: symbol; since: number }>();

/** A slot for this person's export, or undefined while they have one; the answer frees only its own slot. */
function claim(staffId: string, now = Date.now()): (() => void) | undefined {
  const held = running.get(staffId);
  if (held && now - held.since < SLOT_MS) return undefined;
  const token = Symbol(staffId);
  running.set(staffId, { token, since: now });
  return () => {
    if (running.get(staffId)?.token === token) running.delete(staffId);
  };
}

const csvHeaders = () => ({
  ...NO_STORE,
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="quillmark-enquiries-${londonDay.format(Date.now())}.csv"`,
  'x-content-type-options': 'nosniff',
});

/** Every payload field of the rows: each form's in its schema's order (the chosen form's alone), then any other. */
function payloadColumns(present: ReadonlySet<string>, endpoint: Endpoint | undefined): string[] {
  const known = (endpoint ? [endpoint] : endpointNames).flatMap((name) => endpointFields(name));
  const ordered = [...new Set(known)].filter((field) => present.has(field) || endpoint !== undefined);
  return [...ordered, ...[...present].filter((field) => !ordered.includes(field)).sort()];
}

/** The view as the trail keeps it: a search is often an address, so only its digest and length, as erasure does. */
function auditedFilter({ box, endpoint, q, fromDay, toDay, source, campaign }: InboxQuery) {
  return { box, form: endpoint ?? null, qDigest: q === undefined ? null : addressDigest(q), qLength: q?.length ?? null, from: fromDay ?? null, to: toDay ?? null, source: source ?? null, campaign: campaign ?? null };
}

/** The header, then a chunk per page, each read only once the client took the last; frees the slot however it ends. */
function csvStream(header: string[], pages: AsyncGenerator<InboxItem[]>, line: (item: InboxItem) => unknown[], release: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark first: Excel reads the file as UTF-8 only with one, and names are rarely ASCII alone.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          release();
          controller.close();
        } else controller.enqueue(encoder.encode(next.value.map((item) => csvLine(line(item))).join('')));
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel() {
      release();
      await pages.return(undefined);
    },
  });
}

/** The headers alone, after the same guard: Next would otherwise answer HEAD by running GET in full. */
export async function HEAD(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'viewer');
  return staff instanceof Response ? staff : new Response(null, { headers: csvHeaders() });
}

export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'viewer');
  if (staff instanceof Response) return staff;
  const release = claim(staff.id);
  if (!release) return json(429, { ok: false, error: 'Your previous export is still being written: wait for it to finish, then try again' }, { ...NO_STORE, 'retry-after': String(RETRY_AFTER_SECONDS) });
  try {
    const query = parseInboxQuery(new URL(request.url).searchParams);
    const filter = inboxFilter(query);
    const { store } = services();
    const [span, people] = await Promise.all([store.inbox.span(filter, MAX_ROWS), staffNames()]);
    // Written as it starts, before any row leaves, so an export cut short is on the trail too; the count is the span's.
    await audit(staff, 'export', null, { filter: auditedFilter(query), rows: span.rows, capped: span.rows === MAX_ROWS });
    const fields = payloadColumns(span.fields, query.endpoint);
    const line = (item: InboxItem) => [
      item.ref,
      item.endpoint,
      new Date(item.createdAt).toISOString(),
      item.triage,
      item.status,
      item.assigneeId === null ? '' : (people.get(item.assigneeId)?.email ?? ''),
      ...fields.map((field) => item.payload[field]),
    ];
    const pages = store.inbox.pages(filter, { max: MAX_ROWS, within: span });
    return new Response(csvStream([...COLUMNS, ...fields], pages, line, release), { headers: csvHeaders() });
  } catch (error) {
    release();
    throw error;
  }
}
