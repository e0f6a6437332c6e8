import Link from 'next/link';
import { articleBin as copy, articleEditor } from '@/content/staff-articles';
import { londonClock } from '@/lib/london-time';
import { EmptyState } from './empty-state';
import { TimeStamp } from './time-stamp';
import styles from './article-bin-list.module.css';
import cards from './card-list.module.css';
import ui from './ui.module.css';

type FormAction = (form: FormData) => Promise<void>;

interface BinListProps {
  articles: readonly { id: number; title: string; binnedAt: number; binnedBy: string; purgeOn: number }[];
  /** Editors and admins take an article back out; absent for viewers. */
  unbinAction?: FormAction;
  /** An admin deletes one for good before its time; absent for other roles. */
  purgeAction?: FormAction;
}

/** What the bin holds, most recently deleted first: when each goes for good, and the ways out of it. */
export function BinList({ articles, unbinAction, purgeAction }: BinListProps) {
  if (!articles.length) return <EmptyState title={copy.empty} body={copy.lead} />;
  return (
    <ul className={cards.list} aria-label={copy.listLabel}>
      {articles.map((article) => (
        <li key={article.id} className={`${cards.card} ${styles.card}`}>
          <div className={cards.details}>
            <p>
              <Link className={ui.link} href={`/staff/articles/${article.id}`}>
                {article.title}
              </Link>
            </p>
            <p className={`${ui.muted} ${ui.small}`}>
              {copy.deleted(londonClock(article.binnedAt), article.binnedBy)} · {copy.goesOn} <TimeStamp ms={article.purgeOn} dayOnly />
            </p>
          </div>
          <div className={cards.details}>
            {unbinAction && (
              <form action={unbinAction}>
                <input type="hidden" name="articleId" value={article.id} />
                <button type="submit" className={ui.button} aria-label={`${articleEditor.unbin}: ${article.title}`}>
                  {articleEditor.unbin}
                </button>
              </form>
            )}
            {purgeAction && (
              <form action={purgeAction} className={cards.remove}>
                <input type="hidden" name="articleId" value={article.id} />
                <label className={ui.check}>
                  <input type="checkbox" name="confirm" value="yes" required />
                  {copy.purgeConfirm}
                </label>
                <button type="submit" className={`${ui.button} ${ui.danger}`} aria-label={`${copy.purge}: ${article.title}`}>
                  {copy.purge}
                </button>
              </form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
