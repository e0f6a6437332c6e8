/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { freshDatabaseUrl, openStore } from '@/lib/db/test-stores';
import { limiterFor } from '.';

describe('the limit on PostgreSQL', () => {
  it('is one count for every instance, and falls back to memory while the database cannot be reached', async () => {
    const url = await freshDatabaseUrl();
    const [first, second] = [await openStore({ url }), await openStore({ url })];
    const [a, b] = [limiterFor(first, 2), limiterFor(second, 2)];
    expect(await a.take('198.51.100.7|contact-us')).toEqual({ ok: true });
    expect(await b.take('198.51.100.7|contact-us')).toEqual({ ok: true });
    expect(await a.take('198.51.100.7|contact-us')).toMatchObject({ ok: false });
    expect(await b.take('198.51.100.7|contact-us')).toMatchObject({ ok: false });

    const unreachable = await openStore({ url: 'postgres://quillmark@127.0.0.1:9/quillmark' });
    const alone = limiterFor(unreachable, 2);
    expect([await alone.take('k'), await alone.take('k'), await alone.take('k')]).toEqual([{ ok: true }, { ok: true }, expect.objectContaining({ ok: false })]);
  });
});
