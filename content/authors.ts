import { company } from './company';
import type { Author, PageHero, PageMeta } from './types';

// The blog's authors themselves are pages in the store, each kept by its writer (lib/articles/authors.ts); a fresh
// store starts with the six in lib/db/author-pages-migration-seed.json.

/** The copy of an author's page (app/(public)/(site)/blog/authors/[author]/page.tsx). */
export const authorPage = {
  meta: (author: Author): PageMeta => ({
    title: `${author.name}, ${author.role} | ${company.name}`,
    description: author.topics ? `Articles by ${author.name}, ${company.name}'s ${author.role}, on ${author.topics}.` : `Articles by ${author.name}, ${company.name}'s ${author.role}: ${author.bio}`.slice(0, 160),
  }),
  /** The page's heading: the author's name, with their role under it and their bio as the lead. */
  hero: (author: Author): PageHero => ({ eyebrow: 'Author', title: author.name, subtitle: author.role, lead: author.bio }),
  articlesHeading: (name: string) => `Articles by ${name}`,
} as const;
