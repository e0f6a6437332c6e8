import type { Channel } from '@/lib/analytics/channels';
import { MIN_P75_SAMPLES, THRESHOLDS, type Band } from '@/lib/analytics/vitals';
import type { InsightDevice } from '@/lib/db/schema';
import type { FormId } from '@/lib/forms/registry';
import type { Credit, DEPLOY_THRESHOLDS, FilterKey, FunnelStep, IntentKind, OutcomeDimension, TopDimension } from '@/lib/insights/report';

/** Every word the team reads on the insights page (/staff/insights) and in its CSV files' names. */

const count = (value: number) => value.toLocaleString('en-GB');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} s`;

export type TopTableName = TopDimension;
type DeployThresholds = typeof DEPLOY_THRESHOLDS;

/** The filters' names, for the form, the note of what is applied and the export's refusal. */
const filterNames = {
  channel: 'Channel',
  source: 'Source',
  campaign: 'Campaign',
  device: 'Device',
  browser: 'Browser',
  entry: 'Entry page',
  outcome: 'Outcome',
} as const satisfies Record<FilterKey, string>;

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export const insightsCopy = {
  nav: 'Insights',
  title: 'Insights',
  digestLink: 'Read the weekly digest',
  lead: 'Who came to the site, where from, what they read, whether they got in touch, and how fast the pages were for them. Counted by the site itself: no cookies, no third party.',
  range: {
    jump: 'Change the period or the filters',
    errorJump: 'The period in the address could not be shown: see the form below the chart.',
    legend: 'Period',
    period: 'Period',
    choices: { '7': 'Last 7 days', '30': 'Last 30 days', '90': 'Last 90 days', custom: 'Custom dates' },
    from: 'From',
    to: 'To',
    hint: 'From and To are used when Period is “Custom dates”. Days are UTC days, both included; at most 400 of them.',
    apply: 'Show',
    formLabel: 'Period and filters',
    showing: (from: string, to: string, days: number) => `${from} to ${to}: ${plural(days, 'day', 'days')}, compared with the ${plural(days, 'day', 'days')} before.`,
    live: (days: string[]) => `Counted live from the raw visits: ${days.length > 5 ? plural(days.length, 'day', 'days') : days.join(', ')}.`,
    today: (day: string) => `${day} (today)`,
  },
  errors: {
    choice: 'Choose 7, 30 or 90 days, or custom dates.',
    day: 'Type each date as YYYY-MM-DD, for example 2026-11-01.',
    missing: 'Custom dates need both a From and a To date.',
    order: 'From is after To: a range starts on or before the day it ends.',
    tooLong: (max: number) => `That range is longer than ${count(max)} days, the most one report covers. Choose a shorter one.`,
    future: (today: string) => `The range ends after today (${today}, UTC). Choose a To date on or before today.`,
    table: 'There is no such table to export.',
    filter: (keys: FilterKey[]) => `No filter takes the ${list(keys.map((key) => filterNames[key].toLowerCase()))} given. Choose it again on the insights page.`,
    showingDefault: 'Showing the last 30 days instead.',
  },
  filters: {
    legend: 'Only visits that match',
    names: filterNames,
    any: 'Any',
    anyOutcome: 'Any, or none',
    hint: 'Filters combine: a visit must match every one. Source, campaign and entry page take the exact value (utm_source, utm_campaign, a path such as /services); the suggestions are this period’s most common. Outcome keeps the visits that brought an enquiry the team has marked so.',
    noteLabel: 'Filters',
    active: 'Filtered to',
    remove: (name: string) => `Remove the ${name.toLowerCase()} filter`,
    removeShort: 'Remove',
    clear: 'Clear filters',
    raw: (days: number) =>
      `A filtered view is counted from the raw visits, which are kept ${plural(days, 'day', 'days')}: the daily totals hold one measure at a time and cannot be combined. Days older than that show nothing, and so may the period it is compared with.`,
    ignored: 'Not applied, as no filter takes these values:',
    repeated: 'given more than once',
  },
  note: {
    title: 'How these are counted',
    items: [
      'Days are UTC days. Finished days are read from the daily rollups; today, and any day not yet rolled up, are counted live from the raw visits, so today grows until midnight and a period that ends today is compared with a whole one.',
      'A visitor is a key the site makes from the IP address and browser, salted afresh each day, so nobody can be followed from one day to the next. A period’s visitors is the sum of its days’ visitors: someone who came on three days counts three times.',
      'A visit is one visitor’s page views with no gap longer than 30 minutes. The bounce rate is the share of visits that saw one page; the conversion rate is enquiries per visit.',
      'A visitor is counted only after accepting in the cookie banner, with what the open page held until then, dated when it happened up to 30 minutes back (so the landing page keeps its campaign). Visitors who decline or never answer the banner, or send Global Privacy Control or Do Not Track, bots and the staff area are not counted.',
    ],
    shed: (beacons: number, days: number) =>
      beacons === 0
        ? 'No page views were shed under load in this period.'
        : `${plural(beacons, 'beacon was', 'beacons were')} shed under load in this period, on ${plural(days, 'day', 'days')}: when a flood of page views would have taken the server past its memory bound, it kept serving pages and enquiries and answered those beacons without counting them. The figures above are short by at most that many page views.`,
  },
  live: {
    title: 'Right now',
    visitors: (value: number) => `${plural(value, 'visitor', 'visitors')} in the last 30 minutes`,
    asOf: (time: string) => `Visitors whose last page view came in the 30 minutes to ${time} UTC. Asked again every 30 seconds while this page is open.`,
  },
  stats: {
    title: 'The period at a glance',
    visitors: 'Visitors',
    visits: 'Visits',
    pageviews: 'Page views',
    bounceRate: 'Bounce rate',
    enquiries: 'Enquiries',
    qualified: 'Qualified',
    won: 'Won',
    wonValue: (currency: string) => `Won value, ${currency}`,
    wonValueNone: 'Won value',
    conversion: 'Conversion rate',
    signups: 'Newsletter sign-ups',
    meanDurationMs: 'Mean visit length',
    previous: (value: string) => `${value} the period before`,
    up: (change: string) => `Up ${change}`,
    down: (change: string) => `Down ${change}`,
    same: 'No change',
    fresh: 'None the period before',
    points: (value: string) => `${value} points`,
    hint: 'Visitors are counted per day and summed over the period. Qualified, won and won value are what the team has marked, in the inbox, of the enquiries sent in the period with a visit recorded.',
    noteLink: 'How these are counted',
  },
  daily: {
    title: 'Day by day',
    traffic: 'Page views, visits and visitors per day',
    enquiries: 'Enquiries per day',
    trafficLabel: (from: string, to: string, busiest: string | null) =>
      busiest ? `Line chart of page views, visits and visitors per day, ${from} to ${to}. Busiest day: ${busiest}. The table below has every day’s numbers.` : `Line chart of page views, visits and visitors per day, ${from} to ${to}: none yet.`,
    enquiriesLabel: (from: string, to: string, total: number) => `Line chart of enquiries per day, ${from} to ${to}: ${plural(total, 'enquiry', 'enquiries')} in all. The table below has every day’s numbers.`,
    summary: 'Every day’s numbers',
    caption: 'Visitors, visits, page views, bounce rate, enquiries and conversion rate per UTC day, newest first',
    day: 'Day',
    peak: (value: string) => `Highest: ${value}`,
    deploys: 'Deploys first seen in this period, marked on the charts with a vertical line',
    deploy: (build: string, when: string) => `${build}, first seen ${when} UTC`,
    marker: (build: string, day: string) => `Deploy ${build}, first seen ${day}`,
    deploysLabel: (count: number) => ` ${plural(count, 'deploy is', 'deploys are')} marked with a vertical line.`,
  },
  regressions: {
    title: 'Since the last deploy',
    lead: ({ lcp, inp, conversion, minSamples }: DeployThresholds) =>
      `What got worse after a deploy in this period: a page’s LCP p75 up by ${Math.round((lcp.ratio - 1) * 100)}% and at least ${count(lcp.ms)} ms, its INP p75 up by ${Math.round((inp.ratio - 1) * 100)}% and at least ${count(inp.ms)} ms (each over ${count(minSamples)} loads or more, against the build before), or enquiries per visit down by ${Math.round((1 - conversion.ratio) * 100)}% or more against the week before (${count(conversion.minVisits)} visits or more on each side).`,
    speed: (build: string, when: string, metric: string, path: string, before: string, after: string, samplesBefore: number, samplesAfter: number) =>
      `Deploy ${build} (first seen ${when} UTC): ${metric} p75 on ${path} rose from ${before} to ${after}, over ${plural(samplesBefore, 'load', 'loads')} before and ${plural(samplesAfter, 'load', 'loads')} since.`,
    conversion: (build: string, when: string, before: string, after: string, visitsBefore: number, visitsAfter: number) =>
      `Deploy ${build} (first seen ${when} UTC): enquiries per visit fell from ${before} to ${after}, over ${plural(visitsBefore, 'visit', 'visits')} in the week before and ${plural(visitsAfter, 'visit', 'visits')} since.`,
  },
  top: {
    title: 'Pages and where visits came from',
    caption: (title: string, shown: number) => `${title}: the top ${count(shown)}`,
    visits: 'Visits',
    pageviews: 'Page views',
    enquiries: 'Enquiries',
    conversion: 'Conversion',
    tables: {
      page: { title: 'Pages', column: 'Page', lead: 'Every page viewed, by page views. Its visits are the visits that viewed it, its enquiries theirs.', none: '(none)' },
      entry: { title: 'Entry pages', column: 'Page', lead: 'The page each visit started on.', none: '(none)' },
      referrer: { title: 'Referrers', column: 'Site', lead: 'The site a visit came from, when the browser said.', none: 'Direct, or no referrer sent' },
      source: { title: 'Campaign sources', column: 'utm_source', lead: 'The utm_source of the link a visit came in on.', none: 'No utm_source' },
      campaign: { title: 'Campaigns', column: 'utm_campaign', lead: 'The utm_campaign of the link a visit came in on.', none: 'No utm_campaign' },
      device: { title: 'Devices', column: 'Device', lead: 'By the width of the screen: under 768 px is mobile, under 1024 px a tablet.', none: '(none)' },
      exit: { title: 'Exit pages', column: 'Page', lead: 'The page each visit ended on.', none: '(none)' },
      channel: { title: 'Channels', column: 'Channel', lead: 'Where a visit came from, grouped: read from its referrer and utm_medium when it arrived.', none: 'Not recorded' },
      browser: { title: 'Browsers', column: 'Browser', lead: 'The browser’s family, read from its user agent when the visit came; the agent itself is not kept.', none: 'Not recorded' },
      os: { title: 'Operating systems', column: 'System', lead: 'The operating system’s family, read the same way.', none: 'Not recorded' },
    } satisfies Record<TopTableName, { title: string; column: string; lead: string; none: string }>,
    meanDuration: 'Mean visit length',
    empty: 'Nothing counted in this period.',
  },
  clients: {
    title: 'Channels and clients',
    lead: 'How visits arrived, what they browsed with and where they left. The mean visit length runs from a visit’s first page view to its last: a visit of one page counts as none.',
  },
  outcomes: {
    title: 'Where work comes from',
    lead: (rawDays: number) =>
      `The enquiries sent in this period, by where their visit came from, and what the team has marked them since in the inbox. Qualified counts those marked qualified or won. Won value is summed per currency. Visit to won is won enquiries per visit. An enquiry’s source is kept as long as the enquiry; visits come from the daily totals or, filtered, from the raw visits kept ${plural(rawDays, 'day', 'days')}, so a row may have enquiries and no visits.`,
    tables: {
      channel: { title: 'By channel', column: 'Channel', none: 'Not recorded' },
      source: { title: 'By source', column: 'utm_source', none: 'No utm_source' },
      campaign: { title: 'By campaign', column: 'utm_campaign', none: 'No utm_campaign' },
      entry: { title: 'By entry page', column: 'Entry page', none: '(none)' },
    } satisfies Record<OutcomeDimension, { title: string; column: string; none: string }>,
    caption: (title: string, shown: number) => `Where work comes from, ${title.toLowerCase()}: the top ${count(shown)}, with visits, enquiries, qualified, won, won value and visit to won`,
    visits: 'Visits',
    enquiries: 'Enquiries',
    qualified: 'Qualified',
    won: 'Won',
    wonValue: 'Won value',
    conversion: 'Visit to won',
    wonLink: (won: number, value: string) => `${won} won from ${value}: open them in the inbox`,
    empty: 'No visits or enquiries in this period.',
    credit: {
      label: 'Credited to',
      names: { first: 'First touch', last: 'Last touch' } satisfies Record<Credit, string>,
      leads: {
        first: 'Each enquiry is credited to where its visit first came from.',
        last: 'Each enquiry is credited to its visit’s last touch: the latest other site or tagged link the visit came in on before it was sent (the newsletter that brought someone back, say), or where it first came from when nothing came since. Visits are counted by their last touch too; the entry page stays the page the visit began on. The filters and the inbox select by first touch, so these rows do not lead to them.',
      } satisfies Record<Credit, string>,
    },
    lostReasons: {
      title: 'Why work was lost',
      column: 'Reason',
      lost: 'Lost',
      share: 'Of all lost',
      caption: (shown: number) => `Why work was lost: the ${count(shown)} reasons the team gave for the period’s enquiries marked lost, with how many and their part of all lost`,
      empty: 'No enquiry of this period is marked lost.',
    },
  },
  intents: {
    title: 'Contact intents',
    lead: 'Clicks on a phone number, an email address, a WhatsApp link or a call to action that leads to an enquiry form: someone meaning to get in touch, whether or not a form was sent. Visits are those that made at least one.',
    totals: 'Clicks in this period',
    visits: 'Visits',
    visitsWithAny: 'Visits with any',
    tables: {
      byPage: { title: 'Intents by page', column: 'Page', none: '(none)' },
      byChannel: { title: 'Intents by channel', column: 'Channel', none: 'Not recorded' },
      byCampaign: { title: 'Intents by campaign', column: 'utm_campaign', none: 'No utm_campaign' },
    },
    caption: (title: string, shown: number) => `Contact intents ${title.toLowerCase()}: the top ${count(shown)}, with the clicks of each kind and the visits that made them`,
    empty: 'No contact intents in this period.',
  },
  forms: {
    title: 'Enquiry forms',
    lead: 'Each form’s steps, counted in visits: viewed, started (a field typed in), submitted, then the server’s answer: accepted, refused for a field, held as spam, or rate limited. A visit counts once a step, however often it tried. A step’s share is of the step before it; the answers’ shares are of those submitted.',
    all: 'All visits',
    byChannel: 'By channel',
    byDevice: 'By device',
    segment: 'Visits',
    caption: (form: string) => `The ${form} form: visits at each step, in all, by channel and by device`,
    endingField: (field: string, visits: number) => `The field whose error most often ended a visit: ${field} (${plural(visits, 'visit', 'visits')}).`,
    noEndingField: 'No visit ended on a refused field.',
    empty: 'No enquiry form was seen in this period.',
  },
  speedConversion: {
    title: 'Speed and conversion',
    lead: 'Visits by how fast their pages were for them (the LCP and INP bands of each load), per page and device, and the share that sent an enquiry. A visit with loads in two bands counts in both.',
    caption: (shown: number, total: number) => (shown < total ? `Conversion by speed band per page, device and measure: the ${count(shown)} most visited of ${count(total)}` : 'Conversion by speed band per page, device and measure'),
    metric: 'Measure',
    cell: (converted: number, visits: number) => `${count(converted)} of ${plural(visits, 'visit', 'visits')}`,
    empty: 'No page loads were measured in this period.',
  },
  speed: {
    title: 'Speed for real visitors',
    lead: `Core Web Vitals measured in visitors’ own browsers. Each figure is the 75th percentile (p75), Google’s measure: three loads in four were at least this good. It is a value a visitor really sent, at most 5% above the exact p75, and is shown from ${count(MIN_P75_SAMPLES)} loads measured; with fewer, one visitor would be most of it. Good means LCP up to ${seconds(THRESHOLDS.lcp.good)}, INP up to ${count(THRESHOLDS.inp.good)} ms and CLS up to ${THRESHOLDS.cls.good}; poor means LCP over ${seconds(THRESHOLDS.lcp.poor)}, INP over ${count(THRESHOLDS.inp.poor)} ms and CLS over ${THRESHOLDS.cls.poor}.`,
    routes: 'Pages and devices',
    routesLead: 'Each page on each kind of device, most measured first. The shares are of its loads: good, needs improvement, poor.',
    routesCaption: (shown: number, total: number) => (shown < total ? `p75 and bands per page and device: the ${count(shown)} most measured of ${count(total)}` : 'p75 and bands per page and device'),
    page: 'Page',
    device: 'Device',
    samples: 'Loads measured',
    p75: (metric: string) => `${metric} p75`,
    bands: (metric: string) => `${metric} good · needs improvement · poor`,
    trend: 'The whole site’s p75, day by day',
    trendLabel: (metric: string, from: string, to: string, latest: string | null) =>
      `Line chart of the site’s ${metric} p75 per day, ${from} to ${to}, with the good and poor limits as dashed lines.${latest ? ` Latest: ${latest}.` : ' Nothing measured.'} The table below has every day’s figure.`,
    trendSummary: 'Every day’s p75',
    trendCaption: 'The site’s p75 of LCP, INP and CLS per UTC day, newest first',
    good: 'Good limit',
    poor: 'Poor limit',
    worstLcp: 'Largest elements of the slowest loads (LCP)',
    worstLcpLead: `The element that was the largest paint in loads rated poor (LCP over ${seconds(THRESHOLDS.lcp.poor)}), most often first. From the raw measurements, which are kept for 30 days: a longer period shows its last 30.`,
    worstInp: 'What people were touching when the page was slow to answer (INP)',
    worstInpLead: `The element of interactions rated poor (INP over ${count(THRESHOLDS.inp.poor)} ms), most often first, with where the time went on average: waiting to start (input delay), our code (processing), and drawing the next frame (presentation).`,
    element: 'Element',
    target: 'Element',
    poorCount: 'Poor',
    share: 'Share of poor',
    mostOn: 'Most often on',
    poorP75: 'p75 when poor',
    inputDelay: 'Input delay',
    processing: 'Processing',
    presentation: 'Presentation',
    empty: 'No page loads were measured in this period.',
    noPoorLcp: 'No load had a poor LCP in this period.',
    noPoorInp: 'No interaction had a poor INP in this period.',
  },
  bands: { good: 'Good', needsImprovement: 'Needs improvement', poor: 'Poor' } satisfies Record<Band, string>,
  devices: { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<InsightDevice, string>,
  metrics: { lcp: 'LCP', inp: 'INP', cls: 'CLS' },
  channels: { search: 'Search', social: 'Social', email: 'Email', referral: 'Other sites', paid: 'Paid', direct: 'Direct', other: 'Other' } satisfies Record<Channel, string>,
  intentNames: { tel: 'Phone', mailto: 'Email', whatsapp: 'WhatsApp', cta: 'Call to action' } satisfies Record<IntentKind, string>,
  steps: { view: 'Viewed', start: 'Started', submit: 'Submitted', accepted: 'Accepted', invalid: 'Refused (a field)', spam: 'Spam', limited: 'Rate limited' } satisfies Record<FunnelStep, string>,
  formNames: { contact: 'Contact', bootcamp: 'Bootcamp', 'study-abroad': 'Study abroad', sponsorship: 'Sponsorship', newsletter: 'Newsletter' } satisfies Record<FormId, string>,
  series: { pageviews: 'Page views', visits: 'Visits', visitors: 'Visitors', enquiries: 'Enquiries' },
  csv: 'Download CSV',
  csvHint: (title: string) => `Download ${title} as CSV: every row, not only those shown.`,
  scrollHint: 'Scroll the table sideways to see every column.',
  nothing: '—',
  /** After a column's heading, for a screen reader: what its link does (the sorted column also says how with aria-sort). */
  sortBy: { figures: { desc: 'sort highest first', asc: 'sort lowest first' }, words: { asc: 'sort A to Z', desc: 'sort Z to A' } },
  /** In place of a p75 measured on fewer than MIN_P75_SAMPLES loads. */
  tooFew: 'too few visits',
} as const;
