import type { Endpoint } from '@/lib/forms/registry';
import { company } from './company';
import { formCopy, newsletterDialog, thankYouPage } from './forms';
import { privacyPolicy } from './legal';

/**
 * The words of every mail the site sends. Nothing a visitor typed reaches a subject or a header; the visitor's
 * receipt never repeats what they wrote, so the form cannot carry someone else's words to an inbox.
 */
export const mailCopy = {
  /** The sender's name, beside MAIL_FROM's address when it gives none. */
  senderName: company.name,
  formNames: {
    'contact-us': 'Contact us',
    'add-bootcamp': 'Job-skills bootcamp',
    'add-study-abroad': 'Study abroad',
    'add-sponsorship': 'Visa sponsorship',
    newsletter: 'Newsletter',
  } satisfies Record<Endpoint, string>,
  team: {
    subject: (form: string, ref: string) => `New enquiry ${ref}: ${form}`,
    intro: (form: string) => `A new enquiry came in through the website's ${form} form.`,
    reference: 'Reference',
    received: 'Received',
    form: 'Form',
    newsletterAsked: 'Asked for the newsletter',
    yes: 'Yes (they will be asked to confirm by email)',
    no: 'No',
    replyHint: 'Replying to this email answers the visitor directly.',
    inboxLink: 'Triage it in the staff inbox',
  },
  receipt: {
    subject: (ref: string) => `We have your enquiry (${ref})`,
    greeting: 'Hello,',
    thanks: (form: string) => `Thank you for writing to ${company.name} through our ${form} form. Your enquiry has reached our team.`,
    reference: (ref: string) => `Your reference is ${ref}. Please quote it if you write or call us about this enquiry.`,
    nextHeading: 'What happens next',
    next: {
      'contact-us': 'A consultant reads every enquiry and replies within one working day, usually to suggest a short call about what you need.',
      'add-bootcamp': 'Our admissions team will email you within two working days with the next cohort’s dates, the timetable for your track and the fees.',
      'add-study-abroad': 'A study-abroad counsellor will contact you within two working days to book a free first session about courses and universities in your chosen country.',
      'add-sponsorship': 'Our sponsorship team will contact you within three working days to check your eligibility and explain the documents an application needs.',
      newsletter: 'You will receive an email asking you to confirm your subscription.',
    } satisfies Record<Endpoint, string>,
    contactHeading: 'How to reach us',
    notYou: 'You receive this email because this address was entered in a form on our website. If that was not you, ignore it: we will not write again unless you ask us to.',
  },
  confirm: {
    subject: `Confirm your ${company.name} newsletter subscription`,
    body: 'Someone, we hope you, asked for the Quillmark newsletter at this address: practical notes on AI, automation and careers in tech, about once a month.',
    action: 'Confirm my subscription',
    expiry: (days: number) => `The link works for ${days} days. If you did not ask for the newsletter, ignore this email: the request is deleted after a week and you will hear nothing more.`,
    unsubscribe: 'Do not want it after all? Unsubscribe here:',
  },
  signature: company.legalName,
} as const;

/** The consent receipt: the words each way of signing up showed, and the policy in force, stored with the request. */
export const newsletterConsent = {
  words: {
    // Stored in each receipt's `source`, so the name stays as written in the first receipts: the newsletter dialog.
    popup: `${newsletterDialog.title} ${newsletterDialog.intro}`,
    'thank-you': `${formCopy.subscribe}. ${thankYouPage.newsletterIntro}`,
  },
  policyVersion: `Privacy Policy, updated ${privacyPolicy.updated}`,
} as const;

export type NewsletterSource = keyof typeof newsletterConsent.words;

/** The page a newsletter link lands on. */
export const newsletterPage = {
  meta: { title: 'Newsletter', description: 'Your Quillmark newsletter subscription.' },
  confirmed: { title: 'You are subscribed', body: 'Thank you for confirming. The next issue of the Quillmark newsletter will arrive in your inbox, with an unsubscribe link in every one.' },
  unsubscribed: { title: 'You are unsubscribed', body: 'We will not send you the newsletter again. If this was a mistake, sign up again from any page of the website.' },
  expired: { title: 'This link has expired', body: 'Confirmation links work for seven days. Sign up again from any page of the website and we will send a new one.' },
  unavailable: { title: 'Please try again in a minute', body: 'We could not reach our records just now, so nothing has changed yet. Open the link from the email again in a minute.' },
  invalid: { title: 'This link does not work', body: 'It may have been cut short when it was copied. Open it again from the email, or sign up again from any page of the website.' },
  home: { label: 'Back to the home page', href: '/' },
  /** What a link from the mail opens: one button, so that a mail scanner opening the link changes nothing. */
  prompt: {
    confirm: {
      title: 'Confirm your subscription',
      body: 'Press the button to receive the Quillmark newsletter at the address this link was sent to: practical notes on AI, automation and careers in tech, about once a month.',
      action: 'Confirm my subscription',
    },
    unsubscribe: {
      title: 'Unsubscribe from the newsletter',
      body: 'Press the button and we will stop sending the Quillmark newsletter to the address this link was sent to.',
      action: 'Unsubscribe',
    },
  },
} as const;
