import type { NavLink } from './types';

export const mainLinks = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Services', href: '/services' },
  { label: 'About us', href: '/about-us' },
] as const satisfies readonly NavLink[];

export const secondaryLinks = [
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Bootcamp', href: '/bootcamp' },
  { label: 'Study Abroad', href: '/studyabroad' },
  { label: 'Sponsorship', href: '/sponsorship' },
] as const satisfies readonly NavLink[];

export const footerQuickLinks = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Services', href: '/services' },
  { label: 'About us', href: '/about-us' },
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Bootcamp', href: '/bootcamp' },
  { label: 'Study Abroad', href: '/studyabroad' },
  { label: 'Sponsorship', href: '/sponsorship' },
] as const satisfies readonly NavLink[];

export const footerLegalLinks = [
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Terms and conditions', href: '/terms-and-conditions' },
] as const satisfies readonly NavLink[];

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
