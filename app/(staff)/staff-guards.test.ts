import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { may, type StaffRole } from '@/lib/staff/constants';
import { ENTRY_ACCESS } from '@/lib/staff/entry-access';
import { StaffRefused } from '@/lib/staff/guard';

// Every staff page, layout, route handler and server action, found from the file tree, asked by a stranger, by a
// signed-out browser, by a viewer and by an editor: each must check for itself, before it reads anything. The store and
// the people lookups throw if touched, so an entry point that reads data before its check fails here too.

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
  asRole: (role: string | null) => (role === 'admin' || role === 'editor' ? role : 'viewer'),
  hasPassword: async () => false,
  listStaff: mockUntouchable,
  staffNames: mockUntouchable,
  staffNamesIn: mockUntouchable,
  staffTables: mockUntouchable,
}));

const needs = (name: string) => ENTRY_ACCESS[name];

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

const person = (role: StaffRole) => ({ session: { id: 's1', token: 't1', createdAt: new Date() }, user: { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role, banned: false, twoFactorEnabled: false } });
const viewer = person('viewer');
const editor = person('editor');
/** The sessions an entry point must refuse: each role short of its access. */
const shortOf = (name: string) => [viewer, editor].filter((session) => !may(session.user.role, needs(name)!));
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
const classified = (name: string) => needs(name) !== undefined;

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
    for (const session of shortOf(file)) {
      mockAsking = { headers: sameSite(), session };
      expect(digestOf(await refusal(render(pageProps)))).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    }
  });

  it('sends an editor from the overview to the articles, before it reads anything', async () => {
    const { default: render } = (await import(path.join(root, 'page.tsx'))) as { default: () => Promise<unknown> };
    mockAsking = { headers: sameSite(), session: editor };
    expect(digestOf(await refusal(render()))).toMatch(/^NEXT_REDIRECT;replace;\/staff\/articles;/);
  });

  it("frames an editor's pages without reading the inbox's counts", async () => {
    const { default: render } = (await import(path.join(root, 'layout.tsx'))) as { default: (props: typeof pageProps) => Promise<{ props: { role: string; badges: unknown } }> };
    mockAsking = { headers: sameSite(), session: editor };
    expect((await render(pageProps)).props).toMatchObject({ role: 'editor', badges: undefined });
  });
});

describe('every staff server action refuses a stranger, a signed-out browser, and a role short of its access', () => {
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
    for (const session of shortOf(name)) {
      mockAsking = { headers: sameSite(), session };
      expect(await reason()).toBe('forbidden');
    }
  });
});

describe('every staff route handler answers 401 signed out, and 403 to a role short of its access', () => {
  // Each method a route file exports is an entry point of its own (HEAD answers as its GET does).
  const handlers = routes.flatMap((file) => [...readFileSync(path.join(app, file), 'utf8').matchAll(/^export async function (GET|POST|PUT|PATCH|DELETE)\b/gm)].map((match) => `${file}#${match[1]}`));
  it('finds them all', () => {
    expect(handlers).toContain('api/staff/export/route.ts#GET');
    expect(handlers).toContain('api/staff/articles/route.ts#POST');
    expect(handlers.filter((handler) => !classified(handler))).toEqual([]);
  });
  it.each(handlers)('%s', async (name) => {
    const [file, method] = name.split('#') as [string, string];
    const loaded = (await import(path.join(app, file))) as Record<string, (request: Request) => Promise<Response>>;
    // A write is refused cross-site before anything else: these come from the site itself, so the session decides.
    const ask = (headers: Headers) => loaded[method]!(new Request(`${SITE}/${file.replace(/\/route\.ts$/, '')}`, { method, headers, ...(method === 'GET' ? {} : { body: '{}' }) }));
    mockAsking = { headers: new Headers(), session: null };
    const response = await ask(method === 'GET' ? new Headers() : sameSite());
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const session of shortOf(name)) {
      mockAsking = { headers: sameSite(), session };
      expect((await ask(sameSite())).status).toBe(403);
    }
  });
});

describe('the article preview, served by the public app, checks the session itself', () => {
  it('sends a signed-out browser to sign in before it reads anything', async () => {
    const { default: render } = (await import(path.join(app, '(public)', '(site)', 'preview', 'articles', '[id]', 'page.tsx'))) as { default: (props: unknown) => Promise<unknown> };
    mockAsking = { headers: sameSite(), session: null };
    const props = { params: Promise.resolve({ id: '1' }), searchParams: Promise.resolve({}) };
    expect(digestOf(await refusal(render(props)))).toMatch(/^NEXT_REDIRECT;replace;\/staff\/sign-in;/);
  });
});

describe('every entry point names in its code the access the table gives it', () => {
  // The refusals above show no role short of its access gets by; this shows the table is no wider than the code, so the
  // docs held to it (lib/staff/entry-access.test.ts) never say someone may open what they cannot.
  it.each(Object.entries(ENTRY_ACCESS))('%s: %s', (name, access) => {
    const [file, exported] = name.split('#') as [string, string | undefined];
    const source = readFileSync(path.join(file.startsWith('api/') ? app : root, file), 'utf8');
    // A page or layout is its whole file; an action or a handler runs from its export to the next.
    const start = exported === undefined ? 0 : source.search(new RegExp(`^export async function ${exported}\\b`, 'm'));
    const next = exported === undefined ? -1 : source.slice(start + 1).search(/^export /m);
    const body = source.slice(start, next < 0 ? undefined : start + 1 + next);
    // A guard called by name, or the action skeleton's first step (lib/staff/action.ts): `staffAction(form, { access: 'leads'`.
    const guards = /\brequireStaff(?:Action|Request)?\((?:\w+,\s*)?'(\w+)'[,)]|\bstaff(?:Form)?Action\(\s*form,\s*\{\s*access: '(\w+)'/g;
    expect([...body.matchAll(guards)].map((match) => match[1] ?? match[2])).toEqual([access]);
  });
});
