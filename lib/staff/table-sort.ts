// The insights tables' order, as the address asks for it: `sort=<table>.<column>.<asc|desc>`, one table at a time,
// so a sorted table is a link anyone can send. The rows are sorted on the server: no script is needed to read them.

export type SortDirection = 'asc' | 'desc';

/** Which table is sorted, by which of its columns (0 is the key's) and which way. */
export interface SortChoice {
  table: string;
  column: number;
  direction: SortDirection;
}

/** What a table needs to offer its order: the choice the address made, and where each heading's link leads. */
export interface TableSort {
  choice: SortChoice | undefined;
  href: (choice: SortChoice) => string;
}

/** A cell's value to sort by: null where it has none (shown as a dash), which sorts last whichever way. */
export type SortValue = number | string | null;

const SORT = /^([a-z][a-z0-9-]{0,79})\.(\d{1,2})\.(asc|desc)$/;

/** The choice in `sort`, or none: anything malformed leaves every table in its own order. */
export function readSortChoice(value: string | undefined): SortChoice | undefined {
  const match = value === undefined ? null : SORT.exec(value);
  return match ? { table: match[1]!, column: Number(match[2]), direction: match[3] as SortDirection } : undefined;
}

export const sortParam = ({ table, column, direction }: SortChoice) => `${table}.${column}.${direction}`;

/** What `table` is sorted by now, if the address chose it. */
export function choiceFor(sort: TableSort | undefined, table: string): SortChoice | undefined {
  return sort?.choice?.table === table ? sort.choice : undefined;
}

/**
 * What a heading's link asks for: the other way round when its column is the one sorted; otherwise words A to Z and
 * figures highest first, as a person reaching for a column means.
 */
export function nextChoice(current: SortChoice | undefined, table: string, column: number, words: boolean): SortChoice {
  if (current?.column === column) return { table, column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { table, column, direction: words ? 'asc' : 'desc' };
}

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * `rows` in the order of column `column` of `values(row)`: a stable sort, so equal rows keep the report's order, and
 * rows with no value last whichever way. Without a choice, the report's order.
 */
export function sortRows<R>(rows: readonly R[], values: (row: R) => readonly SortValue[], choice: SortChoice | undefined): R[] {
  if (!choice) return [...rows];
  const sign = choice.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: values(row)[choice.column] ?? null }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
    return sign * compare(a.value, b.value);
  });
  return keyed.map(({ row }) => row);
}
