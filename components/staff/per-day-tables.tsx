import { overviewCopy } from '@/content/staff-inbox';
import { formName } from './field-text';
import type { ChartData } from './per-day-chart';
import styles from './overview.module.css';
import ui from './ui.module.css';

/** The chart's numbers as tables: per form, then per day (folded: thirty rows). */
export function PerDayTables({ data }: { data: ChartData }) {
  const { chart } = overviewCopy;
  return (
    <div className={styles.tables}>
      <table className={ui.table}>
        <caption>{chart.perFormCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{chart.form}</th>
            <th scope="col" className={ui.num}>
              {chart.count}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.endpoints.map((endpoint) => (
            <tr key={endpoint}>
              <th scope="row">{formName(endpoint)}</th>
              <td className={ui.num}>{data.totals.get(endpoint) ?? 0}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{chart.total}</th>
            <td className={ui.num}>{data.total}</td>
          </tr>
        </tfoot>
      </table>
      <details className={styles.details}>
        <summary>{chart.perDaySummary}</summary>
        <table className={ui.table}>
          <caption>{chart.perDayCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.day}</th>
              <th scope="col" className={ui.num}>
                {chart.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...data.days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{day.label}</time>
                </th>
                <td className={ui.num}>{day.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
