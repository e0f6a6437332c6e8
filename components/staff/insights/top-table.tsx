import Link from 'next/link';
import { insightsCopy, type TopTableName } from '@/content/staff-insights';
import { rate, type FilterKey, type TopRow } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { percent, visitLength, whole } from './format';
import { KeyedTable } from './keyed-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The page with one more filter, for a row to lead to. */
export type FilterHref = (key: FilterKey, value: string) => string;

/** The tables whose rows are a filter's values: clicking one shows the page for it alone. */
const FILTERS: Partial<Record<TopTableName, FilterKey>> = { channel: 'channel', source: 'source', campaign: 'campaign', device: 'device', browser: 'browser', entry: 'entry' };

/** A row's key, as a link that filters the page by it where a filter takes it (never the "none" row: a filter is a value). */
export function KeyCell({ name, value, none, filterHref }: { name: TopTableName; value: string; none?: string; filterHref?: FilterHref | undefined }) {
  const key = FILTERS[name];
  const text = keyText(name, value, none);
  if (!key || !filterHref || value === '') return text;
  return (
    <Link href={filterHref(key, value)} className={ui.link} prefetch={false}>
      {text}
    </Link>
  );
}

interface TopTableProps {
  name: TopTableName;
  rows: TopRow[];
  csv: string;
  filterHref?: FilterHref | undefined;
  sort?: TableSort | undefined;
  /** Adds the mean visit length of each row. */
  duration?: boolean;
}

/** What a key stands for: a device's or channel's name, a word for none, or the visitor's own words isolated. */
export function keyText(name: TopTableName, key: string, none: string = insightsCopy.top.tables[name].none) {
  if (key === '') return <span className={ui.muted}>{none}</span>;
  if (name === 'device' && key in insightsCopy.devices) return insightsCopy.devices[key as keyof typeof insightsCopy.devices];
  if (name === 'channel' && key in insightsCopy.channels) return insightsCopy.channels[key as keyof typeof insightsCopy.channels];
  return <bdi className={name === 'page' || name === 'entry' || name === 'exit' ? ui.mono : undefined}>{key}</bdi>;
}

/** One dimension's best rows: visits, page views, enquiries and conversion, and the mean visit length if asked. */
export function TopTable({ name, rows, csv, duration = false, filterHref, sort }: TopTableProps) {
  const { top } = insightsCopy;
  const table = top.tables[name];
  const caption = top.caption(table.title, rows.length);
  const columns = [top.visits, top.pageviews, top.enquiries, top.conversion, ...(duration ? [top.meanDuration] : [])];
  return (
    <KeyedTable
      id={`insights-top-${name}`}
      title={table.title}
      lead={table.lead}
      csv={csv}
      caption={caption}
      keyColumn={table.column}
      columns={columns}
      empty={top.empty}
      rows={rows}
      sort={sort}
      values={(row) => [row.key, row.visits, row.pageviews, row.enquiries, rate(row.enquiries, row.visits), rate(row.durationMs, row.visits)]}
      row={(row) => (
        <tr key={row.key}>
          <th scope="row" className={styles.key}>
            <KeyCell name={name} value={row.key} filterHref={filterHref} />
          </th>
          <td className={ui.num}>{whole(row.visits)}</td>
          <td className={ui.num}>{whole(row.pageviews)}</td>
          <td className={ui.num}>{whole(row.enquiries)}</td>
          <td className={ui.num}>{percent(rate(row.enquiries, row.visits))}</td>
          {duration && <td className={`${ui.num} ${ui.nowrap}`}>{visitLength(rate(row.durationMs, row.visits))}</td>}
        </tr>
      )}
    />
  );
}
