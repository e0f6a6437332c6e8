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
  /** The other columns' headings, in order: a string heads a column of numbers, `{ text }` one of words. */
  columns: readonly (string | { text: string })[];
  /** The heading's level: a table inside a section is h3 (the default), a section of its own h2. */
  level?: 2 | 3;
  /** Said in place of the table when it has no rows. */
  empty: string;
  /** The rows, each a `<tr>` with a `<th scope="row">` and one cell per column. */
  rows: readonly unknown[];
  children: ReactNode;
}

/** A titled table of one key per row and what is counted of it, as the insights page's tables are. */
export function KeyedTable({ id, title, lead, csv, caption, keyColumn, columns, empty, rows, level = 3, children }: KeyedTableProps) {
  return (
    <Panel id={id} title={title} lead={lead} level={level} csv={csv}>
      {rows.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{empty}</p>
      ) : (
        <ScrollTable label={caption} columns={[keyColumn, ...columns.map((column) => (typeof column === 'string' ? column : column.text))]}>
          <table className={ui.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{keyColumn}</th>
                {columns.map((column) =>
                  typeof column === 'string' ? (
                    <th key={column} scope="col" className={ui.num}>
                      {column}
                    </th>
                  ) : (
                    <th key={column.text} scope="col">
                      {column.text}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </ScrollTable>
      )}
    </Panel>
  );
}
