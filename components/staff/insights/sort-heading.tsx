import Link from 'next/link';
import { insightsCopy } from '@/content/staff-insights';
import { choiceFor, nextChoice, type TableSort } from '@/lib/staff/table-sort';
import styles from './insights.module.css';
import ui from '../ui.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '↑', desc: '↓' } as const;

interface SortHeadingProps {
  /** The table's id: its panel's, which the link jumps back to. */
  table: string;
  column: number;
  text: string;
  /** A column of words (sorts A to Z first) rather than of figures (highest first, set right). */
  words: boolean;
  sort?: TableSort | undefined;
}

/** A column's heading: with `sort`, a link that orders the table by it, the other way round when it already does. */
export function SortHeading({ table, column, text, words, sort }: SortHeadingProps) {
  const current = choiceFor(sort, table);
  const sorted = current?.column === column ? current.direction : undefined;
  const next = nextChoice(current, table, column, words);
  return (
    <th scope="col" className={words ? undefined : ui.num} aria-sort={sorted && ARIA_SORT[sorted]}>
      {sort ? (
        <Link href={sort.href(next)} className={styles.sortLink} prefetch={false}>
          {text}
          <span className="visually-hidden">{`, ${insightsCopy.sortBy[words ? 'words' : 'figures'][next.direction]}`}</span>
          {sorted && (
            <span aria-hidden="true" className={styles.sortArrow}>
              {ARROW[sorted]}
            </span>
          )}
        </Link>
      ) : (
        text
      )}
    </th>
  );
}
