import Link from 'next/link';
import { authorPagesCopy as copy } from '@/content/staff-authors';
import { authorPath } from '@/lib/bylines';
import type { AuthorsView } from '@/lib/staff/views/authors';
import { TimeStamp } from './time-stamp';
import styles from './author-list.module.css';
import cards from './card-list.module.css';
import ui from './ui.module.css';

/** Every author page as a card: its name (a link for those who may change it), role, keeper, live articles and page. */
export function AuthorList({ authors }: { authors: AuthorsView['authors'] }) {
  return (
    <ul className={`${cards.list} ${styles.list}`} aria-label={copy.listLabel}>
      {authors.map((author) => (
        <li key={author.slug} className={`${cards.card} ${styles.card}`}>
          <h2 className={styles.name}>
            {author.mayEdit ? (
              <Link className={ui.link} href={`/staff/authors/${author.slug}`}>
                {author.name}
              </Link>
            ) : (
              author.name
            )}
          </h2>
          <p className={`${ui.muted} ${ui.small}`}>{author.role}</p>
          <dl className={`${styles.facts} ${ui.small}`}>
            <div>
              <dt>{copy.columns.keptBy}</dt>
              <dd>{author.yours ? copy.yours : (author.keptBy ?? copy.nobody)}</dd>
            </div>
            <div>
              <dt>{copy.columns.articles}</dt>
              <dd>{author.liveArticles}</dd>
            </div>
            <div>
              <dt>{copy.columns.updated}</dt>
              <dd>
                <TimeStamp ms={author.updatedAt} dayOnly />
              </dd>
            </div>
          </dl>
          <a className={`${ui.link} ${ui.small}`} href={authorPath(author.slug)}>
            {copy.view}
            <span className="visually-hidden">: {author.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
