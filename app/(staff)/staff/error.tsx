'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { staffErrorCopy } from '@/content/staff-auth';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

interface StaffErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** A staff page that threw: the staff area's own frame, a retry, and the way back to the overview. */
export default function StaffError({ error, reset }: StaffErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className={card.card}>
      <h1>{staffErrorCopy.title}</h1>
      <p className={ui.lead}>{staffErrorCopy.lead}</p>
      <div className={ui.actions}>
        <button type="button" onClick={reset} className={`${ui.button} ${ui.primary}`}>
          {staffErrorCopy.retry}
        </button>
        <Link href="/staff" className={ui.link}>
          {staffErrorCopy.overview}
        </Link>
      </div>
    </main>
  );
}
