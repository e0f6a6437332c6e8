import { checkToken, tokenFor } from './tokens';

describe('newsletter links', () => {
  it('are signed, name no address, and a confirmation expires after its week', () => {
    const now = Date.UTC(2026, 10, 24);
    const token = tokenFor('secret', 'confirm', 'AbCdEfGhIjKlMnOp', now);
    expect(token).not.toContain('@');
    expect(checkToken('secret', 'confirm', token, now + 6 * 86_400_000)).toEqual({ ok: true, key: 'AbCdEfGhIjKlMnOp' });
    expect(checkToken('secret', 'confirm', token, now + 8 * 86_400_000)).toEqual({ ok: false, reason: 'expired' });
    expect(checkToken('another secret', 'confirm', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('secret', 'unsubscribe', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken('secret', 'confirm', token.replace('AbCd', 'AbCe'), now)).toEqual({ ok: false, reason: 'invalid' });
    const leave = tokenFor('secret', 'unsubscribe', 'AbCdEfGhIjKlMnOp', now);
    expect(checkToken('secret', 'unsubscribe', leave, now + 10 * 365 * 86_400_000)).toEqual({ ok: true, key: 'AbCdEfGhIjKlMnOp' });
  });
});
