import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U to misread on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a reference looks like, so a page never echoes anything else from its address. */
export const REFERENCE = /^QM-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

/** A short reference a visitor can quote: QM-20261122-7K3F9D. */
export function newRef(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...randomBytes(6)].map((byte) => ALPHABET[byte % 32]).join('');
  return `QM-${day}-${random}`;
}
