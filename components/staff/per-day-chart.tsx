import { overviewCopy } from '@/content/staff-inbox';
import { endpointNames } from '@/lib/forms/registry';
import { DAY_MS } from '@/lib/time-units';
import { formName } from './field-text';
import styles from './overview.module.css';
import ui from './ui.module.css';

const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

export interface PerDayRow {
  day: string;
  endpoint: string;
  count: number;
}

export interface ChartData {
  /** The forms in the registry's order, then any other stored endpoint. */
  endpoints: string[];
  days: { day: string; label: string; counts: Map<string, number>; total: number }[];
  totals: Map<string, number>;
  total: number;
}

/** The store's per-day rows spread over every one of the last `span` UTC days, empty days included. */
export function chartData(rows: PerDayRow[], span: number, now: number): ChartData {
  const first = (Math.floor(now / DAY_MS) - span + 1) * DAY_MS;
  const endpoints = [...new Set([...endpointNames, ...rows.map((row) => row.endpoint)])];
  const days = Array.from({ length: span }, (_, index) => {
    const ms = first + index * DAY_MS;
    const day = new Date(ms).toISOString().slice(0, 10);
    const counts = new Map(rows.filter((row) => row.day === day).map((row) => [row.endpoint, row.count]));
    return { day, label: dayLabel.format(ms), counts, total: [...counts.values()].reduce((sum, count) => sum + count, 0) };
  });
  const totals = new Map(endpoints.map((endpoint) => [endpoint, rows.filter((row) => row.endpoint === endpoint).reduce((sum, row) => sum + row.count, 0)]));
  return { endpoints, days, totals, total: days.reduce((sum, day) => sum + day.total, 0) };
}

const BAR = 12;
const HEIGHT = 120;
const SERIES = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5];
const seriesClass = (index: number) => SERIES[Math.min(index, SERIES.length - 1)];

/** A small stacked bar chart drawn by hand: one bar a day, one colour a form; the tables below hold the same numbers. */
export function PerDayChart({ data }: { data: ChartData }) {
  const { chart } = overviewCopy;
  const peak = Math.max(1, ...data.days.map((day) => day.total));
  const busiest = data.total === 0 ? null : data.days.reduce((best, day) => (day.total > best.total ? day : best));
  const perForm = data.endpoints
    .filter((endpoint) => (data.totals.get(endpoint) ?? 0) > 0)
    .map((endpoint) => `${formName(endpoint)} ${data.totals.get(endpoint)}`)
    .join(', ');
  const label = chart.label(data.total, busiest ? `${busiest.label} (${busiest.total})` : null, perForm);
  const scale = (count: number) => (count / peak) * (HEIGHT - 4);

  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${data.days.length * BAR} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <title>{chart.title}</title>
        {data.days.map((day, index) => {
          let top = HEIGHT;
          return (
            <g key={day.day}>
              <title>{chart.dayTitle(day.label, day.total)}</title>
              {/* A full-height strip, so the day's title shows wherever the pointer is in its column. */}
              <rect x={index * BAR} y={0} width={BAR} height={HEIGHT} className={styles.hit} />
              {data.endpoints.map((endpoint, series) => {
                const count = day.counts.get(endpoint) ?? 0;
                if (count === 0) return null;
                const height = scale(count);
                top -= height;
                return <rect key={endpoint} x={index * BAR + 1.5} y={top} width={BAR - 3} height={height} className={seriesClass(series)} />;
              })}
            </g>
          );
        })}
        <line x1={0} x2={data.days.length * BAR} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
      </svg>
      <figcaption className={styles.caption}>
        <span className={ui.small}>
          <span className={ui.muted}>{data.days[0]?.label}</span>
          <span className={ui.muted}>{data.days.at(-1)?.label}</span>
        </span>
        <ul className={styles.legend} aria-label={chart.legend}>
          {data.endpoints.map((endpoint, series) => (
            <li key={endpoint}>
              <span className={`${styles.swatch} ${seriesClass(series)}`} aria-hidden="true" />
              {formName(endpoint)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
