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
 * Reads at most `limit` bytes of the body, whatever Content-Length claimed. A body cut short (the client went away
 * mid-send: Node's "aborted") is one log line and an answer: thrown, it would reach Next, which prints its stack.
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  if (!request.body) return { ok: true, text: '' };
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
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(next.value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/** Reads at most `limit` bytes of the body; null when it is longer, or was cut short (readBody). */
export async function readCapped(request: Request, limit: number): Promise<string | null> {
  const read = await readBody(request, limit);
  return read.ok ? read.text : null;
}
