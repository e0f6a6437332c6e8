import Link from 'next/link';
import { lostReasonNames } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import { CURRENCIES } from '@/lib/db/enquiries/outcomes-schema';
import type { Credit, LostReasonRow, OutcomeDimension, OutcomeRow } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { money, percent, whole } from './format';
import { KeyedTable } from './keyed-table';
import { KeyCell, type FilterHref } from './top-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The won value per currency, one line each: values in different currencies are never added. */
function WonValue({ row }: { row: OutcomeRow }) {
  const held = CURRENCIES.filter((currency) => row.wonValue[currency] !== undefined);
  if (held.length === 0) return insightsCopy.nothing;
  return (
    <span className={styles.lines}>
      {held.map((currency) => (
        <span key={currency}>{money(row.wonValue[currency]!, currency)}</span>
      ))}
    </span>
  );
}

/** The inbox's own filters by a dimension: a won count there opens those enquiries. */
const INBOX_FILTERS: Partial<Record<OutcomeDimension, 'source' | 'campaign'>> = { source: 'source', campaign: 'campaign' };

/** A won count as a link to the inbox's won enquiries of that value, where the inbox filters by it. */
function WonCount({ dimension, row, linked }: { dimension: OutcomeDimension; row: OutcomeRow; linked: boolean }) {
  const inbox = linked ? INBOX_FILTERS[dimension] : undefined;
  if (!inbox || row.won === 0 || row.key === '') return whole(row.won);
  return (
    <Link href={`/staff/inbox?${new URLSearchParams({ outcome: 'won', [inbox]: row.key })}`} className={ui.link} prefetch={false} aria-label={insightsCopy.outcomes.wonLink(row.won, row.key)}>
      {whole(row.won)}
    </Link>
  );
}

/** Won value sorts by the first currency held, in CURRENCIES' order: values in different currencies are never added. */
const wonValueSort = (row: OutcomeRow) => CURRENCIES.map((currency) => row.wonValue[currency]).find((value) => value !== undefined) ?? null;

interface OutcomeTableProps {
  dimension: OutcomeDimension;
  rows: OutcomeRow[];
  filterHref?: FilterHref | undefined;
  sort?: TableSort | undefined;
  credit?: Credit;
}

/** One dimension's values: their visits, the enquiries they brought, and what became of those. */
export function OutcomeTable({ dimension, rows, filterHref, sort, credit = 'first' }: OutcomeTableProps) {
  const { outcomes } = insightsCopy;
  const table = outcomes.tables[dimension];
  // The filters and the inbox select by first touch: a row credited to the last leads to neither.
  const linked = credit === 'first' || dimension === 'entry';
  const caption = outcomes.caption(table.title, rows.length);
  return (
    <KeyedTable
      id={`insights-outcomes-${dimension}`}
      title={table.title}
      caption={caption}
      keyColumn={table.column}
      columns={[outcomes.visits, outcomes.enquiries, outcomes.qualified, outcomes.won, outcomes.wonValue, outcomes.conversion]}
      empty={outcomes.empty}
      rows={rows}
      sort={sort}
      values={(row) => [row.key, row.visits, row.enquiries, row.qualified, row.won, wonValueSort(row), row.conversion]}
      row={(row) => (
        <tr key={row.key}>
          <th scope="row" className={styles.key}>
            <KeyCell name={dimension} value={row.key} none={table.none} filterHref={linked ? filterHref : undefined} />
          </th>
          <td className={ui.num}>{whole(row.visits)}</td>
          <td className={ui.num}>{whole(row.enquiries)}</td>
          <td className={ui.num}>{whole(row.qualified)}</td>
          <td className={ui.num}>
            <WonCount dimension={dimension} row={row} linked={linked} />
          </td>
          <td className={`${ui.num} ${ui.nowrap}`}>
            <WonValue row={row} />
          </td>
          <td className={ui.num}>{percent(row.conversion)}</td>
        </tr>
      )}
    />
  );
}

/** Why work was lost: each reason the team gave, how many and what part of all lost. */
export function LostReasonsTable({ rows, sort }: { rows: LostReasonRow[]; sort?: TableSort | undefined }) {
  const copy = insightsCopy.outcomes.lostReasons;
  return (
    <KeyedTable
      id="insights-outcomes-lost"
      title={copy.title}
      caption={copy.caption(rows.length)}
      keyColumn={copy.column}
      columns={[copy.lost, copy.share]}
      empty={copy.empty}
      rows={rows}
      sort={sort}
      values={(row) => [lostReasonNames[row.reason], row.lost, row.share]}
      row={(row) => (
        <tr key={row.reason}>
          <th scope="row" className={styles.key}>
            {lostReasonNames[row.reason]}
          </th>
          <td className={ui.num}>{whole(row.lost)}</td>
          <td className={ui.num}>{percent(row.share)}</td>
        </tr>
      )}
    />
  );
}
