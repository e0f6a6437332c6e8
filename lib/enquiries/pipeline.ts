import 'server-only';
import { randomUUID } from 'node:crypto';
import { formCopy } from '@/content/forms';
import type { NewsletterSource } from '@/content/mail';
import type { Answer, EnquiryRow } from '@/lib/db/enquiries/enquiries';
import type { FormAnswerStep } from '@/lib/db/insights/lead-sources';
import { newLease } from '@/lib/db/leases';
import type { Store } from '@/lib/db/store';
import { fieldErrors } from '@/lib/forms/errors';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { isEndpoint, type Endpoint } from '@/lib/forms/registry';
import { schemas } from '@/lib/forms/schemas';
import { clientAddress, type TrustProxy } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/origin';
import type { RateLimiter } from '@/lib/http/rate-limit';
import { json, readJson } from '@/lib/http/requests';
import { logEvent } from '@/lib/log';
import { enquiryMails, type MailConfig } from '@/lib/mail/enquiry-mails';
import { signUp } from '@/lib/newsletter/sign-up';
import { alongsideBoth, leadAttribution, noteFormAnswer, visitHints, type VisitHints } from './attribution';
import { deliverRow, leaseMs, type DeliveryConfig } from './deliver';

export const BODY_LIMIT_BYTES = 16 * 1024;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;
/** When the store cannot take a write (its database down, its disk full): how long a client should wait. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** The enquiry could not be stored, so nothing was accepted: the client is told to send it again later. */
class StoreUnavailable extends Error {}

export interface PipelineDeps {
  store: Store;
  limiter: RateLimiter;
  config: DeliveryConfig & MailConfig & { TRUST_PROXY: TrustProxy };
}

const fail = (status: number, error: string, headers?: Record<string, string>) => json(status, { ok: false, error }, headers);

/** Answers in flight in this process, so a repeated key waits for the first answer instead of guessing. */
const inFlight = new Map<string, Promise<Answer>>();

/** The fixed pipeline: cheap refusals, parse, validate, honeypot, idempotency, store, deliver, answer. */
export async function handleEnquiry(request: Request, name: string, deps: PipelineDeps): Promise<Response> {
  if (!isEndpoint(name)) return fail(404, 'Unknown endpoint');
  if (request.method !== 'POST') return fail(405, 'Method not allowed', { allow: 'POST' });
  if (!isSameOrigin(request.headers, { headerless: true, siteUrl: deps.config.SITE_URL })) return fail(403, 'Cross-site requests are not accepted');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return fail(415, 'Send the enquiry as application/json');
  const read = await readJson(request, { limit: BODY_LIMIT_BYTES, noun: 'enquiry' });
  if (!read.ok) return read.response;
  const headerKey = request.headers.get('idempotency-key');
  if (headerKey !== null && !IDEMPOTENCY_KEY.test(headerKey)) return fail(400, 'The Idempotency-Key header must be 8 to 200 letters, digits or . _ : -');
  const body = read.value;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'The enquiry must be a JSON object');

  const client = clientAddress(request.headers.get('x-forwarded-for'), deps.config.TRUST_PROXY);
  const outcome = await processEnquiry(name, body as Record<string, unknown>, { idempotencyKey: headerKey ?? randomUUID(), client, visit: visitHints(request.headers) }, deps);
  switch (outcome.kind) {
    case 'limited':
      return fail(429, 'Too many enquiries; please try again shortly', { 'retry-after': String(outcome.retryAfterSeconds) });
    case 'unavailable':
      return fail(503, formCopy.unavailable, { 'retry-after': String(outcome.retryAfterSeconds) });
    case 'invalid':
      return json(422, { ok: false, errors: outcome.errors });
    case 'answered':
      return json(outcome.answer.status, outcome.answer.body);
  }
}

/** What the pipeline made of one enquiry, whichever way it came (JSON from the page's script, or a plain form post). */
export type Outcome =
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'unavailable'; retryAfterSeconds: number }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'answered'; answer: Answer };

/** How one enquiry arrived: its idempotency key, the client's address, the newsletter form it came from, and its visit's hints. */
export interface Arrival {
  idempotencyKey: string;
  client: string;
  source?: NewsletterSource;
  /** From the request's headers; without them the enquiry is not joined to a visit. */
  visit?: VisitHints;
}

/** The pipeline past the transport: limit, validate, honeypot, idempotency, store (with its visit), deliver. */
export async function processEnquiry(name: Endpoint, body: Record<string, unknown>, arrival: Arrival, deps: PipelineDeps): Promise<Outcome> {
  const { idempotencyKey: key, client } = arrival;
  // The answer, as the form's funnel on the insights counts it (never for a visitor who declined).
  const note = (answer: FormAnswerStep, field?: string) => noteFormAnswer(deps.store, deps.config.SITE_URL, client, arrival.visit, name, answer, field);
  const limit = await deps.limiter.take(`${client}|${name}`);
  if (!limit.ok) {
    await note('limited');
    return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds };
  }

  const parsed = schemas[name].safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    await note('invalid', Object.keys(errors)[0]);
    return { kind: 'invalid', errors };
  }

  const honeypot = body[HONEYPOT_FIELD];
  const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;

  const pending = inFlight.get(key);
  // Only the schema's fields are kept, spam included: the raw body may hold anything, nested past any depth.
  const work = pending ?? storeAndDeliver(name, parsed.data, spam, arrival, deps);
  if (!pending) inFlight.set(key, work);
  try {
    const answer = await work;
    // A repeat of the same key is the same enquiry: its answer is noted once.
    if (!pending) await note(spam ? 'spam' : answer.status < 300 ? 'accepted' : 'invalid');
    return { kind: 'answered', answer };
  } catch (error) {
    if (error instanceof StoreUnavailable) return { kind: 'unavailable', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
    throw error;
  } finally {
    if (!pending) inFlight.delete(key);
  }
}

/** Stores the enquiry with its mails, then, when an upstream is set and it is not spam, delivers it once. */
async function storeAndDeliver(name: Endpoint, payload: Record<string, unknown>, spam: boolean, arrival: Arrival, deps: PipelineDeps): Promise<Answer> {
  const { store, config } = deps;
  const { idempotencyKey: key, client, source = 'popup', visit } = arrival;
  const upstream = Boolean(config.API_BASE_URL) && !spam;
  const lease = upstream ? newLease(Date.now(), leaseMs(config)) : undefined;
  // Without an upstream (or for spam) the answer is known now, and is stored with the row in the same write.
  const stored = (ref: string): Answer => ({ status: 201, body: { ok: true, ref } });
  let inserted: Awaited<ReturnType<typeof store.enquiries.insert>>;
  try {
    // Spam gets no mail and is joined to no visit: its answer is the same, and nobody is told.
    const mails = spam ? undefined : name === 'newsletter' ? await signUp(store, config, payload, source) : enquiryMails(store, config, name, payload);
    const attribution = spam || !visit ? undefined : await leadAttribution(store, config.SITE_URL, client, visit, name === 'newsletter' ? 'signup' : 'enquiry');
    const alongside = alongsideBoth(mails, attribution);
    inserted = await store.enquiries.insert({
      endpoint: name,
      payload,
      status: spam ? 'spam' : upstream ? 'queued' : 'stored',
      idempotencyKey: key,
      lease,
      answer: upstream ? undefined : stored,
      alongside,
    });
  } catch (error) {
    logEvent('enquiry.unavailable', { endpoint: name, error: error instanceof Error ? error.message : String(error) }, 'error');
    throw new StoreUnavailable();
  }
  const { row, created } = inserted;
  if (!created) return row.answer ?? answerFor(row);
  logEvent('enquiry.stored', { ref: row.ref, endpoint: name, status: row.status, attempt: 0 });
  if (!lease) return stored(row.ref);

  let delivery: Awaited<ReturnType<typeof deliverRow>>;
  try {
    delivery = await deliverRow(store, row, lease, config);
  } catch (error) {
    // Stored, but its attempt could not be recorded (the database went away meanwhile): the outbox sends it once
    // the lease ends, under the same reference, so the upstream can drop a repeat.
    logEvent('enquiry.delivery', { ref: row.ref, endpoint: name, status: 'unrecorded', error: error instanceof Error ? error.message : String(error) }, 'warn');
    return { status: 202, body: { ok: true, ref: row.ref, queued: true } };
  }
  let result: Answer;
  if (delivery.outcome === 'delivered') result = stored(row.ref);
  else if (delivery.outcome !== 'refused') result = { status: 202, body: { ok: true, ref: row.ref, queued: true } };
  else {
    const errors = delivery.fieldErrors;
    result = {
      status: 422,
      body: { ok: false, error: 'The enquiry was not accepted. Please check the details and try again.', ...(Object.keys(errors).length ? { errors } : {}) },
    };
  }
  // The answer is saved for a repeat of the same key; if it cannot be, a repeat is answered from the row's status.
  await store.enquiries.saveAnswer(row.ref, result).catch(() => undefined);
  return result;
}

/** For a row whose first answer was never saved (the process stopped mid-way): say where it stands now. */
function answerFor(row: EnquiryRow): Answer {
  if (row.status === 'queued') return { status: 202, body: { ok: true, ref: row.ref, queued: true } };
  if (row.status === 'refused') return { status: 422, body: { ok: false, error: 'The enquiry was not accepted. Please check the details and try again.' } };
  return { status: 201, body: { ok: true, ref: row.ref } };
}
