import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { staffArea } from '@/content/staff-auth';
import { config } from '@/lib/config';
import { faces } from '../fonts/faces';
import '../globals.css';
import styles from './staff.module.css';

// Every staff page is rendered per request for the person asking; nothing of it is prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  metadataBase: new URL(config.SITE_URL),
  title: { template: staffArea.titleTemplate, default: staffArea.name },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#0e1116', colorScheme: 'dark' };

/**
 * The staff area's root: a second app beside the public site, sharing its tokens and faces and nothing of its
 * header, menu, banner or reveals. Each page checks who is asking; this layout reads nothing.
 */
export default function StaffRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={faces}>
      <body className={styles.staff}>{children}</body>
    </html>
  );
}
