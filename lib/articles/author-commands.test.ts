/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { Store } from '@/lib/db/store';
import { databases, execute, openStore } from '@/testing/stores';
import { changeAuthorPage, giveAuthorPage, makeAuthorPage } from './author-commands';

// The authors' pages as their writers keep them: one page a person, made from their name, changed by them or an
// admin, given by an admin; a photo is a picture the store holds, public while the page shows it and never swept.

const NOW = Date.UTC(2026, 11, 7, 12);
const DAY = 24 * 3_600_000;
const PHOTO = 'd'.repeat(32);
const bio = 'Ana Lopez writes the bootcamp’s guides to a first tech job, from the CV to the first week at work.';

/** A staff member Better Auth would have made, for the page's link to them. */
async function person(store: Store, id: string, role: 'editor' | 'admin' | 'viewer') {
  await store.ready();
  await execute(store, 'insert into staff_users (id, name, email, "emailVerified", "createdAt", "updatedAt", role) values (?, ?, ?, ?, ?, ?, ?)', id, id, `${id}@quillmark.test`, store.sqlite ? 0 : false, new Date(NOW).toISOString(), new Date(NOW).toISOString(), role);
  return { id, name: id === 'ana' ? 'Ana Lopez' : id, email: `${id}@quillmark.test`, ip: '203.0.113.9', role };
}

const page = (values: Record<string, unknown> = {}) => ({ name: 'Ana Lopez', role: 'Bootcamp Guide Writer', bio, topics: '', photo: '', photoAlt: '', ...values });

describe.each(databases)('author pages on %s', (database) => {
  it('starts with the six authors of the release before, each kept by nobody until an admin gives it', async () => {
    const store = await openStore(database);
    const authors = await store.authors.list();
    expect(authors.map((author) => author.slug)).toEqual(['daniel-okafor', 'hannah-whitfield', 'meera-iyer', 'priya-raman', 'rahul-menon', 'tom-ashworth']);
    expect(authors.every((author) => author.staffId === null && author.bio.length > 100 && author.photo === '')).toBe(true);
  });

  it('makes a writer’s own page at an address made from their name, once, and audits it', async () => {
    const store = await openStore(database);
    const ana = await person(store, 'ana', 'editor');
    expect(await makeAuthorPage(store, ana, page({ name: 'Ana López!' }))).toEqual({ kind: 'saved', slug: 'ana-lopez' });
    expect(await store.authors.ofStaff('ana')).toMatchObject({ slug: 'ana-lopez', name: 'Ana López!', staffId: 'ana', updatedBy: 'Ana Lopez' });
    // One page a person: a second is refused, and names the first.
    expect(await makeAuthorPage(store, ana, page({ slug: 'ana-two' }))).toEqual({ kind: 'has-page', slug: 'ana-lopez' });
    expect((await store.audit.list({ action: 'author-page' })).rows).toEqual([expect.objectContaining({ actorId: 'ana', subject: 'ana-lopez', detail: { change: 'create' } })]);
  });

  it('refuses a taken address, each field past its rule, hidden characters and a photo the store does not hold, naming each', async () => {
    const store = await openStore(database);
    const ana = await person(store, 'ana', 'editor');
    expect(await makeAuthorPage(store, ana, page({ slug: 'meera-iyer' }))).toEqual({ kind: 'invalid', errors: { slug: expect.stringMatching(/Another author page/) } });
    const refused = await makeAuthorPage(store, ana, page({ slug: 'Not A Slug', name: 'A', role: 'Head\u202Eof', bio: 'Too short.', topics: 'x'.repeat(161), photo: `uploads/${PHOTO}` }));
    expect(refused.kind === 'invalid' && Object.keys(refused.errors).sort()).toEqual(['bio', 'name', 'photoAlt', 'role', 'slug', 'topics']);
    expect(await makeAuthorPage(store, ana, page({ photo: `uploads/${PHOTO}`, photoAlt: 'Ana smiling' }))).toEqual({ kind: 'invalid', errors: { photo: expect.stringMatching(/upload it again/) } });
    expect(await store.authors.ofStaff('ana')).toBeUndefined();
  });

  it('lets only the writer who keeps a page, or an admin, change it', async () => {
    const store = await openStore(database);
    const [ana, ben, root] = [await person(store, 'ana', 'editor'), await person(store, 'ben', 'editor'), await person(store, 'root', 'admin')];
    await makeAuthorPage(store, ana, page());
    expect(await changeAuthorPage(store, ben, 'ana-lopez', page({ name: 'Ben was here' }))).toEqual({ kind: 'refused' });
    expect(await changeAuthorPage(store, ben, 'meera-iyer', page())).toEqual({ kind: 'refused' });
    expect(await changeAuthorPage(store, ana, 'ana-lopez', page({ role: 'Head of Learning' }))).toEqual({ kind: 'saved', slug: 'ana-lopez' });
    expect(await changeAuthorPage(store, root, 'meera-iyer', page({ name: 'Meera Iyer', role: 'Head of Quality' }))).toEqual({ kind: 'saved', slug: 'meera-iyer' });
    expect(await changeAuthorPage(store, root, 'nobody-here', page())).toEqual({ kind: 'missing' });
    expect(await store.authors.get('ana-lopez')).toMatchObject({ name: 'Ana Lopez', role: 'Head of Learning' });
    expect(await store.authors.get('meera-iyer')).toMatchObject({ role: 'Head of Quality', updatedBy: 'root' });
  });

  it('gives a page to one writer at a time, only by an admin, and forgets the link when the account goes', async () => {
    const store = await openStore(database);
    const [ana, root] = [await person(store, 'ana', 'editor'), await person(store, 'root', 'admin')];
    expect(await giveAuthorPage(store, ana, 'meera-iyer', 'ana')).toEqual({ kind: 'refused' });
    expect(await giveAuthorPage(store, root, 'meera-iyer', 'ana')).toEqual({ kind: 'saved', slug: 'meera-iyer' });
    expect(await giveAuthorPage(store, root, 'tom-ashworth', 'ana')).toEqual({ kind: 'has-page', slug: 'tom-ashworth' });
    // Now hers: she changes it, and she cannot make a second.
    expect(await changeAuthorPage(store, ana, 'meera-iyer', page({ name: 'Meera Iyer' }))).toEqual({ kind: 'saved', slug: 'meera-iyer' });
    expect(await makeAuthorPage(store, ana, page())).toEqual({ kind: 'has-page', slug: 'meera-iyer' });
    await execute(store, 'delete from staff_users where id = ?', 'ana');
    expect(await store.authors.get('meera-iyer')).toMatchObject({ staffId: null, name: 'Meera Iyer' });
    expect((await store.audit.list({ action: 'author-page' })).rows.map((row) => row.detail)).toEqual(expect.arrayContaining([{ change: 'give', to: 'ana' }]));
  });

  it('keeps a photo public while a page shows it, and never sweeps or deletes it meanwhile', async () => {
    const store = await openStore(database);
    const ana = await person(store, 'ana', 'editor');
    await store.pictures.save({ id: PHOTO, kind: 'inline', width: 600, height: 600, createdAt: NOW - 60 * DAY, createdBy: 'Ana Lopez' }, [{ width: 600, format: 'webp', bytes: Buffer.from([1, 2, 3]) }]);
    expect(await store.pictures.served(PHOTO, NOW)).toEqual({ width: 600, live: false });
    await makeAuthorPage(store, ana, page({ photo: `uploads/${PHOTO}`, photoAlt: 'Ana at the Manchester office' }));
    expect(await store.pictures.served(PHOTO, NOW)).toEqual({ width: 600, live: true });
    expect(await store.pictures.sweep(30, NOW)).toBe(0);
    expect(await store.pictures.sweep(30, NOW + 60 * DAY)).toBe(0);
    expect(await store.pictures.delete(PHOTO, NOW)).toBe('live');
    expect((await store.pictures.list(NOW)).find((picture) => picture.id === PHOTO)?.authors).toEqual(['Ana Lopez']);
    // Taken off the page, it is an unused upload again: swept 30 days after a sweep first finds it so.
    await changeAuthorPage(store, ana, 'ana-lopez', page());
    expect(await store.pictures.served(PHOTO, NOW)).toEqual({ width: 600, live: false });
    expect(await store.pictures.sweep(30, NOW)).toBe(0);
    expect(await store.pictures.sweep(30, NOW + 31 * DAY)).toBe(1);
  });
});
