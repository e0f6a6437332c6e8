import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthorList } from '@/components/staff/author-list';
import { PageHeading } from '@/components/staff/page-heading';
import { authorPagesCopy as copy } from '@/content/staff-authors';
import { requireStaff } from '@/lib/staff/guard';
import { authorsView } from '@/lib/staff/views/authors';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** Every author page the bylines may name: who keeps each, how many live articles it signs, and the writer's own. */
export default async function AuthorsPage() {
  const me = await requireStaff('articles');
  const { own, authors } = await authorsView(me);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead}>
        {own ? (
          <Link className={ui.button} href={`/staff/authors/${own}`}>
            {copy.haveOne}
          </Link>
        ) : (
          <Link className={`${ui.button} ${ui.primary}`} href="/staff/authors/new">
            {copy.make}
          </Link>
        )}
      </PageHeading>
      {!own && <p className={card.hint}>{copy.makeLead}</p>}
      <AuthorList authors={authors} />
    </div>
  );
}
