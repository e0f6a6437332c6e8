import { json } from '@/lib/enquiries/http';
import { readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Readiness: 503 when the enquiry store cannot take a write. */
export async function GET() {
  const report = await readiness();
  return json(report.store.writable ? 200 : 503, report);
}
