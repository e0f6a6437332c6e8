import 'server-only';
import { formFields, publishGaps } from '@/lib/articles/gaps';
import { articleRenderer } from '@/lib/articles/runtime';
import { BIN_DAYS, liveRevisionOf, stateOf, type ArticleState } from '@/lib/articles/state';
import { services } from '@/lib/container';
import { londonDay, toLondonInput } from '@/lib/london-time';
import { coverUrl } from '@/lib/media';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@/lib/time-units';

// The article pages' reads: the list, one article with its history, two revisions side by side.

/** The bylines the editor offers: every author page, by name. */
export const authorChoices = async () => (await services().store.authors.list()).map(({ slug, name, role }) => ({ slug, name, role }));

/** The list's search, as the address holds it: words in a title or an address, and one state. */
export interface ArticleQuery {
  q: string;
  state: ArticleState | undefined;
}

const STATES: readonly ArticleState[] = ['draft', 'scheduled', 'published', 'unpublished'];

export function parseArticleQuery(params: SearchParams): ArticleQuery {
  const state = param(params, 'state');
  return { q: (param(params, 'q') ?? '').trim().slice(0, 200), state: STATES.includes(state as ArticleState) ? (state as ArticleState) : undefined };
}

/**
 * Every article with its state as of now, and when an update of a live one goes live, if one waits; those the query
 * keeps (a team's few hundred articles are filtered here, not in SQL), and how many there are in all.
 */
export async function articlesView(params: SearchParams = {}, now = Date.now()) {
  const query = parseArticleQuery(params);
  const rows = (await services().store.articles.list()).map((row) => ({ ...row, shownState: stateOf(row, now), updateAt: liveRevisionOf(row, now).waiting?.at ?? null }));
  const words = query.q.toLocaleLowerCase('en-GB');
  const articles = rows.filter((row) => (query.state === undefined || row.shownState === query.state) && (words === '' || `${row.title}\n${row.slug}`.toLocaleLowerCase('en-GB').includes(words)));
  return { articles, query, total: rows.length };
}

/** One article: its newest revision in the form, its state, what the site shows, and every revision. */
export async function articleView(rawId: string, now = Date.now()) {
  const id = /^\d{1,12}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id)) return undefined;
  const { store } = services();
  const article = await store.articles.get(id);
  if (!article?.currentRevisionId) return undefined;
  const [current, revisions] = await Promise.all([store.articles.revisionById(article.currentRevisionId), store.articles.revisions(id)]);
  if (!current) return undefined;
  const { live: liveId, waiting } = liveRevisionOf(article, now);
  const live = revisions.find((revision) => revision.id === liveId);
  const scheduled = waiting && revisions.find((revision) => revision.id === waiting.revisionId);
  return {
    article,
    state: stateOf(article, now),
    current,
    fields: formFields(current),
    // A draft may have no cover yet.
    coverPreviewUrl: current.cover === '' ? null : coverUrl(current.cover),
    gaps: publishGaps(current),
    liveNumber: live?.number,
    /** When an article in the bin is deleted for good. */
    purgeOn: article.binnedAt === null ? undefined : article.binnedAt + BIN_DAYS * DAY_MS,
    /** When it first went live, unless the state's own line gives that time ("live since" of its one publication). */
    firstPublished: article.firstPublishedAt !== null && article.firstPublishedAt <= now && (stateOf(article, now) !== 'published' || article.firstPublishedAt !== article.publishAt) ? article.firstPublishedAt : undefined,
    /** An update of the live article waiting for its time. */
    scheduledUpdate: scheduled && waiting ? { number: scheduled.number, at: waiting.at } : undefined,
    revisions,
    // The schedule form shows the time set, while one waits; otherwise it starts an hour from now, on the minute.
    scheduleDefault: toLondonInput(waiting?.at ?? (stateOf(article, now) === 'scheduled' && article.publishAt !== null ? article.publishAt : Math.ceil((now + HOUR_MS) / MINUTE_MS) * MINUTE_MS)),
  };
}

/**
 * Two revisions of an article, each field's lines compared in the render worker, or why they could not be (too
 * different to finish inside the budget, or the worker busy); `from` and `to` default to the two newest.
 */
export async function compareView(rawId: string, params: SearchParams) {
  const view = await articleView(rawId);
  if (!view) return undefined;
  const number = (name: string) => {
    const value = param(params, name);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const to = number('to') ?? view.current.number;
  const from = number('from') ?? Math.max(1, to - 1);
  const { store } = services();
  const [before, after] = await Promise.all([store.articles.revision(view.article.id, from), store.articles.revision(view.article.id, to)]);
  if (!before || !after) return undefined;
  return { ...view, from: before, to: after, comparison: await articleRenderer().compare(formFields(before), formFields(after)) };
}

/** An empty article for the editor: the writer's own author page (else the first), today's London date. */
export async function newArticleView(writerId: string, now = Date.now()) {
  const [authors, own] = await Promise.all([authorChoices(), services().store.authors.ofStaff(writerId)]);
  const first = own ?? authors[0];
  return {
    authors,
    initial: { title: '', slug: '', summary: '', body: '', author: first?.slug ?? '', authorRole: first?.role ?? '', tags: '', cover: '', coverAlt: '', date: londonDay(now), seoTitle: '', seoDescription: '' },
  };
}

/** What the bin holds, each with the day it is deleted for good. */
export async function binView() {
  const binned = await services().store.articles.binned();
  return binned.map((article) => ({ id: article.id, title: article.title, binnedAt: article.binnedAt ?? 0, binnedBy: article.binnedBy ?? '', purgeOn: (article.binnedAt ?? 0) + BIN_DAYS * DAY_MS }));
}
