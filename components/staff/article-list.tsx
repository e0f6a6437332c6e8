import Link from 'next/link';
import { articleEditor as copy, articleStates } from '@/content/staff-articles';
import type { ArticleState } from '@/lib/articles/state';
import { londonClock } from '@/lib/london-time';
import type { ArticleQuery } from '@/lib/staff/views/articles';
import { EmptyState } from './empty-state';
import ui from './ui.module.css';

interface ArticleListProps {
  /** Whether a search or a state left some out: an empty list then says so, and how to see them all. */
  filtered?: boolean;
  articles: readonly { id: number; title: string; slug: string; shownState: ArticleState; updatedAt: number; updatedBy: string; publishAt: number | null; updateAt: number | null }[];
}

const pill: Record<ArticleState, string | undefined> = { draft: ui.pill, scheduled: ui.pillInfo, published: ui.pillGood, unpublished: ui.pillWarn };

/** Every article, newest change first, each a link to its page. */
export function ArticleList({ articles, filtered = false }: ArticleListProps) {
  if (!articles.length)
    return filtered ? (
      <EmptyState title={copy.filters.none} body={copy.filters.noneBody}>
        <p>
          <Link className={ui.link} href="/staff/articles">
            {copy.filters.clear}
          </Link>
        </p>
      </EmptyState>
    ) : (
      <EmptyState title={copy.empty} body={copy.listLead} />
    );
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption className="visually-hidden">{copy.listTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.title}</th>
            <th scope="col">{copy.columns.state}</th>
            <th scope="col">{copy.columns.changed}</th>
            <th scope="col">{copy.columns.by}</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => (
            <tr key={article.id}>
              <td>
                <Link className={ui.link} href={`/staff/articles/${article.id}`}>
                  {article.title}
                </Link>
                <div className={ui.small}>/blog/{article.slug}</div>
              </td>
              <td>
                <span className={`${ui.pill} ${pill[article.shownState] ?? ''}`}>{articleStates[article.shownState]}</span>
                {article.shownState === 'scheduled' && article.publishAt !== null && <div className={ui.small}>{copy.scheduledFor(londonClock(article.publishAt))}</div>}
                {article.updateAt !== null && <div className={ui.small}>{copy.updateScheduledFor(londonClock(article.updateAt))}</div>}
              </td>
              <td>
                <time dateTime={new Date(article.updatedAt).toISOString()}>{londonClock(article.updatedAt)}</time>
              </td>
              <td>{article.updatedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A plain GET form: words in a title or an address, and a state; the address holds both, so a view can be shared. */
export function ArticleFilters({ query, shown, total }: { query: ArticleQuery; shown: number; total: number }) {
  const { filters } = copy;
  return (
    <form key={`${query.q} ${query.state ?? ''}`} method="get" action="/staff/articles" role="search" aria-label={filters.label} className={ui.actions}>
      <label className={ui.field}>
        <span className={ui.label}>{filters.q}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={200} className={ui.input} />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{filters.state}</span>
        <select name="state" defaultValue={query.state ?? ''} className={ui.input}>
          <option value="">{filters.allStates}</option>
          {(Object.keys(articleStates) as ArticleState[]).map((state) => (
            <option key={state} value={state}>
              {articleStates[state]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={ui.button}>
        {filters.apply}
      </button>
      {(query.q !== '' || query.state !== undefined) && (
        <>
          <Link className={ui.link} href="/staff/articles">
            {filters.clear}
          </Link>
          <p className={ui.small} role="status">
            {filters.shown(shown, total)}
          </p>
        </>
      )}
    </form>
  );
}
