import type { Staff } from '@/lib/staff/guard';
import { accountView } from './account';

// The account page's notice is read from its address one way: only what the password form redirects with shows.

let mockSchedule: unknown = { weekday: 1, hour: 8, minute: 0 };
jest.mock('@/lib/container', () => ({
  services: () => ({ store: { name: 'the store', digests: { isOptedOut: async (userId: string) => userId === 'u3' } }, config: { INSIGHTS_DIGEST: mockSchedule } }),
}));
jest.mock('@/lib/staff/people', () => ({
  listPasskeys: async (store: { name: string }, userId: string) => [{ id: `${userId}-phone`, userId, name: store.name, createdAt: 1 }],
  hasPassword: async (userId: string) => userId === 'u2',
}));

const omar: Staff = { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role: 'viewer', sessionId: 's1', ip: '127.0.0.1', needsTwoFactor: false };

describe('the account view', () => {
  it("shows the person's own passkeys and whether they have a password", async () => {
    expect(await accountView(omar, {})).toEqual({
      passkeys: [{ id: 'u1-phone', userId: 'u1', name: 'the store', createdAt: 1 }],
      withPassword: false,
      passwordNotice: undefined,
      digest: { on: true, siteOff: false, notice: undefined },
    });
    expect(await accountView({ ...omar, id: 'u2' }, {})).toMatchObject({ withPassword: true });
  });

  it('reads the notice the password form sent, the first of several, and drops anything else', async () => {
    expect((await accountView(omar, { password: 'set' })).passwordNotice).toBe('set');
    expect((await accountView(omar, new URLSearchParams('password=short&password=set'))).passwordNotice).toBe('short');
    expect((await accountView(omar, { password: '<script>' })).passwordNotice).toBeUndefined();
  });

  it('shows the weekly digest setting to whoever may see the insights, with the notice its form sent', async () => {
    expect((await accountView({ ...omar, id: 'u3' }, { digest: 'off' })).digest).toEqual({ on: false, siteOff: false, notice: 'off' });
    expect((await accountView({ ...omar, role: 'admin' }, { digest: '<script>' })).digest).toEqual({ on: true, siteOff: false, notice: undefined });
    mockSchedule = 'off';
    expect((await accountView(omar, {})).digest).toMatchObject({ siteOff: true });
    // An editor gets no digest, and someone who must first set up their authenticator app sees only that.
    expect((await accountView({ ...omar, role: 'editor' }, {})).digest).toBeUndefined();
    expect((await accountView({ ...omar, needsTwoFactor: true }, {})).digest).toBeUndefined();
  });
});
