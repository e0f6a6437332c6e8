import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AuthorPageForm } from '@/components/staff/author-page-form';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamNotice } from '@/components/staff/team-notice';
import { authorPageNotices, authorPagesCopy as copy } from '@/content/staff-authors';
import { authorPath } from '@/lib/bylines';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { authorView } from '@/lib/staff/views/authors';
import { giveAuthorPageAction, saveAuthorPageAction } from '../actions';
import card from '@/components/staff/card.module.css';
import ui from '@/components/staff/ui.module.css';

interface AuthorPageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  return { title: copy.editTitle(decodeURIComponent((await params).slug)) };
}

/** One author page in its form: its writer or an admin changes it; anyone who writes reads it; an admin gives it. */
export default async function AuthorEditPage({ params, searchParams }: AuthorPageProps) {
  const me = await requireStaff('articles');
  const view = await authorView(me, (await params).slug);
  if (!view) notFound();
  const { author, keepers } = view;
  return (
    <div className={ui.page}>
      <PageHeading title={copy.editTitle(author.name)}>
        <a className={ui.button} href={authorPath(author.slug)}>
          {copy.view}
        </a>
        <Link className={ui.button} href="/staff/authors">
          {copy.title}
        </Link>
      </PageHeading>
      <TeamNotice params={await searchParams} name="done" notices={authorPageNotices} />
      <p className={card.hint}>
        {copy.fields.slug}: <code>{authorPath(author.slug)}</code>. {copy.fields.slugFixed}
      </p>
      {!view.mayEdit && <p className={card.hint}>{copy.readOnly}</p>}
      <AuthorPageForm action={saveAuthorPageAction} page={author} photoUrl={view.photoUrl} readOnly={!view.mayEdit} />
      {keepers && (
        <form className={card.form} action={giveAuthorPageAction}>
          <input type="hidden" name="page" value={author.slug} />
          <div className={ui.field}>
            <label htmlFor="author-keeper" className={ui.label}>
              {copy.fields.keptBy}
            </label>
            <p id="author-keeper-hint" className={card.hint}>
              {copy.fields.keptByHint}
            </p>
            <select id="author-keeper" name="keeper" className={ui.input} defaultValue={view.keptBy ?? ''} aria-describedby="author-keeper-hint">
              <option value="">{copy.nobody}</option>
              {keepers.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <button className={ui.button} type="submit">
            {copy.give}
          </button>
        </form>
      )}
    </div>
  );
}
