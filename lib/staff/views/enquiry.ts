import 'server-only';
import { headers } from 'next/headers';
import { services } from '@/lib/container';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import { audit } from '@/lib/staff/audit';
import { isOwnRead, type Staff } from '@/lib/staff/guard';
import { staffNames } from '@/lib/staff/people';

/**
 * One enquiry as `staff` opens it, with the visit it came in and its pages up to it (undefined when none was recorded
 * or the visit is no longer kept), or undefined when
 * the reference is malformed or names nothing. Opening it marks it read and records who looked; a view another site
 * started may be forged, so it only shows.
 */
export async function enquiryView(staff: Staff, ref: string) {
  if (!REFERENCE.test(ref)) return undefined;
  const { store, config } = services();
  const enquiry = await store.inbox.detail(ref);
  if (!enquiry) return undefined;
  if (isOwnRead(await headers())) {
    if (await store.inbox.markRead(ref)) enquiry.triage = 'read';
    await audit(staff, 'view-enquiry', ref);
  }
  const [people, source, path, outcome] = await Promise.all([staffNames(), store.leadSources.sourceOf(ref), store.leadSources.pathBefore(ref), store.inbox.outcomeOf(ref)]);
  return { enquiry, source, path, people, outcome, upstream: config.API_BASE_URL !== '' };
}
