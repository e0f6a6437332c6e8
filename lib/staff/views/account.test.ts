import type { Staff } from '@/lib/staff/guard';
import { accountView } from './account';

// The account page's notice is read from its address one way: only what the password form redirects with shows.

jest.mock('@/lib/container', () => ({ services: () => ({ store: 'the store' }) }));
jest.mock('@/lib/staff/people', () => ({
  listPasskeys: async (store: string, userId: string) => [{ id: `${userId}-phone`, userId, name: store, createdAt: 1 }],
  hasPassword: async (userId: string) => userId === 'u2',
}));

const omar: Staff = { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role: 'viewer', sessionId: 's1', ip: '127.0.0.1', needsTwoFactor: false };

describe('the account view', () => {
  it("shows the person's own passkeys and whether they have a password", async () => {
    expect(await accountView(omar, {})).toEqual({ passkeys: [{ id: 'u1-phone', userId: 'u1', name: 'the store', createdAt: 1 }], withPassword: false, passwordNotice: undefined });
    expect(await accountView({ ...omar, id: 'u2' }, {})).toMatchObject({ withPassword: true });
  });

  it('reads the notice the password form sent, the first of several, and drops anything else', async () => {
    expect((await accountView(omar, { password: 'set' })).passwordNotice).toBe('set');
    expect((await accountView(omar, new URLSearchParams('password=short&password=set'))).passwordNotice).toBe('short');
    expect((await accountView(omar, { password: '<script>' })).passwordNotice).toBeUndefined();
  });
});
