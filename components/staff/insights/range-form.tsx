import { insightsCopy } from '@/content/staff-insights';
import { filterParams, type Credit, type InsightFilter } from '@/lib/insights/report';
import { RANGE_CHOICES, type RangeFields } from '@/lib/staff/insights-range';
import { FilterFields, type FilterChoices } from './filter-fields';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface RangeFormProps {
  fields: RangeFields;
  /** Why the address's period could not be shown. */
  error: string | undefined;
  today: string;
  filter: InsightFilter | undefined;
  choices: FilterChoices;
  /** Kept across a new period or filter, as the links keep it. */
  credit?: Credit;
}

/** A plain GET form: the period and the filters live in the address, so a view can be bookmarked and shared. */
export function RangeForm({ fields, error, today, filter, choices, credit = 'first' }: RangeFormProps) {
  const copy = insightsCopy.range;
  const described = error ? 'insights-range-error insights-range-hint' : 'insights-range-hint';
  const badDates = error !== undefined && fields.choice === 'custom' ? true : undefined;
  return (
    // Keyed by what it shows, so its fields follow a navigation; unvalidated, so a stale date never blocks a preset.
    <form key={`${fields.choice} ${fields.from} ${fields.to} ${new URLSearchParams(filterParams(filter ?? {}))}`} method="get" action="/staff/insights" aria-label={copy.formLabel} className={styles.range} noValidate>
      <div className={ui.field}>
        <label htmlFor="insights-range" className={ui.label}>
          {copy.period}
        </label>
        <select id="insights-range" name="range" defaultValue={fields.choice} className={ui.input} aria-describedby={described}>
          {RANGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {copy.choices[choice]}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="insights-from" className={ui.label}>
          {copy.from}
        </label>
        <input id="insights-from" type="date" name="from" defaultValue={fields.from} min="2000-01-01" max={today} className={ui.input} aria-describedby={described} aria-invalid={badDates} />
      </div>
      <div className={ui.field}>
        <label htmlFor="insights-to" className={ui.label}>
          {copy.to}
        </label>
        <input id="insights-to" type="date" name="to" defaultValue={fields.to} min="2000-01-01" max={today} className={ui.input} aria-describedby={described} aria-invalid={badDates} />
      </div>
      {error && (
        <p id="insights-range-error" className={styles.error}>
          {error}
        </p>
      )}
      <p id="insights-range-hint" className={`${ui.small} ${ui.muted} ${styles.hint}`}>
        {copy.hint}
      </p>
      <FilterFields filter={filter} choices={choices} />
      {credit === 'last' && <input type="hidden" name="credit" value={credit} />}
      <button type="submit" className={`${ui.button} ${ui.primary} ${styles.apply}`}>
        {copy.apply}
      </button>
    </form>
  );
}
