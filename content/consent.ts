/** The cookie banner's words; the cookie itself is described in the privacy policy. */
export const consentCopy = {
  label: 'Cookie choice',
  title: 'Your cookie choice',
  // No longer than it was (139 characters): on a phone its paragraph must stay smaller than each page's own largest
  // text, or it becomes the page's LCP, painted after hydration (npm run bench -- budget, /contact-us).
  body: 'Accept lets us count your visit anonymously; Decline and we count nothing. One cookie keeps your choice; change it from the footer.',
  gpc: 'Your browser sends Global Privacy Control, so we count nothing, even if you accept.',
  accept: 'Accept',
  decline: 'Decline',
  policy: { label: 'Privacy policy', href: '/privacy-policy' },
  settings: 'Cookie settings',
} as const;

/** The consent cookie: named accept, path /, lasting 60*60*60*24*7 seconds, 420 days (browsers cap it at 400): docs/product.md#cookie-consent. */
export const CONSENT_COOKIE = { name: 'accept', path: '/', maxAge: 60 * 60 * 60 * 24 * 7 } as const;
export const OPEN_CONSENT_EVENT = 'quillmark:cookie-settings';
/** Dispatched on window when the visitor answers the banner, with 'true' or 'false' as its detail. */
export const CONSENT_CHOSEN_EVENT = 'quillmark:cookie-chosen';
