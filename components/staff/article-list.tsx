import Link from 'next/link';
import { articleEditor as copy, articleStates } from '@/content/staff-articles';
import type { ArticleState } from '@/lib/articles/state';
import { londonClock } from '@/lib/london-time';
import { EmptyState } from './empty-state';
import ui from './ui.module.css';

interface ArticleListProps {
  articles: readonly { id: number; title: string; slug: string; shownState: ArticleState; updatedAt: number; updatedBy: string; publishAt: number | null; updateAt: number | null }[];
}

const pill: Record<ArticleState, string | undefined> = { draft: ui.pill, scheduled: ui.pillInfo, published: ui.pillGood, unpublished: ui.pillWarn };

/** Every article, newest change first, each a link to its page. */
export function ArticleList({ articles }: ArticleListProps) {
  if (!articles.length) return <EmptyState title={copy.empty} body={copy.listLead} />;
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
