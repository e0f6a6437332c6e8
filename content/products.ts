import type { Product } from './types';

/** The two sections of the /products page, in display order. */
export const productGroups = [
  {
    id: 'ai',
    heading: 'AI-driven Innovation',
    intro: 'Products that put machine learning to work on calls, documents and hiring, so your teams spend their time on decisions rather than data entry.',
  },
  {
    id: 'cutting-edge',
    heading: 'Cutting Edge Solutions',
    intro: 'Ready-built platforms for sales, schools, shops and HR teams, each one configurable to your processes and supported by the people who wrote it.',
  },
] as const satisfies readonly { id: Product['group']; heading: string; intro: string }[];

/** Every product, in display order. Media keys resolve through `lib/media.ts`. */
export const products = [
  {
    id: 'ai-call-analytics',
    group: 'ai',
    title: 'AI call analytics',
    description:
      'Transcribes every inbound and outbound call, scores it against your quality checklist and flags compliance risks, complaints and missed sales as they happen. Built for contact centres, sales floors and collections teams, it analyses more than 100,000 calls a day across our customers. Supervisors review the calls that matter instead of listening to a random handful.',
    media: 'products/ai-call-analytics',
    link: 'https://calls.quillmark-tech.co.uk',
  },
  {
    id: 'ai-document-validation',
    group: 'ai',
    title: 'AI document validation',
    description:
      'Reads passports, payslips, invoices and bank statements, extracts the fields you need and checks them against each other and your business rules. Lenders, insurers and onboarding teams use it to clear routine files automatically and send only the exceptions to a person, with every decision logged for audit.',
    media: 'products/ai-document-validation',
    link: 'https://docs.quillmark-tech.co.uk',
  },
  {
    id: 'ai-hr-tool',
    group: 'ai',
    title: 'AI HR software tool',
    description:
      'Screens CVs against the skills a role actually needs, drafts interview questions and keeps every candidate updated without a recruiter typing the same email twice. It plugs into your job boards and calendar, and turns a week of shortlisting into an afternoon.',
    media: 'products/ai-hr-tool',
    link: 'https://hr.quillmark-tech.co.uk',
  },
  {
    id: 'crm',
    group: 'cutting-edge',
    title: 'CRM',
    description:
      'A customer relationship manager for small and mid-sized sales teams: contacts, deals, quotes and follow-ups in one pipeline view. It syncs with Outlook and Gmail, logs calls automatically and shows each rep exactly which deals need attention today.',
    media: 'products/crm',
    link: 'https://crm.quillmark-tech.co.uk',
  },
  {
    id: 'education-management',
    group: 'cutting-edge',
    title: 'Education management system',
    description:
      'Runs admissions, timetables, attendance, fees and report cards for schools and colleges from a single system. Parents get a portal and mobile notifications, and office staff stop re-keying the same pupil record into four spreadsheets.',
    media: 'products/education-management',
    link: 'https://school.quillmark-tech.co.uk',
  },
  {
    id: 'e-learning',
    group: 'cutting-edge',
    title: 'E-learning platform',
    description:
      'Hosts video courses, quizzes and live classes for training providers and in-house academies, with progress tracking for every learner. Course authors build lessons in the browser, and certificates are issued automatically when a learner passes.',
    media: 'products/e-learning',
    link: 'https://learn.quillmark-tech.co.uk',
  },
  {
    id: 'pos',
    group: 'cutting-edge',
    title: 'POS software',
    description:
      'A point-of-sale system for shops and restaurants that handles sales, returns, stock and staff shifts from a tablet or counter terminal. It keeps trading when the internet drops and syncs every sale once the connection returns.',
    media: 'products/pos',
  },
  {
    id: 'employment-insights',
    group: 'cutting-edge',
    title: 'Employment insights tool',
    description:
      'Brings headcount, attrition, absence and hiring data into one dashboard so HR leaders can see where people are leaving and why. It highlights teams with rising turnover early enough to act, and exports board-ready reports in a click.',
    media: 'products/employment-insights',
    link: 'https://insights.quillmark-tech.co.uk',
  },
  {
    id: 'digital-signature',
    group: 'cutting-edge',
    title: 'Digital signature',
    description:
      'Sends contracts, offer letters and consent forms for signature by email or SMS, and tracks who has opened, signed or stalled. Each signed document carries a tamper-evident audit trail, so agreements that used to take days by post close in minutes.',
    media: 'products/digital-signature',
    link: 'https://sign.quillmark-tech.co.uk',
  },
  {
    id: 'referral-app',
    group: 'cutting-edge',
    title: 'Referral mobile app',
    description:
      'An iOS and Android app that lets employees and customers refer friends with a single tap and follow each referral through to reward. Companies set their own bonus rules, and payouts are approved and tracked without a spreadsheet in sight.',
    media: 'products/referral-app',
    link: 'https://refer.quillmark-tech.co.uk',
  },
] satisfies readonly Product[];

/** The two products featured on the home page. */
export const homeProductIds = ['ai-call-analytics', 'ai-document-validation'] as const;
