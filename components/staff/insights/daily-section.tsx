import { insightsCopy } from '@/content/staff-insights';
import { rate, type DayPoint, type Deploy } from '@/lib/insights/report';
import { dayAndClock, longDay, percent, utcDay, whole } from './format';
import { LineChart } from './line-chart';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface DailySectionProps {
  days: DayPoint[];
  /** The deploys first seen in the period: a marker on each one's day, and a list under the charts. */
  deploys: Deploy[];
  csv: string;
}

/** Traffic and enquiries per day as two charts, the period's deploys marked on them, and every day's numbers below. */
export function DailySection({ days, deploys, csv }: DailySectionProps) {
  const { daily, series, stats } = insightsCopy;
  /** The table's columns after the day, in the order of each row's cells. */
  const figures = [stats.visitors, stats.visits, stats.pageviews, stats.bounceRate, stats.enquiries, stats.conversion];
  const markers = deploys.map((deploy) => ({ day: utcDay(deploy.firstAt), label: daily.marker(deploy.build, dayAndClock(deploy.firstAt)) }));
  const marked = markers.length > 0 ? daily.deploysLabel(markers.length) : '';
  const dates = days.map((day) => day.day);
  const first = days[0] ? longDay(days[0].day) : '';
  const last = days.at(-1) ? longDay(days.at(-1)!.day) : '';
  const busiest = days.reduce<DayPoint | undefined>((best, day) => (day.pageviews > (best?.pageviews ?? 0) ? day : best), undefined);
  const enquiries = days.reduce((sum, day) => sum + day.enquiries, 0);
  return (
    <Panel id="insights-daily" title={daily.title} csv={csv}>
      <div className={styles.charts}>
        <div className={styles.chartBlock}>
          <h3 className={styles.chartTitle}>{daily.traffic}</h3>
          <LineChart
            label={daily.trafficLabel(first, last, busiest ? `${longDay(busiest.day)}, ${whole(busiest.pageviews)} ${series.pageviews.toLowerCase()}` : null) + marked}
            days={dates}
            series={[
              { name: series.pageviews, values: days.map((day) => day.pageviews) },
              { name: series.visits, values: days.map((day) => day.visits) },
              { name: series.visitors, values: days.map((day) => day.visitors) },
            ]}
            markers={markers}
            format={whole}
            legendLabel={daily.traffic}
            peakLabel={daily.peak}
          />
        </div>
        <div className={styles.chartBlock}>
          <h3 className={styles.chartTitle}>{daily.enquiries}</h3>
          <LineChart
            label={daily.enquiriesLabel(first, last, enquiries) + marked}
            days={dates}
            series={[{ name: series.enquiries, values: days.map((day) => day.enquiries) }]}
            markers={markers}
            format={whole}
            legendLabel={daily.enquiries}
            peakLabel={daily.peak}
          />
        </div>
      </div>
      {deploys.length > 0 && (
        <div className={styles.deploys}>
          <h3 id="insights-deploys" className={styles.chartTitle}>
            {daily.deploys}
          </h3>
          <ul aria-labelledby="insights-deploys" className={`${ui.small} ${styles.deployList}`}>
            {deploys.map((deploy) => (
              <li key={`${deploy.build} ${deploy.firstAt}`}>{daily.deploy(deploy.build, dayAndClock(deploy.firstAt))}</li>
            ))}
          </ul>
        </div>
      )}
      <details className={styles.details}>
        <summary>{daily.summary}</summary>
        <ScrollTable label={daily.caption} columns={[daily.day, ...figures]}>
          <table className={ui.table}>
            <caption>{daily.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{daily.day}</th>
                {figures.map((figure) => (
                  <th key={figure} scope="col" className={ui.num}>
                    {figure}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={ui.nowrap}>
                    <time dateTime={day.day}>{longDay(day.day)}</time>
                  </th>
                  <td className={ui.num}>{whole(day.visitors)}</td>
                  <td className={ui.num}>{whole(day.visits)}</td>
                  <td className={ui.num}>{whole(day.pageviews)}</td>
                  <td className={ui.num}>{percent(rate(day.bounces, day.visits))}</td>
                  <td className={ui.num}>{whole(day.enquiries)}</td>
                  <td className={ui.num}>{percent(rate(day.enquiries, day.visits))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </Panel>
  );
}
