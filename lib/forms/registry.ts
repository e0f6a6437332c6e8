// Every form a visitor can send, named once. Safe for the browser: no schema is imported here (they load on first
// touch, lazily, through `loadSchema`), so a page that shows a form carries only these names.

/**
 * Each form's id (the page's form element, the thank-you page's `form=` parameter, the copy's keys), its endpoint
 * (the path of our JSON API, `/api/v1/<endpoint>`, the upstream's v1 path, the name stored with each enquiry and the
 * key NOTIFY_TO routes by; these come from the upstream API and cannot change) and the page an enquiry form lives
 * on, which its no-script post goes to (the newsletter form has none: it is sent by script only).
 */
export const forms = {
  contact: { endpoint: 'contact-us', page: '/contact-us' },
  bootcamp: { endpoint: 'add-bootcamp', page: '/bootcamp' },
  'study-abroad': { endpoint: 'add-study-abroad', page: '/studyabroad' },
  sponsorship: { endpoint: 'add-sponsorship', page: '/sponsorship' },
  newsletter: { endpoint: 'newsletter', page: undefined },
} as const;

export type FormId = keyof typeof forms;
export type Endpoint = (typeof forms)[FormId]['endpoint'];

export const endpointNames = Object.values(forms).map((form) => form.endpoint) as Endpoint[];

/** The form an endpoint belongs to. */
export const formIdOf = (endpoint: Endpoint): FormId => (Object.keys(forms) as FormId[]).find((id) => forms[id].endpoint === endpoint)!;

export const isEndpoint = (name: string): name is Endpoint => (endpointNames as string[]).includes(name);

/** A form's zod schema, fetched when first needed (the browser on a visitor's first touch). */
export const loadSchema = (endpoint: Endpoint) => import('./schemas').then((module) => module.schemas[endpoint]);
