import { outcomeNames } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import { CHANNELS } from '@/lib/analytics/channels';
import { BROWSERS } from '@/lib/analytics/clients';
import { OUTCOMES } from '@/lib/db/enquiries/outcomes-schema';
import { INSIGHT_DEVICES } from '@/lib/db/schema';
import type { FilterKey, InsightFilter } from '@/lib/insights/report';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The values the text filters suggest: this period's most common, the visitors' own words. */
export type FilterChoices = Record<'source' | 'campaign' | 'entry', string[]>;

/** As long as a filter's value may be (lib/insights/report/filters.ts). */
const MAX_LENGTH = 300;

interface FilterFieldsProps {
  filter: InsightFilter | undefined;
  choices: FilterChoices;
}

/** The filters of the insights form: a list where the values are fixed, text with suggestions where they are not. */
export function FilterFields({ filter, choices }: FilterFieldsProps) {
  const copy = insightsCopy.filters;
  const select = (key: FilterKey, options: readonly { value: string; label: string }[], any: string = copy.any) => (
    <div className={ui.field}>
      <label htmlFor={`insights-filter-${key}`} className={ui.label}>
        {copy.names[key]}
      </label>
      <select id={`insights-filter-${key}`} name={key} defaultValue={filter?.[key] ?? ''} className={ui.input}>
        <option value="">{any}</option>
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
  const text = (key: keyof FilterChoices) => (
    <div className={ui.field}>
      <label htmlFor={`insights-filter-${key}`} className={ui.label}>
        {copy.names[key]}
      </label>
      <input id={`insights-filter-${key}`} name={key} defaultValue={filter?.[key] ?? ''} list={`insights-filter-${key}-list`} maxLength={MAX_LENGTH} autoComplete="off" spellCheck={false} className={ui.input} dir="auto" />
      <datalist id={`insights-filter-${key}-list`}>
        {choices[key].map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </div>
  );
  return (
    <fieldset className={styles.filters} aria-describedby="insights-filter-hint">
      <legend className={styles.legend}>{copy.legend}</legend>
      {select('channel', CHANNELS.map((value) => ({ value, label: insightsCopy.channels[value] })))}
      {text('source')}
      {text('campaign')}
      {select('device', INSIGHT_DEVICES.map((value) => ({ value, label: insightsCopy.devices[value] })))}
      {select('browser', BROWSERS.map((value) => ({ value, label: value })))}
      {text('entry')}
      {select('outcome', OUTCOMES.map((value) => ({ value, label: outcomeNames[value] })), copy.anyOutcome)}
      <p id="insights-filter-hint" className={`${ui.small} ${ui.muted} ${styles.hint}`}>
        {copy.hint}
      </p>
    </fieldset>
  );
}
