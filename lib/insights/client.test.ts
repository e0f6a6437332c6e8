import type { MetricWithAttribution } from 'web-vitals/attribution';
import { CONSENT_CHOSEN_EVENT } from '@/content/consent';
import { FORM_REFUSED_EVENT } from '@/lib/forms/page-view';
import type { Beacon } from './beacon';
import { buildOf, fieldOf, firstSteps, formOf, hexId, intentOf, isShown, once, pageviewBeacon, referrerHost, SELECTOR_MAX, UTM_MAX, utmOf, vitalsOf } from './collect';
import { mayCount } from './consent';

const metric = (fields: object) => fields as unknown as MetricWithAttribution;

describe('the beacon parts', () => {
  it('makes a view id of 16 hex digits from 8 bytes', () => {
    expect(hexId(new Uint8Array([0, 1, 15, 16, 127, 128, 254, 255]))).toBe('00010f107f80feff');
    expect(hexId(crypto.getRandomValues(new Uint8Array(8)))).toMatch(/^[0-9a-f]{16}$/);
  });

  it("keeps the referrer's host only when it is another site's page", () => {
    const origin = 'https://quillmark.test';
    expect(referrerHost('https://www.search.example/results?q=quillmark', origin)).toBe('www.search.example');
    expect(referrerHost('http://blog.example:8080/post', origin)).toBe('blog.example:8080');
    expect(referrerHost('https://quillmark.test/services', origin)).toBeUndefined();
    expect(referrerHost('', origin)).toBeUndefined();
    expect(referrerHost('android-app://com.example.app/', origin)).toBeUndefined();
    expect(referrerHost('not a url', origin)).toBeUndefined();
  });

  it('reads the five utm_ parameters, trimmed, bounded, empty ones dropped', () => {
    const long = 'x'.repeat(UTM_MAX + 50);
    const params = new URLSearchParams({ utm_source: ' newsletter ', utm_medium: '', utm_campaign: long, utm_term: 'ai', utm_content: 'hero', utm_id: '7', ref: 'x' });
    expect(utmOf(params)).toEqual({ source: 'newsletter', campaign: 'x'.repeat(UTM_MAX), term: 'ai', content: 'hero' });
    expect(utmOf(new URLSearchParams('page=2&utm_medium=%20'))).toBeUndefined();
    expect(utmOf(new URLSearchParams('utm_source=news%0Aletter%00&utm_term=%0D'))).toEqual({ source: 'newsletter' });
    // A right-to-left override, an isolate, a zero-width space, a BOM and a soft hyphen: none reaches staff.
    expect(utmOf(new URLSearchParams('utm_source=news%E2%80%AEletter&utm_medium=%E2%81%A6e%E2%80%8Bmail%EF%BB%BF&utm_campaign=%C2%AD'))).toEqual({ source: 'newsletter', medium: 'email' });
  });

  it('builds the landing page view with its referrer and utm_, a later one with neither', () => {
    const landing = { url: 'https://quillmark.test/services?utm_source=news&utm_medium=email#top', referrer: 'https://news.example/issue/4' };
    expect(pageviewBeacon('00010f107f80feff', '/services', 390.4, landing)).toEqual({
      kind: 'pageview',
      view: '00010f107f80feff',
      path: '/services',
      width: 390,
      referrer: 'news.example',
      utm: { source: 'news', medium: 'email' },
    });
    expect(pageviewBeacon('a'.repeat(16), '/about-us', 1280, { url: 'https://quillmark.test/about-us', referrer: 'https://quillmark.test/' })).toEqual({
      kind: 'pageview',
      view: 'a'.repeat(16),
      path: '/about-us',
      width: 1280,
    });
    expect(pageviewBeacon('b'.repeat(16), '/blog', 768)).toEqual({ kind: 'pageview', view: 'b'.repeat(16), path: '/blog', width: 768 });
  });

  it('takes values and attribution from each web-vitals report', () => {
    const selector = `main > ${'div > '.repeat(60)}img`;
    expect(vitalsOf(metric({ name: 'LCP', value: 1234.56, attribution: { target: selector } }))).toEqual({ lcp: 1235, lcpElement: selector.slice(0, SELECTOR_MAX) });
    expect(vitalsOf(metric({ name: 'LCP', value: 800, attribution: {} }))).toEqual({ lcp: 800 });
    expect(vitalsOf(metric({ name: 'LCP', value: 800, attribution: { target: '#hero\n>img' } }))).toEqual({ lcp: 800, lcpElement: '#hero>img' });
    expect(vitalsOf(metric({ name: 'LCP', value: 800, attribution: { target: '#he\u202e\u2066\u200b\ufeff\u00adro' } }))).toEqual({ lcp: 800, lcpElement: '#hero' });
    expect(vitalsOf(metric({ name: 'INP', value: 232, attribution: { interactionTarget: 'button.menu', inputDelay: 12.4, processingDuration: 150.6, presentationDelay: 69 } }))).toEqual({
      inp: 232,
      inpTarget: 'button.menu',
      inpPhases: { inputDelay: 12, processing: 151, presentation: 69 },
    });
    expect(vitalsOf(metric({ name: 'INP', value: 40, attribution: { interactionTarget: '', inputDelay: 1, processingDuration: 2, presentationDelay: 37 } }))).toEqual({
      inp: 40,
      inpPhases: { inputDelay: 1, processing: 2, presentation: 37 },
    });
    expect(vitalsOf(metric({ name: 'CLS', value: 0.123456, attribution: {} }))).toEqual({ cls: 0.1235 });
    expect(vitalsOf(metric({ name: 'FCP', value: 901.2, attribution: {} }))).toEqual({ fcp: 901 });
    expect(vitalsOf(metric({ name: 'TTFB', value: 80.5, attribution: {} }))).toEqual({ ttfb: 81 });
  });

  it('names the build only with an id the route takes', () => {
    expect(buildOf('202611271530-abc1234')).toBe('202611271530-abc1234');
    expect(buildOf('release_2.1-rc')).toBe('release_2.1-rc');
    expect(buildOf('x'.repeat(64))).toBe('x'.repeat(64));
    for (const bad of [undefined, '', 'x'.repeat(65), 'release 2', 'rélease', 'a/b']) expect(buildOf(bad)).toBeUndefined();
  });

  it('reads a contact link or a call to action from a link, and nothing else', () => {
    const origin = 'https://quillmark.test';
    const intent = (href: string, current = '/services') => intentOf(href, origin, current);
    expect(intent('tel:+44 20 7946 0000')).toStrictEqual({ intent: 'tel' });
    expect(intent('TEL:+442079460000')).toStrictEqual({ intent: 'tel' });
    expect(intent('mailto:hello@quillmark.test?subject=Hi')).toStrictEqual({ intent: 'mailto' });
    for (const whatsapp of ['https://wa.me/447946000000?text=Hi', 'https://api.whatsapp.com/send?phone=447946000000', 'https://web.whatsapp.com/', 'http://whatsapp.com/send', 'https://WA.ME/44', 'whatsapp://send?phone=44']) {
      expect([whatsapp, intent(whatsapp)]).toStrictEqual([whatsapp, { intent: 'whatsapp' }]);
    }
    expect(intent('/contact-us')).toStrictEqual({ intent: 'cta', target: '/contact-us' });
    expect(intent('https://quillmark.test/bootcamp?ref=hero#form')).toStrictEqual({ intent: 'cta', target: '/bootcamp' });
    expect(intent('/studyabroad/')).toStrictEqual({ intent: 'cta', target: '/studyabroad' });
    expect(intent('sponsorship', '/blog')).toStrictEqual({ intent: 'cta', target: '/sponsorship' });
    // A path that starts with // stays a path of ours: it does not make the link another site's.
    expect(intent('/contact-us', '//evil.example/x')).toStrictEqual({ intent: 'cta', target: '/contact-us' });
    // The form on the page the visitor is on already, a page without a form, another site, no link at all.
    for (const none of ['/contact-us#form', '#form', '?step=2', '']) expect([none, intent(none, '/contact-us')]).toEqual([none, undefined]);
    for (const none of ['/services', '/', '/contact-us/thanks', '/newsletter', 'https://other.example/contact-us', 'http://quillmark.test/contact-us', '//other.example/bootcamp', 'https://wa.me.evil.example/44', 'https://notwhatsapp.com/', 'javascript:alert(1)', 'javascript:void(0)', 'data:text/html,hi', 'http://[', 'https://']) {
      expect([none, intent(none)]).toEqual([none, undefined]);
    }
  });

  it('knows a form only by an id of the registry', () => {
    expect(formOf('contact')).toBe('contact');
    expect(formOf('study-abroad')).toBe('study-abroad');
    expect(formOf('newsletter')).toBe('newsletter');
    for (const none of [undefined, '', 'careers', 'toString', '__proto__']) expect(formOf(none)).toBeUndefined();
  });

  it("keeps a refused form's field only when it is a field's name", () => {
    expect(fieldOf('email_address')).toBe('email_address');
    expect(fieldOf('x'.repeat(40))).toBe('x'.repeat(40));
    for (const none of [undefined, null, 7, '', 'x'.repeat(41), 'Email', 'ada@example.com', 'first name', '_private']) expect(fieldOf(none)).toBeUndefined();
  });

  it('sees a form half on screen, or one too tall for that filling half the screen', () => {
    expect(isShown(0.5, 300, 800)).toBe(true);
    expect(isShown(0.49, 294, 800)).toBe(false);
    expect(isShown(0.2, 400, 800)).toBe(true);
    expect(isShown(0.1, 399, 800)).toBe(false);
    expect(isShown(0, 0, 0)).toBe(false);
  });

  it('takes each step of a form once a page view', () => {
    const first = firstSteps();
    expect(first('a'.repeat(16), 'contact', 'view')).toBe(true);
    expect(first('a'.repeat(16), 'contact', 'view')).toBe(false);
    expect(first('a'.repeat(16), 'contact', 'start')).toBe(true);
    expect(first('a'.repeat(16), 'newsletter', 'view')).toBe(true);
    expect(first('b'.repeat(16), 'contact', 'view')).toBe(true);
    expect(first('a'.repeat(16), 'contact', 'start')).toBe(false);
  });

  it('runs a once-only body once', () => {
    const body = jest.fn();
    const run = once(body);
    run();
    run();
    expect(body).toHaveBeenCalledTimes(1);
  });
});

describe('who is counted', () => {
  const page = { gpc: undefined, cookie: '', path: '/services' };

  it('counts a visitor who has not chosen, or accepted', () => {
    expect(mayCount(page)).toBe(true);
    expect(mayCount({ ...page, cookie: 'accept=true' })).toBe(true);
    expect(mayCount({ ...page, gpc: false })).toBe(true);
  });

  it('counts nobody who declined, whatever else is in the cookie', () => {
    expect(mayCount({ ...page, cookie: 'accept=false' })).toBe(false);
    expect(mayCount({ ...page, cookie: 'theme=dark; accept=false; other=1' })).toBe(false);
    expect(mayCount({ ...page, cookie: 'notaccept=false; accept=true' })).toBe(true);
  });

  it('counts nobody under Global Privacy Control, even after Accept', () => {
    expect(mayCount({ ...page, gpc: true })).toBe(false);
    expect(mayCount({ ...page, gpc: true, cookie: 'accept=true' })).toBe(false);
  });

  it('never counts the staff area', () => {
    expect(mayCount({ ...page, path: '/staff' })).toBe(false);
    expect(mayCount({ ...page, path: '/staff/inbox' })).toBe(false);
    expect(mayCount({ ...page, path: '/preview/articles/3' })).toBe(false);
    expect(mayCount({ ...page, path: '/staffing-services' })).toBe(true);
  });
});

// The script itself, against a stand-in browser: web-vitals is replaced by reporters the test calls.
const mockReporters = new Map<string, { report: (metric: MetricWithAttribution) => void; opts: unknown }>();
const mockReporter = (name: string) => (report: (metric: MetricWithAttribution) => void, opts: unknown) => mockReporters.set(name, { report, opts });
jest.mock('web-vitals/attribution', () => ({
  onCLS: mockReporter('CLS'),
  onFCP: mockReporter('FCP'),
  onINP: mockReporter('INP'),
  onLCP: mockReporter('LCP'),
  onTTFB: mockReporter('TTFB'),
}));

const GLOBALS = ['document', 'navigator', 'location', 'innerWidth', 'innerHeight', 'Element', 'IntersectionObserver', 'MutationObserver', 'addEventListener'] as const;

/** Just enough of an element for the script: attributes, a parent, children, and `tag[attribute]` selectors. */
class FakeElement {
  parent: FakeElement | undefined;
  readonly children: FakeElement[] = [];

  constructor(
    readonly tag: string,
    readonly attributes: Record<string, string> = {},
    children: FakeElement[] = [],
  ) {
    children.forEach((child) => this.append(child));
  }

  append(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
  }

  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }

  matches(selector: string) {
    const [, tag, attribute = ''] = /^(\w+)\[([\w-]+)\]$/.exec(selector) ?? [];
    return this.tag === tag && attribute in this.attributes;
  }

  closest(selector: string): FakeElement | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }

  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }
}

const el = (tag: string, attributes: Record<string, string> = {}, ...children: FakeElement[]) => new FakeElement(tag, attributes, children);

const SCREEN_HEIGHT = 800;

/** A visitor who accepted on an earlier visit, unless the cookie says otherwise. */
function fakeBrowser({ href = 'https://quillmark.test/services?utm_source=news', referrer = 'https://news.example/', cookie = 'accept=true', gpc = undefined as boolean | undefined, beacon = true, prerendering = false } = {}) {
  const listeners = new Map<string, { listener: (event: unknown) => void; options: unknown }[]>();
  const fire = (type: string, event: unknown = {}) => listeners.get(type)?.forEach(({ listener }) => listener(event));
  const beacons: { url: string; body: Blob }[] = [];
  const body = el('body');
  const onWindow = new Map<string, ((event: unknown) => void)[]>();
  let now = 5000;
  const doc = {
    cookie,
    documentElement: { dataset: {} as Record<string, string> },
    referrer,
    prerendering,
    body,
    visibilityState: 'visible',
    addEventListener: (type: string, listener: (event: unknown) => void, options?: unknown) => listeners.set(type, [...(listeners.get(type) ?? []), { listener, options }]),
    querySelectorAll: (selector: string) => body.querySelectorAll(selector),
  };
  const seen: FakeIntersectionObserver[] = [];
  const mutations: FakeMutationObserver[] = [];
  class FakeIntersectionObserver {
    readonly watched = new Set<unknown>();
    constructor(
      readonly report: (entries: object[]) => void,
      readonly options: unknown,
    ) {
      seen.push(this);
    }
    observe(target: unknown) {
      this.watched.add(target);
    }
    unobserve(target: unknown) {
      this.watched.delete(target);
    }
  }
  class FakeMutationObserver {
    target: unknown;
    options: unknown;
    constructor(readonly report: (records: object[]) => void) {
      mutations.push(this);
    }
    observe(target: unknown, options: unknown) {
      this.target = target;
      this.options = options;
    }
  }
  const values = {
    document: doc,
    navigator: { globalPrivacyControl: gpc, sendBeacon: (url: string, body: Blob) => beacon && beacons.push({ url, body }) > 0 },
    location: new URL(href),
    innerWidth: 390,
    innerHeight: SCREEN_HEIGHT,
    Element: FakeElement,
    IntersectionObserver: FakeIntersectionObserver,
    MutationObserver: FakeMutationObserver,
    addEventListener: (type: string, listener: (event: unknown) => void) => onWindow.set(type, [...(onWindow.get(type) ?? []), listener]),
  };
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  return {
    doc,
    body,
    beacons,
    listeners,
    seen,
    mutations,
    sent: () => Promise.all(beacons.map(async ({ body }) => JSON.parse(await body.text()) as Beacon)),
    hide: () => {
      doc.visibilityState = 'hidden';
      fire('visibilitychange');
    },
    show: () => (doc.visibilityState = 'visible'),
    activate: () => {
      doc.prerendering = false;
      fire('prerenderingchange');
    },
    /** An event on an element, as it reaches the document's listeners. */
    dispatch: (type: string, target: FakeElement, detail?: unknown) => fire(type, { target, detail }),
    /** What the browser tells the observer of a watched element: its share on screen and the height of that share. */
    scrollTo: (target: FakeElement, ratio: number, height = 0) => {
      for (const observer of seen) if (observer.watched.has(target)) observer.report([{ target, intersectionRatio: ratio, intersectionRect: { height }, rootBounds: { height: SCREEN_HEIGHT } }]);
    },
    /** Puts an element in the page, as React would: the mutation observers hear of it. */
    add: (parent: FakeElement, child: FakeElement) => {
      parent.append(child);
      for (const observer of mutations) observer.report([{ addedNodes: [child] }]);
    },
    /** The banner answered, as components/consent tells the window: the cookie first, then the event. */
    choose: (choice: 'true' | 'false') => {
      doc.cookie = `accept=${choice}`;
      onWindow.get(CONSENT_CHOSEN_EVENT)?.forEach((listener) => listener(new CustomEvent(CONSENT_CHOSEN_EVENT, { detail: choice })));
    },
    wait: (ms: number) => (now += ms),
    state: () => doc.documentElement.dataset.insights,
    /** A navigation inside the site, before its page view is counted. */
    go: (path: string) => (values.location.pathname = path),
  };
}

describe('the insights script', () => {
  let client: typeof import('./client');

  beforeEach(async () => {
    jest.resetModules();
    mockReporters.clear();
    // What next.config.ts inlines in a build; Jest's own loading of the config set one too.
    process.env.BUILD_ID = '202611271530-abc1234';
    client = await import('./client');
  });

  afterEach(() => {
    delete process.env.BUILD_ID;
    for (const name of GLOBALS) delete (globalThis as Record<string, unknown>)[name];
    jest.restoreAllMocks();
  });

  it('counts the landing page with its referrer and utm_, then each navigation without them', async () => {
    const browser = fakeBrowser();
    expect(client.start(['/services', '/about-us'])).toBe('on');
    client.pageview('/blog');
    const sent = await browser.sent();
    expect(browser.beacons.map(({ url, body }) => [url, body.type])).toEqual(Array(3).fill(['/api/insights', 'text/plain']));
    expect(sent).toEqual([
      { kind: 'pageview', view: expect.stringMatching(/^[0-9a-f]{16}$/), path: '/services', width: 390, referrer: 'news.example', utm: { source: 'news' } },
      { kind: 'pageview', view: expect.stringMatching(/^[0-9a-f]{16}$/), path: '/about-us', width: 390 },
      { kind: 'pageview', view: expect.stringMatching(/^[0-9a-f]{16}$/), path: '/blog', width: 390 },
    ]);
    expect(new Set(sent.map((beacon) => beacon.view)).size).toBe(3);
  });

  it("sends the landing page's final Web Vitals once, the first time it is hidden", async () => {
    const browser = fakeBrowser();
    client.start(['/services']);
    expect([...mockReporters.values()].map(({ opts }) => opts)).toEqual(Array(5).fill({ reportAllChanges: false }));
    mockReporters.get('TTFB')!.report(metric({ name: 'TTFB', value: 90, attribution: {} }));
    mockReporters.get('LCP')!.report(metric({ name: 'LCP', value: 1500, attribution: { target: 'main img' } }));
    client.pageview('/contact-us');
    mockReporters.get('CLS')!.report(metric({ name: 'CLS', value: 0.02, attribution: {} }));
    browser.hide();
    browser.show();
    browser.hide();
    const [landing, , vitals, ...more] = await browser.sent();
    expect(more).toEqual([]);
    expect(vitals).toEqual({ kind: 'vitals', view: landing!.view, path: '/services', width: 390, ttfb: 90, lcp: 1500, lcpElement: 'main img', cls: 0.02, build: '202611271530-abc1234' });
  });

  it('leaves out a build id the route would refuse', async () => {
    process.env.BUILD_ID = 'release 2';
    const browser = fakeBrowser();
    client.start(['/services']);
    mockReporters.get('FCP')!.report(metric({ name: 'FCP', value: 700, attribution: {} }));
    browser.hide();
    const [landing, vitals] = await browser.sent();
    expect(vitals).toEqual({ kind: 'vitals', view: landing!.view, path: '/services', width: 390, fcp: 700 });
  });

  it('sends the kind of each contact link or call to action followed, in the page view on screen, never the href', async () => {
    const browser = fakeBrowser();
    const tel = el('a', { href: 'tel:+442079460000' }, el('span'));
    const mail = el('a', { href: 'mailto:hello@quillmark.test' });
    const chat = el('a', { href: 'https://wa.me/442079460000?text=Hello' });
    const cta = el('a', { href: '/contact-us' }, el('svg'));
    const other = el('a', { href: '/blog' });
    const button = el('button');
    browser.body.append(el('main', {}, tel, mail, chat, cta, other, button));
    client.start(['/services']);
    expect(browser.listeners.get('click')?.map(({ options }) => options)).toEqual([{ capture: true, passive: true }]);
    for (const target of [tel.children[0]!, mail, chat, cta.children[0]!, other, button]) browser.dispatch('click', target);
    // Mid-navigation, before the next page's view is counted: no page view to name.
    browser.go('/contact-us');
    browser.dispatch('click', mail);
    client.pageview('/contact-us');
    // The form of the page the visitor is on already is no call to action.
    browser.dispatch('click', cta);
    browser.dispatch('click', tel);
    const [landing, tels, mails, chats, ctas, contact, ...later] = await browser.sent();
    const on = (page: Beacon) => ({ kind: 'intent', view: page.view, path: page.path, width: 390 });
    expect([tels, mails, chats, ctas]).toEqual([
      { ...on(landing!), intent: 'tel' },
      { ...on(landing!), intent: 'mailto' },
      { ...on(landing!), intent: 'whatsapp' },
      { ...on(landing!), intent: 'cta', target: '/contact-us' },
    ]);
    expect(contact).toMatchObject({ kind: 'pageview', path: '/contact-us' });
    expect(later).toEqual([{ ...on(contact!), intent: 'tel' }]);
    const bodies = await Promise.all(browser.beacons.map(({ body }) => body.text()));
    expect(bodies.join('\n')).not.toMatch(/2079460000|hello@|wa\.me/);
  });

  it("sends each enquiry form's steps once a page view: seen, started, sent", async () => {
    const browser = fakeBrowser({ href: 'https://quillmark.test/contact-us' });
    const field = el('input', { name: 'email_address' });
    const contact = el('form', { id: 'contact', 'data-insights-form': 'contact' }, el('div', {}, field));
    const dialogClose = el('form', { method: 'dialog' }, el('button'));
    const unknown = el('form', { 'data-insights-form': 'careers' }, el('input'));
    const autofilled = el('input', { name: 'email_address' });
    const newsletter = el('form', { 'data-insights-form': 'newsletter' }, autofilled);
    browser.body.append(el('main', {}, contact, dialogClose, unknown, newsletter));
    client.start(['/contact-us']);
    const [observer, ...more] = browser.seen;
    expect(more).toEqual([]);
    expect(observer!.options).toEqual({ threshold: [0.1, 0.2, 0.3, 0.4, 0.5] });
    expect(observer!.watched).toEqual(new Set([contact, unknown, newsletter]));
    browser.scrollTo(contact, 0.3, 200);
    browser.scrollTo(unknown, 1, 300);
    browser.dispatch('focusin', dialogClose.children[0]!);
    browser.dispatch('input', unknown.children[0]!);
    browser.scrollTo(contact, 0.6, 400);
    // Seen once a page view: the observer lets go of it.
    expect(observer!.watched).toEqual(new Set([newsletter]));
    browser.scrollTo(contact, 1, 700);
    browser.dispatch('focusin', field);
    browser.dispatch('input', field);
    browser.dispatch('focusin', field);
    browser.dispatch('submit', contact);
    // Its own checks refused it: the first field in error, by name (components/forms/use-enquiry-form.ts).
    browser.dispatch(FORM_REFUSED_EVENT, field, { field: 'email_address' });
    browser.dispatch('submit', contact);
    browser.dispatch(FORM_REFUSED_EVENT, field, { field: 'first_name' });
    // A browser's autofill types without focusing.
    browser.dispatch('input', autofilled);
    browser.dispatch(FORM_REFUSED_EVENT, autofilled, { field: 'ada@example.com' });
    const [landing, ...steps] = await browser.sent();
    const step = (form: string, step: string, field?: string) => ({ kind: 'form', view: landing!.view, path: '/contact-us', width: 390, form, step, ...(field ? { field } : {}) });
    expect(steps).toEqual([step('contact', 'view'), step('contact', 'start'), step('contact', 'submit'), step('contact', 'invalid', 'email_address'), step('newsletter', 'start'), step('newsletter', 'invalid')]);
  });

  it('counts a form that comes later, and each form anew in the next page view', async () => {
    const browser = fakeBrowser({ href: 'https://quillmark.test/contact-us' });
    const contact = el('form', { 'data-insights-form': 'contact' });
    browser.body.append(contact);
    client.start(['/contact-us']);
    expect(browser.mutations.map(({ target, options }) => [target, options])).toEqual([[browser.body, { childList: true, subtree: true }]]);
    browser.scrollTo(contact, 1, 500);
    // The newsletter dialog's form, rendered anew after the script started.
    const dialog = el('dialog');
    browser.body.append(dialog);
    const newsletter = el('form', { 'data-insights-form': 'newsletter' }, el('input'));
    browser.add(dialog, newsletter);
    browser.scrollTo(newsletter, 1, 200);
    // The next page's form, on screen before its page view is counted: it is watched until that is.
    browser.go('/bootcamp');
    const bootcamp = el('form', { 'data-insights-form': 'bootcamp' });
    browser.add(browser.body, el('main', {}, bootcamp));
    browser.scrollTo(bootcamp, 1, 500);
    expect(browser.seen[0]!.watched).toEqual(new Set([bootcamp]));
    client.pageview('/bootcamp');
    browser.scrollTo(bootcamp, 1, 500);
    // Back on a form already seen: a new page view sees it again.
    browser.go('/contact-us');
    client.pageview('/contact-us');
    browser.scrollTo(contact, 1, 500);
    const sent = await browser.sent();
    expect(sent.map((beacon) => [beacon.kind, beacon.path, beacon.kind === 'form' ? beacon.form : '', sent.findIndex((first) => first.view === beacon.view)])).toEqual([
      ['pageview', '/contact-us', '', 0],
      ['form', '/contact-us', 'contact', 0],
      ['form', '/contact-us', 'newsletter', 0],
      ['pageview', '/bootcamp', '', 3],
      ['form', '/bootcamp', 'bootcamp', 3],
      ['pageview', '/contact-us', '', 5],
      ['form', '/contact-us', 'contact', 5],
    ]);
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    fakeBrowser({ beacon: false });
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    client.start(['/']);
    expect(fetch).toHaveBeenCalledWith('/api/insights', { method: 'POST', body: expect.stringContaining('"kind":"pageview"'), keepalive: true, credentials: 'same-origin' });
  });

  it('sends nothing more once the visitor declines', async () => {
    const browser = fakeBrowser();
    client.start(['/services']);
    mockReporters.get('FCP')!.report(metric({ name: 'FCP', value: 700, attribution: {} }));
    browser.doc.cookie = 'accept=false';
    const tel = el('a', { href: 'tel:+442079460000' });
    browser.body.append(tel);
    browser.dispatch('click', tel);
    client.pageview('/about-us');
    browser.doc.cookie = 'accept=true';
    client.pageview('/blog');
    browser.hide();
    expect((await browser.sent()).map((beacon) => beacon.path)).toEqual(['/services']);
  });

  it('holds everything until the banner is answered, and on Accept sends it once, dated as made, campaign and all', async () => {
    const browser = fakeBrowser({ cookie: '' });
    expect(client.start(['/services'])).toBe('held');
    mockReporters.get('LCP')!.report(metric({ name: 'LCP', value: 1500, attribution: {} }));
    const tel = el('a', { href: 'tel:+442079460000' });
    browser.body.append(tel);
    browser.wait(4000);
    browser.dispatch('click', tel);
    browser.hide();
    browser.wait(1000);
    expect(browser.beacons).toEqual([]);
    browser.choose('true');
    expect(browser.state()).toBe('on');
    client.pageview('/about-us');
    browser.choose('true');
    const sent = await browser.sent();
    expect(sent.map((beacon) => [beacon.kind, beacon.path, beacon.held])).toEqual([
      ['pageview', '/services', 5000],
      ['intent', '/services', 1000],
      ['vitals', '/services', 1000],
      ['pageview', '/about-us', undefined],
    ]);
    expect(sent[0]).toMatchObject({ referrer: 'news.example', utm: { source: 'news' } });
  });

  it('sends nothing of the page the visitor declines on, nor after', () => {
    const browser = fakeBrowser({ cookie: '' });
    expect(client.start(['/services'])).toBe('held');
    client.pageview('/about-us');
    browser.choose('false');
    expect(browser.state()).toBe('off');
    client.pageview('/blog');
    browser.hide();
    browser.choose('true');
    expect(browser.beacons).toEqual([]);
  });

  it('sends what it held once the cookie says Accept, answered in another tab', async () => {
    const browser = fakeBrowser({ cookie: '' });
    client.start(['/services']);
    browser.doc.cookie = 'accept=true';
    client.pageview('/blog');
    expect((await browser.sent()).map((beacon) => beacon.path)).toEqual(['/services', '/blog']);
  });

  it('counts a prerendered page only once it is shown', async () => {
    const browser = fakeBrowser({ prerendering: true });
    client.start(['/services']);
    expect(browser.beacons).toEqual([]);
    expect(mockReporters.size).toBe(0);
    browser.activate();
    expect((await browser.sent()).map((beacon) => beacon.path)).toEqual(['/services']);
    expect(mockReporters.size).toBe(5);
  });

  it('sends nothing under Global Privacy Control', () => {
    const browser = fakeBrowser({ gpc: true });
    expect(client.start(['/services'])).toBe('off');
    mockReporters.get('FCP')!.report(metric({ name: 'FCP', value: 700, attribution: {} }));
    browser.hide();
    expect(browser.beacons).toEqual([]);
    // Nor does it watch the page for what it could never send.
    expect(browser.listeners.get('click')).toBeUndefined();
    expect(browser.seen).toEqual([]);
  });
});
