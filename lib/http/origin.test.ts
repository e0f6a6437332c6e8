import { isSameOrigin } from './origin';

describe('a form post to a page', () => {
  const post = (headers: Record<string, string>, url = 'https://quillmark.example/contact') => isSameOrigin(new Headers({ host: 'quillmark.example', ...headers }), { headerless: false, url });

  it('is accepted from a page of the origin it was sent to', () => {
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(post({ origin: 'https://quillmark.example' })).toBe(true);
    expect(post({ origin: 'https://quillmark.example:443' })).toBe(true);
    expect(post({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(post({ origin: 'https://quillmark.example', 'x-forwarded-host': 'quillmark.example', host: '127.0.0.1:3000' })).toBe(true);
    // Behind nginx, Next sees http on its socket; the proxy's X-Forwarded-Proto names the scheme the browser used.
    expect(post({ origin: 'https://quillmark.example', 'x-forwarded-proto': 'https' }, 'http://quillmark.example/contact')).toBe(true);
  });

  it('is refused from another site, with the origin hidden, or with an origin that is not a URL', () => {
    expect(post({ origin: 'https://attacker.example' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(post({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example', 'sec-fetch-site': 'none' })).toBe(false);
    expect(post({})).toBe(false);
    expect(post({ origin: 'null' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example.attacker.example' })).toBe(false);
  });

  it('is refused from the same host on the other scheme, either way round', () => {
    expect(post({ origin: 'http://quillmark.example' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example' }, 'http://quillmark.example/contact')).toBe(false);
    expect(post({ origin: 'http://quillmark.example', 'x-forwarded-proto': 'https' }, 'http://quillmark.example/contact')).toBe(false);
    expect(post({ origin: 'https://quillmark.example', 'x-forwarded-proto': 'http' })).toBe(false);
    expect(post({ origin: 'https://quillmark.example:8443' })).toBe(false);
  });

  it('is refused when nothing says which scheme the request was made with', () => {
    expect(isSameOrigin(new Headers({ host: 'quillmark.example', origin: 'https://quillmark.example' }), { headerless: false })).toBe(false);
    expect(isSameOrigin(new Headers({ host: 'quillmark.example', origin: 'https://quillmark.example', 'x-forwarded-proto': 'https' }), { headerless: false })).toBe(true);
  });
});

describe('a request to the JSON API', () => {
  const call = (headers: Record<string, string>) => isSameOrigin(new Headers({ host: '127.0.0.1:3000', ...headers }), { headerless: true, siteUrl: 'https://quillmark.example' });

  it('is accepted from a client that is not a browser, from the address bar, from SITE_URL or from the origin asked for', () => {
    expect(call({})).toBe(true);
    expect(call({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(call({ origin: 'https://quillmark.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(call({ origin: 'http://127.0.0.1:3000', 'x-forwarded-proto': 'http' })).toBe(true);
  });

  it('is refused from another site, whatever else it says', () => {
    expect(call({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(call({ 'sec-fetch-site': 'same-site', origin: 'https://quillmark.example' })).toBe(false);
    expect(call({ origin: 'https://attacker.example' })).toBe(false);
    expect(call({ origin: 'https://quillmark.example.attacker.example' })).toBe(false);
    expect(call({ origin: 'null' })).toBe(false);
  });

  it("is refused from SITE_URL's host on the other scheme, and takes SITE_URL's scheme when nothing else names one", () => {
    expect(call({ origin: 'http://quillmark.example' })).toBe(false);
    expect(call({ origin: 'http://quillmark.example', 'x-forwarded-host': 'quillmark.example', 'x-forwarded-proto': 'https' })).toBe(false);
    expect(call({ origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(call({ origin: 'https://127.0.0.1:3000' })).toBe(true);
  });
});
