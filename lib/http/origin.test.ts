import { isSameOrigin } from './origin';

describe('a form post to a page', () => {
  const post = (headers: Record<string, string>) => isSameOrigin(new Headers({ host: 'quillmark.example', ...headers }), { headerless: false });

  it('is accepted from a page of the host it was sent to', () => {
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(post({ origin: 'https://quillmark.example' })).toBe(true);
    expect(post({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(post({ origin: 'https://quillmark.example', 'x-forwarded-host': 'quillmark.example', host: '127.0.0.1:3000' })).toBe(true);
  });

  it('is refused from another site, with the origin hidden, or with an origin that is not a URL', () => {
    expect(post({ origin: 'https://attacker.example' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(post({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(post({})).toBe(false);
    expect(post({ origin: 'null' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example.attacker.example' })).toBe(false);
  });
});

describe('a request to the JSON API', () => {
  const call = (headers: Record<string, string>) => isSameOrigin(new Headers({ host: '127.0.0.1:3000', ...headers }), { headerless: true, siteUrl: 'https://quillmark.example' });

  it('is accepted from a client that is not a browser, from the address bar, from SITE_URL or from the host asked for', () => {
    expect(call({})).toBe(true);
    expect(call({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(call({ origin: 'https://quillmark.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(call({ origin: 'http://127.0.0.1:3000' })).toBe(true);
  });

  it('is refused from another site, whatever else it says', () => {
    expect(call({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(call({ 'sec-fetch-site': 'same-site', origin: 'https://quillmark.example' })).toBe(false);
    expect(call({ origin: 'https://attacker.example' })).toBe(false);
    expect(call({ origin: 'https://quillmark.example.attacker.example' })).toBe(false);
    expect(call({ origin: 'null' })).toBe(false);
  });
});
