import { HELD_MAX_MS, type FormBeacon, type IntentBeacon, type PageviewBeacon, type VitalsBeacon } from './beacon';
import { beaconProblem, beaconSchema } from './payload';

const pageview: PageviewBeacon = { kind: 'pageview', view: '0123456789abcdef', path: '/services', referrer: 'www.google.com', utm: { source: 'google', medium: 'cpc', campaign: 'spring', term: 'data', content: 'ad-b' }, width: 390 };
const vitals: VitalsBeacon = {
  kind: 'vitals',
  view: '0123456789abcdef',
  path: '/',
  width: 1440,
  lcp: 2140,
  inp: 96,
  cls: 0.0312,
  fcp: 900,
  ttfb: 120,
  lcpElement: 'main > img.hero',
  inpTarget: 'button.menu',
  inpPhases: { inputDelay: 4, processing: 60, presentation: 32 },
};

const intent: IntentBeacon = { kind: 'intent', view: '0123456789abcdef', path: '/services', width: 390, intent: 'cta', target: '/contact-us' };
const form: FormBeacon = { kind: 'form', view: '0123456789abcdef', path: '/contact-us', width: 390, form: 'contact', step: 'view' };

const problem = (body: unknown) => {
  const parsed = beaconSchema.safeParse(body);
  return parsed.success ? undefined : beaconProblem(parsed.error);
};

describe('the beacon schema', () => {
  it('takes what the script sends, and the least of it', () => {
    expect(beaconSchema.parse(pageview)).toEqual(pageview);
    expect(beaconSchema.parse(vitals)).toEqual(vitals);
    expect(beaconSchema.parse({ kind: 'pageview', view: 'ffffffffffffffff', path: '/', width: 0 })).toEqual({ kind: 'pageview', view: 'ffffffffffffffff', path: '/', width: 0 });
    expect(beaconSchema.parse({ kind: 'vitals', view: 'ffffffffffffffff', path: '/', width: 10_000, cls: 0 })).toMatchObject({ cls: 0 });
    expect(beaconSchema.parse({ ...pageview, referrer: '[2001:db8::1]:8443' })).toMatchObject({ referrer: '[2001:db8::1]:8443' });
  });

  it('refuses another kind, a missing field, or a field of another kind', () => {
    expect(problem({ ...pageview, kind: 'click' })).toMatch(/^kind: /);
    expect(problem(null)).toBeDefined();
    expect(problem([pageview])).toBeDefined();
    expect(problem('pageview')).toBeDefined();
    const { view: _view, ...noView } = pageview;
    expect(problem(noView)).toMatch(/^view: /);
    expect(problem({ ...pageview, width: '390' })).toMatch(/^width: /);
    expect(problem({ ...pageview, utm: 'google' })).toMatch(/^utm: /);
    expect(problem({ ...vitals, inpPhases: [1, 2, 3] })).toMatch(/^inpPhases: /);
    // A vitals field on a page view is an unknown key there.
    expect(problem({ ...pageview, lcp: 1000 })).toMatch(/Unrecognized key/);
  });

  it('refuses any key it does not know, at any depth', () => {
    expect(problem({ ...pageview, ip: '203.0.113.7' })).toMatch(/Unrecognized key/);
    expect(problem({ ...pageview, utm: { source: 'google', gclid: 'x' } })).toMatch(/^utm: Unrecognized key/);
    expect(problem({ ...vitals, inpPhases: { inputDelay: 1, processing: 2, presentation: 3, extra: 4 } })).toMatch(/^inpPhases: Unrecognized key/);
    // JSON.parse makes __proto__ an own key, as a hostile body would send it.
    expect(problem(JSON.parse('{"kind":"pageview","view":"0123456789abcdef","path":"/","width":1,"__proto__":{"polluted":true}}'))).toMatch(/Unrecognized key/);
  });

  it('refuses oversized and malformed strings', () => {
    expect(problem({ ...pageview, path: `/${'a'.repeat(300)}` })).toMatch(/^path: /);
    expect(problem({ ...pageview, path: `/${'a'.repeat(299)}` })).toBeUndefined();
    expect(problem({ ...pageview, path: 'services' })).toMatch(/^path: /);
    expect(problem({ ...pageview, path: 'https://evil.example/' })).toMatch(/^path: /);
    expect(problem({ ...pageview, path: '/a\nb' })).toMatch(/^path: /);
    expect(problem({ ...pageview, view: '0123456789ABCDEF' })).toMatch(/^view: /);
    expect(problem({ ...pageview, view: '0123456789abcdef0' })).toMatch(/^view: /);
    expect(problem({ ...pageview, referrer: `${'a'.repeat(250)}.com` })).toMatch(/^referrer: /);
    expect(problem({ ...pageview, referrer: 'https://www.google.com/search?q=x' })).toMatch(/^referrer: /);
    expect(problem({ ...pageview, referrer: 'evil.example/<script>' })).toMatch(/^referrer: /);
    expect(problem({ ...pageview, utm: { campaign: 'x'.repeat(101) } })).toMatch(/^utm.campaign: /);
    expect(problem({ ...pageview, utm: { campaign: 'x'.repeat(100) } })).toBeUndefined();
    expect(problem({ ...pageview, utm: { source: 'a\u0000b' } })).toMatch(/^utm.source: /);
    expect(problem({ ...vitals, lcpElement: 'div'.repeat(67) })).toMatch(/^lcpElement: /);
    expect(problem({ ...pageview, referrer: null })).toMatch(/^referrer: /);
    expect(problem({ ...pageview, utm: { source: undefined } })).toBeDefined();
  });

  it('refuses widths and vitals that no browser measures', () => {
    for (const width of [-1, 10_001, 390.5]) expect(problem({ ...pageview, width })).toMatch(/^width: /);
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 120_001, 1e308]) expect(problem({ ...vitals, lcp: value })).toMatch(/^lcp: /);
    expect(problem({ ...vitals, inp: 60_001 })).toMatch(/^inp: /);
    expect(problem({ ...vitals, cls: 100.5 })).toMatch(/^cls: /);
    expect(problem({ ...vitals, ttfb: '120' })).toMatch(/^ttfb: /);
    expect(problem({ ...vitals, inpPhases: { inputDelay: -4, processing: 60, presentation: 32 } })).toMatch(/^inpPhases.inputDelay: /);
    // What JSON.parse makes of a number past double's range.
    expect(problem(JSON.parse(`{"kind":"vitals","view":"0123456789abcdef","path":"/","width":1,"fcp":1e400}`))).toMatch(/^fcp: /);
  });

  it('takes every hidden character but a control out of the strings it keeps, which staff read', () => {
    const planted = '\u202e\u2066\u200b\ufeff\u00ad';
    const utm = { source: `goo${planted}gle`, medium: planted, campaign: `spring\u2028sale`, term: 'data\ud800', content: `ad-b${planted}` };
    expect(beaconSchema.parse({ ...pageview, path: `/serv${planted}ices`, utm })).toEqual({ ...pageview, path: '/services', utm: { source: 'google', medium: '', campaign: 'springsale', term: 'data', content: 'ad-b' } });
    expect(beaconSchema.parse({ ...vitals, lcpElement: `main > img.${planted}hero`, inpTarget: `button${planted}.menu` })).toMatchObject({ lcpElement: 'main > img.hero', inpTarget: 'button.menu' });
    // The staff area's paths are never counted: a hidden character does not make one another page.
    expect(beaconSchema.parse({ ...pageview, path: '/\u200bstaff/inbox' }).path).toBe('/staff/inbox');
  });

  it('takes the build, each contact intent, and each step of each form the script sends', () => {
    expect(beaconSchema.parse({ ...vitals, build: '202611271530-abc1234' })).toEqual({ ...vitals, build: '202611271530-abc1234' });
    expect(beaconSchema.parse({ ...vitals, build: `Release_2.1-${'x'.repeat(50)}` })).toMatchObject({ build: `Release_2.1-${'x'.repeat(50)}` });
    expect(beaconSchema.parse(intent)).toEqual(intent);
    for (const target of ['/contact-us', '/bootcamp', '/studyabroad', '/sponsorship']) expect(beaconSchema.parse({ ...intent, target })).toEqual({ ...intent, target });
    for (const kind of ['tel', 'mailto', 'whatsapp'] as const) {
      const { target: _target, ...noTarget } = intent;
      expect(beaconSchema.parse({ ...noTarget, intent: kind })).toEqual({ ...noTarget, intent: kind });
    }
    for (const id of ['contact', 'bootcamp', 'study-abroad', 'sponsorship', 'newsletter']) {
      for (const step of ['view', 'start', 'submit', 'invalid'] as const) expect(beaconSchema.parse({ ...form, form: id, step })).toEqual({ ...form, form: id, step });
    }
    expect(beaconSchema.parse({ ...form, step: 'invalid', field: 'email_address' })).toEqual({ ...form, step: 'invalid', field: 'email_address' });
  });

  it('refuses an intent, a form or a build the script never sends', () => {
    expect(problem({ ...intent, intent: 'sms' })).toMatch(/^intent: /);
    expect(problem({ ...intent, intent: 'TEL' })).toMatch(/^intent: /);
    // A call to action leads to a form page and nowhere else; a number or an address is never a target.
    for (const target of ['/services', '/contact-us/', '/newsletter', 'https://quillmark.test/contact-us', 'tel:+442079460000', '']) expect(problem({ ...intent, target })).toMatch(/^target: /);
    expect(problem({ ...form, form: 'careers' })).toMatch(/^form: /);
    expect(problem({ ...form, form: 'contact-us' })).toMatch(/^form: /);
    expect(problem({ ...form, step: 'abandon' })).toMatch(/^step: /);
    expect(problem({ ...form, step: 'answer' })).toMatch(/^step: /);
    expect(problem({ ...vitals, build: '202611271530 abc1234' })).toMatch(/^build: /);
    expect(problem({ ...vitals, build: 'x'.repeat(65) })).toMatch(/^build: /);
    expect(problem({ ...vitals, build: '' })).toMatch(/^build: /);
    expect(problem({ ...vitals, build: 'build/7' })).toMatch(/^build: /);
    // A field's name, never what was typed in it.
    for (const field of ['ada@example.com', 'Email', 'email address', 'x'.repeat(41), '']) expect(problem({ ...form, step: 'invalid', field })).toMatch(/^field: /);
  });

  it('refuses a key an intent or a form step does not have', () => {
    expect(problem({ ...intent, href: 'tel:+442079460000' })).toMatch(/Unrecognized key/);
    expect(problem({ ...intent, number: '+442079460000' })).toMatch(/Unrecognized key/);
    expect(problem({ ...form, value: 'ada@example.com' })).toMatch(/Unrecognized key/);
    expect(problem({ ...form, target: '/contact-us' })).toMatch(/Unrecognized key/);
    expect(problem({ ...pageview, build: '202611271530-abc1234' })).toMatch(/Unrecognized key/);
  });

  it('takes how long a beacon was held before the banner was answered, up to HELD_MAX_MS, on every kind', () => {
    for (const beacon of [pageview, vitals, intent, form]) expect(beaconSchema.parse({ ...beacon, held: 61_250 })).toMatchObject({ held: 61_250 });
    expect(beaconSchema.parse({ ...pageview, held: HELD_MAX_MS })).toMatchObject({ held: HELD_MAX_MS });
    for (const held of [0, -5, 1.5, HELD_MAX_MS + 1, '500', null]) expect([held, problem({ ...pageview, held })]).toEqual([held, expect.stringMatching(/^held: /)]);
  });

  it('answers with a short reason that never repeats the value sent', () => {
    const reason = problem({ ...pageview, path: `/${'<script>'.repeat(100)}` })!;
    expect(reason.length).toBeLessThanOrEqual(200);
    expect(reason).not.toContain('<script>');
  });
});
