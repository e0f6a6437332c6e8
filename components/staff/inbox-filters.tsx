import Link from 'next/link';
import { inboxCopy, outcomeNames } from '@/content/staff-inbox';
import { OUTCOMES } from '@/lib/db/schema';
import { endpointNames } from '@/lib/forms/registry';
import { inboxHref, inboxParams, withoutFilters, type InboxQuery } from '@/lib/staff/inbox-filter';
import { formName } from './field-text';
import styles from './inbox-filters.module.css';
import ui from './ui.module.css';

interface InboxFiltersProps {
  query: InboxQuery;
  /** The UTM sources and campaigns the leads have: the visitors' words, each in its own direction. */
  choices: { sources: string[]; campaigns: string[] };
}

/** A plain GET form: the filters live in the address, so a filtered view can be bookmarked, shared and exported. */
export function InboxFilters({ query, choices }: InboxFiltersProps) {
  const copy = inboxCopy.filters;
  const tagSelect = (name: 'source' | 'campaign', label: string, all: string, values: string[]) => (
    <div className={ui.field}>
      <label htmlFor={`filter-${name}`} className={ui.label}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={query[name] ?? ''} className={ui.input}>
        <option value="">{all}</option>
        {/* An option holds text alone, so dir="auto" isolates it as <bdi> does elsewhere. */}
        {values.map((value) => (
          <option key={value} value={value} dir="auto">
            {value}
          </option>
        ))}
      </select>
    </div>
  );
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
      {tagSelect('source', copy.source, copy.allSources, choices.sources)}
      {tagSelect('campaign', copy.campaign, copy.allCampaigns, choices.campaigns)}
      <div className={ui.field}>
        <label htmlFor="filter-outcome" className={ui.label}>
          {copy.outcome}
        </label>
        <select id="filter-outcome" name="outcome" defaultValue={query.outcome ?? ''} className={ui.input}>
          <option value="">{copy.allOutcomes}</option>
          {OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcomeNames[outcome]}
            </option>
          ))}
        </select>
      </div>
      <div className={`${ui.actions} ${styles.buttons}`}>
        <button type="submit" className={`${ui.button} ${ui.primary}`}>
          {copy.apply}
        </button>
        <Link href={inboxHref(withoutFilters(query))} className={ui.link} prefetch={false}>
          {copy.clear}
        </Link>
      </div>
      <p id="inbox-q-hint" className={`${ui.muted} ${ui.small} ${styles.hint}`}>
        {copy.qHint}
      </p>
    </form>
  );
}
