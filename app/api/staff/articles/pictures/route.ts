import { PICTURE_LIMITS } from '@/lib/articles/pictures';
import { json } from '@/lib/http/requests';
import { NO_STORE, uploadPicture } from '@/lib/staff/articles';
import { requireStaffRequest } from '@/lib/staff/guard';

// A picture for an article, uploaded as multipart form data (file, kind): made into its AVIF and WebP copies and kept
// in the store, where every host serves it from (app/uploads/[file]/route.ts).

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'articles');
  if (staff instanceof Response) return staff;
  const outcome = await uploadPicture(request, staff.name || staff.email);
  if (outcome.ok) return json(200, { ok: true, ...outcome.picture }, NO_STORE);
  return json(outcome.status, { ok: false, error: outcome.error, limitBytes: PICTURE_LIMITS.maxBytes }, NO_STORE);
}
