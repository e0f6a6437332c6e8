import 'server-only';
import { mayKeep } from '@/lib/articles/authors';
import { services } from '@/lib/container';
import { uploadIdOfKey, uploadUrl } from '@/lib/uploads';
import { may } from '../constants';
import type { Staff } from '../guard';
import { listStaff, staffNamesIn } from '../people';

// The authors' pages as staff see them: the list, with who keeps each and how many live articles it signs; one page
// in its form, and to whom an admin may give it.

export async function authorsView(me: Staff, now = Date.now()) {
  const { store } = services();
  const [authors, live, names] = await Promise.all([store.authors.list(), store.articles.live(now), staffNamesIn(store)]);
  const signed = new Map<string, number>();
  for (const article of live) signed.set(article.author, (signed.get(article.author) ?? 0) + 1);
  return {
    own: authors.find((author) => author.staffId === me.id)?.slug,
    authors: authors.map((author) => ({
      slug: author.slug,
      name: author.name,
      role: author.role,
      keptBy: author.staffId === null ? undefined : (names.get(author.staffId)?.name ?? names.get(author.staffId)?.email),
      yours: author.staffId === me.id,
      mayEdit: mayKeep(me, author),
      liveArticles: signed.get(author.slug) ?? 0,
      updatedAt: author.updatedAt,
    })),
  };
}

export type AuthorsView = Awaited<ReturnType<typeof authorsView>>;

/** One page in its form: its fields, its photo's URL, whether this person may change it, and for an admin whom it may go to. */
export async function authorView(me: Staff, slug: string) {
  const { store } = services();
  const author = await store.authors.get(slug);
  if (!author) return undefined;
  const photo = uploadIdOfKey(author.photo);
  const keepers =
    me.role === 'admin'
      ? await Promise.all([listStaff(store), store.authors.list()]).then(([staff, pages]) => {
          const keeping = new Set(pages.flatMap((page) => (page.staffId !== null && page.slug !== slug ? [page.staffId] : [])));
          return staff.filter((person) => !person.banned && may(person.role, 'articles') && !keeping.has(person.id)).map((person) => ({ id: person.id, name: person.name || person.email }));
        })
      : undefined;
  return {
    author: { slug: author.slug, name: author.name, role: author.role, bio: author.bio, topics: author.topics, photo: author.photo, photoAlt: author.photoAlt },
    photoUrl: photo ? uploadUrl(photo) : null,
    mayEdit: mayKeep(me, author),
    keptBy: author.staffId,
    keepers,
  };
}
