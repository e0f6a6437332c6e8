import { insightsCopy } from '@/content/staff-insights';
import { services } from '@/lib/container';
import { dayOf } from '@/lib/db/insight-salts';
import { json } from '@/lib/http/requests';
import { audit } from '@/lib/staff/audit';
import { claimExport, csvHeaders, csvRows, exportBusy, NO_STORE } from '@/lib/staff/csv-export';
import { requireStaffRequest } from '@/lib/staff/guard';
import { readInsightsRange } from '@/lib/staff/insights-range';
import { insightsTable, isInsightTable } from '@/lib/staff/insights-tables';

// One table of the insights page as CSV (?table=pages&range=custom&from=…&to=…): the page's own period parser, every
// row, on the audit trail as an export of insights naming the table, one export at a time per staff member.

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
    const refuse = (error: string) => {
      release();
      return json(422, { ok: false, error }, NO_STORE);
    };
    if (!isInsightTable(table)) return refuse(insightsCopy.errors.table);
    if (!asked.ok) return refuse(asked.error);
    const { from, to } = asked.range;
    const { store } = services();
    await store.ready();
    const { header, rows } = await insightsTable(store.db, asked.range, table);
    await audit(staff, 'export-insights', null, { table, from, to, rows: rows.length });
    return new Response(csvRows(header, rows, release), { headers: csvHeaders(`quillmark-insights-${table}-${from}-to-${to}.csv`) });
  } catch (error) {
    release();
    throw error;
  }
}
