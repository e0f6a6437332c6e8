/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { openStore } from '@/testing/stores';
import { articlesCopy } from './copy';

// Moving from SQLite to PostgreSQL (`npm run store -- copy`): the authors' pages go with the articles that name them,
// a page the source changed later wins, and nobody keeps a copied page until an admin gives it again.

const page = { role: 'Head of Learning', bio: 'Ana Lopez writes the bootcamp’s guides to a first tech job.', topics: '', photo: '', photoAlt: '' };

describe('copying the authors’ pages', () => {
  it('adds the pages the target lacks, takes the source’s later changes, and keeps the target’s own later ones', async () => {
    const [source, target] = [await openStore('SQLite'), await openStore('PostgreSQL')];
    const at = Date.now() + 60_000;
    await source.authors.create('ana-lopez', { name: 'Ana Lopez', ...page }, null, 'Ana Lopez', at);
    await source.authors.update('meera-iyer', { name: 'Meera Iyer', ...page, role: 'Head of Quality' }, 'Meera Iyer', at);
    await source.authors.update('tom-ashworth', { name: 'Tom Ashworth', ...page, role: 'Older role' }, 'Tom Ashworth', at);
    await target.authors.update('tom-ashworth', { name: 'Tom Ashworth', ...page, role: 'Newer role' }, 'Tom Ashworth', at + 1);
    const counts = await articlesCopy.copy(source, target);
    expect(counts.authors).toBe(2);
    expect(await target.authors.get('ana-lopez')).toMatchObject({ name: 'Ana Lopez', staffId: null });
    expect(await target.authors.get('meera-iyer')).toMatchObject({ role: 'Head of Quality' });
    expect(await target.authors.get('tom-ashworth')).toMatchObject({ role: 'Newer role' });
    // A second run copies nothing twice.
    expect((await articlesCopy.copy(source, target)).authors).toBe(0);
  });
});
