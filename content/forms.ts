import type { interests } from '@/lib/forms/bootcamp';
import type { sponsorshipTypes } from '@/lib/forms/sponsorship';
import type { studyCountries, studyCourses } from '@/lib/forms/study-abroad';

/** Labels and copy of the enquiry forms; field names are the payload keys. */
export const fieldLabels = {
  first_name: { label: 'First name', autoComplete: 'given-name' },
  last_name: { label: 'Last name', autoComplete: 'family-name' },
  company_name: { label: 'Company', autoComplete: 'organization' },
  email_address: { label: 'Email address', autoComplete: 'email' },
  mobile_country_code: { label: 'Country code', autoComplete: 'tel-country-code' },
  mobile_no: { label: 'Mobile number', autoComplete: 'tel-national' },
  message: { label: 'How can we help?', autoComplete: 'off' },
} as const;

export const phoneGroupLabel = 'Phone';

export const countryCodeOptions = [
  { value: '+91', label: 'India (+91)' },
  { value: '+44', label: 'United Kingdom (+44)' },
] as const;

export const choicePlaceholder = 'Choose one';

export const interestOptions = [
  { value: 'full-stack', label: 'Full-Stack Developer' },
  { value: 'java', label: 'Java Developer' },
  { value: 'data', label: 'Data Scientist' },
  { value: 'ui', label: 'UI/UX Developer' },
  { value: 'devops', label: 'DevOps Engineer' },
  { value: 'database', label: 'Database Administrator' },
  { value: 'digital', label: 'Digital Marketing Specialist' },
  { value: 'ai', label: 'AI/ML Engineer' },
  { value: 'qa', label: 'QA Engineer' },
  { value: 'hr', label: 'HR and Talent Acquisition' },
] as const satisfies readonly { value: (typeof interests)[number]; label: string }[];

export const studyCountryOptions = [
  { value: 'uk', label: 'United Kingdom' },
  { value: 'usa', label: 'United States' },
] as const satisfies readonly { value: (typeof studyCountries)[number]; label: string }[];

export const studyCourseOptions = [
  { value: 'it', label: 'Information Technology (IT)' },
  { value: 'care', label: 'Health and Social Care' },
] as const satisfies readonly { value: (typeof studyCourses)[number]; label: string }[];

export const sponsorshipTypeOptions = [
  { value: 'it', label: 'IT roles' },
  { value: 'care', label: 'Care roles' },
] as const satisfies readonly { value: (typeof sponsorshipTypes)[number]; label: string }[];

export const choiceLabels = {
  interest: 'Track you are interested in',
  preferred_country_of_study: 'Preferred country of study',
  preferred_course: 'Preferred course',
  type_of_sponsorship: 'Type of sponsorship',
} as const;

export const formCopy = {
  submit: 'Submit',
  submitting: 'Sending…',
  required: 'All fields are required.',
  subscribe: 'Send me the Quillmark newsletter (about once a month; unsubscribe any time)',
  terms: { before: 'I have read the', link: 'terms and conditions', href: '/terms-and-conditions' },
  honeypot: 'Leave this field empty',
  success: 'Thank you for choosing us.',
  failure: 'Something went wrong',
  failureHint: 'Something went wrong. Your answers are still here; please try again.',
  queuedHint: 'Thank you for choosing us. Your enquiry is saved and will reach our team shortly.',
  fieldsHint: 'Please correct the highlighted fields.',
  tooMany: 'We have had several enquiries from your connection in the last minute. Your answers are still here; please try again in a minute.',
  unavailable: 'We could not save your enquiry just now, so nothing was sent. Your answers are still here; please try again in a minute.',
  refusedTitle: 'Not sent',
  tooLarge: 'That was more than any of our forms sends. Please shorten your message and send the form again.',
  malformed: 'Your browser sent the form in a way we could not read. Please open the page again and send the form from there.',
  /** A form post from another site (or with its origin hidden) is refused with this page. */
  crossSite: 'This form can only be sent from a page of the Quillmark website. Please open the page again and send it from there.',
  /** A page's script asked for a page with a navigation state that cannot be read. */
  unreadableTitle: 'Page not loaded',
  unreadable: 'Your browser asked for this page in a way we could not read. Please reload the page, or open it again from the home page.',
} as const;

/** The page a form posted without JavaScript lands on; the words are the thank-you dialog's. */
export const thankYouPage = {
  meta: { title: 'Thank you', description: 'Your enquiry has reached Quillmark.' },
  reference: 'Your reference',
  referenceHint: 'Quote it if you write or call us about this enquiry.',
  newsletterIntro: 'You asked for the newsletter. Confirm the address it should go to:',
  home: { label: 'Back to the home page', href: '/' },
} as const;

export const thankYouDialog = {
  title: 'Thanks for reaching out! We’re excited to get in touch with you.',
  body: 'Sit tight, and we’ll get back to you in a jiffy!',
  close: 'Close',
} as const;

export const newsletterDialog = {
  title: 'Subscribe to our Newsletter.',
  intro: 'Practical notes on AI, automation and careers in tech, about once a month.',
  label: 'Email address',
  placeholder: 'Enter your email',
  send: 'Send',
  sending: 'Sending…',
  success: 'Almost there: we have emailed you a link. Open it to confirm your subscription.',
  close: 'Close',
} as const;
