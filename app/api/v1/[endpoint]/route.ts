import { services } from '@/lib/container';
import { handleEnquiry } from '@/lib/enquiries/pipeline';
import { json } from '@/lib/http/requests';

interface RouteContext {
  params: Promise<{ endpoint: string }>;
}

export async function POST(request: Request, { params }: RouteContext) {
  return handleEnquiry(request, (await params).endpoint, services());
}

const notAllowed = () => json(405, { ok: false, error: 'Method not allowed' }, { allow: 'POST' });

export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
