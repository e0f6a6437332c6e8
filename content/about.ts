import { company } from './company';
import type { About } from './types';

/** Copy for /about-us. Addresses, emails and phone numbers come from company.ts. */
export const about = {
  meta: {
    title: `About Us | ${company.name}`,
    description: `${company.name} is a software, AI and IT-services consultancy with offices in Manchester, Dallas, Bangalore and Hyderabad and ${company.yearsOfExperience} years of experience.`,
    keywords: [
      `about ${company.name}`,
      'software consultancy',
      'AI consultancy',
      'IT services company',
      'Manchester',
      'Dallas',
      'Bangalore',
      'Hyderabad',
    ],
  },
  hero: {
    eyebrow: 'About us',
    title: 'Who we are',
    subtitle: 'Software, AI and IT services from four offices on three continents',
    lead: company.tagline,
  },
  scene: { name: 'about', alt: 'A map with offices in Manchester, Dallas, Bangalore and Hyderabad' },
  story: {
    heading: 'Our story',
    paragraphs: [
      `${company.name} has spent ${company.yearsOfExperience} years building software, automating operations and running IT for organisations of every size. What began as a small development team now works from four offices: Manchester in the United Kingdom, Dallas in the USA, and Bangalore and Hyderabad in India. Between them, our teams cover the working day from morning in India to evening in Texas.`,
      'We design and build software products, apply AI and robotic process automation to repetitive work, run cloud and DevOps platforms, test software, analyse data, connect systems through APIs, and advise on IT strategy, websites and digital marketing. Our own products include AI call analytics, which analyses more than 100,000 calls a day, and AI document validation.',
      'We also train the people the industry needs. Our job-skills bootcamp teaches through live client projects and a real internship, our counsellors help students plan study in the UK and the USA, and as a licensed UK sponsor we offer Skilled Worker roles in IT and Care.',
    ],
  },
  values: {
    heading: 'What we value',
    items: [
      {
        title: 'Affordable',
        description:
          'We quote clearly, agree scope in writing and choose tools that keep your running costs down after we hand over, not just our fee.',
      },
      {
        title: 'Adaptive',
        description:
          'Requirements change. We work in short cycles, show working software early and adjust the plan with you rather than around you.',
      },
      {
        title: 'Automated',
        description:
          'We automate testing, deployment and repetitive operations so that people can spend their time on the work that needs judgement.',
      },
    ],
  },
  contactsHeading: 'Talk to the right team',
} satisfies About;
