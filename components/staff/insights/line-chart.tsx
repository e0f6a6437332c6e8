import { shortDay } from './format';
import styles from './chart.module.css';
import ui from '../ui.module.css';

export interface ChartSeries {
  name: string;
  /** One a day; undefined where nothing was measured (the line breaks there). */
  values: (number | undefined)[];
}

export interface ChartLimit {
  name: string;
  value: number;
  tone: 'good' | 'poor';
}

/** A day to mark with a vertical line, such as a deploy's, named in its title. */
export interface ChartMarker {
  day: string;
  label: string;
}

interface LineChartProps {
  /** The chart in words for a screen reader; the table beside it has the numbers. */
  label: string;
  days: string[];
  series: ChartSeries[];
  /** Dashed lines across, such as Google's good and poor limits. */
  limits?: ChartLimit[];
  /** Vertical lines on days outside the series, such as deploys; the page lists them in words beside the chart. */
  markers?: ChartMarker[];
  format: (value: number) => string;
  legendLabel: string;
  peakLabel: (value: string) => string;
}

const WIDTH = 600;
const HEIGHT = 160;
const TONES = [styles.s0, styles.s1, styles.s2];

/** Segments of consecutive measured days, as "x,y" point lists. */
function segments(values: (number | undefined)[], x: (index: number) => number, y: (value: number) => number): string[] {
  const found: string[] = [];
  let points: string[] = [];
  values.forEach((value, index) => {
    if (value === undefined) {
      if (points.length) found.push(points.join(' '));
      points = [];
    } else points.push(`${x(index).toFixed(1)},${y(value)}`);
  });
  if (points.length) found.push(points.join(' '));
  return found;
}

/**
 * A line chart drawn on the server, no script: one line per series over the days, scaled to the box (the strokes keep
 * their width), with a row of hover titles per day. Decorative to a screen reader beyond its label.
 */
export function LineChart({ label, days, series, limits = [], markers = [], format, legendLabel, peakLabel }: LineChartProps) {
  const measured = series.flatMap((line) => line.values.filter((value): value is number => value !== undefined));
  const top = Math.max(...measured, ...limits.map((limit) => limit.value * 1.15), 0) || 1;
  const step = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  const x = (index: number) => (days.length > 1 ? index * step : WIDTH / 2);
  const y = (value: number) => Math.round((HEIGHT - 2 - (value / top) * (HEIGHT - 8)) * 10) / 10;
  const peak = measured.length ? Math.max(...measured) : undefined;
  return (
    <figure className={styles.figure}>
      <span className={`${ui.small} ${ui.muted}`}>{peak === undefined ? '\u00a0' : peakLabel(format(peak))}</span>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        {limits.map((limit) => (
          <line key={limit.name} x1={0} x2={WIDTH} y1={y(limit.value)} y2={y(limit.value)} className={`${styles.limit} ${limit.tone === 'good' ? styles.good : styles.poor}`} />
        ))}
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
        {series.map((line, index) =>
          segments(line.values, x, y).map((points) =>
            // A lone day is a dot: a line from the point to itself, its round cap drawn.
            points.includes(' ') ? (
              <polyline key={`${line.name}-${points}`} points={points} className={`${styles.line} ${TONES[index % TONES.length]}`} />
            ) : (
              <polyline key={`${line.name}-${points}`} points={`${points} ${points}`} className={`${styles.line} ${styles.dot} ${TONES[index % TONES.length]}`} />
            ),
          ),
        )}
        {days.map((day, index) => (
          // Each day's column, so its title shows wherever the pointer is in it.
          <rect key={day} x={Math.max(0, x(index) - step / 2)} y={0} width={step ? Math.min(WIDTH, x(index) + step / 2) - Math.max(0, x(index) - step / 2) : WIDTH} height={HEIGHT} className={styles.hit}>
            <title>{`${shortDay(day)}: ${series.map((line) => `${line.name} ${line.values[index] === undefined ? '—' : format(line.values[index]!)}`).join(', ')}`}</title>
          </rect>
        ))}
        {markers.map((marker) => {
          const index = days.indexOf(marker.day);
          if (index < 0) return null;
          // Over the days' columns, so its own title shows on it; the wide transparent line is what the pointer finds.
          return (
            <g key={`${marker.day} ${marker.label}`} className={styles.marker}>
              <title>{marker.label}</title>
              <line x1={x(index)} x2={x(index)} y1={0} y2={HEIGHT} className={styles.markerHit} />
              <line x1={x(index)} x2={x(index)} y1={0} y2={HEIGHT} className={styles.markerLine} />
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        <span className={`${ui.small} ${ui.muted} ${styles.ends}`}>
          <span>{days[0] && shortDay(days[0])}</span>
          <span>{days.length > 1 && shortDay(days.at(-1)!)}</span>
        </span>
        <ul className={styles.legend} aria-label={legendLabel}>
          {series.map((line, index) => (
            <li key={line.name}>
              <span className={`${styles.swatch} ${TONES[index % TONES.length]}`} aria-hidden="true" />
              {line.name}
            </li>
          ))}
          {limits.map((limit) => (
            <li key={limit.name}>
              <span className={`${styles.swatch} ${styles.dashed} ${limit.tone === 'good' ? styles.good : styles.poor}`} aria-hidden="true" />
              {`${limit.name} (${format(limit.value)})`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
