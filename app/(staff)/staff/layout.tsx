import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { staffArea } from '@/content/staff-auth';
import styles from './staff.module.css';

// Every staff page is rendered per request for the person asking; nothing of it is prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { template: staffArea.titleTemplate, default: staffArea.name },
  robots: { index: false, follow: false },
};

/** The staff area's frame: its CSS hides the public site's header and banners. Each page checks who is asking. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className={styles.staff}>{children}</div>;
}
