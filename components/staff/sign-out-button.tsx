'use client';

import { useRouter } from 'next/navigation';
import { signOutCopy } from '@/content/staff-auth';
import { authClient } from './auth-client';
import ui from './ui.module.css';

/** Ends this session in the database, then leaves for the sign-in page. */
export function SignOutButton() {
  const router = useRouter();
  async function signOut() {
    await authClient().signOut();
    router.replace('/staff/sign-in');
  }
  return (
    <button className={ui.link} type="button" onClick={signOut}>
      {signOutCopy.label}
    </button>
  );
}
