import { company } from './company';
import type { StudyAbroad } from './types';

/**
 * Copy for /studyabroad. The page shows company.immigrationAdviceNotice itself;
 * this copy stays consistent with it and never promises admissions, visas or outcomes.
 */
export const studyAbroad = {
  meta: {
    title: `Study Abroad in the UK and USA | ${company.name}`,
    description:
      'Counselling for IT and Care courses in the UK and USA: choosing a university, preparing applications, finding scholarships and planning your move abroad.',
    keywords: [
      'study abroad counselling',
      'study in the UK',
      'study in the USA',
      'IT courses abroad',
      'care courses UK',
      'university applications',
      'scholarships for international students',
    ],
  },
  hero: {
    eyebrow: 'Study abroad',
    title: 'Study in the UK or the USA',
    subtitle: 'Clear advice on courses, universities and scholarships',
    lead: `Our counsellors help students choose IT and Care courses, prepare strong applications and plan their move. Admissions are decided by each university, and visas by UK Visas and Immigration or the US Department of State; our job is to help you prepare well.`,
  },
  scene: { name: 'studyabroad', alt: 'University buildings in the UK and the USA on a map' },
  countersLabel: 'Study abroad in numbers',
  counters: [
    { id: 'students', label: 'Students counselled', value: 16824 },
    { id: 'scholarships', label: 'Scholarships secured', value: 8642 },
    { id: 'universities', label: 'Partner universities', value: 15 },
  ],
  benefits: [
    {
      heading: 'Why study in the UK',
      intro:
        'UK degrees are shorter than in many countries and are recognised by employers worldwide.',
      items: [
        {
          title: 'Shorter courses',
          description:
            'Most bachelor\'s degrees take three years and many master\'s degrees take one, which reduces the total cost of tuition and living.',
        },
        {
          title: 'Strong IT and Care programmes',
          description:
            'Universities offer computing, data and cyber security courses alongside nursing, health and social care programmes with supervised placements.',
        },
        {
          title: 'Graduate Route',
          description:
            'Eligible graduates may be able to stay and work after their course under the Graduate Route; the rules are set by the Home Office and can change.',
        },
        {
          title: 'Diverse campuses',
          description:
            'Students from across the world study in cities such as Manchester, where our UK office is based.',
        },
      ],
    },
    {
      heading: 'Why study in the USA',
      intro:
        'American universities offer flexible programmes and a wide choice of institutions at every level.',
      items: [
        {
          title: 'Flexible study',
          description:
            'Undergraduate programmes let you explore subjects before choosing a major, and many master\'s programmes include project or research work.',
        },
        {
          title: 'Technology focus',
          description:
            'Many universities work closely with the technology industry, with strong computer science, data science and information systems departments.',
        },
        {
          title: 'Practical training',
          description:
            'Students on F-1 status may be eligible for Optional Practical Training (OPT) related to their field; eligibility is set by US authorities.',
        },
        {
          title: 'Funding options',
          description:
            'Many institutions offer merit scholarships and assistantships, especially for postgraduate students.',
        },
      ],
    },
    {
      heading: 'How we help',
      intro:
        'We help you make informed choices and submit complete, accurate applications, and we tell you about any fees before you commit to anything.',
      items: [
        {
          title: 'Course and university shortlist',
          description:
            'We match your grades, budget and goals to suitable IT or Care courses and explain the entry requirements of each.',
        },
        {
          title: 'Applications and scholarships',
          description:
            'We review your personal statement, CV and references, track deadlines and help you apply for scholarships you are eligible for.',
        },
        {
          title: 'Visa preparation, not visa advice',
          description:
            'We help you keep university documents such as your offer letter, CAS or I-20 in order. We do not give immigration advice: visa decisions rest with UK Visas and Immigration or the US Department of State, and we refer you to a regulated adviser where you need one.',
        },
        {
          title: 'Pre-departure planning',
          description:
            'Help with accommodation, budgeting, travel and what to expect in your first weeks, including a briefing before you leave.',
        },
      ],
    },
  ],
  form: {
    heading: 'Book a counselling session',
    intro:
      'Tell us where you would like to study and whether you are interested in IT or Care. A counsellor will contact you to arrange a session. There is no obligation, and we cannot guarantee an admission, scholarship or visa.',
  },
} satisfies StudyAbroad;
