import { insightsCopy } from '@/content/staff-insights';
import type { WorstRow } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { duration, percent, whole } from './format';
import { KeyedTable } from './keyed-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface WorstTableProps {
  metric: 'lcp' | 'inp';
  rows: WorstRow[];
  csv: string;
  sort?: TableSort | undefined;
}

/** The elements most often in poor loads (LCP) or poor interactions (INP); INP's with where the time went. */
export function WorstTable({ metric, rows, csv, sort }: WorstTableProps) {
  const { speed } = insightsCopy;
  const lcp = metric === 'lcp';
  const title = lcp ? speed.worstLcp : speed.worstInp;
  return (
    <KeyedTable
      id={`insights-worst-${metric}`}
      title={title}
      lead={lcp ? speed.worstLcpLead : speed.worstInpLead}
      csv={csv}
      caption={title}
      keyColumn={lcp ? speed.element : speed.target}
      columns={[speed.poorCount, speed.share, { text: speed.mostOn }, speed.poorP75, ...(lcp ? [] : [speed.inputDelay, speed.processing, speed.presentation])]}
      empty={lcp ? speed.noPoorLcp : speed.noPoorInp}
      rows={rows}
      sort={sort}
      values={(row) => [row.selector, row.poor, row.share, row.path, row.p75, ...(lcp ? [] : [row.phases?.inputDelay ?? null, row.phases?.processing ?? null, row.phases?.presentation ?? null])]}
      row={(row) => (
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
      )}
    />
  );
}
