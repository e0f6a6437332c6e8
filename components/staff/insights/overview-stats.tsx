import { insightsCopy } from '@/content/staff-insights';
import type { Totals } from '@/lib/insights/report';
import { percent, visitLength, whole } from './format';
import { Panel } from './panel';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface OverviewStatsProps {
  totals: Totals;
  previous: Totals;
  csv: string;
}

type Measure = 'visitors' | 'visits' | 'pageviews' | 'bounceRate' | 'meanDurationMs' | 'enquiries' | 'conversion' | 'signups';
const MEASURES: Measure[] = ['visitors', 'visits', 'pageviews', 'bounceRate', 'meanDurationMs', 'enquiries', 'conversion', 'signups'];
const RATES = new Set<Measure>(['bounceRate', 'conversion']);
/** Where a rise is bad news. */
const FALLING_IS_GOOD = new Set<Measure>(['bounceRate']);

/** The change against the period before, in words: a percentage for counts, percentage points for rates. */
function change(measure: Measure, now: number | null, then: number | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  const { stats } = insightsCopy;
  if (now === null) return { text: insightsCopy.nothing, tone: 'flat' };
  if (then === null) return { text: stats.fresh, tone: 'flat' };
  const rated = RATES.has(measure);
  if (!rated && then === 0) return now === 0 ? { text: stats.same, tone: 'flat' } : { text: stats.fresh, tone: 'flat' };
  const amount = rated ? (now - then) * 100 : ((now - then) / then) * 100;
  const rounded = Math.round(Math.abs(amount) * 10) / 10;
  if (rounded === 0) return { text: stats.same, tone: 'flat' };
  const size = rated ? stats.points(rounded.toLocaleString('en-GB')) : `${rounded.toLocaleString('en-GB')}%`;
  return amount > 0 ? { text: stats.up(size), tone: 'up' } : { text: stats.down(size), tone: 'down' };
}

/** The period's totals, each with its change against the period of equal length before it. */
export function OverviewStats({ totals, previous, csv }: OverviewStatsProps) {
  const { stats } = insightsCopy;
  const shown = (measure: Measure, from: Totals) => (RATES.has(measure) ? percent(from[measure]) : measure === 'meanDurationMs' ? visitLength(from[measure]) : whole(from[measure] ?? 0));
  return (
    <Panel id="insights-stats" title={stats.title} csv={csv}>
      <dl className={styles.stats}>
        {MEASURES.map((measure) => {
          const { text, tone } = change(measure, totals[measure], previous[measure]);
          const good = tone === 'flat' ? ui.flat : (tone === 'up') !== FALLING_IS_GOOD.has(measure) ? ui.better : ui.worse;
          return (
            <div key={measure} className={styles.stat}>
              <dt>{stats[measure]}</dt>
              <dd className={styles.value}>{shown(measure, totals)}</dd>
              <dd className={`${styles.change} ${good}`}>{text}</dd>
              {text !== stats.fresh && <dd className={styles.before}>{stats.previous(shown(measure, previous))}</dd>}
            </div>
          );
        })}
      </dl>
      <p className={`${ui.small} ${ui.muted}`}>
        {stats.hint}{' '}
        <a href="#insights-note" className={ui.link}>
          {stats.noteLink}
        </a>
      </p>
    </Panel>
  );
}
