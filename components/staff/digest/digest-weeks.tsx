import Link from 'next/link';
import { staffDigestCopy as copy } from '@/content/staff-digest';
import type { DigestSchedule, LondonWeek } from '@/lib/digest-schedule';
import { digestPath } from '@/lib/insights/digest';
import { formatLondon } from '@/lib/london-time';
import styles from './digest.module.css';
import ui from '../ui.module.css';

interface DigestWeeksProps {
  before: LondonWeek | undefined;
  after: LondonWeek | undefined;
  latest: LondonWeek | undefined;
  mailed: { queuedAt: number; recipients: number } | undefined;
  schedule: DigestSchedule;
  badWeek: boolean;
}

/** Where this week's email went, when the email goes, and links to the weeks either side. */
export function DigestWeeks({ before, after, latest, mailed, schedule, badWeek }: DigestWeeksProps) {
  const links = [
    [before, copy.weekBefore],
    [after, copy.weekAfter],
    [latest, copy.latest],
  ] as const;
  return (
    <div className={styles.weeks}>
      {badWeek && (
        <p className={styles.error} role="alert">
          {copy.badWeek}
        </p>
      )}
      <p className={ui.small}>
        {mailed ? copy.mailed(mailed.recipients, formatLondon(mailed.queuedAt)) : copy.notMailed}{' '}
        {schedule === 'off' ? copy.off : copy.schedule(schedule.weekday, schedule.hour, schedule.minute)}
      </p>
      <nav aria-label={copy.weeksLabel} className={ui.actions}>
        {links.map(([week, label]) =>
          week ? (
            <Link key={label} className={ui.button} href={digestPath(week)}>
              {label}
            </Link>
          ) : null,
        )}
        <Link className={ui.link} href="/staff/insights">
          {copy.insightsLink}
        </Link>
      </nav>
    </div>
  );
}
