export { weeklyDigest, type Compared, type SiteSpeed, type SlowerRoute, type WeeklyDigest } from './digest';
export { digestPath } from './mail';
export { DIGEST_SECTIONS, digestText, duration, money, type DigestLine, type DigestSection, type DigestSectionId, type DigestText, type Tone } from './sections';
