import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { Beacon } from './beacon';
import { hexId, once, pageviewBeacon, referrerHost, SELECTOR_MAX, UTM_MAX, utmOf, vitalsOf } from './collect';
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

const GLOBALS = ['document', 'navigator', 'location', 'innerWidth'] as const;

function fakeBrowser({ href = 'https://quillmark.test/services?utm_source=news', referrer = 'https://news.example/', cookie = '', gpc = undefined as boolean | undefined, beacon = true, prerendering = false } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  const beacons: { url: string; body: Blob }[] = [];
  const doc = {
    cookie,
    referrer,
    prerendering,
    visibilityState: 'visible',
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const values = {
    document: doc,
    navigator: { globalPrivacyControl: gpc, sendBeacon: (url: string, body: Blob) => beacon && beacons.push({ url, body }) > 0 },
    location: new URL(href),
    innerWidth: 390,
  };
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  return {
    doc,
    beacons,
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
  };
}

describe('the insights script', () => {
  let client: typeof import('./client');

  beforeEach(async () => {
    jest.resetModules();
    mockReporters.clear();
    client = await import('./client');
  });

  afterEach(() => {
    for (const name of GLOBALS) delete (globalThis as Record<string, unknown>)[name];
    jest.restoreAllMocks();
  });

  it('counts the landing page with its referrer and utm_, then each navigation without them', async () => {
    const browser = fakeBrowser();
    client.start(['/services', '/about-us']);
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
    expect(vitals).toEqual({ kind: 'vitals', view: landing!.view, path: '/services', width: 390, ttfb: 90, lcp: 1500, lcpElement: 'main img', cls: 0.02 });
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
    client.pageview('/about-us');
    browser.doc.cookie = 'accept=true';
    client.pageview('/blog');
    browser.hide();
    expect((await browser.sent()).map((beacon) => beacon.path)).toEqual(['/services']);
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
    client.start(['/services']);
    mockReporters.get('FCP')!.report(metric({ name: 'FCP', value: 700, attribution: {} }));
    browser.hide();
    expect(browser.beacons).toEqual([]);
  });
});
