import { company } from './company';
import { BACKUP_MAX_DAYS, ENQUIRY_RETENTION_MONTHS, INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_MONTHS, INSIGHTS_SALT_DAYS } from './retention';
import type { LegalDocument } from './types';

/** Contact details are looked up from company.ts, never written out here. */
const supportEmail =
  company.emails.find((e) => e.id === 'support')?.address ??
  'our support email address shown on the About page';
const ukOffice = company.offices.find((o) => o.id === 'uk');
const ukAddress = ukOffice ? ukOffice.addressLines.join(', ') : 'our UK office shown on the About page';

export const privacyPolicy = {
  meta: {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.legalName} collects, uses, stores and protects personal data from visitors, customers and users, and how to exercise your UK GDPR rights.`,
    keywords: ['privacy policy', 'UK GDPR', 'cookies', 'personal data', 'data protection'],
  },
  title: 'Privacy Policy',
  updated: 'December 2026',
  intro: [
    `This policy explains how ${company.legalName} ("${company.name}", "we", "us") collects and uses personal data when you visit our website, send us an enquiry, buy our services or products, or use them on behalf of an organisation.`,
    'We have tried to write it in plain English. If anything is unclear, contact us using the details in the last section and we will explain.',
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${company.legalName} is the controller of the personal data described in this policy. Our UK office is at ${ukAddress}. We also have offices in Dallas, USA, and in Bangalore and Hyderabad, India, which work with us as part of the same group.`,
        `For any question about this policy or your personal data, email us at ${supportEmail}.`,
      ],
    },
    {
      heading: 'The people this policy covers',
      paragraphs: [
        'We collect different information depending on how you deal with us. In this policy we use three terms:',
      ],
      list: [
        'Visitor: anyone who browses our website, whether or not they send us an enquiry.',
        'Customer: an organisation or individual that buys services or products from us, and the people who act for that customer in dealing with us, such as the person who signs an order form or pays an invoice.',
        'User: a person who uses one of our products or services on a customer\'s behalf, for example an employee of a customer who logs in to software we provide or whose calls or documents are processed by it.',
      ],
    },
    {
      heading: 'Information we collect about visitors',
      paragraphs: [
        'You can browse our website without telling us who you are. When you do, we collect only what is needed to deliver and protect the site:',
      ],
      list: [
        'Technical information sent by your browser with every request: IP address, browser type and version, operating system, the page requested, the referring page and the date and time. Our hosting provider records this in server logs, which we keep for up to 30 days to diagnose faults and prevent abuse.',
        `Counts of how the site is used, made without cookies or anything else stored on your device: which of our pages you view, the website that linked you to us (its name only, such as www.google.com, never the page), the campaign tags in the link you arrived by (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and the kind of route they add up to (search, social, email, another website, a paid advertisement or none), whether your screen is a phone, tablet or desktop size, the family of your browser and of your operating system (such as Safari on iOS, never a version or the full browser name), and how fast each page loaded and responded for you (Google's Core Web Vitals, with the part of the page that was slowest, and the version of our website that served it). We also count when you tap a phone number, an email address or a WhatsApp link, or a button that leads to one of our forms (which kind, never the number or address), and how far you got with a form: shown, started, sent, and whether it was accepted or which field our checks asked you to correct (the field's name, never what you typed). To tell one visit from another on the same day, our server makes a code from a random value that changes every day, our website's name, your IP address and your browser's name; it keeps the code but never your IP address or browser name, and deletes each day's random value after ${INSIGHTS_SALT_DAYS} days, after which nobody, including us, can link your visits on one day to your visits on another. If you send us an enquiry or sign up for the newsletter, we note the visit it came from (the first page you saw, the linking website, the campaign tags and how many pages you viewed) with it. To find that visit, the form sends the random number the page made for its own view, which lives only in the open page and is gone when you leave it; without it we use the daily code. Nothing is sent until you answer our cookie banner: until then what the page would count waits in the open page, and it is sent only if you accept. We do not count you at all if you decline cookies in our banner, leave without answering it, or your browser sends Global Privacy Control or Do Not Track, and we never count search-engine robots or our own staff pages.`,
        'Your cookie choice and whether the introductory animation has already been shown, stored in your own browser as described in section 8.',
        'Anything you choose to send us through one of our forms, as described in section 6.',
      ],
    },
    {
      heading: 'Information we collect about customers',
      paragraphs: [
        'When an organisation or individual buys from us, we collect and keep the information needed to agree, deliver and bill for the work:',
      ],
      list: [
        'Names, job titles, business email addresses and phone numbers of the people we deal with.',
        'Company name, registered address, company and VAT numbers, and billing and delivery addresses.',
        'Order forms, contracts, statements of work, correspondence and meeting notes.',
        'Billing history, invoices and payment status. We do not receive or store card details (see section 7).',
      ],
    },
    {
      heading: 'Information we collect about users',
      paragraphs: [
        'When a customer gives its staff or contacts access to one of our products or services, we process information about those users on the customer\'s instructions. For that information the customer is normally the controller and we act as its processor under a written data processing agreement. Depending on the product, this can include:',
      ],
      list: [
        'Account details: name, work email address, role and login credentials (passwords are stored only in hashed form).',
        'Usage records: log-in times, actions taken, settings and audit logs needed for security and support.',
        'Content the customer asks us to process, such as recorded calls and transcripts in our call analytics product, or identity and business documents in our document validation product.',
        'Support requests and the messages exchanged while resolving them.',
      ],
    },
    {
      heading: 'Enquiry forms and the newsletter',
      paragraphs: [
        'Our website has five forms. Each one collects only what we need to reply to you:',
      ],
      list: [
        'Contact form: first and last name, company name, email address, phone number with country code, your message and whether you would like our newsletter.',
        'Bootcamp form: first and last name, email address, phone number with country code and the course track you are interested in.',
        'Study-abroad form: first and last name, email address, phone number with country code, your preferred country of study (UK or USA) and preferred course (IT or Care).',
        'Sponsorship form: first and last name, email address, phone number with country code and the type of sponsored role you are interested in (IT or Care).',
        'Newsletter: your email address only.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Card and other online payments are processed by a third-party payment provider that is certified to the Payment Card Industry Data Security Standard (PCI DSS). You enter your card details directly on the provider\'s secure pages or forms; they never reach our servers and we never see or store them.',
        'The provider tells us whether a payment succeeded, with the amount, date, a reference and, where relevant, the last four digits and expiry month of the card so that we can match the payment to an invoice. The provider uses your data under its own privacy policy, which it shows you at the point of payment.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We do not use analytics cookies, advertising trackers, social media pixels or any technology that follows you across other sites. Our own counting of visits (section 3) stores nothing in your browser. Neither of the items below identifies you, so declining cookies does not change how the site works; it records your choice, and we then do not count your visits either, not even the page on which you declined.',
        'If your browser sends a Global Privacy Control (GPC) or Do Not Track (DNT) signal, we do not count your visits, exactly as if you had chosen to decline in the banner. If we ever want to add optional cookies, we will update this policy first and will not set them unless you have accepted them.',
        'You can delete both items at any time through your browser settings. Our website stores exactly these two things in your browser, and nothing else:',
      ],
      list: [
        'A cookie named accept, which records whether you accepted or declined cookies (true or false) so that we do not ask you again on every page.',
        'One sessionStorage entry, which records that the introductory animation has already been shown in this browsing session so that it does not play again. Your browser deletes it when you close the tab.',
      ],
    },
    {
      heading: 'How we use your information and our lawful bases',
      paragraphs: [
        'Under the UK General Data Protection Regulation (UK GDPR) we must have a lawful basis for each use of personal data. We use your information for the following purposes:',
      ],
      list: [
        'To reply to enquiries and arrange calls or counselling sessions: our legitimate interest in responding to people who contact us, or steps you have asked us to take before entering into a contract.',
        'To deliver, support and bill for services and products: performance of our contract with the customer.',
        'To process user data on a customer\'s behalf: the customer\'s instructions under our data processing agreement.',
        'To send the newsletter: your consent, which you can withdraw at any time using the link in every email.',
        'To keep the website secure and working: our legitimate interest in protecting our systems and visitors.',
        'To count visits, measure how fast our pages are for real visitors and learn which pages and campaigns bring enquiries: your consent, given by Accept in our banner, using the least data that does it (section 3). We count nothing until you accept, nothing if you decline, and nothing while your browser sends Global Privacy Control or Do Not Track, even if you accept. You can withdraw your consent at any time from Cookie settings in the footer.',
        'To learn which enquiries become work: our legitimate interest in knowing which of our pages and campaigns are worth their cost. Our team notes on each enquiry whether it was qualified, won (with the value of the work) or lost (with a reason from a short list), and our staff see these notes beside the visits the enquiries came from, in totals. The notes are kept and deleted with the enquiry.',
        'To keep financial records and meet our duties as a licensed sponsor: compliance with our legal obligations.',
      ],
    },
    {
      heading: 'Who we share information with',
      paragraphs: [
        'We do not sell personal data and we do not share it for advertising. We share it only where needed:',
      ],
      list: [
        'With our own offices in the USA and India, where the team handling your enquiry or project is based.',
        'With service providers who host our website and systems, send email, process payments or provide accounting software, under contracts that require them to protect the data and use it only on our instructions.',
        'With universities you have asked us to apply to on your behalf, only with your agreement.',
        'With the Home Office, where our duties as a licensed sponsor require us to report information about sponsored workers.',
        'With professional advisers, auditors, courts, regulators or law enforcement where the law requires it or where it is needed to establish or defend legal claims.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Because we work from the United Kingdom, the USA and India, personal data may be transferred between these countries. Where a transfer is not covered by UK adequacy regulations, we protect it with safeguards approved under UK data protection law.',
        'Transfers between our own offices are covered by an intra-group data transfer agreement based on standard contractual clauses approved for use in the UK. Transfers to service providers outside the UK are covered by the same kind of clauses or by another lawful transfer mechanism. Access is limited to staff who need the data for their work, and data is encrypted in transit and at rest. You can ask us for a copy of the relevant safeguards.',
      ],
    },
    {
      heading: 'How long we keep information and how we protect it',
      paragraphs: [
        'We protect personal data with access controls, encryption, staff training and confidentiality agreements, and we review these measures regularly. If a breach is likely to put your rights at risk, we will tell you and the Information Commissioner\'s Office as the law requires.',
        'We keep personal data only as long as we need it, and then delete or anonymise it:',
      ],
      list: [
        `Enquiries that do not lead to a contract: ${ENQUIRY_RETENTION_MONTHS} months after our last contact with you.`,
        'Customer records, contracts and invoices: six years after the end of the contract, to meet tax and legal requirements.',
        'User data processed for a customer: for the period set by the customer\'s contract, after which it is returned or deleted.',
        'Newsletter subscriptions: until you unsubscribe.',
        'Records about sponsored workers: for the period the Home Office requires of licensed sponsors.',
        'Server logs: up to 30 days.',
        `Visit counts: each page view and speed measurement for ${INSIGHTS_RAW_DAYS} days; the daily totals made from them (which hold no visit codes) for ${INSIGHTS_ROLLUP_MONTHS} months; the random value of each day for ${INSIGHTS_SALT_DAYS} days. The note of the visit an enquiry came from is kept, and erased, with the enquiry.`,
        `Backups of the website's records: ${BACKUP_MAX_DAYS} days at most, so anything we erase is gone from every copy within ${BACKUP_MAX_DAYS} days.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `To use any of your rights, email ${supportEmail}. We will respond within one month and will not charge you unless a request is clearly unfounded or excessive. If we process your data on behalf of a customer, we will pass your request to that customer and help it respond.`,
        'Under UK GDPR you have the following rights over your personal data, some of which apply only in certain circumstances:',
      ],
      list: [
        'Access: ask for a copy of the personal data we hold about you.',
        'Rectification: ask us to correct data that is inaccurate or incomplete.',
        'Erasure: ask us to delete your data where we no longer have a reason to keep it.',
        'Restriction: ask us to limit how we use your data while a concern is resolved.',
        'Objection: object to our use of your data based on legitimate interests, and to direct marketing at any time.',
        'Portability: receive data you gave us in a structured, machine-readable format, or ask us to send it to another organisation.',
        'Withdraw consent: where we rely on your consent, withdraw it at any time.',
        'Complaint: complain to the Information Commissioner\'s Office (ICO), the UK data protection regulator, at ico.org.uk or on 0303 123 1113. We would appreciate the chance to put things right first, so please tell us about your concern too.',
      ],
    },
    {
      heading: 'Changes to this policy and how to contact us',
      paragraphs: [
        'We may update this policy when our services or the law change. The date at the top shows when it was last updated, and we will tell customers about significant changes by email.',
        `For any question about privacy, or to exercise your rights, contact ${company.legalName} at ${supportEmail}, or write to us at ${ukAddress}.`,
      ],
    },
  ],
} satisfies LegalDocument;

export const terms = {
  meta: {
    title: `Terms and Conditions | ${company.name}`,
    description: `The terms on which ${company.legalName} supplies software, AI and IT services: orders, fees, planned downtime, use, confidentiality, liability and law.`,
    keywords: ['terms and conditions', 'service terms', 'order form', 'billing cycle', 'planned downtime'],
  },
  title: 'Terms and Conditions',
  updated: 'December 2020',
  intro: [
    `These terms apply when ${company.legalName} ("${company.name}", "we", "us") supplies services or products to a customer ("you"). Please read them carefully. By signing an order form or using the services you agree to them.`,
    'Our bootcamp, study-abroad counselling and Skilled Worker sponsorship each have their own terms, which we give you in writing at enrolment or with a job offer. If those terms conflict with these, those terms apply.',
  ],
  sections: [
    {
      heading: 'Definitions',
      paragraphs: ['In these terms the following words have these meanings:'],
      list: [
        'Services: the software, AI products, hosting, support, consulting, development, testing and other work we supply to you, as described in an order form.',
        'Order form: the document, signed or accepted by both parties, that sets out the services you are buying, the fees, the billing cycle, the term and any special conditions. Each order form forms a contract with these terms.',
        'Billing cycle: the period for which we invoice recurring fees, monthly, quarterly or annually, as stated in the order form. If none is stated, the billing cycle is monthly.',
        'Planned downtime: a period, announced at least 24 hours in advance, during which all or part of a hosted service is unavailable so that we can carry out maintenance, upgrades or other planned work.',
        'Sensitive information: special category data under UK GDPR (such as health, racial or ethnic origin, religious beliefs, biometric or genetic data), criminal records data, payment card numbers, bank account credentials, government identity numbers, passwords for systems other than the services, and any other information that the law requires to be handled with extra protection.',
        'Users: the people you authorise to use the services on your behalf.',
        'Customer data: all data, including personal data, that you or your users submit to the services or provide to us for the work.',
      ],
    },
    {
      heading: 'Orders and the services',
      paragraphs: [
        'We supply the services described in each order form with reasonable skill and care and in line with good industry practice. If these terms and an order form conflict, the order form applies for that order.',
        'Either party may ask to change the scope of the services. A change takes effect only when both parties agree it in writing, including any effect on fees and timescales.',
        'We may improve or update hosted services over time. We will not reduce their core functionality during a paid term without your agreement.',
      ],
    },
    {
      heading: 'Fees and payment',
      paragraphs: [
        'You pay the fees set out in the order form. Recurring fees are invoiced in advance at the start of each billing cycle; one-off and time-and-materials fees are invoiced as stated in the order form, or monthly in arrears if it says nothing.',
        'Invoices are payable within 30 days of the invoice date. Fees exclude VAT and other applicable taxes, which we add at the rate in force.',
        'Where you pay online, payment is processed by a third-party payment provider. Your card details are handled by that provider and never reach us.',
        'If an undisputed invoice is overdue, we may charge interest under the Late Payment of Commercial Debts (Interest) Act 1998 and, after giving you at least 14 days\' written notice, suspend the services until payment is made.',
        'If you dispute an invoice in good faith, tell us within 14 days of receiving it and pay any undisputed part on time. We will work with you to resolve the dispute promptly.',
        'We may change recurring fees from the start of a new term by giving you at least 60 days\' written notice.',
      ],
    },
    {
      heading: 'Availability and planned downtime',
      paragraphs: [
        'We aim to keep hosted services available at all times, except for planned downtime and events outside our reasonable control. Any service level commitment in your order form applies in addition to this section.',
        'We give at least 24 hours\' notice of planned downtime by email to your named contacts, and we schedule it outside your usual business hours where we reasonably can.',
        'Occasionally we may need to carry out urgent work to fix a security vulnerability or prevent harm to the services. In that case we will give as much notice as we can, which may be less than 24 hours, and explain afterwards what we did and why.',
      ],
    },
    {
      heading: 'Your obligations',
      paragraphs: ['To allow us to deliver the services, you agree to:'],
      list: [
        'Give us accurate information, timely decisions and the access to your people, systems and premises that the work reasonably needs.',
        'Make sure your users keep their login details confidential, and tell us promptly if you suspect unauthorised access.',
        'Make sure you have the rights, permissions and lawful basis needed for us to process customer data for you.',
        'Be responsible for your users\' compliance with these terms.',
        'Keep your own backups of customer data unless backup is part of the services in your order form.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You must not, and must make sure your users do not, use the services to:'],
      list: [
        'Break any law or regulation, or infringe anyone else\'s rights.',
        'Upload or send malware, spam, or unlawful, defamatory or harassing material.',
        'Try to gain unauthorised access to the services, other customers\' data or our systems, or test their security without our written permission.',
        'Interfere with the performance of the services, for example by excessive automated requests.',
        'Copy, reverse engineer or resell the services except as the law allows or the order form permits.',
        'Build a competing product using our confidential information.',
      ],
    },
    {
      heading: 'Sensitive information',
      paragraphs: [
        'Unless an order form expressly allows it and sets out the safeguards that apply, you must not submit sensitive information to the services.',
        'Where an order form does allow sensitive information, for example identity documents in our document validation product, we will handle it only as that order form and our data processing agreement describe, with the additional security measures they set out.',
        'If sensitive information is submitted without that agreement, we may delete it or ask you to remove it, and we are not responsible for any loss that results from it being submitted.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'We and our licensors own all intellectual property in the services, our products, software, tools and know-how, including improvements we make to them. During the term we grant you a non-exclusive, non-transferable licence to use the services for your internal business purposes.',
        'You own your customer data. You grant us a licence to use it only as needed to provide the services to you.',
        'Ownership of software or other deliverables we create specifically for you is set out in the order form. If the order form says the deliverables are yours, ownership passes to you when you have paid for them in full, and we keep the right to reuse our general tools and know-how.',
        'If you send us suggestions about the services, we may use them freely without any obligation to you.',
      ],
    },
    {
      heading: 'Confidentiality and data protection',
      paragraphs: [
        'Each party will keep the other\'s confidential information secret, use it only for the purposes of the contract and share it only with staff, contractors and advisers who need to know it and are bound by similar duties. This does not apply to information that is or becomes public without a breach of these terms, that the recipient already had or develops independently, or that the law requires to be disclosed.',
        'These duties continue for five years after the contract ends, and indefinitely for trade secrets and customer data.',
        'Where we process personal data on your behalf, we do so under a data processing agreement that meets the requirements of UK GDPR. Our Privacy Policy explains how we handle personal data for which we are the controller.',
      ],
    },
    {
      heading: 'Warranties and liability',
      paragraphs: [
        'We warrant that we will provide the services with reasonable skill and care. If we do not, tell us in writing within 30 days and we will re-perform the affected work at no charge; if we cannot, we will refund the fees paid for it. Except as set out in these terms, all other warranties and conditions are excluded to the extent the law allows.',
        'AI products produce results based on statistical models. We design them carefully and test them, but their output can be wrong and should be reviewed by a person before you rely on it for important decisions.',
        'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot lawfully be limited.',
        'Subject to that, neither party is liable for loss of profits, revenue, business, goodwill or anticipated savings, or for any indirect or consequential loss. Each party\'s total liability under or in connection with each order form is limited to the fees paid and payable under it in the 12 months before the event giving rise to the claim.',
        'If you are a consumer, nothing in these terms affects your statutory rights.',
      ],
    },
    {
      heading: 'Term, suspension and termination',
      paragraphs: [
        'Each order form starts on the date it is signed or accepted and runs for the term it states. Unless the order form says otherwise, recurring services renew for successive terms of the same length unless either party gives at least 30 days\' written notice before the end of the current term.',
        'Either party may end an order form immediately by written notice if the other commits a material breach that it does not put right within 30 days of being asked to, or if the other becomes insolvent.',
        'We may suspend access to the services immediately if it is needed to protect the security of the services or other customers, or if you breach section 6. We will tell you why and restore access as soon as the problem is resolved.',
        'When an order form ends, you must pay all fees due up to the end date. For 30 days afterwards you may ask us to return your customer data in a standard format; after that we will delete it unless the law requires us to keep it.',
        'Sections that by their nature should continue after the contract ends, including fees owed, confidentiality, intellectual property, liability and governing law, will continue.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'Neither party is liable for delay or failure caused by events outside its reasonable control, provided it tells the other party promptly and takes reasonable steps to limit the effect.',
        'We may use subcontractors, including our own offices in the USA and India, to deliver the services, and we remain responsible for their work. Neither party may transfer the contract without the other\'s written consent, which will not be unreasonably withheld, except to a successor of its whole business.',
        'These terms and the order form are the whole agreement between us about their subject matter. If any part is found unenforceable, the rest remains in force. A failure to enforce a right does not waive it. No one other than the parties has any right to enforce these terms under the Contracts (Rights of Third Parties) Act 1999.',
        'We may update these terms from time to time. Changes apply to new order forms and to renewals after we have given you notice; they do not change an order form during its current term.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms, and any dispute or claim arising from them or their subject matter, are governed by the law of England and Wales.',
        'Before starting court proceedings, each party will try to resolve a dispute through discussion between senior representatives within 30 days. If that fails, the courts of England and Wales have exclusive jurisdiction, although either party may seek urgent relief from any court.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `If you have a question about these terms, contact ${company.legalName} at ${supportEmail}, or write to us at ${ukAddress}. Notices under a contract should be sent to the contacts named in your order form.`,
      ],
    },
  ],
} satisfies LegalDocument;
