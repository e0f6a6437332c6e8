import { insightsCopy } from '@/content/staff-insights';
import { THRESHOLDS } from '@/lib/analytics/vitals';
import { SPEED_METRICS, type Deploy, type SpeedDay } from '@/lib/insights/report';
import { dayAndClock, longDay, utcDay, vital } from './format';
import { LineChart } from './line-chart';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The whole site's p75 of each vital per day, one chart each with Google's limits and the deploys, and the table of them. */
export function SpeedTrend({ trend, deploys, csv }: { trend: SpeedDay[]; deploys: Deploy[]; csv: string }) {
  const { speed, metrics, daily } = insightsCopy;
  // A deploy that slowed the site shows as a step just after its line (the daily section lists the deploys).
  const markers = deploys.map((deploy) => ({ day: utcDay(deploy.firstAt), label: daily.marker(deploy.build, dayAndClock(deploy.firstAt)) }));
  const marked = markers.length > 0 ? daily.deploysLabel(markers.length) : '';
  const days = trend.map((day) => day.day);
  const first = days[0] ? longDay(days[0]) : '';
  const last = days.at(-1) ? longDay(days.at(-1)!) : '';
  return (
    <Panel id="insights-speed-trend" title={speed.trend} level={3} csv={csv}>
      <div className={styles.trend}>
        {SPEED_METRICS.map((metric) => {
          const values = trend.map((day) => day.p75[metric]);
          const latest = [...values].reverse().find((value) => value !== undefined);
          return (
            <div key={metric} className={styles.chartBlock}>
              <h4 className={styles.chartTitle}>{speed.p75(metrics[metric])}</h4>
              <LineChart
                label={`${speed.trendLabel(metrics[metric], first, last, latest === undefined ? null : vital(metric, latest))}${marked}`}
                days={days}
                series={[{ name: speed.p75(metrics[metric]), values }]}
                limits={[
                  { name: speed.good, value: THRESHOLDS[metric].good, tone: 'good' },
                  { name: speed.poor, value: THRESHOLDS[metric].poor, tone: 'poor' },
                ]}
                markers={markers}
                format={(value) => vital(metric, value)}
                legendLabel={speed.p75(metrics[metric])}
                peakLabel={daily.peak}
              />
            </div>
          );
        })}
      </div>
      <details className={styles.details}>
        <summary>{speed.trendSummary}</summary>
        <ScrollTable label={speed.trendCaption} columns={[daily.day, ...SPEED_METRICS.map((metric) => speed.p75(metrics[metric]))]}>
          <table className={ui.table}>
            <caption>{speed.trendCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{daily.day}</th>
                {SPEED_METRICS.map((metric) => (
                  <th key={metric} scope="col" className={ui.num}>
                    {speed.p75(metrics[metric])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...trend].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={ui.nowrap}>
                    <time dateTime={day.day}>{longDay(day.day)}</time>
                  </th>
                  {SPEED_METRICS.map((metric) => (
                    <td key={metric} className={ui.num}>
                      {day.p75[metric] === undefined && day.samples[metric] > 0 ? insightsCopy.tooFew : vital(metric, day.p75[metric])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </Panel>
  );
}
