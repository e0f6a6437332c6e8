import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleEditor } from '@/components/staff/article-editor';
import { ArticleHistory } from '@/components/staff/article-history';
import { ArticleStatus } from '@/components/staff/article-status';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamNotice } from '@/components/staff/team-notice';
import { articleEditor as copy, articleNotices } from '@/content/staff-articles';
import { config } from '@/lib/config';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { articleView, authorChoices } from '@/lib/staff/views/articles';
import { cancelScheduleAction, deleteAction, publishAction, restoreAction, unbinAction, unpublishAction } from '../actions';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.listTitle };

const actions = { publish: publishAction, unpublish: unpublishAction, delete: deleteAction, unbin: unbinAction, restore: restoreAction, cancelSchedule: cancelScheduleAction };

/** One article: its state and what the site shows, the editor on its newest revision, and its history. */
export default async function ArticlePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('staff');
  const view = await articleView((await params).id);
  if (!view) notFound();
  // An article in the bin is read, not written: it is taken back out first.
  const canEdit = may(staff.role, 'articles');
  const canWrite = canEdit && view.article.binnedAt === null;
  return (
    <div className={ui.page}>
      <PageHeading title={(canWrite ? copy.editTitle : copy.readTitle)(view.current.title)} lead={canEdit ? undefined : copy.readOnly}>
        <Link className={ui.button} href={`/staff/articles/${view.article.id}/preview`}>
          {copy.preview}
        </Link>
      </PageHeading>
      <TeamNotice params={await searchParams} name="done" notices={articleNotices} />
      <ArticleStatus view={view} canEdit={canEdit} actions={actions} />
      <ArticleEditor
        key={view.article.id}
        articleId={view.article.id}
        baseRevisionId={view.current.id}
        baseRevisionNumber={view.current.number}
        initial={view.fields}
        authors={await authorChoices()}
        readOnly={!canWrite}
        {...(canEdit && !canWrite ? { readOnlyNote: copy.binnedReadOnly } : {})}
        coverPreviewUrl={view.coverPreviewUrl}
        siteHost={new URL(config.SITE_URL).host}
      />
      <ArticleHistory view={view} canEdit={canWrite} restore={actions.restore} />
    </div>
  );
}
