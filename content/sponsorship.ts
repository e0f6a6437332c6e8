import { company } from './company';
import type { Sponsorship } from './types';

/**
 * Copy for /sponsorship. The page shows company.immigrationAdviceNotice itself; this copy
 * stays consistent with it: no visa promises, and the worker applies with their own adviser.
 */
export const sponsorship = {
  meta: {
    title: `Skilled Worker Sponsorship in IT and Care | ${company.name}`,
    description: `${company.name} is a licensed UK sponsor offering Skilled Worker roles in IT and Care. We never charge for a job or a certificate. Visa decisions rest with UKVI.`,
    keywords: [
      'Skilled Worker visa sponsor',
      'UK sponsor licence',
      'Certificate of Sponsorship',
      'IT jobs with visa sponsorship',
      'care jobs with visa sponsorship',
      'UK work visa',
    ],
  },
  hero: {
    eyebrow: 'Skilled Worker sponsorship',
    title: 'Work in the UK with a licensed sponsor',
    subtitle: 'Skilled Worker roles in IT and Care',
    lead: `${company.name} holds a Home Office sponsor licence. When we offer you a genuine role in our IT teams or our Care services and you meet its requirements, we can assign you a Certificate of Sponsorship so that you can apply for a Skilled Worker visa.`,
  },
  scene: { name: 'sponsorship', alt: 'A team reviewing a certificate of sponsorship checklist' },
  why: {
    heading: `Why work with ${company.name}`,
    intro:
      'Sponsorship ties your right to work in the UK to your employer, so it matters who that employer is.',
    items: [
      {
        title: 'A genuine job first',
        description:
          'We sponsor people for real vacancies in our own teams, at or above the salary the Immigration Rules require for the role, never for a certificate alone.',
      },
      {
        title: 'No charges to workers',
        description:
          'You never pay us for a job offer, an interview or a Certificate of Sponsorship, and we do not pass our sponsorship costs on to you.',
      },
      {
        title: `${company.yearsOfExperience} years as an employer`,
        description:
          'We have employed engineers and specialists across the UK, USA and India for more than 15 years, and we run our sponsor duties with the same care.',
      },
      {
        title: 'Support when you arrive',
        description:
          'An induction, a named line manager and help with practical matters such as finding accommodation and opening a bank account.',
      },
    ],
  },
  how: {
    heading: 'How it works',
    intro:
      'The process has five stages. Whether a role can be sponsored depends on its occupation code, salary and the Immigration Rules in force at the time, which have changed several times for care roles; we will tell you early if a role is not eligible.',
    steps: [
      {
        title: 'Enquiry',
        description:
          'Send the form below telling us whether you are interested in IT or Care. We reply with current vacancies that match your experience.',
      },
      {
        title: 'Skills assessment and interview',
        description:
          'A practical assessment and an interview with the hiring manager, the same as for any other candidate. We check qualifications, references and, for care roles, the relevant training and checks.',
      },
      {
        title: 'Job offer',
        description:
          'If you are successful, we send a written offer setting out the role, salary, hours and start date. You are free to take time and advice before you accept.',
      },
      {
        title: 'Certificate of Sponsorship assigned',
        description:
          'Once you accept, we assign a Certificate of Sponsorship through the Home Office sponsorship system and send you its reference number.',
      },
      {
        title: 'You apply for your visa',
        description:
          'You apply to UK Visas and Immigration yourself, with your own regulated adviser if you want one. We provide the employer information the application needs, but we do not make the application or give immigration advice.',
      },
    ],
  },
  fairness: {
    heading: 'What you will never pay us',
    paragraphs: [
      `${company.name} pays for its sponsor licence, the fee for each Certificate of Sponsorship and the Immigration Skills Charge. UK rules forbid sponsors from passing these costs on to workers, and we never do: not by invoice, not by salary deduction and not through a third party.`,
      `We never charge anyone for a job, an interview or a Certificate of Sponsorship. If someone asks you for money in return for a role at ${company.name}, it is not us: do not pay, and please report it to us.`,
      'The visa application fee and the Immigration Health Surcharge are charged by the Home Office as part of your own application. Check the current amounts on GOV.UK before you apply.',
      'Holding a Certificate of Sponsorship does not mean a visa will be granted. The decision is made by UK Visas and Immigration, and we cannot influence or guarantee it.',
    ],
  },
  form: {
    heading: 'Enquire about sponsored roles',
    intro:
      'Tell us how to reach you and whether you are interested in IT or Care. We will reply with suitable vacancies, if any. An enquiry is not a job application or an offer.',
  },
} satisfies Sponsorship;
