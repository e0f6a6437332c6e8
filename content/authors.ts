import { company } from './company';
import type { Author, PageHero, PageMeta } from './types';

/**
 * The blog's authors, keyed by the slug of their page (`/blog/authors/{slug}`). An article's `author` and
 * `authorRole` must match a record here (content/content.test.ts); the bylines and the structured data link to it.
 */
export const authors = {
  'daniel-okafor': {
    name: 'Daniel Okafor',
    role: 'Head of Skills and Student Services',
    bio:
      `Daniel Okafor runs ${company.name}'s job-skills bootcamp and its study-abroad counselling from the Manchester office, from the mentors who teach the eight tracks to the counsellors who help students plan IT and Care courses in the UK and the USA. Daniel sits in on the mock interviews of every cohort and reads each learner's plan for the weeks after the course. Daniel writes about moving into a first tech job and about choosing where, and what, to study.`,
    topics: 'bootcamps, first developer jobs and studying in the UK or the USA',
  },
  'hannah-whitfield': {
    name: 'Hannah Whitfield',
    role: 'Head of People and Compliance',
    bio:
      `Hannah Whitfield looks after hiring, right-to-work checks and ${company.name}'s Home Office sponsor licence from the Manchester office, including the records a sponsor keeps for every worker it sponsors into the IT teams and Care services. Hannah also sets the people policies the Dallas, Bangalore and Hyderabad offices share. Hannah writes for employers weighing up sponsorship: the duties, the costs and the checks that come before the first Certificate of Sponsorship.`,
    topics: 'UK Skilled Worker sponsorship, sponsor duties and HR compliance',
  },
  'meera-iyer': {
    name: 'Meera Iyer',
    role: 'Head of Quality Engineering',
    bio:
      `Meera Iyer leads ${company.name}'s software-testing practice from Hyderabad, where the quality engineering team builds the automated suites, performance tests and release checks for client projects. Meera also shapes the bootcamp's QA Engineer track and reviews its learners' test projects. Meera writes about test automation that keeps working when an interface, a team or a release plan changes.`,
    topics: 'test automation, test data and suites that survive a redesign',
  },
  'priya-raman': {
    name: 'Priya Raman',
    role: 'Head of AI Delivery',
    bio:
      `Priya Raman leads the Bangalore and Manchester teams that build and run ${company.name}'s AI call analytics and document validation products, and the automation projects clients commission around them. Priya's teams take a client from a pilot on a sample of their own recordings or documents to a rollout with human review and audit trails. Priya writes about buying, testing and governing AI in operations, and about where RPA ends and AI agents begin.`,
    topics: 'AI call analytics, document validation, RPA and AI agents',
  },
  'rahul-menon': {
    name: 'Rahul Menon',
    role: 'Principal Integration Architect',
    bio:
      `Rahul Menon designs the APIs, webhooks and data pipelines behind ${company.name}'s client projects, and leads the integration and data analytics teams in Bangalore and Dallas. Rahul reviews every partner API the company ships, from its contract and error messages to its versioning. Rahul writes about APIs partners can integrate with in days rather than months, and about analytics small and medium-sized businesses can start with the data they already hold.`,
    topics: 'API design, systems integration and data analytics for SMEs',
  },
  'tom-ashworth': {
    name: 'Tom Ashworth',
    role: 'Cloud and DevOps Lead',
    bio:
      `Tom Ashworth leads ${company.name}'s cloud and DevOps team in Manchester and Dallas, which runs client platforms on AWS, Azure and Google Cloud and builds their deployment pipelines and monitoring. Tom's team runs the short cost reviews that find a growing company's biggest cloud savings, and Tom mentors the bootcamp's DevOps Engineer track. Tom writes about keeping cloud bills in line as teams grow and about releases that are routine rather than risky.`,
    topics: 'cloud cost control, FinOps habits and releases that are routine',
  },
} satisfies Record<string, Author>;

/** The copy of an author's page (app/(public)/(site)/blog/authors/[author]/page.tsx). */
export const authorPage = {
  meta: (author: Author): PageMeta => ({
    title: `${author.name}, ${author.role} | ${company.name}`,
    description: `Articles by ${author.name}, ${company.name}'s ${author.role}, on ${author.topics}.`,
  }),
  /** The page's heading: the author's name, with their role under it and their bio as the lead. */
  hero: (author: Author): PageHero => ({ eyebrow: 'Author', title: author.name, subtitle: author.role, lead: author.bio }),
  articlesHeading: (name: string) => `Articles by ${name}`,
} as const;
