'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { AUTH_BASE_PATH } from '@/lib/staff/constants';

const EVERY_MS = 4 * 60_000;

/**
 * Pages cannot set cookies, so the session cookie's expiry would run out while someone works. While they are active
 * (the tab visible, a key or pointer used since the last check), Better Auth's own session endpoint is asked every
 * few minutes: it slides the session in the database and sends the cookie again.
 */
export function SessionKeeper() {
  const router = useRouter();
  useEffect(() => {
    let active = false;
    const mark = () => (active = true);
    const keep = () => {
      if (!active || document.visibilityState !== 'visible') return;
      active = false;
      void fetch(`${AUTH_BASE_PATH}/get-session`, { credentials: 'same-origin', cache: 'no-store' })
        .then((response) => response.json() as Promise<unknown>)
        .then((session) => {
          if (session === null) router.replace('/staff/sign-in');
        })
        .catch(() => undefined);
    };
    const events = ['keydown', 'pointerdown', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, mark, { passive: true });
    const timer = window.setInterval(keep, EVERY_MS);
    return () => {
      for (const name of events) window.removeEventListener(name, mark);
      window.clearInterval(timer);
    };
  }, [router]);
  return null;
}
