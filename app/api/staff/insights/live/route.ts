import { liveSentences } from '@/components/staff/insights/live-visitors';
import { services } from '@/lib/container';
import { readLiveVisitors } from '@/lib/insights/reports';
import { requireStaffRequest } from '@/lib/staff/guard';
import { readInsightsFilter } from '@/lib/staff/insights-filter';

// The insights page's "Right now" card, polled while the page is open (components/staff/insights/live-count.tsx):
// the same filter as the page, the same guard as every staff read, and the card's two sentences as it shows them.

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const staff = await requireStaffRequest(request, 'leads');
  if (staff instanceof Response) return staff;
  const { filter } = readInsightsFilter(new URL(request.url).searchParams);
  const now = Date.now();
  const visitors = await readLiveVisitors(services().store, now, filter);
  return Response.json(liveSentences(visitors, now), { headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } });
}
