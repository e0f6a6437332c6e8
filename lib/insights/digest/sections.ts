import { digestCopy as copy } from '@/content/digest';
import type { Channel } from '@/lib/analytics/channels';
import { CURRENCIES, type Currency } from '@/lib/db/enquiries/outcomes-schema';
import { formatLondon } from '@/lib/london-time';
import { visibleLine } from '@/lib/visible-text';
import { INTENT_KINDS, type OutcomeRow } from '../report';
import type { Compared, WeeklyDigest } from './digest';

// The digest as lines of words, once: the mail's HTML and text and the staff page each only lay them out. Every value
// here is plain text (a campaign's name is a visitor's); each layout escapes it for where it goes.

/** Whether the change is good news: a rise in visits is, a rise in LCP is not. */
export type Tone = 'better' | 'worse' | 'flat';

export interface DigestLine {
  label: string;
  value: string;
  detail: string;
  tone: Tone;
}

export const DIGEST_SECTIONS = ['glance', 'channels', 'campaigns', 'intents', 'speed', 'deploys'] as const;
export type DigestSectionId = (typeof DIGEST_SECTIONS)[number];

export interface DigestSection {
  id: DigestSectionId;
  title: string;
  lead: string;
  lines: DigestLine[];
  /** Said in place of the lines when there are none. */
  empty: string;
}

export interface DigestText {
  subject: string;
  /** "Monday 23 March to Sunday 29 March 2026" */
  week: string;
  intro: string;
  sections: DigestSection[];
  note: string;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const date = (day: string) => new Date(`${day}T00:00:00Z`);

/** Minor units in their currency: "£12,500.00", "INR 1,000.00". */
export const money = (currency: Currency, minor: number) => `${copy.currencySigns[currency]}${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Milliseconds as people read them: "180 ms", "2.31 s". */
export const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} s`);

const percent = (fraction: number) => `${(fraction * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;

/** A count against the week before: up or down by a percentage, in words; a rise is good news unless `risingIsBad`. */
export function change({ now, before }: Compared, shown: (value: number) => string = whole, risingIsBad = false): { detail: string; tone: Tone } {
  if (before === 0) return now === 0 ? { detail: copy.change.same(shown(0)), tone: 'flat' } : { detail: copy.change.fresh, tone: risingIsBad ? 'worse' : 'better' };
  const amount = Math.round(((now - before) / before) * 1000) / 10;
  if (amount === 0) return { detail: copy.change.same(shown(before)), tone: 'flat' };
  const size = `${Math.abs(amount).toLocaleString('en-GB')}%`;
  const tone: Tone = amount > 0 !== risingIsBad ? 'better' : 'worse';
  return { detail: amount > 0 ? copy.change.up(size, shown(before)) : copy.change.down(size, shown(before)), tone };
}

/** A p75 against the week before's: slower or faster by an amount, in words. */
function speedChange(now: number | undefined, before: number | undefined): { detail: string; tone: Tone } {
  if (before === undefined) return { detail: copy.change.unmeasured, tone: 'flat' };
  if (now === undefined) return { detail: copy.change.before(duration(before)), tone: 'flat' };
  if (Math.round(now) === Math.round(before)) return { detail: copy.change.same(duration(before)), tone: 'flat' };
  return now > before ? { detail: copy.change.slower(duration(now - before), duration(before)), tone: 'worse' } : { detail: copy.change.faster(duration(before - now), duration(before)), tone: 'better' };
}

const compared = (label: string, numbers: Compared, shown: (value: number) => string = whole): DigestLine => ({ label, value: shown(numbers.now), ...change(numbers, shown) });

const channelName = (key: string) => (key in copy.channelNames ? copy.channelNames[key as Channel] : key === '' ? copy.unknownChannel : visibleLine(key));

function outcomeLine(label: string, row: OutcomeRow): DigestLine {
  const values = CURRENCIES.filter((currency) => row.wonValue[currency] !== undefined).map((currency) => money(currency, row.wonValue[currency]!));
  return { label, value: copy.outcome(row.enquiries, row.won), detail: copy.outcomeDetail(row.visits, row.qualified, values.length > 0 ? values.join(', ') : undefined), tone: 'flat' };
}

function glance(digest: WeeklyDigest): DigestLine[] {
  const { glance: words } = copy;
  const values = digest.wonValue.map(({ currency, now, before }) => compared(words.wonValue(currency), { now, before }, (minor) => money(currency, minor)));
  return [
    compared(words.visits, digest.visits),
    compared(words.enquiries, digest.enquiries),
    compared(words.qualified, digest.qualified),
    compared(words.won, digest.won),
    ...(values.length > 0 ? values : [{ label: words.noValue, value: copy.nothing, detail: words.nothingWon, tone: 'flat' as const }]),
  ];
}

function speed(digest: WeeklyDigest): DigestLine[] {
  const site = digest.speed.map(({ metric, now, before }) => ({ label: copy.speed[metric], value: now === undefined ? copy.speed.tooFew : duration(now), ...speedChange(now, before) }));
  const routes = digest.slower.map((route) => ({
    label: copy.speed.route(visibleLine(route.path), copy.devices[route.device], copy.metrics[route.metric]),
    value: duration(route.after),
    detail: copy.change.before(duration(route.before)),
    tone: 'worse' as const,
  }));
  return [...site, ...routes];
}

function deploys(digest: WeeklyDigest): DigestLine[] {
  const { deploys: words } = copy;
  const builds: DigestLine = { label: words.deploys, value: whole(digest.deploys.length), detail: words.builds(digest.deploys.map((deploy) => visibleLine(deploy.build))), tone: 'flat' };
  if (digest.regressions.length === 0) return [builds, { label: words.regressions, value: words.none, detail: words.noneDetail, tone: 'flat' }];
  return [
    builds,
    ...digest.regressions.map((regression) => ({
      label: words.at(visibleLine(regression.build), formatLondon(regression.firstAt)),
      value: regression.kind === 'speed' ? words.speed(copy.metrics[regression.metric], visibleLine(regression.path)) : words.conversion,
      detail: regression.kind === 'speed' ? words.beforeAfter(duration(regression.before), duration(regression.after)) : words.beforeAfter(percent(regression.before), percent(regression.after)),
      tone: 'worse' as const,
    })),
  ];
}

/** The week as its Monday and Sunday: "Monday 23 March to Sunday 29 March 2026". */
export const weekWords = (digest: Pick<WeeklyDigest, 'week'>) => copy.week(dayMonth.format(date(digest.week.monday)), dayMonthYear.format(date(digest.week.sunday)));

/** Every section of the digest in the team's words. */
export function digestText(digest: WeeklyDigest): DigestText {
  const week = weekWords(digest);
  const sections: DigestSection[] = [
    { id: 'glance', title: copy.glance.title, lead: copy.glance.lead, lines: glance(digest), empty: '' },
    { id: 'channels', ...copy.channels, lines: digest.channels.map((row) => outcomeLine(channelName(row.key), row)) },
    { id: 'campaigns', ...copy.campaigns, lines: digest.campaigns.map((row) => outcomeLine(visibleLine(row.key), row)) },
    {
      id: 'intents',
      title: copy.intents.title,
      lead: copy.intents.lead,
      lines: [...INTENT_KINDS.map((kind) => compared(copy.intents[kind], digest.intents[kind])), compared(copy.intents.visits, digest.intentVisits)],
      empty: '',
    },
    { id: 'speed', title: copy.speed.title, lead: copy.speed.lead, lines: speed(digest), empty: '' },
    { id: 'deploys', title: copy.deploys.title, lead: copy.deploys.lead, lines: deploys(digest), empty: '' },
  ];
  return { subject: copy.subject(week), week, intro: copy.intro(week), sections, note: copy.note };
}
