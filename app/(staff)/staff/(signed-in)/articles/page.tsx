import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleFilters, ArticleList } from '@/components/staff/article-list';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamNotice } from '@/components/staff/team-notice';
import { articleBin, articleEditor as copy, articleNotices, articlePictures } from '@/content/staff-articles';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { articlesView } from '@/lib/staff/views/articles';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.listTitle };

/** Every article and its state; editors and admins start a new one here, viewers read. */
export default async function ArticlesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('staff');
  const params = await searchParams;
  const { articles, query, total } = await articlesView(params);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.listTitle} lead={copy.listLead}>
        <Link className={ui.button} href="/staff/articles/pictures">
          {articlePictures.link}
        </Link>
        <Link className={ui.button} href="/staff/articles/bin">
          {articleBin.link}
        </Link>
        {may(staff.role, 'articles') && (
          <Link className={`${ui.button} ${ui.primary}`} href="/staff/articles/new">
            {copy.newArticle}
          </Link>
        )}
      </PageHeading>
      <TeamNotice params={params} name="done" notices={articleNotices} />
      {total > 0 && <ArticleFilters query={query} shown={articles.length} total={total} />}
      <ArticleList articles={articles} filtered={query.q !== '' || query.state !== undefined} />
    </div>
  );
}
