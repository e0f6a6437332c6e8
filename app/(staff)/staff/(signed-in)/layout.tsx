import type { ReactNode } from 'react';
import { StaffShell } from '@/components/staff/staff-shell';
import { services } from '@/lib/container';
import { requireStaff } from '@/lib/staff/guard';

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  // The account page sits inside this frame and is the one page open before TOTP is set up; every other page refuses that itself.
  const staff = await requireStaff('viewer', { account: true });
  const badges = await services().store.inbox.badges();
  return (
    <StaffShell name={staff.name} admin={staff.role === 'admin'} badges={badges}>
      {children}
    </StaffShell>
  );
}
