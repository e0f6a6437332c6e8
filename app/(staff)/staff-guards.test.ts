import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StaffRefused } from '@/lib/staff/guard';

// Every staff page, layout, route handler and server action, found from the file tree, asked by a stranger, by a
// signed-out browser and by a viewer: each must check for itself, before it reads anything. The store and the
// people lookups throw if touched, so an entry point that reads data before its check fails here too.

const SITE = 'http://localhost:3000';
let mockAsking: { headers: Headers; session: unknown } = { headers: new Headers(), session: null };

jest.mock('next/headers', () => ({ headers: async () => mockAsking.headers, cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }) }));
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({ api: { getSession: async () => mockAsking.session }, $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }) }),
}));
function mockUntouchable(): never {
  throw new Error('read before the session was checked');
}
jest.mock('@/lib/container', () => ({ services: mockUntouchable }));
jest.mock('@/lib/staff/auth', () => ({ hashToken: mockUntouchable, CLIENT_HEADER: 'x-quillmark-client', STAFF_SECRET_NAME: 'staff-auth' }));
// Better Auth's browser client ships only ES modules; the sign-out button's click never runs here.
jest.mock('@/components/staff/auth-client', () => ({ authClient: mockUntouchable, failureOf: mockUntouchable }));
jest.mock('@/lib/staff/people', () => ({
  asRole: (role: string | null) => (role === 'admin' ? 'admin' : 'viewer'),
  hasPassword: async () => false,
  listStaff: mockUntouchable,
  staffNames: mockUntouchable,
  staffNamesIn: mockUntouchable,
  staffTables: mockUntouchable,
}));

/** Those an admin alone may use; every other entry point is open to viewers. A new one must be put in its place. */
const ADMIN_ONLY = new Set([
  'team/page.tsx',
  'audit/page.tsx',
  'inbox/actions.ts#eraseSelected',
  'inbox/actions.ts#retryDelivery',
  'inbox/actions.ts#retryMails',
  'inbox/actions.ts#eraseEnquiry',
  'inbox/actions.ts#eraseAddressEverywhere',
  'team/actions.ts#inviteAction',
  'team/actions.ts#setRoleAction',
  'team/actions.ts#signOutEverywhereAction',
  'team/actions.ts#removeAction',
  'team/actions.ts#revokePasskeyAction',
]);
const VIEWER = new Set([
  'layout.tsx',
  'page.tsx',
  'inbox/page.tsx',
  'inbox/[ref]/page.tsx',
  'subscribers/page.tsx',
  'insights/page.tsx',
  'account/page.tsx',
  'inbox/actions.ts#triageSelected',
  'inbox/actions.ts#triageEnquiry',
  'inbox/actions.ts#assignEnquiry',
  'inbox/actions.ts#addNote',
  'inbox/actions.ts#markNotSpam',
  'subscribers/actions.ts#unsubscribeOnBehalf',
  'account/actions.ts#setPasswordAction',
  'account/actions.ts#revokeOwnPasskeyAction',
  'api/staff/export/route.ts#GET',
  'api/staff/export/insights/route.ts#GET',
]);

// The app folder: entry points are named from it, as Next names routes.
const app = path.join(__dirname, '..');
const root = path.join(app, '(staff)', 'staff', '(signed-in)');
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}
const signedIn = files(root).map((file) => path.relative(root, file).split(path.sep).join('/'));
const routes = files(path.join(app, 'api', 'staff'))
  .map((file) => path.relative(app, file).split(path.sep).join('/'))
  .filter((file) => file.endsWith('route.ts') && !file.startsWith('api/staff/auth/'));

const viewer = { session: { id: 's1', token: 't1', createdAt: new Date() }, user: { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role: 'viewer', banned: false, twoFactorEnabled: false } };
const sameSite = () => new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin', host: 'localhost:3000' });

const digestOf = (error: unknown) => (error as { digest?: string }).digest ?? String(error);

/** What the call threw; a call that goes through is a failure of the test. */
async function refusal(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the request went through');
}
const classified = (name: string) => ADMIN_ONLY.has(name) || VIEWER.has(name);

const pageProps = { params: Promise.resolve({ ref: 'QM-20261125-7K3F9D' }), searchParams: Promise.resolve({}), children: null };

describe('every staff page and layout checks the session itself', () => {
  const pages = signedIn.filter((file) => /(^|\/)(page|layout)\.tsx$/.test(file));
  it('finds them all', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.filter((page) => !classified(page))).toEqual([]);
  });
  it.each(pages)('%s', async (file) => {
    const { default: render } = (await import(path.join(root, file))) as { default: (props: typeof pageProps) => Promise<unknown> };
    mockAsking = { headers: sameSite(), session: null };
    expect(digestOf(await refusal(render(pageProps)))).toMatch(/^NEXT_REDIRECT;replace;\/staff\/sign-in;/);
    if (ADMIN_ONLY.has(file)) {
      mockAsking = { headers: sameSite(), session: viewer };
      expect(digestOf(await refusal(render(pageProps)))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    }
  });
});

describe('every staff server action refuses a stranger, a signed-out browser, and a viewer where it needs an admin', () => {
  const actions = signedIn
    .filter((file) => /(^|\/)actions\.ts$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source.startsWith("'use server'")).toBe(true);
      return [...source.matchAll(/^export async function (\w+)/gm)].map((match) => `${file}#${match[1]}`);
    });
  it('finds them all', () => {
    expect(actions.length).toBeGreaterThanOrEqual(12);
    expect(actions.filter((action) => !classified(action))).toEqual([]);
  });
  it.each(actions)('%s', async (name) => {
    const [file, exported] = name.split('#') as [string, string];
    const loaded = (await import(path.join(root, file))) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const action = loaded[exported]!;
    // useActionState's actions take the previous state first.
    const act = () => (action.length === 2 ? action(null, new FormData()) : action(new FormData()));
    const reason = async () => {
      const error = await refusal(act());
      return error instanceof StaffRefused ? error.reason : String(error);
    };
    mockAsking = { headers: new Headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }), session: viewer };
    expect(await reason()).toBe('cross-site');
    mockAsking = { headers: new Headers({ host: 'localhost:3000' }), session: viewer };
    expect(await reason()).toBe('cross-site');
    mockAsking = { headers: sameSite(), session: null };
    expect(await reason()).toBe('signed-out');
    if (ADMIN_ONLY.has(name)) {
      mockAsking = { headers: sameSite(), session: viewer };
      expect(await reason()).toBe('forbidden');
    }
  });
});

describe('every staff route handler answers 401 signed out', () => {
  it('finds them all', () => {
    expect(routes).toContain('api/staff/export/route.ts');
    expect(routes.map((route) => `${route}#GET`).filter((route) => !classified(route))).toEqual([]);
  });
  it.each(routes.length ? routes : ['(none yet)'])('%s', async (file) => {
    const loaded = (await import(path.join(app, file))) as Record<string, (request: Request) => Promise<Response>>;
    mockAsking = { headers: new Headers(), session: null };
    const response = await loaded.GET!(new Request(`${SITE}/api/staff/export`));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
