import { json } from '@/lib/enquiries/http';
import { liveness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. */
export function GET() {
  return json(200, liveness());
}
