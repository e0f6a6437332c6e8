import type { InboxBox, InboxFilter } from '@/lib/db/enquiries/inbox';
import { OUTCOMES, type Outcome } from '@/lib/db/schema';
import { isEndpoint, type Endpoint } from '@/lib/forms/registry';
import { londonDayStart, plusDays } from '@/lib/london-time';
import { visibleLine, visibleProse } from '@/lib/visible-text';

// The inbox's address, read one way for the page, its actions' way back and the CSV export: every part checked,
// anything that cannot be read left out, so no address shows an error or reaches the store unchecked.

export const INBOX_BOXES = ['inbox', 'new', 'read', 'replied', 'closed', 'spam', 'failed'] as const satisfies readonly InboxBox[];
export const INBOX_PAGE_SIZE = 50;

const MAX_PAGE = 100_000;
const MAX_QUERY = 200;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** What the inbox shows, from its address. Days are London dates as typed (YYYY-MM-DD), both ends included. */
export interface InboxQuery {
  box: InboxBox;
  endpoint: Endpoint | undefined;
  q: string | undefined;
  fromDay: string | undefined;
  toDay: string | undefined;
  /** The utm_source and utm_campaign of the visit an enquiry came in. */
  source: string | undefined;
  campaign: string | undefined;
  /** What became of it; 'open' is those not marked yet. */
  outcome: Outcome | undefined;
  page: number;
}

/** The first value of a parameter, whichever way the parameters came. */
export function param(params: SearchParams, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

const isBox = (value: string | undefined): value is InboxBox => (INBOX_BOXES as readonly string[]).includes(value ?? '');

/** A real calendar day between 2000 and 2999, or undefined. */
export function readDay(value: string | undefined): string | undefined {
  const match = DAY.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && year <= 2999 ? match[0] : undefined;
}

/** A positive page number, 1 for anything else, never past MAX_PAGE. */
export function readPage(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value?.trim() ?? '')) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

/** Words to search for: hidden characters out as free text loses them (lib/visible-text.ts), spaces collapsed, at most MAX_QUERY characters. */
export function readSearch(value: string | undefined): string | undefined {
  const text = visibleProse(value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY).trim();
  return text || undefined;
}

/**
 * A campaign tag's value to match exactly (utm_source, utm_campaign): 1 to MAX_QUERY characters and none of them
 * hidden (lib/visible-text.ts, the single-line rule); anything else is no filter at all.
 */
export function readTag(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '' || value.length > MAX_QUERY) return undefined;
  return visibleLine(value) === value ? value : undefined;
}

export function parseInboxQuery(params: SearchParams): InboxQuery {
  const box = param(params, 'box');
  const form = param(params, 'form');
  let fromDay = readDay(param(params, 'from'));
  let toDay = readDay(param(params, 'to'));
  // A range typed the wrong way round means the same days.
  if (fromDay && toDay && fromDay > toDay) [fromDay, toDay] = [toDay, fromDay];
  return {
    box: isBox(box) ? box : 'inbox',
    endpoint: form !== undefined && isEndpoint(form) ? form : undefined,
    q: readSearch(param(params, 'q')),
    fromDay,
    toDay,
    source: readTag(param(params, 'source')),
    campaign: readTag(param(params, 'campaign')),
    outcome: OUTCOMES.find((outcome) => outcome === param(params, 'outcome')),
    page: readPage(param(params, 'page')),
  };
}

/** The query with every filter but the box left out: where "Clear filters" goes. */
export function withoutFilters(query: InboxQuery): InboxQuery {
  return { ...query, endpoint: undefined, q: undefined, fromDay: undefined, toDay: undefined, source: undefined, campaign: undefined, outcome: undefined, page: 1 };
}

/** True when anything beyond the box narrows the list. */
export function isFiltered({ endpoint, q, fromDay, toDay, source, campaign, outcome }: InboxQuery): boolean {
  return Boolean(endpoint || q || fromDay || toDay || source || campaign || outcome);
}

/** The store's filter: epoch ms, `to` exclusive (the start of the day after the last one asked for). */
export function inboxFilter({ box, endpoint, q, fromDay, toDay, source, campaign, outcome }: InboxQuery): InboxFilter {
  const filter: InboxFilter = { box };
  if (endpoint) filter.endpoint = endpoint;
  if (q) filter.q = q;
  if (source) filter.source = source;
  if (campaign) filter.campaign = campaign;
  if (outcome) filter.outcome = outcome;
  if (fromDay) filter.from = londonDayStart(fromDay);
  if (toDay) filter.to = londonDayStart(plusDays(toDay, 1));
  return filter;
}

/** The query as address parameters, defaults left out: for links, the export and an action's way back. */
export function inboxParams(query: InboxQuery, changes: Partial<InboxQuery> = {}): URLSearchParams {
  const { box, endpoint, q, fromDay, toDay, source, campaign, outcome, page } = { ...query, ...changes };
  const params = new URLSearchParams();
  if (box !== 'inbox') params.set('box', box);
  if (endpoint) params.set('form', endpoint);
  if (q) params.set('q', q);
  if (fromDay) params.set('from', fromDay);
  if (toDay) params.set('to', toDay);
  if (source) params.set('source', source);
  if (campaign) params.set('campaign', campaign);
  if (outcome) params.set('outcome', outcome);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `/staff/inbox` with the query (and anything else, such as an action's notice) in its address. */
export function inboxHref(query: InboxQuery, changes: Partial<InboxQuery> = {}, extra: Record<string, string> = {}): string {
  const params = inboxParams(query, changes);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `/staff/inbox?${search}` : '/staff/inbox';
}

export const SUBSCRIBER_STATUSES = ['all', 'confirmed', 'pending', 'unsubscribed'] as const;
export type SubscriberTab = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_PAGE_SIZE = 100;

/** The subscribers page's address: a state tab, words of an address, a page; anything else left out. */
export interface SubscriberQuery {
  status: SubscriberTab;
  q: string | undefined;
  page: number;
}

export function parseSubscriberQuery(params: SearchParams): SubscriberQuery {
  const status = param(params, 'status');
  return {
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status ?? '') ? (status as SubscriberTab) : 'all',
    q: readSearch(param(params, 'q'))?.toLowerCase(),
    page: readPage(param(params, 'page')),
  };
}

/** `/staff/subscribers` with the query, defaults left out, and anything else (an action's notice). */
export function subscribersHref({ status, q, page }: SubscriberQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `/staff/subscribers?${search}` : '/staff/subscribers';
}
