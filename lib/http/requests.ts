import { logEvent } from '@/lib/log';

/** Every API answer: JSON, never cached, never sniffed. */
export function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/** A request's body as read: its text, or why it was not read whole. */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

/**
 * How much of a body past its limit is read and thrown away before the refusal, so that the client hears it.
 * Cancelling the body at once (undici's cancel returns the IncomingMessage's async iterator, which destroys it and its
 * socket) closed the connection under a client still sending: 6 of 40 posts of 1 MiB without a length got EPIPE
 * instead of the 413, and the e2e attack spec failed on it once. Read to the end first, 40 of 40 get their 413. Past
 * this much more, the connection is dropped: whoever sends that is not a form.
 */
export const DISCARD_PAST_LIMIT_BYTES = 1024 * 1024;

/** Reads what is left of a refused body and throws it away, up to DISCARD_PAST_LIMIT_BYTES; past that, drops it. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let left = DISCARD_PAST_LIMIT_BYTES;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      left -= next.value.byteLength;
      if (left < 0) break;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}

/**
 * Reads at most `limit` bytes of the body, whatever Content-Length claimed. A body cut short (the client went away
 * mid-send: Node's "aborted") is one log line and an answer: thrown, it would reach Next, which prints its stack.
 * Past the limit the rest is read and thrown away first (discardRest), so the answer reaches the client.
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  const read = await readBytes(request, limit);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}

/** readBody's bytes, undecoded: an upload's file. */
export async function readBytes(request: Request, limit: number): Promise<{ ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'aborted' }> {
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      // Routine, not ours to fix (a beacon sent as its page closes, a phone losing signal): info, on stdout.
      logEvent('http.body_aborted', { path: new URL(request.url).pathname, received: size, error: error instanceof Error ? error.message : String(error), code });
      return { ok: false, reason: 'aborted' };
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(next.value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Reads at most `limit` bytes of the body; null when it is longer, or was cut short (readBody). */
export async function readCapped(request: Request, limit: number): Promise<string | null> {
  const read = await readBody(request, limit);
  return read.ok ? read.text : null;
}

/** Whether the request says, before a byte of its body is read, that it is larger than `limit`. */
export const declaresMoreThan = (request: Request, limit: number) => Number(request.headers.get('content-length') ?? 0) > limit;

/** A JSON body as read, or the answer that refuses it. */
export type JsonRead = { ok: true; value: unknown; text: string } | { ok: false; response: Response };

/**
 * The one way a route takes a JSON body: capped at `limit` whatever Content-Length claimed (413), a body cut short
 * answered (400) with one log line (readBody), text that is not JSON refused (400). `noun` names the thing in the
 * message ("The enquiry is too large"); `empty`, when given, is the value of a body with nothing in it.
 */
export async function readJson(request: Request, { limit, noun, headers, empty }: { limit: number; noun: string; headers?: Record<string, string>; empty?: unknown }): Promise<JsonRead> {
  const refuse = (status: number, error: string): JsonRead => ({ ok: false, response: json(status, { ok: false, error }, headers) });
  if (declaresMoreThan(request, limit)) return refuse(413, `The ${noun} is too large`);
  const read = await readBody(request, limit);
  if (!read.ok) return read.reason === 'too-large' ? refuse(413, `The ${noun} is too large`) : refuse(400, `The ${noun} was cut short`);
  if (empty !== undefined && read.text.trim() === '') return { ok: true, value: empty, text: read.text };
  try {
    return { ok: true, value: JSON.parse(read.text) as unknown, text: read.text };
  } catch {
    return refuse(400, `The ${noun} is not valid JSON`);
  }
}
