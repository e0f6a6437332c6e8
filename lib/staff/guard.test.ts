import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { config as proxyConfig } from '@/proxy';
import { provideStore } from '@/testing/services';
import { signedIn } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import { may, STAFF_ROLES, type StaffAccess, type StaffRole } from './constants';
import { isOwnRead, requireStaffAction, requireStaffRequest, StaffRefused } from './guard';

// The guards alone, asked the way a browser on each kind of site asks: a real session is there, so only the origin
// rule and the role's access can refuse.

const SITE = 'http://localhost:3000';
let mockHeaders = new Headers();
/** The session cookie of whoever asks: a viewer unless a test signs someone else in. */
let cookie = '';

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

beforeEach(async () => {
  provideStore(await openStore('SQLite'));
  cookie = (await signedIn('viewer', 'Omar')).cookie;
});

const asked = (headers: Record<string, string>) => new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', cookie, ...headers });

async function actionReason(headers: Record<string, string>): Promise<string> {
  mockHeaders = asked(headers);
  try {
    await requireStaffAction('leads');
    return 'let through';
  } catch (error) {
    return error instanceof StaffRefused ? error.reason : String(error);
  }
}

describe('a staff server action', () => {
  // Next's matcher is a path-to-regexp pattern; this one is a plain regular expression inside a group.
  const proxySees = (pathname: string) => proxyConfig.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));

  it('is posted to paths the proxy never sees, so the action checks the origin itself', () => {
    expect(proxySees('/staff/inbox/QM-20261125-7K3F9D')).toBe(true);
    expect(proxySees('/media/staff/inbox.png')).toBe(false);
    expect(proxySees('/api/staff/export')).toBe(false);
    expect(proxySees('/_next/data')).toBe(false);
  });

  it('refuses a post from another site, a sibling host, the other scheme or no origin at all, whatever the path', async () => {
    expect(await actionReason({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe('cross-site');
    expect(await actionReason({ origin: 'https://evil.example' })).toBe('cross-site');
    expect(await actionReason({ origin: 'http://blog.localhost:3000', 'sec-fetch-site': 'same-site' })).toBe('cross-site');
    expect(await actionReason({ origin: 'https://localhost:3000' })).toBe('cross-site');
    expect(await actionReason({ origin: SITE, 'sec-fetch-site': 'none' })).toBe('cross-site');
    // What Next's own check lets by with a warning: no Origin and no Sec-Fetch-Site.
    expect(await actionReason({})).toBe('cross-site');
  });

  it('lets a post from our own pages through to the session', async () => {
    expect(await actionReason({ origin: SITE, 'sec-fetch-site': 'same-origin' })).toBe('let through');
    expect(await actionReason({ origin: SITE })).toBe('let through');
    expect(await actionReason({ 'sec-fetch-site': 'same-origin' })).toBe('let through');
  });
});

describe('a staff route handler', () => {
  const status = async (method: string, headers: Record<string, string>) => {
    const answer = await requireStaffRequest(new Request(`${SITE}/api/staff/export`, { method, headers: asked(headers) }), 'leads');
    return answer instanceof Response ? answer.status : 'let through';
  };

  it('takes a read from our own pages, the address bar, a bookmark, or a client that names no site', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(await status(method, { 'sec-fetch-site': 'same-origin' })).toBe('let through');
      expect(await status(method, { 'sec-fetch-site': 'none' })).toBe('let through');
      expect(await status(method, {})).toBe('let through');
    }
  });

  it('refuses a read a sibling host or another site started, and a post from the other scheme', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(await status(method, { 'sec-fetch-site': 'same-site' })).toBe(403);
      expect(await status(method, { 'sec-fetch-site': 'cross-site' })).toBe(403);
      expect(await status(method, { origin: 'https://evil.example' })).toBe(403);
    }
    expect(await status('POST', { origin: 'https://localhost:3000' })).toBe(403);
    expect(await status('POST', {})).toBe(403);
    expect(await status('POST', { origin: SITE, 'sec-fetch-site': 'same-origin' })).toBe('let through');
  });

  it('reads a page view the same way', () => {
    expect(isOwnRead(asked({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOwnRead(asked({ 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isOwnRead(asked({}))).toBe(true);
    expect(isOwnRead(asked({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isOwnRead(asked({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});

describe('what each role may do', () => {
  const ACCESS: StaffAccess[] = ['staff', 'leads', 'articles', 'admin'];
  // Rows are roles, columns ACCESS in order: an editor sees no enquiry, subscriber, visitor or audit data.
  const EXPECTED: Record<StaffRole, boolean[]> = {
    viewer: [true, true, false, false],
    editor: [true, false, true, false],
    admin: [true, true, true, true],
  };

  it('covers every role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it.each(STAFF_ROLES.flatMap((role) => ACCESS.map((access, column) => [role, access, EXPECTED[role][column]] as const)))('%s, %s: %s', (role, access, allowed) => {
    expect(may(role, access)).toBe(allowed);
  });

  it.each(STAFF_ROLES.flatMap((role) => ACCESS.map((access) => [role, access] as const)))('the guards hold %s to %s', async (role, access) => {
    cookie = (await signedIn(role, `Rita ${role}`)).cookie;
    mockHeaders = asked({ origin: SITE, 'sec-fetch-site': 'same-origin' });
    const action = await requireStaffAction(access).then(
      () => 'let through',
      (error: unknown) => (error instanceof StaffRefused ? error.reason : String(error)),
    );
    const answer = await requireStaffRequest(new Request(`${SITE}/api/staff/export`, { headers: asked({ 'sec-fetch-site': 'same-origin' }) }), access);
    const allowed = may(role, access);
    expect(action).toBe(allowed ? 'let through' : 'forbidden');
    expect(answer instanceof Response ? answer.status : 'let through').toBe(allowed ? 'let through' : 403);
  });
});

describe('every guard call in app/', () => {
  // The access has no default: each page, action and route handler names it, as a literal a reader can check.
  const app = path.join(__dirname, '..', '..', 'app');
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const sources = files(app).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  // Actions name theirs in the skeleton's steps (lib/staff/action.ts): `staffAction(form, { access: 'leads', …`.
  const calls = sources.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [
      ...[...source.matchAll(/\brequireStaff(Action|Request)?\(([^)]*)\)/g)].map((match) => ({ file: path.relative(app, file), guard: `requireStaff${match[1] ?? ''}`, args: match[2]!.trim() })),
      ...[...source.matchAll(/\bstaff(Form)?Action\(\s*form,\s*\{\s*access: ([^,\n]*)/g)].map((match) => ({ file: path.relative(app, file), guard: 'requireStaffAction', args: match[2]!.trim() })),
    ];
  });
  const LITERAL = "'(staff|leads|articles|admin)'";

  it('finds them', () => {
    expect(calls.length).toBeGreaterThanOrEqual(30);
  });

  it('passes an explicit access literal', () => {
    const named = (call: (typeof calls)[number]) => new RegExp(call.guard === 'requireStaffRequest' ? `^\\w+,\\s*${LITERAL}$` : `^${LITERAL}(,|$)`).test(call.args);
    expect(calls.filter((call) => !named(call))).toEqual([]);
  });
});
