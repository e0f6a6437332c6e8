/**
 * Every word of the weekly digest's staff page (/staff/insights/digest) and of its setting on the account page. The
 * digest's own sections are in content/digest.ts, which its mail shares.
 */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clock = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export const staffDigestCopy = {
  title: 'Weekly digest',
  lead: 'A London week on the website against the week before: what the weekly email says, for any week.',
  weeksLabel: 'Other weeks',
  weekBefore: 'Week before',
  weekAfter: 'Week after',
  latest: 'Last week',
  badWeek: 'That is not a week we still keep: showing last week instead.',
  soFar: 'This week so far: the figures run to now and grow until Sunday night. The email only ever tells a finished week.',
  sections: 'The week',
  caption: (title: string) => `${title}: this week, and against the week before`,
  columns: { what: 'What', value: 'This week', change: 'Against the week before', detail: 'Visits, qualified and won value' },
  soFarLead: (week: string) => `This week so far on the website, ${week}, against the week before.`,
  mailed: (people: number, when: string) => `Emailed to ${people === 1 ? '1 person' : `${people.toLocaleString('en-GB')} people`} on ${when}.`,
  notMailed: 'Not emailed for this week.',
  schedule: (weekday: number, hour: number, minute: number) =>
    `The email goes every ${WEEKDAYS[weekday - 1]} from ${clock(hour, minute)} London time to everyone whose role can see the insights, unless they turn it off on their account page.`,
  off: 'The weekly email is switched off for the whole site (INSIGHTS_DIGEST is off).',
  insightsLink: 'Open the insights',
} as const;

/** The account page's setting: whether this person gets the weekly email. */
export const digestSettingCopy = {
  heading: 'Weekly digest',
  lead: 'An email each week with last week’s visits, enquiries, what was won, the best channels and campaigns, and any slowdown after a deploy.',
  on: 'You get the weekly digest email.',
  offNow: 'You do not get the weekly digest email.',
  siteOff: 'The weekly email is switched off for the whole site just now; your choice here counts when it is on again.',
  turnOff: 'Stop the weekly email',
  turnOn: 'Send me the weekly email',
  read: 'Read the digest in the staff area',
  saved: { on: 'Saved: you will get the weekly digest email.', off: 'Saved: you will not get the weekly digest email.' },
} as const;
