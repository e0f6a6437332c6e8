/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import seed from '@/lib/db/articles-migration-seed.json';
import type { Store } from '@/lib/db/store';
import { slowCorpus } from '@/testing/hostile-corpus';
import { inThreadRenderer, workerRenderer } from '@/testing/renderer';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import { Backlog, STORE_RETRY_MS, TRY_AGAIN_MS, type CatchUp } from './catch-up';
import { renderArticle } from './render';
import { RENDERER_VERSION, type Refusal, type Renderer } from './renderer';

// An upgrade from the release before revisions kept their HTML: the shipped articles, an edit made then and a body
// no renderer could finish are there without HTML. The boot's pass renders them in the worker, never on a request.

const PREVIOUS = '2026-11-29-speed-conversion';
const NOW = Date.UTC(2026, 11, 1);

/** The release before: a shipped article edited (its second revision published), and a draft built to be slow. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async ({ db }) => {
    const article = await db.selectFrom('articles').select(['id', 'publishedRevisionId']).where('slug', '=', seed[0]!.slug).executeTakeFirstOrThrow();
    const first = await db.selectFrom('articleRevisions').selectAll().where('id', '=', article.publishedRevisionId!).executeTakeFirstOrThrow();
    const { id: _id, html: _html, readingMinutes: _minutes, renderer: _renderer, ...copied } = first;
    const edited = await db.insertInto('articleRevisions').values({ ...copied, number: 2, body: 'Edited **then**.' } as never).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('articles').set({ publishedRevisionId: edited.id, currentRevisionId: edited.id }).where('id', '=', article.id).execute();
    const draft = await db.insertInto('articles').values({ slug: 'slow-draft', state: 'draft', publishAt: null, publishedRevisionId: null, currentRevisionId: null, createdAt: NOW, updatedAt: NOW, updatedBy: 'Ana' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('articleRevisions').values({ ...copied, articleId: draft.id, slug: 'slow-draft', number: 1, body: slowCorpus[0]!.markdown } as never).execute();
  });
}

/** The passes a backlog asks for later, in order, each run by the test when it chooses: no clock waited on. */
function laterPasses() {
  const asked: { run: () => void; ms: number }[] = [];
  const waiting: ((pass: { run: () => void; ms: number }) => void)[] = [];
  return {
    later(run: () => void, ms: number) {
      const next = waiting.shift();
      if (next) next({ run, ms });
      else asked.push({ run, ms });
    },
    next: () => (asked.length > 0 ? Promise.resolve(asked.shift()!) : new Promise<{ run: () => void; ms: number }>((resolve) => waiting.push(resolve))),
    /** Asked since the last next(), once what a settled pass does next has run. */
    async left() {
      await new Promise((resolve) => setImmediate(resolve));
      return asked.map(({ ms }) => ms);
    },
  };
}

/** `renderer`, counting how often each body is asked for. */
function counted(renderer: Renderer): Renderer & { asked: Map<string, number> } {
  const asked = new Map<string, number>();
  return {
    asked,
    render(markdown, sizes) {
      asked.set(markdown, (asked.get(markdown) ?? 0) + 1);
      return renderer.render(markdown, sizes);
    },
    compare: (before, after) => renderer.compare(before, after),
  };
}

/** A renderer that answers at once (these tests are of the passes, not of rendering), refusing as `refuse` says. */
function refusing(refuse: (markdown: string, asked: number) => Refusal['reason'] | undefined): Renderer & { asked: Map<string, number> } {
  const renderer = counted({
    async render(markdown) {
      const reason = refuse(markdown, renderer.asked.get(markdown)!);
      return reason ? { ok: false, reason } : { ok: true, rendered: { html: `<p>${markdown.length} characters.</p>`, readingMinutes: 1, renderer: RENDERER_VERSION }, pictures: [] };
    },
    compare: inThreadRenderer.compare,
  });
  return renderer;
}

/** A boot's backlog, and the pass the boot started, settled. */
async function booted(store: Store, renderer: Renderer, later: (run: () => void, ms: number) => void): Promise<{ backlog: Backlog; first: CatchUp }> {
  const backlog = new Backlog(() => ({ store, renderer }), later);
  expect(backlog.boot()).toBe(true);
  expect(backlog.boot()).toBe(false);
  return { backlog, first: await backlog.current! };
}

/** The release before, upgraded on SQLite and booted with a renderer refusing as `refuse` says. */
async function bootedRefusing(refuse: Parameters<typeof refusing>[0]) {
  const store = await openStore(await previousRelease('SQLite'));
  await store.ready();
  const renderer = refusing(refuse);
  const passes = laterPasses();
  return { store, renderer, passes, ...(await booted(store, renderer, passes.later)) };
}

/** The next pass asked for (`ms` on, when given): run, and its result. */
async function nextPass(backlog: Backlog, passes: ReturnType<typeof laterPasses>, ms?: number): Promise<CatchUp> {
  const pass = await passes.next();
  if (ms !== undefined) expect(pass.ms).toBe(ms);
  pass.run();
  return backlog.current!;
}

describe.each(databases)('revisions saved before HTML was stored, upgrading on %s', (database) => {
  it('are rendered in the worker as render.ts renders them; one past the budget is tried three times, then left out', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    expect(await store.articles.live(NOW)).toEqual(seed.map(() => expect.objectContaining({ readingMinutes: null })));
    const { id: slow } = await store.db.selectFrom('articleRevisions').select('id').where('slug', '=', 'slow-draft').executeTakeFirstOrThrow();
    // The slow draft takes 14 s unbounded; a 1 s budget still refuses it, and still fits the worker's start (0.2 s) and the rest.
    const renderer = counted(workerRenderer(1_000));
    const passes = laterPasses();
    const { backlog, first } = await booted(store, renderer, passes.later);
    expect(first.refused).toContain(slow);
    // The passes the backlog asks for, until the draft is left out. With every core busy, a shipped body can be
    // refused on one of them too (ci-60 saw it), and it is rendered on the next, as a boot's would be.
    for (let pass = 1; pass <= TRY_AGAIN_MS.length && !backlog.leftOut(slow); pass += 1) await nextPass(backlog, passes);
    expect(backlog.leftOut(slow)).toBe(true);
    expect(renderer.asked.get(slowCorpus[0]!.markdown)).toBe(TRY_AGAIN_MS.length + 1);
    for (const row of await store.db.selectFrom('articleRevisions').select(['id', 'body', 'html', 'readingMinutes', 'renderer']).execute()) {
      if (row.id === slow) expect(row).toMatchObject({ html: null, readingMinutes: null });
      else {
        const { html, readingMinutes } = renderArticle(row.body);
        expect(row).toEqual({ id: row.id, body: row.body, html, readingMinutes, renderer: RENDERER_VERSION });
      }
    }
    const edited = await store.articles.liveBySlug(seed[0]!.slug, NOW);
    expect(edited).toMatchObject({ number: 2, html: '<p>Edited <strong>then</strong>.</p>\n', readingMinutes: 1 });
    // A pass asked for after that skips it rather than spending its budget again.
    expect(await backlog.pass()).toEqual({ rendered: 0, refused: [], leftOut: [] });
    expect(renderer.asked.get(slowCorpus[0]!.markdown)).toBe(TRY_AGAIN_MS.length + 1);
  });
});

describe('a boot with every core busy', () => {
  it('renders the shipped articles a minute later rather than leaving them off the site', async () => {
    // Past the budget the first time each body is asked for: the worker's thread never got a core.
    const { store, passes, backlog, first } = await bootedRefusing((_markdown, asked) => (asked === 1 ? 'budget' : undefined));
    expect(first).toEqual({ rendered: 0, refused: expect.any(Array), leftOut: [] });
    expect(first.refused).toHaveLength(seed.length + 2);
    expect(first.refused.some((id) => backlog.leftOut(id))).toBe(false);
    expect(await nextPass(backlog, passes, TRY_AGAIN_MS[0])).toEqual({ rendered: seed.length + 2, refused: [], leftOut: [] });
    expect(await passes.left()).toEqual([]);
    expect(await store.articles.live(NOW)).toEqual(seed.map(() => expect.objectContaining({ readingMinutes: expect.any(Number) })));
  });

  it('asks again for a body refused each time a minute on, then five, then leaves it out', async () => {
    const { renderer, passes, backlog, first } = await bootedRefusing((markdown) => (markdown === slowCorpus[0]!.markdown ? 'budget' : undefined));
    expect(first).toEqual({ rendered: seed.length + 1, refused: [expect.any(Number)], leftOut: [] });
    const [slow] = first.refused as [number];
    expect(await nextPass(backlog, passes, TRY_AGAIN_MS[0])).toEqual({ rendered: 0, refused: [slow], leftOut: [] });
    expect(backlog.leftOut(slow)).toBe(false);
    expect(await nextPass(backlog, passes, TRY_AGAIN_MS[1])).toEqual({ rendered: 0, refused: [slow], leftOut: [slow] });
    expect(backlog.leftOut(slow)).toBe(true);
    expect(await passes.left()).toEqual([]);
    expect(await backlog.pass()).toEqual({ rendered: 0, refused: [], leftOut: [] });
    expect(renderer.asked.get(slowCorpus[0]!.markdown)).toBe(3);
  });

  it('counts no try for a render refused as busy (nothing spent), and keeps asking a minute apart', async () => {
    const { passes, backlog, first } = await bootedRefusing((markdown) => (markdown === slowCorpus[0]!.markdown ? 'busy' : undefined));
    expect(first).toEqual({ rendered: seed.length + 1, refused: [expect.any(Number)], leftOut: [] });
    for (let pass = 0; pass < TRY_AGAIN_MS.length + 2; pass += 1) {
      expect(await nextPass(backlog, passes, TRY_AGAIN_MS[0])).toEqual({ rendered: 0, refused: first.refused, leftOut: [] });
    }
    expect(backlog.leftOut(first.refused[0]!)).toBe(false);
  });

  it('tries again while the store cannot be read, every few seconds', async () => {
    const store = await openStore(await previousRelease('SQLite'));
    await store.ready();
    let reads = 0;
    const passes = laterPasses();
    const backlog = new Backlog(() => {
      reads += 1;
      if (reads === 1) throw new Error('the store is locked');
      return { store, renderer: refusing(() => undefined) };
    }, passes.later);
    backlog.boot();
    expect(await nextPass(backlog, passes, STORE_RETRY_MS)).toEqual({ rendered: seed.length + 2, refused: [], leftOut: [] });
    expect(await passes.left()).toEqual([]);
  });
});
