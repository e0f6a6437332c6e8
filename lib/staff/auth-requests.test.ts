import { AUDITED_PATHS, UNAUDITED_PATHS } from './auth-audit';
import { AUTH_BODIES, AUTH_QUERIES, refusedInput, servedEndpoint } from './auth-requests';

const none = new URLSearchParams();
// The route parses the body first (lib/http readJson): what reaches the check is JSON's value, as JSON.parse makes it.
const post = (path: string, body: unknown) => refusedInput('POST', path, none, JSON.parse(JSON.stringify(body)));
const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'x' } };

describe('what the staff area sends to Better Auth', () => {
  it('is served, and every served endpoint is classed for the audit trail', () => {
    const served = [...Object.keys(AUTH_BODIES).map((path) => `POST ${path}`), ...Object.keys(AUTH_QUERIES).map((path) => `GET ${path}`)].sort();
    expect(served).toHaveLength(9);
    expect([...AUDITED_PATHS, ...UNAUDITED_PATHS].sort()).toEqual([...Object.keys(AUTH_BODIES), ...Object.keys(AUTH_QUERIES)].sort());
    for (const entry of served) expect(servedEndpoint(...(entry.split(' ') as [string, string]))).toBe(true);
    for (const [method, path] of [['POST', '/sign-up/email'], ['POST', '/admin/impersonate-user'], ['GET', '/sign-out'], ['DELETE', '/get-session'], ['POST', '/two-factor/generate-backup-codes'], ['POST', '/__proto__'], ['GET', 'constructor']] as const)
      expect(servedEndpoint(method, path)).toBe(false);
  });

  it('passes what the pages send', () => {
    expect(post('/sign-in/email', { email: 'ana@quillmark.test', password: 'correct horse battery' })).toBeNull();
    expect(post('/passkey/verify-authentication', { response: credential })).toBeNull();
    expect(post('/passkey/verify-registration', { response: credential, name: 'Work laptop' })).toBeNull();
    expect(post('/passkey/verify-registration', { response: credential })).toBeNull();
    expect(post('/two-factor/enable', { password: 'correct horse battery' })).toBeNull();
    expect(post('/two-factor/verify-totp', { code: '123456' })).toBeNull();
    expect(refusedInput('POST', '/sign-out', none, null)).toBeNull();
    expect(refusedInput('POST', '/sign-out', none, {})).toBeNull();
    expect(refusedInput('GET', '/get-session', none, null)).toBeNull();
    expect(refusedInput('GET', '/passkey/generate-register-options', new URLSearchParams({ context: 'a'.repeat(43), name: 'Phone' }), null)).toBeNull();
  });

  it('refuses a field the pages never send, whatever Better Auth would make of it', () => {
    // Registration in a transaction, with a session: the request that stopped every query of the process.
    expect(post('/passkey/verify-registration', { response: credential, createSession: true })).toMatch(/Unexpected/);
    // A trusted device would skip TOTP for a month; a callback or "remember me" changes what the sign-in does.
    expect(post('/two-factor/verify-totp', { code: '123456', trustDevice: true })).toMatch(/Unexpected/);
    expect(post('/sign-in/email', { email: 'a@b.test', password: 'x', callbackURL: 'https://evil.example' })).toMatch(/Unexpected/);
    expect(post('/sign-in/email', { email: 'a@b.test', password: 'x', rememberMe: false })).toMatch(/Unexpected/);
    expect(post('/two-factor/enable', { password: 'x', issuer: 'Evil' })).toMatch(/Unexpected/);
    expect(post('/sign-out', { all: true })).toMatch(/Unexpected/);
    expect(refusedInput('POST', '/passkey/verify-registration', none, JSON.parse('{"response":{},"__proto__":{"createSession":true}}'))).toMatch(/Unexpected/);
    expect(refusedInput('POST', '/passkey/verify-authentication', none, JSON.parse('{"response":{},"constructor":{"prototype":{"x":1}}}'))).toMatch(/Unexpected/);
    expect(post('/sign-in/email', { email: 'a@b.test', password: 'x'.repeat(129) })).toMatch(/Unexpected/);
    expect(post('/sign-in/email', ['a@b.test'])).toMatch(/Unexpected/);
    // A body that is not JSON never gets here: readJson answers it (lib/http/requests.test.ts).
    expect(refusedInput('POST', '/sign-in/email', none, 'email=a@b.test')).toMatch(/Unexpected/);
  });

  it('refuses query parameters the pages never send, and repeated ones', () => {
    expect(refusedInput('GET', '/get-session', new URLSearchParams({ disableRefresh: 'true' }), null)).toMatch(/Unexpected/);
    expect(refusedInput('GET', '/passkey/generate-authenticate-options', new URLSearchParams({ email: 'ana@quillmark.test' }), null)).toMatch(/Unexpected/);
    expect(refusedInput('GET', '/passkey/generate-register-options', new URLSearchParams('context=a&context=b'), null)).toMatch(/repeated/);
    expect(refusedInput('GET', '/passkey/generate-register-options', new URLSearchParams({ authenticatorAttachment: 'usb' }), null)).toMatch(/Unexpected/);
    expect(refusedInput('POST', '/sign-in/email', new URLSearchParams({ callbackURL: '/' }), JSON.stringify({ email: 'a@b.test', password: 'x' }))).toMatch(/Unexpected/);
  });
});
