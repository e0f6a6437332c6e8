import { z } from 'zod';
import { validationMessages } from '@/content/validation';
import { visibleProse } from '@/lib/visible-text';

/** The longest value each kind of field takes, in characters. */
export const limits = { name: 100, company: 200, email: 254, message: 5000 } as const;

// No code generation: the site's Content-Security-Policy forbids eval, and zod would otherwise try it.
z.config({ jitless: true });

/** Letters of any alphabet, joined by single spaces, apostrophes or hyphens: José María, O'Brien, Łukasz. */
const NAME = /^[\p{L}\p{M}]+(?:[ '’-]{1,2}[\p{L}\p{M}]+)*$/u;
/** The shape browsers accept for type=email (WHATWG), before the stricter dot rule; mail headers build on it too. */
export const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const DOMAIN_DOT = /@[^@]+\.[^.@\s]{2,}$/;

const text = () => z.string({ error: validationMessages.required }).trim().min(1, { error: validationMessages.required, abort: true });
/** Free text staff read: nothing hidden in it (lib/visible-text.ts), before it is trimmed and counted. */
const prose = () => z.string({ error: validationMessages.required }).overwrite(visibleProse).trim().min(1, { error: validationMessages.required, abort: true });

export const personName = () =>
  text()
    .max(limits.name, { error: validationMessages.tooLong(limits.name), abort: true })
    .regex(NAME, { error: validationMessages.alphabets });

export const companyName = () => prose().max(limits.company, { error: validationMessages.tooLong(limits.company) });

export const message = () => prose().max(limits.message, { error: validationMessages.tooLong(limits.message) });

/** The contact form knows one email message; the enquiry forms give the dot rule its own (docs/product.md#field-rules). */
export const email = (dotMessage: string = validationMessages.email) =>
  text()
    .max(limits.email, { error: validationMessages.tooLong(limits.email), abort: true })
    .regex(EMAIL, { error: validationMessages.email, abort: true })
    .regex(DOMAIN_DOT, { error: dotMessage });

export const mobileNumber = () =>
  text()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,15}$/, { error: validationMessages.mobile }));

/** A select or radio group: empty means required, anything outside the set is refused. The input is any string, so a form can start empty. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? validationMessages.required : validationMessages.choice) })
    .pipe(z.enum(values, { error: (issue) => (issue.input === '' ? validationMessages.required : validationMessages.choice) }));

export const countryCodes = ['+91', '+44'] as const;
export const countryCode = () => choice(countryCodes);

