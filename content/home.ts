import type { Logo, PageMeta } from './types';

export const homeMeta = {
  title: 'Quillmark — Software, AI and IT services that are affordable, adaptive and automated',
  description:
    'Quillmark builds AI products, custom software and cloud platforms for growing businesses, and trains, counsels and sponsors the people who power them.',
} satisfies PageMeta;

export const homeHero = {
  welcome: 'Welcome to Quillmark',
  lead: 'For more than 15 years we have designed, built and run software for businesses in the UK, USA and India. We bring AI where it pays, automation where it saves, and engineers who stay until it works.',
  taglineIntro: 'Technology that is',
  taglineWords: ['Affordable', 'Adaptive', 'Automated'],
  cta: { label: 'Try now', href: '/contact-us' },
} as const;

export const homeSections = {
  products: {
    eyebrow: 'Products',
    heading: 'AI products already at work',
    intro: 'Two of our products, running every day for customers in contact centres, banks and logistics.',
    viewAll: 'View all',
  },
  services: {
    eyebrow: 'Services',
    heading: 'Services that ship',
    intro: 'From a first automation to a whole platform, one team takes it from idea to production.',
    viewAll: 'View all',
  },
  blog: {
    eyebrow: 'Insights',
    heading: 'Latest from the blog',
    intro: 'What we learn building software, training engineers and guiding students, written down for you to use.',
    viewAll: 'All articles',
  },
  clients: { heading: 'Trusted by teams at' },
  partners: { heading: 'Built with our partners' },
  visitNow: 'Visit now',
} as const;

export const clients = [
  { id: 'harbourline', name: 'Harbourline Ports' },
  { id: 'pinecrest-health', name: 'Pinecrest Health' },
  { id: 'meridian-freight', name: 'Meridian Freight' },
  { id: 'orchard-retail', name: 'Orchard Retail' },
  { id: 'novabank', name: 'NovaBank' },
  { id: 'calder-energy', name: 'Calder Energy' },
  { id: 'bluefin-logistics', name: 'Bluefin Logistics' },
  { id: 'stonebridge-schools', name: 'Stonebridge Schools' },
  { id: 'aster-insurance', name: 'Aster Insurance' },
  { id: 'kitewing-travel', name: 'Kitewing Travel' },
] as const satisfies readonly Logo[];

export const partners = [
  { id: 'cloudnest', name: 'CloudNest' },
  { id: 'datahive', name: 'DataHive' },
  { id: 'securegate', name: 'SecureGate' },
  { id: 'formfold', name: 'FormFold' },
  { id: 'voicegrid', name: 'VoiceGrid' },
  { id: 'paystream', name: 'PayStream' },
] as const satisfies readonly Logo[];

export const preloaderCopy = {
  label: 'Introduction',
  skip: 'Skip intro',
} as const;
