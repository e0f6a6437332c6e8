import type { NavLink } from './types';

/** Every page's short name, as the menus, the footer and the breadcrumbs (in search results) call it. */
export const pageNames = {
  '/': 'Home',
  '/products': 'Products',
  '/services': 'Services',
  '/about-us': 'About us',
  '/contact-us': 'Contact us',
  '/bootcamp': 'Bootcamp',
  '/studyabroad': 'Study Abroad',
  '/sponsorship': 'Sponsorship',
  '/blog': 'Blog',
  '/privacy-policy': 'Privacy policy',
  '/terms-and-conditions': 'Terms and conditions',
} as const;

export type NamedPath = keyof typeof pageNames;

const links = (...paths: NamedPath[]): readonly NavLink[] => paths.map((href) => ({ label: pageNames[href], href }));

export const mainLinks = links('/', '/products', '/services', '/about-us');
// The blog is ours, not the original site's: without a link here no page but the sitemap led to it.
export const secondaryLinks = links('/contact-us', '/bootcamp', '/studyabroad', '/sponsorship', '/blog');
export const footerQuickLinks = [...mainLinks, ...secondaryLinks];
export const footerLegalLinks = links('/privacy-policy', '/terms-and-conditions');

export const footerCopy = {
  quickLinksHeading: 'Quick links',
  officesHeading: 'Our offices',
  emailsHeading: 'Write to us',
  phonesHeading: 'Call us',
  socialHeading: 'Follow us',
  top: 'Top',
  rights: 'All rights reserved.',
} as const;

export const shellCopy = {
  skipLink: 'Skip to main content',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  menuLabel: 'Site menu',
  mainNavLabel: 'Main',
  secondaryNavLabel: 'More from Quillmark',
  homeLabel: 'Quillmark home',
} as const;
