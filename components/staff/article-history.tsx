import Link from 'next/link';
import { articleEditor as copy } from '@/content/staff-articles';
import { londonClock } from '@/lib/london-time';
import styles from './article-history.module.css';
import ui from './ui.module.css';

interface ArticleHistoryProps {
  view: {
    article: { id: number };
    current: { id: number; number: number };
    liveNumber: number | undefined;
    revisions: readonly { id: number; number: number; createdAt: number; createdByName: string; note: string | null; kind: 'save' | 'autosave' }[];
  };
  canEdit: boolean;
  restore: (form: FormData) => Promise<void>;
}

/** Every revision, newest first: who and when, compare it with the one before, restore it as a new revision. */
export function ArticleHistory({ view, canEdit, restore }: ArticleHistoryProps) {
  const { article, current, liveNumber, revisions } = view;
  return (
    <section className={ui.panel} aria-labelledby="article-history">
      <h2 className={ui.sectionTitle} id="article-history">
        {copy.history}
      </h2>
      <ol className={styles.history} reversed>
        {revisions.map((revision) => (
          <li key={revision.id} className={ui.actions}>
            <strong>{copy.revision(revision.number)}</strong>
            <span>{copy.revisionBy(revision.createdByName, londonClock(revision.createdAt))}</span>
            {revision.number === current.number && <span className={ui.pill}>{copy.newest}</span>}
            {revision.number === liveNumber && <span className={`${ui.pill} ${ui.pillGood}`}>{copy.live}</span>}
            {revision.kind === 'autosave' && <span className={ui.small}>{copy.autosaved}</span>}
            {revision.note && <span className={ui.small}>{revision.note}</span>}
            {revision.number !== current.number && (
              <Link className={ui.link} href={`/staff/articles/${article.id}/compare?from=${revision.number}&to=${current.number}`}>
                {copy.compare} {copy.compareWith(current.number)}
              </Link>
            )}
            {revision.number > 1 && revision.number === current.number && (
              <Link className={ui.link} href={`/staff/articles/${article.id}/compare?from=${revision.number - 1}&to=${revision.number}`}>
                {copy.compare} {copy.compareWith(revision.number - 1)}
              </Link>
            )}
            {canEdit && revision.number !== current.number && (
              <form action={restore}>
                <input type="hidden" name="articleId" value={article.id} />
                <input type="hidden" name="revisionId" value={revision.id} />
                <input type="hidden" name="base" value={current.id} />
                <button className={ui.button} type="submit" aria-label={`${copy.restore}: ${copy.revision(revision.number)}`}>
                  {copy.restore}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
