import 'server-only';
import { requireStaff, staffFrom, type Staff } from './guard';

// The staff checks the public app may call, each in the page or route that serves what it guards: drafts and their
// pictures are for any signed-in staff member (every role may read them).

/**
 * The article preview renders with the site's own layout, so it lives there, and lets in only a signed-in staff
 * member, checked in the page itself.
 */
export function requirePreviewer(): Promise<Staff> {
  return requireStaff('staff');
}

/** Whether a request comes from a signed-in staff member (set up in full): who may open a picture only drafts show. */
export async function readsDrafts(headers: Headers): Promise<boolean> {
  const staff = await staffFrom(headers);
  return staff !== undefined && !staff.needsTwoFactor;
}
