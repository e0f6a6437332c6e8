import { insightsCopy } from '@/content/staff-insights';
import { services } from '@/lib/container';
import { dayOf } from '@/lib/db/insights/insight-salts';
import { json } from '@/lib/http/requests';
import { audit } from '@/lib/staff/audit';
import { claimExport, csvHeaders, csvRows, exportBusy, NO_STORE } from '@/lib/staff/csv-export';
import { requireStaffRequest } from '@/lib/staff/guard';
import { readInsightsCredit, readInsightsFilter } from '@/lib/staff/insights-filter';
import { readInsightsRange } from '@/lib/staff/insights-range';
import { insightsTable, isInsightTable } from '@/lib/staff/insights-tables';

// One table of the insights page as CSV (?table=pages&range=custom&from=…&to=…&channel=…): the page's own period and
// filter parsers, every row, on the audit trail as an export of insights naming the table and its filter, one export at
// a time per staff member.

export const dynamic = 'force-dynamic';

/** The headers alone, after the same guard: Next would otherwise answer HEAD by running GET in full. */
export async function HEAD(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'leads');
  return staff instanceof Response ? staff : new Response(null, { headers: csvHeaders('quillmark-insights.csv') });
}

export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'leads');
  if (staff instanceof Response) return staff;
  const release = claimExport(staff.id);
  if (!release) return exportBusy();
  try {
    const search = new URL(request.url).searchParams;
    const table = search.get('table') ?? undefined;
    const asked = readInsightsRange(search, dayOf(Date.now()));
    const { filter, ignored } = readInsightsFilter(search);
    // Only the outcomes are credited to a touch; any other table is the same either way.
    const credit = table === 'outcomes' ? readInsightsCredit(search) : 'first';
    const refuse = (error: string) => {
      release();
      return json(422, { ok: false, error }, NO_STORE);
    };
    if (!isInsightTable(table)) return refuse(insightsCopy.errors.table);
    if (!asked.ok) return refuse(asked.error);
    // A file counted without a filter it was asked for would pass for a filtered one: refuse it instead.
    if (ignored.length > 0) return refuse(insightsCopy.errors.filter(ignored.map(({ key }) => key)));
    const { from, to } = asked.range;
    const { store } = services();
    const { header, rows } = await insightsTable(store, asked.range, table, filter, credit);
    const last = credit === 'last' ? { credit } : {};
    await audit(staff, 'export-insights', null, { table, from, to, ...(filter ? { filter } : {}), ...last, rows: rows.length });
    return new Response(csvRows(header, rows, release), { headers: csvHeaders(`quillmark-insights-${table}${credit === 'last' ? '-last-touch' : ''}-${from}-to-${to}.csv`) });
  } catch (error) {
    release();
    throw error;
  }
}
