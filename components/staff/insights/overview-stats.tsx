import { insightsCopy } from '@/content/staff-insights';
import { CURRENCIES, type Currency } from '@/lib/db/enquiries/outcomes-schema';
import type { Totals, WorkTotals } from '@/lib/insights/report';
import { money, percent, visitLength, whole } from './format';
import { Panel } from './panel';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface OverviewStatsProps {
  totals: Totals;
  previous: Totals;
  /** What became of the period's enquiries, and of the period before's. */
  work: WorkTotals;
  previousWork: WorkTotals;
  csv: string;
}

type Measure = 'visitors' | 'visits' | 'pageviews' | 'bounceRate' | 'meanDurationMs' | 'enquiries' | 'qualified' | 'won' | 'conversion' | 'signups';
/** The headline first (who came, what they sent, what it became), then how they visited; won value goes after won. */
const MEASURES: Measure[] = ['visitors', 'enquiries', 'qualified', 'won', 'conversion', 'visits', 'pageviews', 'bounceRate', 'meanDurationMs', 'signups'];
const RATES = new Set<Measure>(['bounceRate', 'conversion']);
/** Where a rise is bad news. */
const FALLING_IS_GOOD = new Set<Measure>(['bounceRate']);

/** The change against the period before, in words: a percentage for counts, percentage points for rates. */
function change(measure: Measure | 'wonValue', now: number | null, then: number | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  const { stats } = insightsCopy;
  if (now === null) return { text: insightsCopy.nothing, tone: 'flat' };
  if (then === null) return { text: stats.fresh, tone: 'flat' };
  const rated = measure !== 'wonValue' && RATES.has(measure);
  if (!rated && then === 0) return now === 0 ? { text: stats.same, tone: 'flat' } : { text: stats.fresh, tone: 'flat' };
  const amount = rated ? (now - then) * 100 : ((now - then) / then) * 100;
  const rounded = Math.round(Math.abs(amount) * 10) / 10;
  if (rounded === 0) return { text: stats.same, tone: 'flat' };
  const size = rated ? stats.points(rounded.toLocaleString('en-GB')) : `${rounded.toLocaleString('en-GB')}%`;
  return amount > 0 ? { text: stats.up(size), tone: 'up' } : { text: stats.down(size), tone: 'down' };
}

/** One figure, its change against the period before and that period's figure. */
function Stat({ label, now, then, measure, shown }: { label: string; now: number | null; then: number | null; measure: Measure | 'wonValue'; shown: (value: number | null) => string }) {
  const { stats } = insightsCopy;
  const { text, tone } = change(measure, now, then);
  const good = tone === 'flat' ? ui.flat : (tone === 'up') !== (measure !== 'wonValue' && FALLING_IS_GOOD.has(measure)) ? ui.better : ui.worse;
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd className={styles.value}>{shown(now)}</dd>
      <dd className={`${styles.change} ${good}`}>{text}</dd>
      {text !== stats.fresh && <dd className={styles.before}>{stats.previous(shown(then))}</dd>}
    </div>
  );
}

/**
 * The period's headline, each figure with its change against the period of equal length before it: visitors, the
 * enquiries they sent and what the team made of them (qualified, won, won value per currency), conversion, then the
 * rest of how they visited.
 */
export function OverviewStats({ totals, previous, work, previousWork, csv }: OverviewStatsProps) {
  const { stats } = insightsCopy;
  const valueOf = (measure: Measure, from: Totals, made: WorkTotals) => (measure === 'qualified' || measure === 'won' ? made[measure] : from[measure]);
  const shownAs = (measure: Measure) => (value: number | null) => (RATES.has(measure) ? percent(value) : measure === 'meanDurationMs' ? visitLength(value) : whole(value ?? 0));
  // A currency shows once either period won something in it: values in different currencies are never added.
  const currencies = CURRENCIES.filter((currency) => work.wonValue[currency] !== undefined || previousWork.wonValue[currency] !== undefined);
  const wonValue = (currency: Currency) => (
    <Stat key={currency} label={stats.wonValue(currency)} measure="wonValue" now={work.wonValue[currency] ?? 0} then={previousWork.wonValue[currency] ?? 0} shown={(value) => money(value ?? 0, currency)} />
  );
  return (
    <Panel id="insights-stats" title={stats.title} csv={csv}>
      <dl className={styles.stats}>
        {MEASURES.flatMap((measure) => [
          <Stat key={measure} label={stats[measure]} measure={measure} now={valueOf(measure, totals, work)} then={valueOf(measure, previous, previousWork)} shown={shownAs(measure)} />,
          ...(measure === 'won' ? (currencies.length > 0 ? currencies.map(wonValue) : [<Stat key="wonValue" label={stats.wonValueNone} measure="wonValue" now={0} then={0} shown={() => insightsCopy.nothing} />]) : []),
        ])}
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
