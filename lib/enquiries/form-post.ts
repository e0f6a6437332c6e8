import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formCopy } from '@/content/forms';
import type { NewsletterSource } from '@/content/mail';
import { services } from '@/lib/container';
import type { FormState } from '@/lib/forms/form-state';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { forms, type Endpoint, type FormId } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { clientAddress } from '@/lib/http/client-address';
import { visitHints } from './attribution';
import { IDEMPOTENCY_KEY, processEnquiry } from './pipeline';

/** Fields a form posts as a list (ticked boxes); every other field is one string. */
const LIST_FIELDS = new Set(['subscribe']);
const MAX_VALUE_LENGTH = 5_000;

/** The schema's own fields from a browser's form post; files and unknown names are dropped. */
function readFields(endpoint: Endpoint, data: FormData): Record<string, string | string[]> {
  const text = (value: FormDataEntryValue) => (typeof value === 'string' ? value.slice(0, MAX_VALUE_LENGTH) : '');
  const values: Record<string, string | string[]> = {};
  for (const name of endpointFields(endpoint)) {
    if (LIST_FIELDS.has(name)) values[name] = data.getAll(name).map(text);
    else values[name] = text(data.get(name) ?? '');
  }
  return values;
}

/**
 * The prerendered form carries no key of its own, so a first post is keyed by what was sent and by whom: the
 * same post sent twice (a double press, a resent form) is stored once.
 */
function keyFor(endpoint: Endpoint, client: string, values: Record<string, string | string[]>, posted: FormDataEntryValue | null): string {
  if (typeof posted === 'string' && IDEMPOTENCY_KEY.test(posted)) return posted;
  return `form-${createHash('sha256').update(JSON.stringify([endpoint, client, values])).digest('base64url').slice(0, 32)}`;
}

/**
 * A form posted without JavaScript (or before it arrived) runs the same pipeline as the page's fetch. Stored: a
 * 303 to the thank-you page, which shows the reference. Otherwise the form comes back with every value kept.
 */
export async function submitFormPost(
  form: FormId,
  data: FormData,
  { next, source }: { next?: (values: Record<string, string | string[]>) => string | undefined; source?: NewsletterSource } = {},
): Promise<FormState> {
  const { endpoint } = forms[form];
  const values = readFields(endpoint, data);
  const service = services();
  const request = await headers();
  const client = clientAddress(request.get('x-forwarded-for'), service.config.TRUST_PROXY);
  const honeypot = data.get(HONEYPOT_FIELD);
  const body = { ...values, [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '' };
  const arrival = { idempotencyKey: keyFor(endpoint, client, values, data.get('idempotency_key')), client, visit: visitHints(request), ...(source ? { source } : {}) };
  const outcome = await processEnquiry(endpoint, body, arrival, service);
  const again = { values, key: randomUUID() };
  if (outcome.kind === 'invalid') return { ...again, errors: outcome.errors, message: formCopy.fieldsHint };
  if (outcome.kind === 'limited') return { ...again, errors: {}, message: formCopy.tooMany };
  if (outcome.kind === 'unavailable') return { ...again, errors: {}, message: formCopy.unavailable };
  const { status, body: answer } = outcome.answer;
  if ((status === 201 || status === 202) && typeof answer.ref === 'string') {
    const then = next?.(values);
    redirect(`/thank-you?form=${form}&ref=${encodeURIComponent(answer.ref)}${then ? `&next=${then}` : ''}`);
  }
  const errors = answer.errors && typeof answer.errors === 'object' ? (answer.errors as Record<string, string>) : {};
  return { ...again, errors, message: Object.keys(errors).length ? formCopy.fieldsHint : formCopy.failureHint };
}
