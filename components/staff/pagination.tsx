import Link from 'next/link';
import styles from './pagination.module.css';
import ui from './ui.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of another page of the same list. */
  hrefFor: (page: number) => string;
  copy: { label: string; previous: string; next: string; page: (page: number, pages: number) => string };
}

export function Pagination({ page, pages, hrefFor, copy }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.label} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={ui.button} rel="prev" prefetch={false}>
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.where}>{copy.page(page, pages)}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={ui.button} rel="next" prefetch={false}>
          {copy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
