import 'server-only';
import { appServices } from '@/lib/enquiries/runtime';
import { listStaff } from '@/lib/staff/people';

/** Everyone with a staff account, with their roles, passkeys and live sessions: what an admin manages. */
export async function teamView() {
  return { team: await listStaff(appServices().store) };
}
