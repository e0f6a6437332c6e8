// Hostile enquiries for e2e/fuzz.spec.ts, drawn from a seeded generator so a failing run can be replayed.
import { HONEYPOT_FIELD } from '../lib/forms/honeypot';
import type { Endpoint } from '../lib/forms/registry';
import { schemas } from '../lib/forms/schemas';

export type Random = () => number;

/** Mulberry32: small, fast and the same on every machine for a given seed. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (random: Random, max: number) => Math.floor(random() * max);

const person = { first_name: 'Ana', last_name: 'Silva', email_address: 'ana@example.org', mobile_country_code: '+44', mobile_no: '7700900123' };

/** A body each schema accepts, to mutate: valid ones reach the store, not only the validator. */
export const validBodies: Record<Endpoint, Record<string, unknown>> = {
  'contact-us': { ...person, company_name: 'Harbour', message: 'A quote, please.', subscribe: [] },
  'add-bootcamp': { ...person, interest: 'devops' },
  'add-study-abroad': { ...person, preferred_country_of_study: 'uk', preferred_course: 'it' },
  'add-sponsorship': { ...person, type_of_sponsorship: 'care' },
  newsletter: { email_address: 'ana@example.org' },
};

const nested = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** A JSON value a client may send where a string is expected: wrong types, deep nesting, odd characters. */
function hostileValue(random: Random): unknown {
  switch (int(random, 12)) {
    case 0: return JSON.parse(nested(1 + int(random, 3_000), '[', ']')) as unknown;
    case 1: return JSON.parse(nested(1 + int(random, 1_500), '{"a":', '}')) as unknown;
    case 2: return 'x'.repeat(int(random, 15_000));
    case 3: return String.fromCharCode(...Array.from({ length: 1 + int(random, 40) }, () => int(random, 32)));
    case 4: return `\uD800${'\uDFFF'.repeat(int(random, 3))}é\u202E\uFEFF`;
    case 5: return pick(random, [0, -1, 1e308, -0, 3.5, 9_007_199_254_740_993]);
    case 6: return pick(random, [true, false, null]);
    case 7: return { toString: 'x', valueOf: 1, ['__proto__']: { polluted: true } };
    case 8: return [pick(random, ['1', 1, null, {}]), 'x'.repeat(int(random, 300))];
    case 9: return '😀'.repeat(int(random, 2_000));
    case 10: return `${'a'.repeat(int(random, 80))}@${'b'.repeat(int(random, 300))}.example`;
    default: return '';
  }
}

/**
 * One JSON body for an endpoint. The honeypot is always filled, so no generated enquiry is ever delivered to
 * the mock upstream that e2e/forms.spec.ts counts, while a body the schema accepts is still stored (as spam).
 */
export function hostileBody(random: Random, name: Endpoint): string {
  const body: Record<string, unknown> = random() < 0.5 ? { ...validBodies[name] } : {};
  const fields = [...Object.keys(schemas[name].shape), '__proto__', 'constructor', 'prototype', 'extra'];
  for (let i = int(random, 4); i > 0; i--) body[pick(random, fields)] = hostileValue(random);
  const honeypot = hostileValue(random);
  body[HONEYPOT_FIELD] = honeypot === null || honeypot === '' || honeypot === false ? 'bot' : honeypot;
  // JSON.stringify drops a `__proto__` set by assignment: written by hand it reaches the server as its own key.
  let text = JSON.stringify(body);
  if (random() < 0.2) text = text.replace(/^\{/, '{"__proto__":{"isAdmin":true},');
  // Nesting too deep for JSON.stringify on either side (the 500 of issue 23), so written as text.
  if (random() < 0.15) text = text.replace(/\}$/, `,"${HONEYPOT_FIELD}":${nested(5_000 + int(random, 2_900), '[', ']')}}`);
  return text;
}

/** Bodies that are not a JSON object at all. */
export function brokenBody(random: Random): string | Buffer {
  switch (int(random, 8)) {
    case 0: return nested(1 + int(random, 8_000), '[', ']');
    case 1: return `{"email_address": "a@b.co"${','.repeat(int(random, 5))}`;
    case 2: return pick(random, ['null', '[]', '"text"', '42', 'true', '', ' ', '\u0000']);
    case 3: return Buffer.from(Array.from({ length: int(random, 2_000) }, () => int(random, 256)));
    case 4: return `{"email_address":"${'x'.repeat(16_000 + int(random, 8_000))}"}`;
    case 5: return Buffer.concat([Buffer.from('{"email_address":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff, 0xfe]), Buffer.from('"}')]);
    case 6: return `{"a":${'1'.repeat(int(random, 5_000))}e999999}`;
    default: return nested(1 + int(random, 2_000), '{"a":', '}', 'null');
  }
}
