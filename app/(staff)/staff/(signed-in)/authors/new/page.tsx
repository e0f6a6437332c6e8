import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthorPageForm } from '@/components/staff/author-page-form';
import { PageHeading } from '@/components/staff/page-heading';
import { authorPagesCopy as copy } from '@/content/staff-authors';
import { services } from '@/lib/container';
import { requireStaff } from '@/lib/staff/guard';
import { saveAuthorPageAction } from '../actions';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.newTitle };

/** The writer's own author page, made: one a person, so someone who keeps one is taken to it. */
export default async function NewAuthorPage() {
  const me = await requireStaff('articles');
  const own = await services().store.authors.ofStaff(me.id);
  if (own) redirect(`/staff/authors/${own.slug}`);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.newTitle} lead={copy.makeLead} />
      <AuthorPageForm action={saveAuthorPageAction} photoUrl={null} readOnly={false} />
    </div>
  );
}
