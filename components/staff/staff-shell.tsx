import Link from 'next/link';
import type { ReactNode } from 'react';
import { staffArea } from '@/content/staff-auth';
import { staffShell } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import type { Badges } from '@/lib/db/enquiries/inbox';
import { may, type StaffAccess, type StaffRole } from '@/lib/staff/constants';
import { NavLink } from './nav-link';
import { SessionKeeper } from './session-keeper';
import { SignOutButton } from './sign-out-button';
import styles from './staff-shell.module.css';
import ui from './ui.module.css';

interface StaffShellProps {
  name: string;
  role: StaffRole;
  /** The inbox's counts; none for a role that may not see enquiries. */
  badges: Badges | undefined;
  children: ReactNode;
}

const BADGES = [
  { box: 'new', className: ui.badgeNew },
  { box: 'spam', className: '' },
  { box: 'failed', className: ui.badgeDanger },
] as const;

const { nav } = staffShell;
/** Each section with the access its page asks for, so that nobody is shown a link that answers 404. */
const SECTIONS: { href: string; label: string; access: StaffAccess }[] = [
  { href: '/staff', label: nav.overview, access: 'leads' },
  { href: '/staff/inbox', label: nav.inbox, access: 'leads' },
  { href: '/staff/articles', label: nav.articles, access: 'staff' },
  { href: '/staff/authors', label: nav.authors, access: 'articles' },
  { href: '/staff/subscribers', label: nav.subscribers, access: 'leads' },
  { href: '/staff/insights', label: insightsCopy.nav, access: 'leads' },
  { href: '/staff/team', label: nav.team, access: 'admin' },
  { href: '/staff/audit', label: nav.audit, access: 'admin' },
  // Passkeys, password, the digest's opt-out: everyone's, whatever their role.
  { href: '/staff/account', label: nav.account, access: 'staff' },
];

/**
 * The signed-in staff area's frame: skip link, product name, the sections this role may open (the inbox with its
 * badges), who is signed in.
 */
export function StaffShell({ name, role, badges, children }: StaffShellProps) {
  const sections = SECTIONS.filter((section) => may(role, section.access));
  const waiting = BADGES.map((badge) => ({ ...badge, count: badges?.[badge.box] ?? 0 })).filter(({ count }) => count > 0);
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
                      {waiting.map(({ box, className, count }) => (
                        <Link key={box} href={`/staff/inbox?box=${box}`} className={`${ui.badge} ${className} ${styles.badge}`} prefetch={false}>
                          {staffShell.badges[box](count)}
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
