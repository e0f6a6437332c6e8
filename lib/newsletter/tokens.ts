import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '@/lib/time-units';

/** How long a confirmation link works; unconfirmed sign-ups are deleted after the same week. */
export const CONFIRM_DAYS = 7;

export type Purpose = 'confirm' | 'unsubscribe';

/** The name of the store's secret that signs the links. */
export const LINK_SECRET = 'newsletter-links';

/**
 * A link's token names the subscription by its random key, never by the address, and is signed with the secret the
 * store keeps (every host signs alike). A confirmation expires; an unsubscribe link works for as long as mail does.
 */
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url').slice(0, 32);

export function tokenFor(secret: string, purpose: Purpose, key: string, now = Date.now()): string {
  const body = purpose === 'confirm' ? `c.${key}.${(now + CONFIRM_DAYS * DAY_MS).toString(36)}` : `u.${key}`;
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; key: string } | { ok: false; reason: 'expired' | 'invalid' };

export function checkToken(secret: string, purpose: Purpose, token: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  const expected = purpose === 'confirm' ? 4 : 3;
  if (parts.length !== expected || parts[0] !== purpose[0] || !/^[A-Za-z0-9_-]{16}$/.test(parts[1] ?? '')) return { ok: false, reason: 'invalid' };
  const body = parts.slice(0, -1).join('.');
  const given = Buffer.from(parts.at(-1) ?? '');
  const wanted = Buffer.from(sign(secret, body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && parseInt(parts[2] ?? '', 36) < now) return { ok: false, reason: 'expired' };
  return { ok: true, key: parts[1]! };
}
