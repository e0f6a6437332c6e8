import { insightsCopy } from '@/content/staff-insights';
import type { Band } from '@/lib/analytics/vitals';
import type { InsightDevice } from '@/lib/db/schema';
import type { ConversionMetric, SpeedConversionRow } from '@/lib/insights/report';
import { percent } from './format';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
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
export function SpeedConversion({ rows, csv }: { rows: SpeedConversionRow[]; csv: string }) {
  const { speedConversion: copy, speed, bands, devices, metrics } = insightsCopy;
  const all = lines(rows);
  const shown = all.slice(0, SHOWN);
  const caption = copy.caption(shown.length, all.length);
  return (
    <Panel id="insights-speed-conversion" title={copy.title} lead={copy.lead} csv={csv}>
      {shown.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{copy.empty}</p>
      ) : (
        <ScrollTable label={caption}>
          <table className={ui.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{speed.page}</th>
                <th scope="col">{speed.device}</th>
                <th scope="col">{copy.metric}</th>
                {BANDS.map((band) => (
                  <th key={band} scope="col" className={ui.num}>
                    {bands[band]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
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
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Panel>
  );
}
