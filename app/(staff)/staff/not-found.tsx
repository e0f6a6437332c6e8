import type { Metadata } from 'next';
import Link from 'next/link';
import { staffNotFoundCopy } from '@/content/staff-auth';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: staffNotFoundCopy.title };

/** It names no page and reads nothing: the overview it links to checks who is asking. */
export default function StaffNotFound() {
  return (
    <main id="main" className={card.card}>
      <h1>{staffNotFoundCopy.title}</h1>
      <p className={ui.lead}>{staffNotFoundCopy.lead}</p>
      <Link href="/staff" className={`${ui.button} ${ui.primary}`}>
        {staffNotFoundCopy.overview}
      </Link>
    </main>
  );
}
