import 'server-only';
import { requireStaff, type Staff } from './guard';

/**
 * The one staff check the public app may call: the article preview renders with the site's own layout, so it lives
 * there, and lets in only a signed-in staff member (any role may read drafts), checked in the page itself.
 */
export function requirePreviewer(): Promise<Staff> {
  return requireStaff('staff');
}
