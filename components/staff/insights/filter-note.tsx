import Link from 'next/link';
import { outcomeNames } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import { filterParams, type FilterKey, type InsightFilter } from '@/lib/insights/report';
import type { IgnoredFilter } from '@/lib/staff/insights-filter';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface FilterNoteProps {
  filter: InsightFilter | undefined;
  ignored: IgnoredFilter[];
  /** How long the raw visits are kept, which a filtered view is counted from. */
  rawDays: number;
  clearHref: string;
  withoutHref: (key: FilterKey) => string;
}

/** Long values are shortened for the note; the field above holds the whole. */
const clip = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** A value as the team reads it: a channel's, device's or outcome's name, or the visitors' words isolated. */
function valueText(key: FilterKey, value: string) {
  const { channels, devices } = insightsCopy;
  if (key === 'channel' && value in channels) return channels[value as keyof typeof channels];
  if (key === 'device' && value in devices) return devices[value as keyof typeof devices];
  if (key === 'outcome' && value in outcomeNames) return outcomeNames[value as keyof typeof outcomeNames];
  return <bdi>{clip(value)}</bdi>;
}

/** Which filters are applied (each removable, all clearable), what a filtered view is counted from, and what was not applied. */
export function FilterNote({ filter, ignored, rawDays, clearHref, withoutHref }: FilterNoteProps) {
  if (!filter && ignored.length === 0) return null;
  const copy = insightsCopy.filters;
  return (
    <section className={styles.filterNote} aria-label={copy.noteLabel}>
      {filter && (
        <>
          <div className={styles.applied}>
            <strong>{copy.active}</strong>
            <ul className={styles.chips}>
              {filterParams(filter).map(([key, value]) => (
                <li key={key} className={styles.chip}>
                  <span>
                    {copy.names[key]}: {valueText(key, value)}
                  </span>
                  <Link href={withoutHref(key)} className={ui.link} aria-label={copy.remove(copy.names[key])} prefetch={false}>
                    {copy.removeShort}
                  </Link>
                </li>
              ))}
            </ul>
            <Link href={clearHref} className={ui.link} prefetch={false}>
              {copy.clear}
            </Link>
          </div>
          <p className={`${ui.small} ${ui.muted}`}>{copy.raw(rawDays)}</p>
        </>
      )}
      {ignored.length > 0 && (
        <div className={styles.error}>
          <p>{copy.ignored}</p>
          <ul className={styles.ignored}>
            {ignored.map(({ key, value }) => (
              <li key={key}>
                {copy.names[key]}: {value === undefined ? copy.repeated : <>“{valueText(key, value)}”</>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
