import { company } from './company';

// The staff's pages for the blog's authors (/staff/authors): the list, the page each writer keeps, what a save says.

export const authorPagesCopy = {
  title: 'Authors',
  lead: `Every byline on the blog is an author page at ${company.name}’s site: a name, a role, a photo and a short bio. Each writer keeps their own; an admin gives a page nobody keeps to its writer.`,
  listLabel: 'Author pages, by name',
  columns: { name: 'Author', keptBy: 'Kept by', articles: 'Live articles', updated: 'Last changed' },
  nobody: 'Nobody yet',
  yours: 'Yours',
  edit: 'Edit',
  view: 'View on the site',
  make: 'Make your author page',
  makeLead: 'Your author page is what readers see when they follow your byline: your name and role, a photo and a few sentences about you. Once it is made, the editor offers you as an article’s author.',
  haveOne: 'Your author page',
  editTitle: (name: string) => `Author page: ${name}`,
  newTitle: 'Make your author page',
  readOnly: 'Only its writer, or an admin, can change this page.',
  fields: {
    name: 'Name',
    role: 'Role',
    bio: 'Short bio',
    bioHint: 'Two or three sentences in the third person: what you do here and what you write about.',
    topics: 'What you write about (for search engines)',
    topicsHint: 'Ends the page’s description in search results, for example “cloud costs and release pipelines”.',
    slug: 'Address',
    slugHint: 'Made from your name if left empty. It stays once the page is made, so links to it keep working.',
    slugFixed: 'The address stays as it was made, so links to it keep working.',
    photo: 'Photo',
    photoHint: 'A JPEG, PNG or WebP of your face, up to 10 MB: the page shows it in a circle, so keep the face in the middle.',
    photoAlt: 'Photo description',
    removePhoto: 'Remove the photo',
    keptBy: 'Kept by',
    keptByHint: 'The staff member who may change this page. Someone who keeps a page already is not offered.',
  },
  save: 'Save the page',
  create: 'Make the page',
  give: 'Give the page',
  notices: {
    saved: 'Saved. The page and every byline show it now.',
    created: 'Made. The editor now offers you as an article’s author.',
    given: 'Given. That person can now change the page.',
    invalid: 'Nothing was saved: correct the fields marked below.',
    hasPage: 'That person keeps another author page already.',
    refused: 'Only someone on the team who writes articles can keep an author page.',
    missing: 'That author page is not there any more.',
  },
  accountHeading: 'Author page',
  accountLead: 'What readers see when they follow your byline.',
  accountNone: 'You have no author page yet.',
} as const;

/** What the address says came of the last change on an author page (?done=…). */
export const authorPageNotices = {
  created: { tone: 'ok', text: authorPagesCopy.notices.created },
  given: { tone: 'ok', text: authorPagesCopy.notices.given },
  'has-page': { tone: 'error', text: authorPagesCopy.notices.hasPage },
  refused: { tone: 'error', text: authorPagesCopy.notices.refused },
} as const;
