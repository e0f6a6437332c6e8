import type { Store } from '@/lib/db/store';
import { staffFrom, type Staff } from '@/lib/staff/guard';
import { provideStore } from '@/testing/services';
import { passkeyOf, signedIn, withPassword } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import { accountView } from './account';

// The account page's notice is read from its address one way: only what the password form redirects with shows.

let store: Store;
let omar: Staff;

beforeEach(async () => {
  store = await openStore('SQLite');
  provideStore(store);
  omar = (await staffFrom(new Headers({ cookie: (await signedIn('viewer', 'Omar')).cookie })))!;
});

describe('the account view', () => {
  it("shows the person's own passkeys and whether they have a password", async () => {
    const phone = await passkeyOf(omar.id, 'Omar phone');
    const ana = await signedIn('viewer', 'Ana');
    await passkeyOf(ana.id, 'Ana laptop');
    await withPassword(ana.id);
    expect(await accountView(omar, {})).toEqual({
      passkeys: [{ id: phone.id, userId: omar.id, name: 'Omar phone', createdAt: phone.createdAt.getTime() }],
      withPassword: false,
      passwordNotice: undefined,
      digest: { on: true, siteOff: false, notice: undefined },
    });
    expect(await accountView({ ...omar, id: ana.id }, {})).toMatchObject({ withPassword: true });
  });

  it('reads the notice the password form sent, the first of several, and drops anything else', async () => {
    expect((await accountView(omar, { password: 'set' })).passwordNotice).toBe('set');
    expect((await accountView(omar, new URLSearchParams('password=short&password=set'))).passwordNotice).toBe('short');
    expect((await accountView(omar, { password: '<script>' })).passwordNotice).toBeUndefined();
  });

  it('shows the weekly digest setting to whoever may see the insights, with the notice its form sent', async () => {
    const lena = await signedIn('viewer', 'Lena');
    await store.digests.setOptOut(lena.id, true, Date.now());
    expect((await accountView({ ...omar, id: lena.id }, { digest: 'off' })).digest).toEqual({ on: false, siteOff: false, notice: 'off' });
    expect((await accountView({ ...omar, role: 'admin' }, { digest: '<script>' })).digest).toEqual({ on: true, siteOff: false, notice: undefined });
    provideStore(store, { INSIGHTS_DIGEST: 'off' });
    expect((await accountView(omar, {})).digest).toMatchObject({ siteOff: true });
    // An editor gets no digest, and someone who must first set up their authenticator app sees only that.
    expect((await accountView({ ...omar, role: 'editor' }, {})).digest).toBeUndefined();
    expect((await accountView({ ...omar, needsTwoFactor: true }, {})).digest).toBeUndefined();
  });
});
