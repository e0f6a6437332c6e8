import { parseConfig } from '@/lib/config';
import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { StaffRefused } from '@/lib/staff/guard';
import { setDigestAction } from './actions';

// The weekly digest's setting: the signed-in person's own, set from our own page with or without JavaScript, and
// nothing written for a post from another site, without a session, or from a role that gets no digest.

const SITE = 'http://localhost:3000';
let mockStore: Store | undefined;
let mockHeaders = new Headers();
let mockSession: unknown = null;
const mockConfig = parseConfig({});

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({ api: { getSession: async () => mockSession }, $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }) }),
}));
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore, config: mockConfig }) }));
jest.mock('@/lib/staff/people', () => ({ asRole: (role: string) => role, hasPassword: async () => false }));

const person = (role: string) => ({ session: { id: 's1', token: 't1', createdAt: new Date() }, user: { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role, banned: false, twoFactorEnabled: false } });
const ownPage = () => new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin', host: 'localhost:3000' });
const posted = (digest: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('digest', digest);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
};
const optedOut = async () => (await mockStore!.db.selectFrom('digestOptouts').select('userId').orderBy('userId').execute()).map((row) => row.userId);

/** What the action threw: a redirect's address, or why the guard refused. */
async function outcome(form: FormData): Promise<string> {
  try {
    await setDigestAction(form);
  } catch (error) {
    if (error instanceof StaffRefused) return error.reason;
    const digest = (error as { digest?: string }).digest ?? '';
    return /^NEXT_REDIRECT;\w+;([^;]+);/.exec(digest)?.[1] ?? String(error);
  }
  return 'went through without a redirect';
}

beforeEach(async () => {
  mockStore = await openStore('SQLite');
  await mockStore.ready();
});

describe('the weekly digest setting', () => {
  it('turns the email off and on again for the signed-in person only, whatever the form names', async () => {
    mockHeaders = ownPage();
    mockSession = person('viewer');
    expect(await outcome(posted('off', { userId: 'u2' }))).toBe('/staff/account?digest=off#digest-heading');
    expect(await optedOut()).toEqual(['u1']);
    expect(await outcome(posted('off'))).toBe('/staff/account?digest=off#digest-heading');
    expect(await optedOut()).toEqual(['u1']);
    expect(await outcome(posted('on'))).toBe('/staff/account?digest=on#digest-heading');
    expect(await optedOut()).toEqual([]);
  });

  it('changes nothing for a value it does not know', async () => {
    mockHeaders = ownPage();
    mockSession = person('admin');
    expect(await outcome(posted('maybe'))).toBe('/staff/account#digest-heading');
    expect(await optedOut()).toEqual([]);
  });

  it('refuses a post from another site, or with no Origin, before it reads the session', async () => {
    mockSession = person('viewer');
    mockHeaders = new Headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'localhost:3000' });
    expect(await outcome(posted('off'))).toBe('cross-site');
    mockHeaders = new Headers({ origin: SITE, 'sec-fetch-site': 'same-site', host: 'localhost:3000' });
    expect(await outcome(posted('off'))).toBe('cross-site');
    mockHeaders = new Headers({ host: 'localhost:3000' });
    expect(await outcome(posted('off'))).toBe('cross-site');
    expect(await optedOut()).toEqual([]);
  });

  it('refuses without a session, and refuses an editor, who gets no digest', async () => {
    mockHeaders = ownPage();
    mockSession = null;
    expect(await outcome(posted('off'))).toBe('signed-out');
    mockSession = person('editor');
    expect(await outcome(posted('off'))).toBe('forbidden');
    expect(await optedOut()).toEqual([]);
  });
});
