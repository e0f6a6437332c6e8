import { saveArticle } from '@/lib/articles/editor';
import { provideArticleRenderer } from '@/lib/articles/runtime';
import type { Store } from '@/lib/db/store';
import { StaffRefused } from '@/lib/staff/guard';
import { inThreadRenderer } from '@/testing/renderer';
import { provideStore } from '@/testing/services';
import { signedIn, type SignedIn } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import { cancelScheduleAction, deleteAction, purgeAction, unbinAction } from './actions';

// Deleting a draft takes every revision with it: the form asks first, and the action refuses a post that did not
// say yes, whatever the page showed. Cancelling a schedule says what the article is afterwards.

const SITE = 'http://localhost:3000';
let store: Store;
let ed: SignedIn;
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const fields = {
  title: 'Notes from a client workshop',
  slug: 'notes-from-a-client-workshop',
  summary: 'What three hours with a logistics team taught us about their reporting.',
  body: 'We started with the spreadsheet everyone feared.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Data',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A whiteboard of arrows',
  date: '2026-12-05',
};

/** What the action threw: a redirect's address, or why the guard refused. */
async function outcome(form: FormData, action: (form: FormData) => Promise<void> = deleteAction): Promise<string> {
  try {
    await action(form);
  } catch (error) {
    if (error instanceof StaffRefused) return error.reason;
    const digest = (error as { digest?: string }).digest ?? '';
    return /^NEXT_REDIRECT;\w+;([^;]+);/.exec(digest)?.[1] ?? String(error);
  }
  return 'went through without a redirect';
}

const posted = (articleId: number, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('articleId', String(articleId));
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
};

beforeEach(async () => {
  store = await openStore('SQLite');
  await store.ready();
  provideStore(store);
  // The action reaches the process's renderer: this one, in the test's thread, rather than the build's worker.
  provideArticleRenderer(inThreadRenderer);
  ed = await signedIn('editor', 'Ed');
  mockHeaders = new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin', host: 'localhost:3000', cookie: ed.cookie });
});

describe('deleting an article', () => {
  it('bins nothing until the person ticked that they mean it; takes it back out; only an admin deletes it for good', async () => {
    const saved = await saveArticle({ store, renderer: inThreadRenderer }, { id: 'staff-ed', name: 'Ed' }, { articleId: null, baseRevisionId: null, fields }, null);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    const id = saved.articleId;
    for (const extra of [{}, { confirm: 'no' }, { confirm: '' }]) expect(await outcome(posted(id, extra))).toBe(`/staff/articles/${id}?done=confirm-delete`);
    expect(await store.articles.get(id)).toMatchObject({ binnedAt: null });
    expect(await outcome(posted(id, { confirm: 'yes' }))).toBe('/staff/articles?done=deleted');
    expect(await store.articles.get(id)).toMatchObject({ binnedAt: expect.any(Number), binnedBy: 'Ed' });
    expect(await outcome(posted(id, { confirm: 'yes' }))).toBe(`/staff/articles/${id}?done=not-deleted`);
    expect(await outcome(posted(id), unbinAction)).toBe(`/staff/articles/${id}?done=unbinned`);
    expect(await outcome(posted(id), unbinAction)).toBe(`/staff/articles/${id}?done=not-in-bin`);
    expect(await outcome(posted(id, { confirm: 'yes' }))).toBe('/staff/articles?done=deleted');
    // Deleting for good is an admin's, and asked first too.
    expect(await outcome(posted(id, { confirm: 'yes' }), purgeAction)).toBe('forbidden');
    const ada = await signedIn('admin', 'Ada');
    mockHeaders = new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin', host: 'localhost:3000', cookie: ada.cookie });
    expect(await outcome(posted(id), purgeAction)).toBe('/staff/articles/bin?done=confirm-purge');
    expect(await store.articles.get(id)).toBeDefined();
    expect(await outcome(posted(id, { confirm: 'yes' }), purgeAction)).toBe('/staff/articles/bin?done=purged');
    expect(await store.articles.get(id)).toBeUndefined();
    expect(await store.articles.revisions(id)).toEqual([]);
    const trail = await store.audit.list({ subject: String(id) });
    expect(trail.rows.map((row) => row.action).sort()).toEqual(['article-delete', 'article-delete', 'article-purge', 'article-unbin']);
  });
});

describe('cancelling a schedule', () => {
  it('says what the article is now: a draft again, still unpublished, or live with its update dropped', async () => {
    const by = { id: 'staff-ed', name: 'Ed' };
    const saved = await saveArticle({ store, renderer: inThreadRenderer }, by, { articleId: null, baseRevisionId: null, fields }, null);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    const id = saved.articleId;
    const later = Date.now() + 3_600_000;
    const page = (done: string) => `/staff/articles/${id}?done=${done}`;
    await store.articles.publish(id, saved.revision.id, later, by);
    expect(await outcome(posted(id), cancelScheduleAction)).toBe(page('schedule-cancelled-draft'));
    expect(await outcome(posted(id), cancelScheduleAction)).toBe(page('nothing-scheduled'));
    await store.articles.publish(id, saved.revision.id, Date.now(), by);
    await store.articles.unpublish(id, by);
    await store.articles.publish(id, saved.revision.id, later, by);
    expect(await outcome(posted(id), cancelScheduleAction)).toBe(page('schedule-cancelled-unpublished'));
    await store.articles.publish(id, saved.revision.id, Date.now(), by);
    await store.articles.publish(id, saved.revision.id, later, by);
    expect(await outcome(posted(id), cancelScheduleAction)).toBe(page('schedule-cancelled'));
    expect((await store.audit.list({ action: 'article-cancel-schedule', subject: String(id) })).total).toBe(3);
  });
});
