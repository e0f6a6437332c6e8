import type { ReactNode } from 'react';
import { choiceFor, sortRows, type SortValue, type TableSort } from '@/lib/staff/table-sort';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import { SortHeading } from './sort-heading';
import ui from '../ui.module.css';

interface KeyedTableProps<R> {
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
  rows: readonly R[];
  /** The most rows shown, counted after sorting (the CSV has them all). */
  shown?: number;
  /** Each row's values to sort by, the key's first then one per column: with `sort`, every heading orders the table. */
  values?: (row: R) => readonly SortValue[];
  sort?: TableSort | undefined;
  /** A row: a `<tr>` with a `<th scope="row">` and one cell per column. */
  row: (row: R) => ReactNode;
}

/** A titled table of one key per row and what is counted of it, as the insights page's tables are, sortable by any column. */
export function KeyedTable<R>({ id, title, lead, csv, caption, keyColumn, columns, empty, rows, shown = rows.length, values, sort, row, level = 3 }: KeyedTableProps<R>) {
  const headings = [{ text: keyColumn, words: true }, ...columns.map((column) => (typeof column === 'string' ? { text: column, words: false } : { text: column.text, words: true }))];
  const ordered = values ? sortRows(rows, values, choiceFor(sort, id)) : [...rows];
  return (
    <Panel id={id} title={title} lead={lead} level={level} csv={csv}>
      {rows.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{empty}</p>
      ) : (
        <ScrollTable label={caption} columns={headings.map((heading) => heading.text)}>
          <table className={ui.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {headings.map((heading, column) => (
                  <SortHeading key={heading.text} table={id} column={column} text={heading.text} words={heading.words} sort={values && sort} />
                ))}
              </tr>
            </thead>
            <tbody>{ordered.slice(0, shown).map(row)}</tbody>
          </table>
        </ScrollTable>
      )}
    </Panel>
  );
}
