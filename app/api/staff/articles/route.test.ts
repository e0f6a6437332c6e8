import sharp from 'sharp';
import { GET as health } from '@/app/api/health/route';
import { articleFieldMessages } from '@/content/article-rules';
import { slowCorpus } from '@/lib/articles/hostile-corpus';
import { renderArticle } from '@/lib/articles/render';
import { RENDERER_VERSION, type ArticleRenderer } from '@/lib/articles/renderer';
import { workerRenderer } from '@/lib/articles/test-renderer';
import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { MAX_NESTING, nestingOf } from '@/lib/forms/article';
import { POST as upload } from './pictures/route';
import { POST as preview } from './preview/route';
import { POST as save } from './route';

// The editor's three endpoints over a real SQLite store, asked as a browser asks: the session alone is mocked, keyed
// by a cookie naming the person. Everything a client can send is tried: each body field, the headers, the sizes.

const SITE = 'http://localhost:3000';
let mockStore: Store | undefined;
/** The renderer's worker as the build bundles it, with a 1 s budget: the slow body takes 14 s, the worker's start 0.2 s. */
let mockRenderer: ArticleRenderer | undefined;

// Ed is an editor, Val a viewer.
const person = (id: string) => ({ id, email: `${id}@quillmark.test`, name: id === 'ed' ? 'Ed Itor' : id, role: id === 'ed' ? 'editor' : 'viewer', banned: false, twoFactorEnabled: false });
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        const id = /(?:^|;\s*)as=(\w+)/.exec(headers.get('cookie') ?? '')?.[1];
        return id ? { session: { id: `s-${id}`, token: `t-${id}`, createdAt: new Date() }, user: person(id) } : null;
      },
    },
    $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }),
  }),
}));
jest.mock('@/lib/container', () => ({ ...jest.requireActual<object>('@/lib/container'), services: () => ({ store: mockStore }) }));
jest.mock('@/lib/articles/runtime', () => ({ articleRenderer: () => mockRenderer, editorDeps: () => ({ store: mockStore, renderer: mockRenderer }) }));
jest.mock('@/lib/staff/people', () => ({ ...jest.requireActual<object>('@/lib/staff/people'), hasPassword: async () => false }));

const headers = (who: string, extra: Record<string, string> = {}) => ({ cookie: `as=${who}`, origin: SITE, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...extra });
const post = (path: string, who: string, body: BodyInit, extra: Record<string, string> = {}) => new Request(`${SITE}/api/staff/articles${path}`, { method: 'POST', headers: headers(who, extra), body });
const json = (path: string, who: string, value: unknown, extra: Record<string, string> = {}) => post(path, who, JSON.stringify(value), extra);

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
  mockRenderer = workerRenderer(1_000);
});
beforeEach(async () => {
  mockStore = await openStore('SQLite');
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
    expect((await mockStore!.articles.revisions(first.articleId)).map((revision) => revision.title)).toEqual(['Theirs', 'Mine', fields.title]);
  });

  it('stores each revision with its HTML, rendered once, as the article page will show it', async () => {
    const created = (await (await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields }))).json()) as { revision: { id: number } };
    const { html, readingMinutes } = renderArticle(fields.body);
    expect(await mockStore!.articles.revisionById(created.revision.id)).toMatchObject({ body: fields.body, html, readingMinutes, renderer: RENDERER_VERSION });
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
    expect(await mockStore!.articles.list()).toHaveLength(10);
  });

  it('names each field a save breaks, and saves nothing', async () => {
    const response = await save(json('', 'ed', { articleId: null, baseRevisionId: null, fields: { ...fields, slug: 'Not A Slug', authorRole: 'Intern', date: '2026-02-30', tags: ' , ', author: 'nobody' } }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['author', 'date', 'slug', 'tags']);
    expect(await mockStore!.articles.list()).toHaveLength(10);
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
    expect(await mockStore!.articles.list()).toHaveLength(10);
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
    const slow = () => preview(json('/preview', 'ed', { body: slowCorpus[0]!.markdown }));
    const [first, second] = [slow(), slow()];
    const third = await preview(json('/preview', 'ed', { body: 'Short.' }));
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ ok: false, error: articleFieldMessages.previewWaiting });
    // Another person is not held to ed's places (theirs may still wait behind ed's render in the one worker).
    expect((await preview(json('/preview', 'val', { body: 'Short.' }))).status).not.toBe(429);
    expect((await Promise.all([first, second])).map((response) => response.status)).toEqual([422, 422]);
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
  const send = async (who: string, data: FormData) => {
    const request = new Request(`${SITE}/api/staff/articles/pictures`, { method: 'POST', body: data });
    return upload(new Request(request, { headers: { ...headers(who), 'content-type': request.headers.get('content-type')! } }));
  };

  it('keeps a picture as its copies and serves its key; refuses a non-picture with a clear message', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const accepted = await send('ed', form(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' })));
    const body = (await accepted.json()) as { key: string; url: string; width: number };
    expect(body).toMatchObject({ ok: true, key: expect.stringMatching(/^uploads\/[0-9a-f]{32}$/), width: 800 });
    expect(await mockStore!.pictures.file(body.key.slice('uploads/'.length), 800, 'avif')).toBeDefined();
    const text = await send('ed', form(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'])));
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ error: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) });
  });

  it('takes a place in the queue before reading a body: past four waiting, the next is refused unread', async () => {
    // Four uploads whose bodies never finish arriving hold the four places; each has been read from.
    const pulled = [0, 0, 0, 0, 0];
    const cut: (() => void)[] = [];
    const endless = (index: number) =>
      new ReadableStream<Uint8Array>({
        start: (controller) => void cut.push(() => controller.error(new Error('the connection closed'))),
        pull: async (controller) => {
          pulled[index]! += 1;
          if (pulled[index] === 1) controller.enqueue(new Uint8Array(1024));
          else await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
        },
      }, { highWaterMark: 0 });
    const stalled = (index: number) => upload(new Request(`${SITE}/api/staff/articles/pictures`, { method: 'POST', headers: headers('ed', { 'content-type': 'multipart/form-data; boundary=x' }), body: endless(index), duplex: 'half' } as RequestInit));
    const holding = [0, 1, 2, 3].map(stalled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const count of pulled.slice(0, 4)) expect(count).toBeGreaterThan(0);
    const refused = await stalled(4);
    expect(refused.status).toBe(503);
    expect(pulled[4]).toBe(0);
    // Cut short, the four give their places back: the next upload is read again.
    for (const close of cut.slice(0, 4)) close();
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
