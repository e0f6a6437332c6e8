import { insightsCopy } from '@/content/staff-insights';
import type { WorstRow } from '@/lib/insights/report';
import { duration, percent, whole } from './format';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface WorstTableProps {
  metric: 'lcp' | 'inp';
  rows: WorstRow[];
  csv: string;
}

/** The elements most often in poor loads (LCP) or poor interactions (INP); INP's with where the time went. */
export function WorstTable({ metric, rows, csv }: WorstTableProps) {
  const { speed } = insightsCopy;
  const lcp = metric === 'lcp';
  const title = lcp ? speed.worstLcp : speed.worstInp;
  /** The columns after the element's: `num` for a column of figures. INP's add where the time went. */
  const columns = [
    { text: speed.poorCount, num: true },
    { text: speed.share, num: true },
    { text: speed.mostOn, num: false },
    { text: speed.poorP75, num: true },
    ...(lcp ? [] : [speed.inputDelay, speed.processing, speed.presentation].map((text) => ({ text, num: true }))),
  ];
  const keyColumn = lcp ? speed.element : speed.target;
  return (
    <Panel id={`insights-worst-${metric}`} title={title} lead={lcp ? speed.worstLcpLead : speed.worstInpLead} level={3} csv={csv}>
      {rows.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{lcp ? speed.noPoorLcp : speed.noPoorInp}</p>
      ) : (
        <ScrollTable label={title} columns={[keyColumn, ...columns.map((column) => column.text)]}>
          <table className={ui.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{keyColumn}</th>
                {columns.map((column) => (
                  <th key={column.text} scope="col" className={column.num ? ui.num : undefined}>
                    {column.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.selector}>
                  <th scope="row" className={`${ui.mono} ${ui.wideWrap}`}>
                    <bdi>{row.selector}</bdi>
                  </th>
                  <td className={ui.num}>{whole(row.poor)}</td>
                  <td className={ui.num}>{percent(row.share)}</td>
                  <td className={`${ui.mono} ${styles.key}`}>
                    <bdi>{row.path}</bdi>
                  </td>
                  <td className={ui.num}>{duration(row.p75)}</td>
                  {!lcp && (
                    <>
                      <td className={ui.num}>{row.phases ? duration(row.phases.inputDelay) : insightsCopy.nothing}</td>
                      <td className={ui.num}>{row.phases ? duration(row.phases.processing) : insightsCopy.nothing}</td>
                      <td className={ui.num}>{row.phases ? duration(row.phases.presentation) : insightsCopy.nothing}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Panel>
  );
}
