import type { CSSProperties, ReactNode } from 'react';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The most columns a stacked row names (insights.module.css has a rule for each, --c2 to --c10). */
export const STACKED_COLUMNS = 10;

/** `text` as a CSS string, for a custom property that `content` reads. */
export function cssString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\A ')}"`;
}

/** Each column's heading as --c1, --c2…: what a stacked row's figures are named by below 768 px. */
export function columnNames(columns: readonly string[]): CSSProperties {
  if (columns.length > STACKED_COLUMNS) throw new Error(`A stacked table names at most ${STACKED_COLUMNS} columns, not ${columns.length}.`);
  return Object.fromEntries(columns.map((column, index) => [`--c${index + 1}`, cssString(column)])) as CSSProperties;
}

/**
 * A table inside its card. From 768 px it is a table, scrolling sideways if it must (the box takes focus so the
 * keyboard can scroll it); below, each row stacks, its key above and each figure beside its column's heading, so a
 * phone never scrolls sideways. `columns` are the headings, the key's first, in the order of the row's cells.
 */
export function ScrollTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className={`${ui.tableWrap} ${styles.stacked}`} style={columnNames(columns)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
