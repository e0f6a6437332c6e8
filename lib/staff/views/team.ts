import 'server-only';
import { services } from '@/lib/container';
import { listStaff } from '@/lib/staff/people';

/** Everyone with a staff account, with their roles, passkeys and live sessions: what an admin manages. */
export async function teamView() {
  return { team: await listStaff(services().store) };
}
