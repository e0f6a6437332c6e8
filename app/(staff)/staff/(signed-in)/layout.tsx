import type { ReactNode } from 'react';
import { StaffShell } from '@/components/staff/staff-shell';
import { services } from '@/lib/container';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  // The account page sits inside this frame and is the one page open before TOTP is set up; every other page refuses that itself.
  const staff = await requireStaff('staff', { account: true });
  // The badges count enquiries: an editor's frame never reads them.
  const badges = may(staff.role, 'leads') ? await services().store.inbox.badges() : undefined;
  return (
    <StaffShell name={staff.name} role={staff.role} badges={badges}>
      {children}
    </StaffShell>
  );
}
