import type { Channel } from '@/lib/analytics/channels';
import type { Currency } from '@/lib/db/enquiries/outcomes-schema';
import type { InsightDevice } from '@/lib/db/schema';

/**
 * The weekly digest's words, in its mail and on its staff page (/staff/insights/digest). Not a staff-* module: the
 * mail is written by the insights' upkeep, outside the staff area, which never reads staff copy.
 */

const count = (value: number) => value.toLocaleString('en-GB');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

export const digestCopy = {
  title: 'Weekly digest',
  subject: (week: string) => `Weekly digest: ${week}`,
  week: (monday: string, sunday: string) => `Monday ${monday} to Sunday ${sunday}`,
  intro: (week: string) => `Last week on the website, ${week}, against the week before.`,
  glance: {
    title: 'The week at a glance',
    lead: 'Qualified and won are what the team has marked of the week’s enquiries so far.',
    visits: 'Visits',
    enquiries: 'Enquiries',
    qualified: 'Qualified',
    won: 'Won',
    wonValue: (currency: Currency) => `Won value, ${currency}`,
    noValue: 'Won value',
    nothingWon: 'Nothing won with a value either week.',
  },
  channels: {
    title: 'Best channels',
    lead: 'Where the week’s visits came from, by enquiries won, then enquiries.',
    empty: 'No visits or enquiries this week.',
  },
  campaigns: {
    title: 'Best campaigns',
    lead: 'The utm_campaign of the links visits came in on, by enquiries won, then enquiries.',
    empty: 'No visit came in on a campaign link this week.',
  },
  outcome: (enquiries: number, won: number) => `${plural(enquiries, 'enquiry', 'enquiries')}, ${count(won)} won`,
  outcomeDetail: (visits: number, qualified: number, value: string | undefined) => `${plural(visits, 'visit', 'visits')}, ${count(qualified)} qualified${value ? `, ${value} won` : ''}`,
  intents: {
    title: 'Contact intents',
    lead: 'Clicks on a phone number, an email address, WhatsApp or a call to action to a form.',
    tel: 'Phone number',
    mailto: 'Email address',
    whatsapp: 'WhatsApp',
    cta: 'Call to action',
    visits: 'Visits with any of these',
  },
  speed: {
    title: 'Speed',
    lead: 'The whole site’s p75 for real visitors: the middle of the week’s daily p75s, weighted by page loads. Then the pages that got much slower.',
    lcp: 'LCP, the site',
    inp: 'INP, the site',
    tooFew: 'Too few loads',
    route: (path: string, device: string, metric: string) => `${path} on ${device}: ${metric}`,
  },
  deploys: {
    title: 'Deploys and regressions',
    lead: 'Builds first seen serving this week, and any that made a page slower or enquiries rarer.',
    deploys: 'Deploys',
    builds: (builds: string[]) => (builds.length === 0 ? 'None this week.' : builds.join(', ')),
    regressions: 'Regressions',
    none: 'None',
    noneDetail: 'No deploy this week made a page slower or enquiries rarer.',
    at: (build: string, when: string) => `${build}, first seen ${when}`,
    speed: (metric: string, path: string) => `${metric} p75 on ${path}`,
    conversion: 'Enquiries per visit',
    beforeAfter: (before: string, after: string) => `${before} before the deploy, ${after} after`,
  },
  change: {
    up: (size: string, before: string) => `Up ${size} on ${before} the week before`,
    down: (size: string, before: string) => `Down ${size} on ${before} the week before`,
    slower: (size: string, before: string) => `Slower by ${size} than ${before} the week before`,
    faster: (size: string, before: string) => `Faster by ${size} than ${before} the week before`,
    same: (before: string) => `No change on ${before} the week before`,
    fresh: 'None the week before',
    unmeasured: 'Too few loads the week before',
    before: (before: string) => `${before} the week before`,
  },
  channelNames: {
    search: 'Search',
    social: 'Social',
    email: 'Email',
    referral: 'Other sites',
    paid: 'Paid',
    direct: 'Direct',
    other: 'Other',
  } satisfies Record<Channel, string>,
  unknownChannel: 'Not known',
  devices: { mobile: 'mobile', tablet: 'tablet', desktop: 'desktop' } satisfies Record<InsightDevice, string>,
  /** Before an amount; a code where the subset fonts have no sign (the rupee). */
  currencySigns: { GBP: '£', USD: '$', EUR: '€', INR: 'INR ' } satisfies Record<Currency, string>,
  metrics: { lcp: 'LCP', inp: 'INP' },
  nothing: '—',
  note: 'Counted as the insights page counts: UTC days, Monday to Sunday, so in summer the week starts an hour after London’s midnight. Only visitors who accepted in the cookie banner are in these numbers: none who declined, left without answering it, or sent Global Privacy Control or Do Not Track.',
  links: {
    digest: 'Read it in the staff area',
    insights: 'Open the insights',
    account: 'Turn this email off on your account page',
  },
  why: 'You receive this because your role can see the insights.',
} as const;
