import type { InboxBox } from '@/lib/db/enquiries/inbox';
import type { AuditAction, EnquiryStatus, MailKind, MailStatus, SubscriptionStatus, TriageState } from '@/lib/db/schema';
import type { Endpoint } from '@/lib/forms/registry';
import { choiceLabels, fieldLabels, interestOptions, sponsorshipTypeOptions, studyCountryOptions, studyCourseOptions } from './forms';

/** Every word the team reads in the staff area's inbox, subscribers, overview and audit pages. */

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
const enquiries = (count: number) => plural(count, 'enquiry', 'enquiries');

export const staffShell = {
  skip: 'Skip to content',
  navLabel: 'Staff area',
  nav: { overview: 'Overview', inbox: 'Inbox', articles: 'Articles', authors: 'Authors', subscribers: 'Subscribers', team: 'Team', audit: 'Audit trail', account: 'Your account' },
  badgesLabel: 'Needs attention',
  badges: {
    new: (count: number) => `${count.toLocaleString('en-GB')} new`,
    spam: (count: number) => `${count.toLocaleString('en-GB')} spam`,
    failed: (count: number) => `${count.toLocaleString('en-GB')} failed`,
  },
  signedInAs: 'Signed in as',
} as const;

/** What each form is called in the inbox; an endpoint no longer in the registry shows its stored name. */
export const formNames: Record<Endpoint, string> = {
  'contact-us': 'Contact',
  'add-bootcamp': 'Bootcamp',
  'add-study-abroad': 'Study abroad',
  'add-sponsorship': 'Sponsorship',
  newsletter: 'Newsletter',
};

export const boxNames: Record<InboxBox, string> = {
  inbox: 'Inbox',
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
  failed: 'Failed',
};

/** Where the team is with an enquiry. */
export const triageNames: Record<TriageState, string> = { new: 'New', read: 'Read', replied: 'Replied', closed: 'Closed' };

/** Where the enquiry is on its way to the company's API. */
export const deliveryNames: Record<EnquiryStatus, string> = {
  stored: 'Stored here',
  queued: 'Waiting to deliver',
  delivered: 'Delivered',
  refused: 'Refused by the API',
  spam: 'Spam',
  failed: 'Delivery failed',
};

export const mailKindNames: Record<MailKind, string> = {
  team: 'Team notification',
  receipt: 'Receipt to the sender',
  confirm: 'Newsletter confirmation',
};

export const mailStatusNames: Record<MailStatus, string> = {
  held: 'Held (no SMTP)',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** The payload's fields as the team reads them: the forms' own labels, a few put more plainly. */
export const staffFieldLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(fieldLabels).map(([field, { label }]) => [field, label])),
  ...choiceLabels,
  message: 'Message',
  mobile_country_code: 'Code',
  interest: 'Track',
  preferred_country_of_study: 'Country of study',
  preferred_course: 'Course',
  type_of_sponsorship: 'Sponsorship',
  subscribe: 'Newsletter',
};

const optionLabels = (options: readonly { value: string; label: string }[]) => Object.fromEntries(options.map(({ value, label }) => [value, label]));

/** A choice field's stored value and what the visitor saw beside it. */
export const staffChoiceLabels: Record<string, Record<string, string>> = {
  interest: optionLabels(interestOptions),
  preferred_country_of_study: optionLabels(studyCountryOptions),
  preferred_course: optionLabels(studyCourseOptions),
  type_of_sponsorship: optionLabels(sponsorshipTypeOptions),
  subscribe: { '1': 'Yes' },
};

export const staffValues = { empty: '—', no: 'No', yes: 'Yes', nobody: 'Nobody', unknownStaff: 'Former staff member' } as const;

export const inboxCopy = {
  title: 'Inbox',
  boxesLabel: 'Boxes',
  filters: {
    legend: 'Filter enquiries',
    form: 'Form',
    allForms: 'All forms',
    q: 'Search',
    qHint: 'Search looks in the reference, names, email address, company and message.',
    from: 'Received from',
    to: 'Received to',
    source: 'Source',
    allSources: 'All sources',
    campaign: 'Campaign',
    allCampaigns: 'All campaigns',
    outcome: 'Outcome',
    allOutcomes: 'Any outcome',
    apply: 'Filter',
    clear: 'Clear filters',
  },
  export: 'Export CSV',
  exportHint: 'Exports every enquiry that matches these filters, not just this page, with its outcome, value and where it came from.',
  exportWon: 'Export won work',
  exportWonHint: 'Every enquiry marked won, whatever the filters show: its value, currency, channel, source, campaign and entry page, for finance or a CRM.',
  summary: (shown: number, total: number, page: number, pages: number) =>
    total === 0 ? 'No enquiries' : pages === 1 ? `${enquiries(total)}` : `${enquiries(total)}, page ${page} of ${pages} (${shown} shown)`,
  tableLabel: (box: string) => `${box}: enquiries, newest first`,
  scrollHint: 'Scroll the table sideways to see every column.',
  columns: { select: 'Select', ref: 'Reference', form: 'Form', name: 'Name', email: 'Email', received: 'Received', state: 'State', assignee: 'Assignee' },
  selectRow: (ref: string) => `Select ${ref}`,
  selectAll: 'Select every enquiry on this page',
  bulk: {
    legend: 'With the selected enquiries',
    markAs: (state: string) => `Mark ${state.toLowerCase()}`,
    erase: 'Erase selected',
    eraseConfirm: 'I understand erasing cannot be undone',
  },
  empty: {
    inbox: {
      title: 'No enquiries yet',
      body: 'When someone sends a form on the site, it lands here first, before it is delivered or mailed.',
    },
    new: { title: 'Nothing new', body: 'Someone on the team has opened every enquiry. Replies in progress are under Read.' },
    read: { title: 'Nothing waiting for a reply', body: 'Enquiries someone has opened but not yet answered appear here.' },
    replied: { title: 'No replies yet', body: 'Mark an enquiry replied once you have answered it, so the team knows it is in hand.' },
    closed: { title: 'Nothing closed', body: 'Close an enquiry when there is nothing more to do for it.' },
    spam: {
      title: 'No spam',
      body: 'Posts that fill in the form’s hidden honeypot field land here. They are never delivered or mailed unless you mark them not spam.',
    },
    failed: {
      title: 'Nothing has failed',
      body: 'An enquiry lands here when delivery to the company’s API, or one of its mails, was given up on after every retry.',
    },
  } satisfies Record<InboxBox, { title: string; body: string }>,
  filteredEmpty: { title: 'No enquiries match these filters', body: 'Try a wider date range, another form, source or campaign, or fewer words.' },
  pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: (page: number, pages: number) => `Page ${page} of ${pages}` },
} as const;

export const enquiryCopy = {
  title: 'Enquiry',
  back: 'Back to the inbox',
  history: 'Who did what to it (audit trail)',
  titleFor: (ref: string) => `Enquiry ${ref}`,
  received: 'Received',
  form: 'Form',
  fields: 'What they sent',
  extraFields: 'Fields the form no longer has',
  delivery: {
    title: 'Delivery to the company’s API',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    nextAttempt: 'Next attempt',
    noUpstream: 'No API is configured (API_BASE_URL is empty), so enquiries are kept here and nowhere else.',
    none: 'None',
  },
  mails: {
    title: 'Mails',
    tableLabel: 'Mails composed for this enquiry',
    kind: 'Kind',
    recipient: 'To',
    subject: 'Subject',
    status: 'Status',
    attempts: 'Attempts',
    error: 'Error',
    empty: 'No mails were composed for this enquiry.',
    heldHint: 'Held mails were composed while SMTP_URL was not set. They are kept so you can read them with npm run enquiries -- mail, and are never sent.',
  },
  triage: {
    title: 'State and assignee',
    state: 'State',
    save: 'Save state',
    assignee: 'Assignee',
    assign: 'Save assignee',
    spamHint: 'Spam stays out of the workflow: mark it not spam first to give it a state.',
  },
  replyTo: (email: string) => `Write to ${email}`,
  source: {
    title: 'Where it came from',
    entryPath: 'Entry page',
    referrerHost: 'Referred by',
    direct: 'No other site (typed in, bookmarked, or the link hid it)',
    utm: {
      utmSource: 'Source (utm_source)',
      utmMedium: 'Medium (utm_medium)',
      utmCampaign: 'Campaign (utm_campaign)',
      utmTerm: 'Term (utm_term)',
      utmContent: 'Content (utm_content)',
    },
    lead: 'Its visit’s first touch (where it came from) and last touch (the latest other site or tagged link the visit came in on before this was sent, such as a newsletter that brought them back). The insights page credits work to either.',
    channel: 'Channel',
    lastTouch: 'Last touch',
    lastAt: 'Came back',
    sameAsFirst: 'The same as the first: nothing else brought the visit back before this was sent.',
    pagesBefore: 'Pages seen before it',
    pathGone: (days: number) => `(which pages they were is kept with the visit, for ${days} days)`,
    landedAt: 'Landed',
    matchedBy: 'Joined by',
    matched: {
      view: 'The page it was sent from',
      key: 'The sender’s IP address and browser, as it was sent without the script: someone behind the same address with the same browser would share it',
      before: 'The sender’s network and browser (stored before the page it was sent from was kept)',
    },
    noVisit: 'No visit recorded: the visitor declined counting or had not accepted it when they sent this, sent Global Privacy Control or Do Not Track, or had no script.',
    spam: 'Not looked for: spam is never joined to a visit.',
  },
  notes: {
    title: 'Internal notes',
    hint: 'Only the team sees notes. They are erased with the enquiry.',
    empty: 'No notes yet.',
    label: 'Add a note',
    add: 'Add note',
    by: (name: string) => `${name}`,
  },
  actions: {
    title: 'Actions',
    notSpam: 'Not spam',
    notSpamHint: 'Delivers it and sends its mails as if it had just arrived.',
    retryDelivery: 'Retry delivery',
    retryDeliveryHint: 'Queues it for the company’s API again, with its attempts reset.',
    retryMails: 'Retry failed mails',
    retryMailsHint: 'Queues its failed mails for sending again.',
    erase: 'Erase this enquiry',
    eraseHint: 'Deletes the enquiry, its mails and its notes. The erasure record keeps only the time and the count.',
    eraseAddress: (email: string) => `Erase everything for ${email}`,
    eraseAddressHint: 'Deletes every enquiry from this address on every form, the mails sent to it and its newsletter subscription.',
    confirm: 'I understand this cannot be undone',
  },
} as const;

export const overviewCopy = {
  title: 'Overview',
  delivery: {
    title: 'Delivery outbox',
    lead: 'Enquiries on their way to the company’s API.',
    queued: 'Waiting',
    failed: 'Given up',
    oldest: 'Oldest waiting',
    nothingWaiting: 'Nothing waiting',
    noUpstream: 'No API is configured (API_BASE_URL is empty): enquiries are stored here and nowhere else.',
    failedLink: 'See failed enquiries',
  },
  mail: {
    title: 'Mail queue',
    lead: 'Team notifications, receipts and newsletter confirmations.',
    queued: 'Queued',
    failed: 'Failed',
    held: 'Held',
    noSmtp: 'SMTP_URL is not set: mails are composed and held here, never sent. Set SMTP_URL to send new ones.',
  },
  inbox: { title: 'Inbox', new: 'New', spam: 'Spam', failed: 'Failed' },
  since: (time: string, ago: string) => `since ${time}, ${ago}`,
  chart: {
    title: 'Enquiries in the last 30 days',
    label: (total: number, busiest: string | null, perForm: string) =>
      total === 0
        ? 'No enquiries in the last 30 days.'
        : `${enquiries(total)} in the last 30 days${busiest ? `; busiest day ${busiest}` : ''}. ${perForm}.`,
    dayTitle: (day: string, count: number) => `${day}: ${enquiries(count)}`,
    legend: 'Forms',
    perFormCaption: 'Enquiries per form, last 30 days',
    perDayCaption: 'Enquiries per day, last 30 days',
    perDaySummary: 'Day by day',
    form: 'Form',
    day: 'Day',
    count: 'Enquiries',
    total: 'All forms',
    empty: 'No enquiries in the last 30 days.',
  },
} as const;

export const subscriberStatusNames: Record<SubscriptionStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

/** Where a sign-up came from: the receipt's `source`. */
export const subscriberSources: Record<string, string> = {
  popup: 'The newsletter dialog',
  'thank-you': 'The thank-you page after an enquiry',
};

export const subscribersCopy = {
  title: 'Subscribers',
  lead: 'Newsletter sign-ups, each with the consent the person gave. Pending sign-ups never confirmed are deleted after a week.',
  tabsLabel: 'Subscription states',
  all: 'All',
  search: 'Find an address',
  searchButton: 'Find',
  clear: 'Clear',
  listLabel: 'Subscribers',
  receipt: 'Consent receipt',
  consentText: 'What they agreed to',
  policyVersion: 'Privacy policy version',
  source: 'Signed up from',
  requestedAt: 'Asked',
  confirmedAt: 'Confirmed',
  unsubscribedAt: 'Unsubscribed',
  ref: 'From enquiry',
  never: 'Not yet',
  unsubscribe: 'Unsubscribe',
  unsubscribeHint: 'For someone who asks by phone or mail: they get no further newsletters.',
  erase: 'Erase everything for this address',
  eraseHint: 'Deletes this subscription, every enquiry from this address on every form and the mails sent to it.',
  confirm: 'I understand this cannot be undone',
  emptyTitle: 'No subscribers here',
  empty: {
    all: 'Nobody has signed up for the newsletter yet.',
    pending: 'No sign-ups are waiting for confirmation.',
    confirmed: 'Nobody has confirmed a subscription yet.',
    unsubscribed: 'Nobody has unsubscribed.',
    search: 'No subscriber matches that address.',
  },
  pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: (page: number, pages: number) => `Page ${page} of ${pages}` },
} as const;

export const auditActionNames: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'view-enquiry': 'Viewed an enquiry',
  export: 'Exported enquiries',
  'export-insights': 'Exported insights',
  triage: 'Changed state',
  note: 'Added a note',
  assign: 'Assigned',
  erase: 'Erased',
  'not-spam': 'Marked not spam',
  retry: 'Retried',
  unsubscribe: 'Unsubscribed someone',
  invite: 'Invited staff',
  'remove-staff': 'Removed staff',
  'revoke-sessions': 'Signed someone out everywhere',
  role: 'Changed a role',
  'set-password': 'Set a password',
  'two-factor': 'Authenticator app set-up',
  'revoke-passkey': 'Revoked a passkey',
  'add-passkey': 'Registered a passkey',
  'two-factor-challenge': 'Password accepted, code asked',
  'article-publish': 'Published an article',
  'article-schedule': 'Scheduled an article',
  'article-cancel-schedule': 'Cancelled an article’s schedule',
  'article-unpublish': 'Unpublished an article',
  'article-delete': 'Moved an article to the bin',
  'article-unbin': 'Took an article back out of the bin',
  'article-purge': 'Deleted an article from the bin for good',
  'article-restore': 'Restored an article’s revision',
  'article-picture-delete': 'Deleted an article picture',
  'author-page': 'Changed an author page',
  outcome: 'Marked an outcome',
};

export const auditCopy = {
  title: 'Audit trail',
  lead: 'Everything done in the staff area, newest first. Nobody can change or delete an entry from here.',
  filter: 'Action',
  allActions: 'All actions',
  apply: 'Show',
  tableLabel: 'Audit trail, newest first',
  columns: { at: 'When', who: 'Who', action: 'What', subject: 'Subject', detail: 'Detail', ip: 'IP address' },
  nobody: 'Not signed in',
  forSubject: (subject: string) => `Only what was done to ${subject}.`,
  showAll: 'Show everything',
  empty: { title: 'Nothing recorded yet', body: 'Sign-ins, views, exports, changes and erasures appear here as they happen.' },
  filteredEmpty: { title: 'Nothing recorded for this filter', body: 'Choose “All actions” to see the whole trail.' },
  pagination: { label: 'Pages', previous: 'Newer', next: 'Older', page: (page: number, pages: number) => `Page ${page} of ${pages}` },
} as const;

/** What became of an enquiry, as the team marks it (lib/db/enquiries/outcomes-schema.ts). */
export const outcomeNames = { open: 'Open', qualified: 'Qualified', won: 'Won', lost: 'Lost', 'not-a-lead': 'Not a lead' } as const;
export const lostReasonNames = {
  price: 'Price',
  timing: 'Timing: not now',
  'chose-another': 'Chose another provider',
  'no-response': 'Stopped replying',
  'not-a-fit': 'Not a fit for what we do',
  other: 'Another reason (say in a note)',
} as const;
export const currencyNames = { GBP: 'GBP (£)', USD: 'USD ($)', EUR: 'EUR (€)', INR: 'INR (rupees)' } as const;

export const outcomeCopy = {
  title: 'Outcome',
  lead: 'Where it stands as work: qualified, won with what it is worth, lost and why, or not a lead. Every change is on the audit trail.',
  outcome: 'What became of it',
  value: 'Value, if won',
  valueHint: 'The engagement’s value, for example 12,500 or 12,500.50.',
  currency: 'Currency',
  reason: 'Reason, if lost',
  save: 'Save outcome',
  markedBy: (who: string, when: string) => `Marked by ${who}, ${when}.`,
  spamHint: 'Spam is not a lead: mark it not spam first.',
} as const;

/** What an action reports when it sends the team back: `?done=<key>&n=<count>`. */
export const staffNotices = {
  'marked-new': { tone: 'ok', text: (count: number) => `${enquiries(count)} marked new.` },
  'marked-read': { tone: 'ok', text: (count: number) => `${enquiries(count)} marked read.` },
  'marked-replied': { tone: 'ok', text: (count: number) => `${enquiries(count)} marked replied.` },
  'marked-closed': { tone: 'ok', text: (count: number) => `${enquiries(count)} marked closed.` },
  assigned: { tone: 'ok', text: () => 'Assignee saved.' },
  noted: { tone: 'ok', text: () => 'Note added.' },
  released: { tone: 'ok', text: () => 'Marked not spam: it is being delivered and its mails sent as if it had just arrived.' },
  'not-spam-already': { tone: 'ok', text: () => 'This enquiry was not in spam, so nothing changed.' },
  retried: { tone: 'ok', text: () => 'Queued for delivery again.' },
  'mails-retried': { tone: 'ok', text: (count: number) => `${plural(count, 'mail', 'mails')} queued for sending again.` },
  'nothing-to-retry': { tone: 'error', text: () => 'Nothing was waiting to be retried.' },
  erased: { tone: 'ok', text: (count: number) => `${enquiries(count)} erased.` },
  'address-erased': { tone: 'ok', text: (count: number) => `Everything for that address erased, including ${enquiries(count)}.` },
  unsubscribed: { tone: 'ok', text: () => 'Unsubscribed. They will get no further newsletters.' },
  'not-found': { tone: 'error', text: () => 'That address has no subscription, so nothing changed.' },
  'none-selected': { tone: 'error', text: () => 'Select at least one enquiry first.' },
  'confirm-erase': { tone: 'error', text: () => 'Nothing was erased: tick “I understand” to confirm.' },
  gone: { tone: 'error', text: () => 'That enquiry no longer exists: someone may have erased it.' },
  invalid: { tone: 'error', text: () => 'That could not be saved: the form sent something we could not read. Please try again.' },
  'note-invalid': { tone: 'error', text: () => 'The note was not added: write between 1 and 4,000 characters.' },
  'outcome-saved': { tone: 'ok', text: () => 'Outcome saved.' },
  'outcome-value': { tone: 'error', text: () => 'The outcome was not saved: a won enquiry needs its value (for example 12,500 or 12,500.50) and a currency.' },
  'outcome-reason': { tone: 'error', text: () => 'The outcome was not saved: choose why it was lost.' },
} as const satisfies Record<string, { tone: 'ok' | 'error'; text: (count: number) => string }>;

export type StaffNotice = keyof typeof staffNotices;
