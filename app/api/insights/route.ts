import { after } from 'next/server';
import { notAllowed, receiveBeacon } from '@/lib/insights/receive';
import { insightServices } from '@/lib/insights/runtime';

// after() keeps each beacon's write in Next's own count of work in flight, so a SIGTERM exits only once it is stored.
export function POST(request: Request) {
  return receiveBeacon(request, { ...insightServices(), keep: after });
}

export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
