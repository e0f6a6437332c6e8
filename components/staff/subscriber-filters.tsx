import Link from 'next/link';
import { subscribersCopy, subscriberStatusNames } from '@/content/staff-inbox';
import { SUBSCRIBER_STATUSES, subscribersHref, type SubscriberQuery, type SubscriberTab } from '@/lib/staff/inbox-filter';
import styles from './inbox-tabs.module.css';
import ui from './ui.module.css';

interface SubscriberFiltersProps {
  query: SubscriberQuery;
  counts: Record<SubscriberTab, number>;
}

/** The states as links with their counts, and a GET form to find one address. */
export function SubscriberFilters({ query, counts }: SubscriberFiltersProps) {
  const name = (status: SubscriberTab) => (status === 'all' ? subscribersCopy.all : subscriberStatusNames[status]);
  return (
    <>
      <nav aria-label={subscribersCopy.tabsLabel}>
        <ul className={styles.tabs}>
          {SUBSCRIBER_STATUSES.map((status) => (
            <li key={status}>
              <Link href={subscribersHref({ ...query, status, page: 1 })} className={styles.tab} aria-current={status === query.status ? 'page' : undefined} prefetch={false}>
                {name(status)}
                <span className={ui.badge}>{counts[status].toLocaleString('en-GB')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form key={query.q ?? ''} method="get" action="/staff/subscribers" role="search" aria-label={subscribersCopy.search} className={ui.actions}>
        {query.status !== 'all' && <input type="hidden" name="status" value={query.status} />}
        <label className={ui.field}>
          <span className={ui.label}>{subscribersCopy.search}</span>
          <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} autoComplete="off" className={ui.input} />
        </label>
        <button type="submit" className={`${ui.button} ${ui.primary} ${ui.end}`}>
          {subscribersCopy.searchButton}
        </button>
        {query.q && (
          <Link href={subscribersHref({ ...query, q: undefined, page: 1 })} className={`${ui.link} ${ui.end}`} prefetch={false}>
            {subscribersCopy.clear}
          </Link>
        )}
      </form>
    </>
  );
}
