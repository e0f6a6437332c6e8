import { insightsCopy } from '@/content/staff-insights';
import { bandOf } from '@/lib/analytics/vitals';
import { rate, SPEED_METRICS, type MetricSummary, type RouteSpeed, type SpeedMetric } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { share, vital, whole } from './format';
import { KeyedTable } from './keyed-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The most measured rows the page shows; the CSV has them all. */
const SHOWN = 20;
const BAND_CLASS = { good: styles.bandGood, needsImprovement: styles.bandMid, poor: styles.bandPoor } as const;

function P75({ metric, summary }: { metric: SpeedMetric; summary: MetricSummary }) {
  if (summary.p75 === undefined) return summary.good + summary.needsImprovement + summary.poor > 0 ? insightsCopy.tooFew : insightsCopy.nothing;
  const band = bandOf(metric, summary.p75);
  return (
    <span className={BAND_CLASS[band]}>
      {vital(metric, summary.p75)}
      <span className="visually-hidden"> ({insightsCopy.bands[band]})</span>
    </span>
  );
}

/** The share of a page's loads that were good, or null with none measured. */
const goodShare = (summary: MetricSummary) => rate(summary.good, summary.good + summary.needsImprovement + summary.poor);

/** Good, needs improvement and poor as shares of the loads, in words and as a bar. */
function Bands({ summary }: { summary: MetricSummary }) {
  const total = summary.good + summary.needsImprovement + summary.poor;
  if (total === 0) return insightsCopy.nothing;
  const { bands } = insightsCopy;
  return (
    <span className={styles.bands}>
      <svg className={styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
        {(['good', 'needsImprovement', 'poor'] as const).map((band, index, all) => {
          const before = all.slice(0, index).reduce((sum, each) => sum + summary[each], 0);
          return <rect key={band} x={(before / total) * 100} y={0} width={(summary[band] / total) * 100} height={1} className={BAND_CLASS[band]} />;
        })}
      </svg>
      <span aria-hidden="true">{`${share(summary.good, total)} · ${share(summary.needsImprovement, total)} · ${share(summary.poor, total)}`}</span>
      <span className="visually-hidden">{`${bands.good} ${share(summary.good, total)}, ${bands.needsImprovement.toLowerCase()} ${share(summary.needsImprovement, total)}, ${bands.poor.toLowerCase()} ${share(summary.poor, total)}`}</span>
    </span>
  );
}

/** Each page on each device class: loads measured, then each vital's p75 and its bands. */
export function SpeedRoutes({ routes, csv, sort }: { routes: RouteSpeed[]; csv: string; sort?: TableSort | undefined }) {
  const { speed, metrics, devices } = insightsCopy;
  const caption = speed.routesCaption(Math.min(routes.length, SHOWN), routes.length);
  return (
    <KeyedTable
      id="insights-speed-routes"
      title={speed.routes}
      lead={speed.routesLead}
      csv={csv}
      caption={caption}
      keyColumn={speed.page}
      columns={[{ text: speed.device }, speed.samples, ...SPEED_METRICS.flatMap((metric) => [speed.p75(metrics[metric]), { text: speed.bands(metrics[metric]) }])]}
      empty={speed.empty}
      rows={routes}
      shown={SHOWN}
      sort={sort}
      // A p75 by its value; the bands by their share of good loads.
      values={(route) => [route.path, devices[route.device], route.samples, ...SPEED_METRICS.flatMap((metric) => [route.metrics[metric].p75 ?? null, goodShare(route.metrics[metric])])]}
      row={(route) => (
        <tr key={`${route.path} ${route.device}`}>
          <th scope="row" className={`${ui.mono} ${styles.key}`}>
            <bdi>{route.path}</bdi>
          </th>
          <td>{devices[route.device]}</td>
          <td className={ui.num}>{whole(route.samples)}</td>
          {SPEED_METRICS.flatMap((metric) => [
            <td key={`${metric}-p75`} className={`${ui.num} ${ui.nowrap}`}>
              <P75 metric={metric} summary={route.metrics[metric]} />
            </td>,
            <td key={`${metric}-bands`} className={ui.nowrap}>
              <Bands summary={route.metrics[metric]} />
            </td>,
          ])}
        </tr>
      )}
    />
  );
}
