import Link from 'next/link';
import { boxNames, inboxCopy } from '@/content/staff-inbox';
import type { Badges } from '@/lib/db/enquiries/inbox';
import { INBOX_BOXES, inboxHref, type InboxQuery } from '@/lib/staff/inbox-filter';
import styles from './inbox-tabs.module.css';
import ui from './ui.module.css';

interface InboxTabsProps {
  query: InboxQuery;
  badges: Badges;
}

const counted = (box: string): box is keyof Badges => box === 'new' || box === 'spam' || box === 'failed';

/** The boxes as links (they work without a script), each keeping the filters; the counted ones with their badge. */
export function InboxTabs({ query, badges }: InboxTabsProps) {
  return (
    <nav aria-label={inboxCopy.boxesLabel}>
      <ul className={styles.tabs}>
        {INBOX_BOXES.map((box) => {
          const count = counted(box) ? badges[box] : 0;
          return (
            <li key={box}>
              <Link href={inboxHref(query, { box, page: 1 })} className={styles.tab} aria-current={box === query.box ? 'page' : undefined} prefetch={false}>
                {boxNames[box]}
                {count > 0 && <span className={`${ui.badge} ${box === 'new' ? ui.badgeNew : box === 'failed' ? ui.badgeDanger : ''}`}>{count.toLocaleString('en-GB')}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
