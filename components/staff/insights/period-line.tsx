import { insightsCopy } from '@/content/staff-insights';
import type { DayRange } from '@/lib/insights/report';
import { longDay, shortDay } from './format';
import ui from '../ui.module.css';

interface PeriodLineProps {
  range: DayRange;
  days: number;
  /** The days counted from the raw visits rather than the rollups. */
  liveDays: string[];
  today: string;
}

/** Which days the page shows, against which, and which of them are counted live. */
export function PeriodLine({ range, days, liveDays, today }: PeriodLineProps) {
  const { range: copy } = insightsCopy;
  const live = liveDays.map((day) => (day === today ? copy.today(shortDay(day)) : shortDay(day)));
  return (
    <p className={ui.small}>
      {copy.showing(longDay(range.from), longDay(range.to), days)}
      {live.length > 0 && <span className={ui.muted}> {copy.live(live)}</span>}
    </p>
  );
}
