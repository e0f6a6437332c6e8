import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleDiff } from '@/components/staff/article-diff';
import { CompareRefused } from '@/components/staff/compare-refused';
import { PageHeading } from '@/components/staff/page-heading';
import { articleEditor as copy } from '@/content/staff-articles';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { compareView } from '@/lib/staff/views/articles';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.compare };

/** Two revisions of an article, line by line: what changed in each field, or why they could not be compared. */
export default async function CompareRevisionsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  await requireStaff('staff');
  const view = await compareView((await params).id, await searchParams);
  if (!view) notFound();
  const { comparison } = view;
  return (
    <div className={ui.page}>
      <PageHeading title={copy.diffTitle(view.from.number, view.to.number)} lead={view.current.title}>
        <Link className={ui.button} href={`/staff/articles/${view.article.id}`}>
          {copy.backToArticle}
        </Link>
      </PageHeading>
      {comparison.ok ? <ArticleDiff changes={comparison.changes} /> : <CompareRefused articleId={view.article.id} revisions={[view.from.number, view.to.number]} reason={comparison.reason} />}
    </div>
  );
}
