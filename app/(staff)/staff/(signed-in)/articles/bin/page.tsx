import type { Metadata } from 'next';
import Link from 'next/link';
import { BinList } from '@/components/staff/article-bin-list';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamNotice } from '@/components/staff/team-notice';
import { articleBin as copy, articleEditor, binNotices } from '@/content/staff-articles';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { binView } from '@/lib/staff/views/articles';
import { purgeAction, unbinAction } from '../actions';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** The articles deleted in the last 30 days: every role reads it, editors take one back out, an admin deletes for good. */
export default async function BinPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('staff');
  const articles = await binView();
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead}>
        <Link className={ui.button} href="/staff/articles">
          {articleEditor.listTitle}
        </Link>
      </PageHeading>
      <TeamNotice params={await searchParams} name="done" notices={binNotices} />
      <BinList articles={articles} {...(may(staff.role, 'articles') ? { unbinAction } : {})} {...(may(staff.role, 'admin') ? { purgeAction } : {})} />
    </div>
  );
}
