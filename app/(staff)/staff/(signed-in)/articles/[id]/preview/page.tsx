import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleGaps } from '@/components/staff/article-gaps';
import { PageHeading } from '@/components/staff/page-heading';
import { articleEditor as copy } from '@/content/staff-articles';
import { requireStaff } from '@/lib/staff/guard';
import { articleView } from '@/lib/staff/views/articles';
import styles from '@/components/staff/article-preview.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.preview };

/** The newest revision as the blog will show it, at a phone's width and a desk's, each in a frame of the real page. */
export default async function ArticlePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('staff');
  const view = await articleView((await params).id);
  if (!view) notFound();
  const src = `/preview/articles/${view.article.id}?revision=${view.current.number}`;
  return (
    <div className={ui.page}>
      <PageHeading title={copy.previewTitle(view.current.title)} lead={copy.previewOf(view.current.number)}>
        <Link className={ui.button} href={`/staff/articles/${view.article.id}`}>
          {copy.backToArticle}
        </Link>
      </PageHeading>
      {Object.keys(view.gaps).length > 0 ? (
        <ArticleGaps lead={copy.previewGaps} gaps={view.gaps} linked={false} />
      ) : (
        <div className={styles.frames}>
          <figure className={styles.phone}>
            <figcaption className={ui.sectionTitle}>{copy.previewPhone}</figcaption>
            <iframe className={styles.frame} src={src} title={`${copy.previewPhone}: ${view.current.title}`} width={390} height={844} />
          </figure>
          <figure className={styles.desk}>
            <figcaption className={ui.sectionTitle}>{copy.previewDesk}</figcaption>
            <div className={styles.deskScaler}>
              <iframe className={`${styles.frame} ${styles.deskFrame}`} src={src} title={`${copy.previewDesk}: ${view.current.title}`} width={1440} height={900} loading="lazy" />
            </div>
          </figure>
        </div>
      )}
    </div>
  );
}
