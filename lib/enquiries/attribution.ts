import 'server-only';
import { CONSENT_COOKIE } from '@/content/consent';
import { refusesCounting } from '@/lib/analytics/privacy-signals';
import type { FormAnswerStep, LeadKind } from '@/lib/db/insights/lead-sources';
import type { Store } from '@/lib/db/store';
import { INSIGHTS_VIEW_HEADER, VIEW_ID } from '@/lib/forms/page-view';
import { formIdOf, type Endpoint } from '@/lib/forms/registry';
import { logEvent } from '@/lib/log';
import type { Alongside } from '@/lib/mail/enquiry-mails';

/** What an enquiry's own request says about its visit: the user agent its key is made with, and a refusal to be counted. */
export interface VisitHints {
  userAgent: string;
  /** Declined in the banner, or Global Privacy Control or Do Not Track sent: never joined to a visit, even one that shares the key. */
  declined: boolean;
  /**
   * The page view the form was sent from (INSIGHTS_VIEW_HEADER), held in that page's memory: the enquiry joins its
   * visit. Without it (no script, or the insights not yet loaded) the visitor key is the fallback, marked as such.
   */
  view?: string;
}

/** The hints from a request's headers (the API's Request, or next/headers for a form's server action). */
export function visitHints(headers: Pick<Headers, 'get'>): VisitHints {
  const cookies = headers.get('cookie') ?? '';
  const choice = cookies.split(';').map((part) => part.trim().split('=')).find(([name]) => name === CONSENT_COOKIE.name)?.[1];
  const view = headers.get(INSIGHTS_VIEW_HEADER)?.trim();
  // A malformed id is not an error of the enquiry's: it is joined by its key instead.
  return { userAgent: headers.get('user-agent') ?? '', declined: choice === 'false' || refusesCounting(headers), ...(view && VIEW_ID.test(view) ? { view } : {}) };
}

/**
 * What notes the visit an accepted enquiry or sign-up came in, written in its transaction. The key is made before
 * the transaction (the day's salt may need a query, and on SQLite a transaction holds the one connection). Nothing
 * here ever fails or holds up the enquiry: a failure is logged with the reference and the enquiry goes on.
 */
export async function leadAttribution(store: Store, siteUrl: string, client: string, hints: VisitHints, kind: LeadKind, now = Date.now()): Promise<Alongside | undefined> {
  if (hints.declined) return undefined;
  let visitor: string | undefined;
  try {
    visitor = await store.insightSalts.visitorKey(new URL(siteUrl).host, client, hints.userAgent, now);
  } catch {
    visitor = undefined;
  }
  return async (into, ref) => {
    const done = visitor !== undefined && (await store.leadSources.record(into, { ref, kind, visitor, view: hints.view, now }).then(() => true, () => false));
    if (!done) logEvent('lead.attribution-failed', { ref }, 'warn');
  };
}

/**
 * Notes the server's answer on the funnel of the form's visit (lib/db/insights/lead-sources.ts's noteAnswer). Nothing for a
 * visitor who declined. A refusal by the rate limit is noted only for a form that named its page view, so a flood of
 * posts without one costs no lookup. Never throws: a failure is logged.
 */
export async function noteFormAnswer(store: Store, siteUrl: string, client: string, hints: VisitHints | undefined, endpoint: Endpoint, answer: FormAnswerStep, field?: string, now = Date.now()): Promise<void> {
  if (!hints || hints.declined) return;
  if (answer === 'limited' && (hints.view === undefined || !firstLimitedFor(`${hints.view} ${endpoint}`, now))) return;
  const form = formIdOf(endpoint);
  try {
    const visitor = answer === 'limited' ? undefined : await store.insightSalts.visitorKey(new URL(siteUrl).host, client, hints.userAgent, now);
    await store.leadSources.noteAnswer({ visitor, view: hints.view, form, answer, field, now });
  } catch (error) {
    logEvent('insights.answer-failed', { form, answer, error: error instanceof Error ? error.message : String(error) }, 'warn');
  }
}

/** How often one page view's refusals by the rate limit are noted: a client past the limit may post as fast as it likes. */
const LIMITED_EVERY_MS = 60_000;
const LIMITED_KEPT = 10_000;
const limitedAt = new Map<string, number>();

/** True the first time in a minute this page view and form are refused by the rate limit, in this process. */
function firstLimitedFor(key: string, now: number): boolean {
  const last = limitedAt.get(key);
  if (last !== undefined && now - last < LIMITED_EVERY_MS) return false;
  if (limitedAt.size >= LIMITED_KEPT) limitedAt.clear();
  limitedAt.set(key, now);
  return true;
}

/** Two things written alongside an enquiry, one after the other. */
export function alongsideBoth(first: Alongside | undefined, then: Alongside | undefined): Alongside | undefined {
  if (!first || !then) return first ?? then;
  return async (into, ref) => {
    await first(into, ref);
    await then(into, ref);
  };
}
