import type { StaffAccess } from './constants';

/**
 * The access each staff entry point asks for, by its file: pages, layouts and server actions under
 * app/(staff)/staff/(signed-in)/, route handlers under app/ with their method. `may` in constants.ts says which roles
 * have each: `admin` refuses viewers and editors, `leads` refuses editors, `articles` refuses viewers, `staff` lets any
 * role by. app/(staff)/staff-guards.test.ts holds every entry point to it, and entry-access.test.ts holds the docs'
 * tables of who opens what to it. A new entry point must be put in its place.
 */
export const ENTRY_ACCESS: Readonly<Record<string, StaffAccess>> = {
  'team/page.tsx': 'admin',
  'audit/page.tsx': 'admin',
  'inbox/actions.ts#eraseSelected': 'admin',
  'inbox/actions.ts#retryDelivery': 'admin',
  'inbox/actions.ts#retryMails': 'admin',
  'inbox/actions.ts#eraseEnquiry': 'admin',
  'inbox/actions.ts#eraseAddressEverywhere': 'admin',
  'team/actions.ts#inviteAction': 'admin',
  'team/actions.ts#setRoleAction': 'admin',
  'team/actions.ts#signOutEverywhereAction': 'admin',
  'team/actions.ts#removeAction': 'admin',
  'team/actions.ts#revokePasskeyAction': 'admin',
  // The overview lets an editor by, to send them to the articles.
  'page.tsx': 'staff',
  'inbox/page.tsx': 'leads',
  'inbox/[ref]/page.tsx': 'leads',
  'subscribers/page.tsx': 'leads',
  'insights/page.tsx': 'leads',
  'insights/digest/page.tsx': 'leads',
  'inbox/actions.ts#triageSelected': 'leads',
  'inbox/actions.ts#triageEnquiry': 'leads',
  'inbox/actions.ts#assignEnquiry': 'leads',
  'inbox/actions.ts#addNote': 'leads',
  'inbox/actions.ts#markNotSpam': 'leads',
  'inbox/actions.ts#markOutcome': 'leads',
  'subscribers/actions.ts#unsubscribeOnBehalf': 'leads',
  'api/staff/export/route.ts#GET': 'leads',
  'api/staff/export/insights/route.ts#GET': 'leads',
  'api/staff/insights/live/route.ts#GET': 'leads',
  'layout.tsx': 'staff',
  'account/page.tsx': 'staff',
  'account/actions.ts#setPasswordAction': 'staff',
  'account/actions.ts#revokeOwnPasskeyAction': 'staff',
  // Only someone who may see the insights gets the digest, so only they may turn it on or off.
  'account/actions.ts#setDigestAction': 'leads',
  // Any role reads the articles, drafts and history; editors and admins change them.
  'articles/page.tsx': 'staff',
  'articles/[id]/page.tsx': 'staff',
  'articles/[id]/compare/page.tsx': 'staff',
  'articles/[id]/preview/page.tsx': 'staff',
  'articles/new/page.tsx': 'articles',
  'articles/pictures/page.tsx': 'staff',
  'articles/pictures/actions.ts#deletePictureAction': 'admin',
  'articles/actions.ts#publishAction': 'articles',
  'articles/actions.ts#unpublishAction': 'articles',
  'articles/actions.ts#cancelScheduleAction': 'articles',
  'articles/actions.ts#deleteAction': 'articles',
  'articles/actions.ts#unbinAction': 'articles',
  'articles/actions.ts#purgeAction': 'admin',
  'articles/bin/page.tsx': 'staff',
  // The authors' pages: those who write read and make them; each is changed by its writer or an admin (the command
  // checks which), and only an admin gives one to its writer.
  'authors/page.tsx': 'articles',
  'authors/new/page.tsx': 'articles',
  'authors/[slug]/page.tsx': 'articles',
  'authors/actions.ts#saveAuthorPageAction': 'articles',
  'authors/actions.ts#giveAuthorPageAction': 'admin',
  'articles/actions.ts#restoreAction': 'articles',
  'api/staff/articles/route.ts#POST': 'articles',
  'api/staff/articles/preview/route.ts#POST': 'staff',
  'api/staff/articles/pictures/route.ts#POST': 'articles',
};
