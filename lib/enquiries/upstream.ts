import 'server-only';
/** The thin adapter to the company's v1 API: one call, a timeout, and answers checked before they are trusted. */

export type Delivery =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'refused'; status: number; error: string; fieldErrors: Record<string, string> }
  | { outcome: 'retry'; error: string }
  /** A 3xx: API_BASE_URL points at the wrong place. Nothing was delivered, and sending again will not help until it is fixed. */
  | { outcome: 'misdirected'; status: number; error: string };

interface PostOptions {
  baseUrl: string;
  endpoint: string;
  payload: Record<string, unknown>;
  timeoutMs: number;
  /** Lets the upstream drop a repeated delivery of the same enquiry. */
  idempotencyKey: string;
  /** Field names the upstream may name in a refusal; anything else is ignored. */
  fields: readonly string[];
}

const TEMPORARY = new Set([408, 425, 429]);

export async function postUpstream({ baseUrl, endpoint, payload, timeoutMs, idempotencyKey, fields }: PostOptions): Promise<Delivery> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/v1/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      // Followed, a redirect would turn the POST into a GET elsewhere; refused outright, it looked like a network error.
      redirect: 'manual',
    });
  } catch (error) {
    // Duck-typed: the abort error is a DOMException, not always an Error of this realm.
    const name = (error as { name?: unknown } | null)?.name;
    return { outcome: 'retry', error: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `network: ${describe(error)}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 300 && response.status < 400) return { outcome: 'misdirected', status: response.status, error: `upstream redirect ${response.status}` };
  if (response.ok) return { outcome: 'delivered', status: response.status };
  if (response.status >= 500 || TEMPORARY.has(response.status)) return { outcome: 'retry', error: `upstream ${response.status}` };
  return { outcome: 'refused', status: response.status, error: `upstream ${response.status}`, fieldErrors: readFieldErrors(text, fields) };
}

function describe(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  if (typeof message !== 'string') return 'unknown error';
  const reason = cause?.code ?? cause?.message;
  return `${message}${typeof reason === 'string' ? ` (${reason})` : ''}`.slice(0, 300);
}

/** Accepts `{errors: {field: message | [message]}}` or `{errors: [{field, message}]}`; keeps known fields and short strings only. */
export function readFieldErrors(text: string, fields: readonly string[]): Record<string, string> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {};
  }
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const result: Record<string, string> = {};
  const add = (field: unknown, message: unknown) => {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof field === 'string' && fields.includes(field) && typeof text === 'string' && text.trim()) result[field] ??= text.trim().slice(0, 200);
  };
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (item && typeof item === 'object') add((item as { field?: unknown }).field, (item as { message?: unknown }).message);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, message] of Object.entries(errors)) add(field, message);
  }
  return result;
}
