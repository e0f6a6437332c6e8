import type { Metadata } from 'next';
import { ArticleEditor } from '@/components/staff/article-editor';
import { PageHeading } from '@/components/staff/page-heading';
import { articleEditor as copy } from '@/content/staff-articles';
import { config } from '@/lib/config';
import { requireStaff } from '@/lib/staff/guard';
import { newArticleView } from '@/lib/staff/views/articles';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.newTitle };

/** A new article: nothing is stored until its first save, which opens its own page. */
export default async function NewArticlePage() {
  const me = await requireStaff('articles');
  const { authors, initial } = await newArticleView(me.id);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.newTitle} />
      <ArticleEditor articleId={null} baseRevisionId={null} baseRevisionNumber={null} initial={initial} authors={authors} readOnly={false} coverPreviewUrl={null} siteHost={new URL(config.SITE_URL).host} />
    </div>
  );
}
