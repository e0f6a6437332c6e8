import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/staff/page-heading';
import { PictureList } from '@/components/staff/picture-list';
import { TeamNotice } from '@/components/staff/team-notice';
import { articleEditor, articlePictures as copy, pictureNotices } from '@/content/staff-articles';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { picturesView } from '@/lib/staff/views/pictures';
import { deletePictureAction } from './actions';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** Every uploaded picture: where it is shown and who can open it; an admin deletes one no live article shows. */
export default async function PicturesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff('staff');
  const pictures = await picturesView();
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead}>
        <Link className={ui.button} href="/staff/articles">
          {articleEditor.listTitle}
        </Link>
      </PageHeading>
      <TeamNotice params={await searchParams} name="done" notices={pictureNotices} />
      <PictureList pictures={pictures} {...(may(staff.role, 'admin') ? { deleteAction: deletePictureAction } : {})} />
    </div>
  );
}
