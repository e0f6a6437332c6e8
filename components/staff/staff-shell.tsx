import Link from 'next/link';
import type { ReactNode } from 'react';
import { staffArea } from '@/content/staff-auth';
import { staffShell } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import type { Badges } from '@/lib/db/inbox';
import { NavLink } from './nav-link';
import { SessionKeeper } from './session-keeper';
import { SignOutButton } from './sign-out-button';
import styles from './staff-shell.module.css';
import ui from './ui.module.css';

interface StaffShellProps {
  name: string;
  admin: boolean;
  badges: Badges;
  children: ReactNode;
}

const BADGES = [
  { box: 'new', className: ui.badgeNew },
  { box: 'spam', className: '' },
  { box: 'failed', className: ui.badgeDanger },
] as const;

/** The signed-in staff area's frame: skip link, product name, sections with the inbox's badges, who is signed in. */
export function StaffShell({ name, admin, badges, children }: StaffShellProps) {
  const { nav } = staffShell;
  const sections = [
    { href: '/staff', label: nav.overview },
    { href: '/staff/inbox', label: nav.inbox },
    { href: '/staff/subscribers', label: nav.subscribers },
    { href: '/staff/insights', label: insightsCopy.nav },
    ...(admin ? [{ href: '/staff/team', label: nav.team }, { href: '/staff/audit', label: nav.audit }] : []),
  ];
  const waiting = BADGES.filter(({ box }) => badges[box] > 0);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {/* Inside the banner landmark: the public header's own skip link sits hidden before it in the page. */}
        <a href="#main" className={styles.skip}>
          {staffShell.skip}
        </a>
        <div className={styles.bar}>
          <Link href="/staff" className={styles.product} prefetch={false}>
            {staffArea.name}
          </Link>
          <nav aria-label={staffShell.navLabel} className={styles.nav}>
            <ul className={styles.sections}>
              {sections.map((section) => (
                <li key={section.href} className={styles.section}>
                  <NavLink href={section.href} className={styles.navLink}>
                    {section.label}
                  </NavLink>
                  {section.href === '/staff/inbox' && waiting.length > 0 && (
                    <span className={styles.badges}>
                      {waiting.map(({ box, className }) => (
                        <Link key={box} href={`/staff/inbox?box=${box}`} className={`${ui.badge} ${className} ${styles.badge}`} prefetch={false}>
                          {staffShell.badges[box](badges[box])}
                        </Link>
                      ))}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.who}>
            <span className={styles.name}>
              <span className="visually-hidden">{staffShell.signedInAs} </span>
              {name}
            </span>
            <SignOutButton />
            <SessionKeeper />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
