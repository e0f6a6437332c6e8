import type { ReactNode } from 'react';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import ui from '../ui.module.css';

interface KeyedTableProps {
  id: string;
  title: string;
  lead?: string | undefined;
  csv?: string | undefined;
  /** Said to screen readers and as the scroll region's name. */
  caption: string;
  /** The first column's heading: what each row is (a page, a channel, a campaign). */
  keyColumn: string;
  /** The numeric columns' headings, in order. */
  columns: readonly string[];
  /** Said in place of the table when it has no rows. */
  empty: string;
  /** The rows, each a `<tr>` with a `<th scope="row">` and one cell per column. */
  rows: readonly unknown[];
  children: ReactNode;
}

/** A titled table of one key per row and numbers beside it, as the insights page's top, outcome and intent tables are. */
export function KeyedTable({ id, title, lead, csv, caption, keyColumn, columns, empty, rows, children }: KeyedTableProps) {
  return (
    <Panel id={id} title={title} lead={lead} level={3} csv={csv}>
      {rows.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{empty}</p>
      ) : (
        <ScrollTable label={caption}>
          <table className={ui.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{keyColumn}</th>
                {columns.map((column) => (
                  <th key={column} scope="col" className={ui.num}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </ScrollTable>
      )}
    </Panel>
  );
}
