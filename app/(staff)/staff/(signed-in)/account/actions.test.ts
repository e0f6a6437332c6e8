import type { Store } from '@/lib/db/store';
import { StaffRefused } from '@/lib/staff/guard';
import { provideStore } from '@/testing/services';
import { signedIn, type SignedIn } from '@/testing/staff';
import { watchStatements } from '@/testing/statements';
import { openStore } from '@/testing/stores';
import { setDigestAction } from './actions';

// The weekly digest's setting: the signed-in person's own, set from our own page with or without JavaScript, and
// nothing written for a post from another site, without a session, or from a role that gets no digest.

const SITE = 'http://localhost:3000';
let store: Store;
let omar: SignedIn;
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const ownPage = (who: SignedIn | undefined) => new Headers({ origin: SITE, 'sec-fetch-site': 'same-origin', host: 'localhost:3000', ...(who ? { cookie: who.cookie } : {}) });
const posted = (digest: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('digest', digest);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
};
const optedOut = async () => (await store.db.selectFrom('digestOptouts').select('userId').orderBy('userId').execute()).map((row) => row.userId);

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
  store = await openStore('SQLite');
  await store.ready();
  provideStore(store);
  omar = await signedIn('viewer', 'Omar');
});

describe('the weekly digest setting', () => {
  it('turns the email off and on again for the signed-in person only, whatever the form names', async () => {
    const lena = await signedIn('viewer', 'Lena');
    mockHeaders = ownPage(omar);
    expect(await outcome(posted('off', { userId: lena.id }))).toBe('/staff/account?digest=off#digest-heading');
    expect(await optedOut()).toEqual([omar.id]);
    expect(await outcome(posted('off'))).toBe('/staff/account?digest=off#digest-heading');
    expect(await optedOut()).toEqual([omar.id]);
    expect(await outcome(posted('on'))).toBe('/staff/account?digest=on#digest-heading');
    expect(await optedOut()).toEqual([]);
  });

  it('changes nothing for a value it does not know', async () => {
    mockHeaders = ownPage(await signedIn('admin', 'Ana'));
    expect(await outcome(posted('maybe'))).toBe('/staff/account#digest-heading');
    expect(await optedOut()).toEqual([]);
  });

  it('refuses a post from another site, or with no Origin, before it reads the session', async () => {
    const statements = watchStatements(store);
    mockHeaders = new Headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'localhost:3000', cookie: omar.cookie });
    expect(await outcome(posted('off'))).toBe('cross-site');
    mockHeaders = new Headers({ origin: SITE, 'sec-fetch-site': 'same-site', host: 'localhost:3000', cookie: omar.cookie });
    expect(await outcome(posted('off'))).toBe('cross-site');
    mockHeaders = new Headers({ host: 'localhost:3000', cookie: omar.cookie });
    expect(await outcome(posted('off'))).toBe('cross-site');
    expect(statements.tables()).toEqual([]);
    expect(await optedOut()).toEqual([]);
  });

  it('refuses without a session, and refuses an editor, who gets no digest', async () => {
    mockHeaders = ownPage(undefined);
    expect(await outcome(posted('off'))).toBe('signed-out');
    mockHeaders = ownPage(await signedIn('editor', 'Eve'));
    expect(await outcome(posted('off'))).toBe('forbidden');
    expect(await optedOut()).toEqual([]);
  });
});
