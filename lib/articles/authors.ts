import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { authorPath, type BlogAuthor } from '@/lib/bylines';
import { services } from '@/lib/container';
import type { AuthorRow } from '@/lib/db/articles/article-authors';
import { uploadIdOfKey } from '@/lib/uploads';
import type { Editor } from './commands';

// The authors' pages as the site shows them: read from the store on every request, as the articles are. Their
// changes are lib/articles/author-commands.ts's.

/** An author page as the site shows it, with its photo's size when it has one the store holds. */
export function toBlogAuthor(row: AuthorRow, sizes: Record<string, { width: number; height: number }> = {}): BlogAuthor {
  const id = uploadIdOfKey(row.photo);
  const size = id === undefined ? undefined : sizes[id];
  return {
    slug: row.slug,
    path: authorPath(row.slug),
    name: row.name,
    role: row.role,
    bio: row.bio,
    topics: row.topics,
    ...(id && size ? { photo: { id, alt: row.photoAlt, ...size } } : {}),
  };
}

/** Every author page, read once per request. */
export const liveAuthors = cache(async (): Promise<BlogAuthor[]> => {
  await connection();
  const { store } = services();
  const rows = await store.authors.list();
  const photos = rows.flatMap((row) => uploadIdOfKey(row.photo) ?? []);
  const sizes = photos.length === 0 ? {} : await store.pictures.sizes(photos);
  return rows.map((row) => toBlogAuthor(row, sizes));
});

export const liveAuthor = async (slug: string) => (await liveAuthors()).find((author) => author.slug === slug);

/** Who may change a page: the staff member who keeps it, and an admin. */
export const mayKeep = (person: Pick<Editor, 'id'> & { role: string }, page: Pick<AuthorRow, 'staffId'>) => person.role === 'admin' || (page.staffId !== null && page.staffId === person.id);

