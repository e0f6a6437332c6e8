import Link from 'next/link';
import { inboxCopy } from '@/content/staff-inbox';
import { endpointNames } from '@/lib/forms/registry';
import { inboxHref, inboxParams, type InboxQuery } from '@/lib/staff/inbox-filter';
import { formName } from './field-text';
import styles from './inbox-filters.module.css';
import ui from './ui.module.css';

interface InboxFiltersProps {
  query: InboxQuery;
}

/** A plain GET form: the filters live in the address, so a filtered view can be bookmarked, shared and exported. */
export function InboxFilters({ query }: InboxFiltersProps) {
  const copy = inboxCopy.filters;
  return (
    // Keyed by the query, so its fields show the new filter after a client-side navigation.
    <form key={inboxParams(query).toString()} method="get" action="/staff/inbox" role="search" aria-label={copy.legend} className={styles.filters}>
      {query.box !== 'inbox' && <input type="hidden" name="box" value={query.box} />}
      <div className={ui.field}>
        <label htmlFor="filter-form" className={ui.label}>{copy.form}</label>
        <select id="filter-form" name="form" defaultValue={query.endpoint ?? ''} className={ui.input}>
          <option value="">{copy.allForms}</option>
          {endpointNames.map((endpoint) => (
            <option key={endpoint} value={endpoint}>
              {formName(endpoint)}
            </option>
          ))}
        </select>
      </div>
      <label className={`${ui.field} ${styles.search}`}>
        <span className={ui.label}>{copy.q}</span>
        <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} aria-describedby="inbox-q-hint" className={ui.input} />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{copy.from}</span>
        <input type="date" name="from" defaultValue={query.fromDay ?? ''} min="2000-01-01" max="2999-12-31" className={ui.input} />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{copy.to}</span>
        <input type="date" name="to" defaultValue={query.toDay ?? ''} min="2000-01-01" max="2999-12-31" className={ui.input} />
      </label>
      <div className={`${ui.actions} ${styles.buttons}`}>
        <button type="submit" className={`${ui.button} ${ui.primary}`}>
          {copy.apply}
        </button>
        <Link href={inboxHref({ ...query, endpoint: undefined, q: undefined, fromDay: undefined, toDay: undefined, page: 1 })} className={ui.link} prefetch={false}>
          {copy.clear}
        </Link>
      </div>
      <p id="inbox-q-hint" className={`${ui.muted} ${ui.small} ${styles.hint}`}>
        {copy.qHint}
      </p>
    </form>
  );
}
