import { config } from '@/lib/config';
import { mayReadDetail, readiness } from '@/lib/health';
import { json } from '@/lib/http/requests';

export const dynamic = 'force-dynamic';

/** Readiness: `{ok}` to anyone (503 when the enquiry store cannot take a write); the detail with HEALTH_TOKEN. */
export async function GET(request: Request) {
  const report = await readiness();
  const ok = report.store.writable;
  return json(ok ? 200 : 503, mayReadDetail(request.headers, config.HEALTH_TOKEN) ? { ok, ...report } : { ok });
}
