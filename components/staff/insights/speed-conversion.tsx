import { insightsCopy } from '@/content/staff-insights';
import type { Band } from '@/lib/analytics/vitals';
import type { InsightDevice } from '@/lib/db/schema';
import type { ConversionMetric, SpeedConversionRow } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { percent } from './format';
import { KeyedTable } from './keyed-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The most visited rows the page shows; the CSV has them all. */
const SHOWN = 20;
const BANDS: Band[] = ['good', 'needsImprovement', 'poor'];

interface Line {
  path: string;
  device: InsightDevice;
  metric: ConversionMetric;
  visits: number;
  bands: Partial<Record<Band, SpeedConversionRow>>;
}

/** The report's rows (one per band) as one line per page, device and measure, most visited first. */
function lines(rows: SpeedConversionRow[]): Line[] {
  const found = new Map<string, Line>();
  for (const row of rows) {
    const key = `${row.path}\n${row.device}\n${row.metric}`;
    let line = found.get(key);
    if (!line) found.set(key, (line = { path: row.path, device: row.device, metric: row.metric, visits: 0, bands: {} }));
    line.bands[row.band] = row;
    line.visits += row.visits;
  }
  return [...found.values()].sort((a, b) => b.visits - a.visits);
}

/** Conversion by the LCP and INP band of the visits' loads, per page and device. */
export function SpeedConversion({ rows, csv, sort }: { rows: SpeedConversionRow[]; csv: string; sort?: TableSort | undefined }) {
  const { speedConversion: copy, speed, bands, devices, metrics } = insightsCopy;
  const all = lines(rows);
  const caption = copy.caption(Math.min(all.length, SHOWN), all.length);
  return (
    <KeyedTable
      id="insights-speed-conversion"
      title={copy.title}
      lead={copy.lead}
      csv={csv}
      level={2}
      caption={caption}
      keyColumn={speed.page}
      columns={[{ text: speed.device }, { text: copy.metric }, ...BANDS.map((band) => bands[band])]}
      empty={copy.empty}
      rows={all}
      shown={SHOWN}
      sort={sort}
      values={(line) => [line.path, devices[line.device], metrics[line.metric], ...BANDS.map((band) => line.bands[band]?.conversion ?? null)]}
      row={(line) => (
        <tr key={`${line.path} ${line.device} ${line.metric}`}>
          <th scope="row" className={`${ui.mono} ${styles.key}`}>
            <bdi>{line.path}</bdi>
          </th>
          <td>{devices[line.device]}</td>
          <td>{metrics[line.metric]}</td>
          {BANDS.map((band) => {
            const cell = line.bands[band];
            return (
              <td key={band} className={`${ui.num} ${ui.nowrap}`}>
                {cell ? (
                  <span className={styles.lines}>
                    <span>{percent(cell.conversion)}</span>
                    <span className={`${ui.small} ${ui.muted}`}>{copy.cell(cell.converted, cell.visits)}</span>
                  </span>
                ) : (
                  insightsCopy.nothing
                )}
              </td>
            );
          })}
        </tr>
      )}
    />
  );
}
