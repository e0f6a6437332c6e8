import sharp from 'sharp';
import { GET as health } from '@/app/api/health/route';
import { articleFieldMessages } from '@/content/article-rules';
import { renderArticle } from '@/lib/articles/render';
import { RENDERER_VERSION, type ArticleRenderer } from '@/lib/articles/renderer';
import type { Store } from '@/lib/db/store';
import { MAX_NESTING, nestingOf } from '@/lib/forms/article';
import { slowCorpus } from '@/testing/hostile-corpus';
import { workerRenderer } from '@/testing/renderer';
import { provideStore } from '@/testing/services';
import { signedIn, type SignedIn } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import { POST as upload } from './pictures/route';
import { POST as preview } from './preview/route';
import { POST as save } from './route';

// The editor's three endpoints over a real SQLite store, asked as a browser asks, with each person's own session
// cookie. Everything a client can send is tried: each body field, the headers, the sizes.

const SITE = 'http://localhost:3000';
let store: Store;
/** The renderer's worker as the build bundles it, with a 1 s budget: the slow body takes 14 s, the worker's start 0.2 s. */
let renderer: ArticleRenderer;
/** Ed is an editor, Val a viewer. */
let people: Record<'ed' | 'val', SignedIn>;

const headers = (who: keyof typeof people, extra: Record<string, string> = {}) => ({ cookie: people[who].cookie, origin: SITE, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...extra });
const post = (path: string, who: keyof typeof people, body: BodyInit, extra: Record<string, string> = {}) => new Request(`${SITE}/api/staff/articles${path}`, { method: 'POST', headers: headers(who, extra), body });
const json = (path: string, who: keyof typeof people, value: unknown, extra: Record<string, string> = {}) => post(path, who, JSON.stringify(value), extra);

const fields = {
  title: 'Release notes that people read',
  slug: 'release-notes-that-people-read',
  summary: 'How to write release notes customers act on.',
  body: '## Why\n\nBecause.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Testing, Releases',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A release checklist',
  date: '2026-11-28',
};

beforeAll(() => {
  renderer = workerRenderer(1_000);
});
beforeEach(async () => {
  store = await openStore('SQLite');
  provideStore(store, {}, { renderer });
  people = { ed: await signedIn('editor', 'Ed Itor'), val: await signedIn('viewer', 'Val') };
});

/** Runs `work` while asking /api/health every few milliseconds: the answers the server gave meanwhile. */
async function answeredDuring<T>(work: Promise<T>): Promise<{ result: T; health: number[] }> {
  let done = false;
  const statuses: number[] = [];
  const poll = async () => {
    while (!done) {
      statuses.push(health().status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const [result] = await Promise.all([work.finally(() => (done = true)), poll()]);
  return { result, health: statuses };
}

describe('saving an article', () => {
  it('creates a draft, then a revision from it, and keeps a second save from the same base beside the first', async () => {
    const created = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields }));
    expect(created.status).toBe(200);
    const first = (await created.json()) as { articleId: number; revision: { id: number; number: number }; created: boolean };
    expect(first).toMatchObject({ revision: { number: 1 }, created: true });
    const base = first.revision.id;
    const mine = await save(json('', 'ed', { articleId: first.articleId, baseRevisionId: base, fields: { ...fields, title: 'Mine' } }));
    expect(await mine.json()).toMatchObject({ ok: true, revision: { number: 2 }, created: false });
    const theirs = await save(json('', 'ed', { articleId: first.articleId, baseRevisionId: base, fields: { ...fields, title: 'Theirs' } }));
    expect(theirs.status).toBe(409);
    expect(await theirs.json()).toMatchObject({ conflict: true, mine: { number: 3 }, theirs: { number: 2, by: 'Ed Itor' } });
    expect((await store.articles.revisions(first.articleId)).map((revision) => revision.title)).toEqual(['Theirs', 'Mine', fields.title]);
  });

  it('autosaves a saved article on its newest revision, in place of the last autosave; never a new one, an older base or a broken field', async () => {
    const created = (await (await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields }))).json()) as { articleId: number; revision: { id: number } };
    const auto = (baseRevisionId: number, title: string, extra: Record<string, unknown> = {}) => save(json('', 'ed', { articleId: created.articleId, baseRevisionId, fields: { ...fields, title }, autosave: true, ...extra }));
    const first = await auto(created.revision.id, 'Typing');
    expect(first.status).toBe(200);
    const one = (await first.json()) as { revision: { id: number; number: number } };
    expect(one).toMatchObject({ ok: true, autosaved: true, revision: { number: 2 } });
    expect(await (await auto(one.revision.id, 'Typing on')).json()).toMatchObject({ ok: true, revision: { number: 2 } });
    expect((await store.articles.revisions(created.articleId)).map((revision) => [revision.title, revision.kind])).toEqual([['Typing on', 'autosave'], [fields.title, 'save']]);
    // From the first revision, now behind: nothing written, the newer one named.
    const behind = await auto(created.revision.id, 'Stale');
    expect([behind.status, await behind.json()]).toEqual([409, { ok: false, behind: true, theirs: { id: expect.any(Number), number: 2, by: 'Ed Itor' } }]);
    const broken = await auto(one.revision.id, '');
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ ok: false, errors: { title: expect.any(String) } });
    // A new article is saved by the person: its first save makes it and its address.
    const fresh = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields, autosave: true }));
    expect([fresh.status, await fresh.json()]).toEqual([400, { ok: false, error: 'Only a saved article is saved automatically' }]);
    expect((await save(json('', 'ed', { articleId: created.articleId, baseRevisionId: one.revision.id, fields, autosave: false }))).status).toBe(400);
    expect((await save(json('', 'val', { articleId: created.articleId, baseRevisionId: one.revision.id, fields, autosave: true }))).status).toBe(403);
    expect((await store.articles.revisions(created.articleId))).toHaveLength(2);
  });

  it('stores each revision with its HTML, rendered once, as the article page will show it', async () => {
    const created = (await (await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields }))).json()) as { revision: { id: number } };
    const { html, readingMinutes } = renderArticle(fields.body);
    expect(await store.articles.revisionById(created.revision.id)).toMatchObject({ body: fields.body, html, readingMinutes, renderer: RENDERER_VERSION });
  });

  it('refuses quotes nested past the cap under the text, before any render', async () => {
    const deep = slowCorpus.find((entry) => nestingOf(entry.markdown) > MAX_NESTING)!;
    const result = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, body: deep.markdown } }));
    expect(result.status).toBe(422);
    expect(await result.json()).toEqual({ ok: false, errors: { body: expect.stringMatching(/^Quotes and lists nest at most 20 deep/) } });
  });

  it.each(slowCorpus.filter((entry) => nestingOf(entry.markdown) <= MAX_NESTING).map((entry) => [entry.name, entry.markdown]))('refuses %s past the render budget, saying why, while the server keeps answering', async (_name, body) => {
    const { result, health: answers } = await answeredDuring(save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, body } })));
    expect(result.status).toBe(422);
    expect(await result.json()).toEqual({ ok: false, errors: { body: expect.stringMatching(/^This text (took too long|could not be turned)/) } });
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(await store.articles.list()).toHaveLength(10);
  });

  it('names each field a save breaks, and saves nothing', async () => {
    const response = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, slug: 'Not A Slug', authorRole: 'Intern', date: '2026-02-30', tags: ' , ', author: 'nobody' } }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['author', 'date', 'slug', 'tags']);
    expect(await store.articles.list()).toHaveLength(10);
  });

  it('refuses a slug another article holds, a cover or picture not in the store', async () => {
    const taken = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, slug: 'rpa-vs-ai-agents-where-each-fits' } }));
    expect(await taken.json()).toMatchObject({ errors: { slug: expect.stringContaining('Another article') } });
    const cover = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, cover: `uploads/${'0'.repeat(32)}` } }));
    expect(await cover.json()).toMatchObject({ errors: { cover: expect.stringContaining('not in the store') } });
    const inline = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, body: `![x](/uploads/${'a'.repeat(32)}.webp)` } }));
    expect(await inline.json()).toMatchObject({ errors: { body: expect.stringContaining('not in the store') } });
  });

  it('refuses a viewer, a stranger, a cross-site post, a body too large, bad JSON and fields it does not know', async () => {
    expect((await save(json('', 'val', { articleId: null, baseRevisionId: null, fields }))).status).toBe(403);
    expect((await save(new Request(`${SITE}/api/staff/articles`, { method: 'POST', headers: { origin: SITE, 'sec-fetch-site': 'same-origin' }, body: '{}' }))).status).toBe(401);
    expect((await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await save(post('', 'ed', 'x'.repeat(600 * 1024)))).status).toBe(413);
    expect((await save(post('', 'ed', '{"articleId":'))).status).toBe(400);
    expect((await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields, state: 'published' }))).status).toBe(400);
    expect((await save(json('', 'ed', { articleId: -1, baseRevisionId: null, fields }))).status).toBe(400);
    expect((await save(json('', 'ed', { articleId: 9999, baseRevisionId: 1, fields }))).status).toBe(404);
    expect(await store.articles.list()).toHaveLength(10);
  });
});

describe('the live preview', () => {
  it('renders as the article page does, hostile Markdown inert', async () => {
    const response = await preview(json('/preview', 'ed', { body: '## Hi\n\n<script>alert(1)</script>[x](javascript:alert(1))<img src=x onerror=alert(1)>' }));
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('<section data-defer-layout><h2>Hi</h2>');
    expect(html).not.toMatch(/<script|<img|onerror=|href="javascript:/i);
    expect((await preview(json('/preview', 'val', { body: 'x' }))).status).toBe(200);
    expect((await preview(new Request(`${SITE}/api/staff/articles/preview`, { method: 'POST', headers: { origin: SITE, 'sec-fetch-site': 'same-origin' }, body: '{}' }))).status).toBe(401);
    expect((await preview(json('/preview', 'ed', { body: 1 }))).status).toBe(400);
  });

  it('makes at most two of one person’s previews at once, and another person’s meanwhile; refuses deep nesting before any', async () => {
    const slowBody = slowCorpus[0]!.markdown;
    const slow = () => preview(json('/preview', 'ed', { body: slowBody }));
    // Ed's two slow renders wait at a gate the test opens, then run in the worker to its budget: however slow the
    // machine, neither can end and give its place back before the third has asked.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const render = renderer.render.bind(renderer);
    const rendering = jest.spyOn(renderer, 'render').mockImplementation(async (markdown, sizes) => {
      if (markdown === slowBody) await gate;
      return render(markdown, sizes);
    });
    try {
      const [first, second] = [slow(), slow()];
      // Each has taken its place once its render is asked for: the session is read from the store first, in its own time.
      while (rendering.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const third = await preview(json('/preview', 'ed', { body: 'Short.' }));
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ ok: false, error: articleFieldMessages.previewWaiting });
      // Another person is not held to ed's places.
      expect((await preview(json('/preview', 'val', { body: 'Short.' }))).status).toBe(200);
      open();
      expect((await Promise.all([first, second])).map((response) => response.status)).toEqual([422, 422]);
    } finally {
      open();
      rendering.mockRestore();
    }
    // Their places given back, the next is made.
    expect((await preview(json('/preview', 'ed', { body: 'Short.' }))).status).toBe(200);
    const deep = await preview(json('/preview', 'ed', { body: `${'>'.repeat(25)} deep` }));
    expect([deep.status, await deep.json()]).toEqual([422, { ok: false, error: articleFieldMessages.nesting }]);
  });

  it('answers a body past the render budget with a clear error, while the server keeps answering', async () => {
    const { result, health: answers } = await answeredDuring(preview(json('/preview', 'ed', { body: slowCorpus[0]!.markdown })));
    expect(result.status).toBe(422);
    expect(await result.json()).toEqual({ ok: false, error: articleFieldMessages.renderBudget });
    expect(answers.length).toBeGreaterThanOrEqual(3);
  });
});

describe('uploading a picture', () => {
  const form = (file: Blob, kind = 'inline') => {
    const data = new FormData();
    data.set('file', file, 'picture.jpg');
    data.set('kind', kind);
    return data;
  };
  const send = async (who: keyof typeof people, data: FormData) => {
    const request = new Request(`${SITE}/api/staff/articles/pictures`, { method: 'POST', body: data });
    return upload(new Request(request, { headers: { ...headers(who), 'content-type': request.headers.get('content-type')! } }));
  };

  it('keeps a picture as its copies and serves its key; refuses a non-picture with a clear message', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const accepted = await send('ed', form(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })));
    const body = (await accepted.json()) as { key: string; url: string; width: number };
    expect(body).toMatchObject({ ok: true, key: expect.stringMatching(/^uploads\/[0-9a-f]{32}$/), width: 800 });
    expect(await store.pictures.file(body.key.slice('uploads/'.length), 800, 'avif')).toBeDefined();
    const text = await send('ed', form(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'])));
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ error: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) });
  });

  it('takes a place in the queue before reading a body: past four waiting, the next is refused unread', async () => {
    // Four uploads whose bodies never finish arriving hold the four places; each has been read from.
    const pulled = [0, 0, 0, 0, 0];
    const cut: (() => void)[] = [];
    const firstPull: Promise<void>[] = [];
    const endless = (index: number) => {
      let readFrom = () => {};
      firstPull[index] = new Promise((resolve) => (readFrom = resolve));
      return new ReadableStream<Uint8Array>({
        start: (controller) => void cut.push(() => controller.error(new Error('the connection closed'))),
        pull: async (controller) => {
          pulled[index]! += 1;
          readFrom();
          if (pulled[index] === 1) controller.enqueue(new Uint8Array(1024));
          else await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
        },
      }, { highWaterMark: 0 });
    };
    const stalled = (index: number) => upload(new Request(`${SITE}/api/staff/articles/pictures`, { method: 'POST', headers: headers('ed', { 'content-type': 'multipart/form-data; boundary=x' }), body: endless(index), duplex: 'half' } as RequestInit));
    const holding = [0, 1, 2, 3].map(stalled);
    try {
      // Wait for the state (each of the four has been read from), not for a span of time.
      await Promise.all(firstPull.slice(0, 4));
      const refused = await stalled(4);
      expect(refused.status).toBe(503);
      expect(pulled[4]).toBe(0);
    } finally {
      // Cut short, the four give their places back: the next upload is read again.
      for (const close of cut.slice(0, 4)) close();
    }
    expect((await Promise.all(holding)).map((response) => response.status)).toEqual([400, 400, 400, 400]);
  });

  it('refuses a viewer, a body past the limit, a kind it does not know and a post that is not a form', async () => {
    const small = new Blob([new Uint8Array(10)]);
    expect((await send('val', form(small))).status).toBe(403);
    expect((await send('ed', form(new Blob([new Uint8Array(11 * 1024 * 1024)])))).status).toBe(413);
    expect((await send('ed', form(small, 'banner'))).status).toBe(400);
    expect((await upload(json('/pictures', 'ed', { file: 'x' }))).status).toBe(415);
  });
});
