import { json } from '@/lib/http/requests';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers, and tells anyone no more than that (no version or uptime to fingerprint it by). */
export function GET() {
  return json(200, { ok: true });
}
