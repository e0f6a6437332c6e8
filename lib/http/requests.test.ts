import { DISCARD_PAST_LIMIT_BYTES, readBody, readCapped, readJson } from './requests';

// A body read with a cap, and one cut short: a client that sends ten bytes of the thousand it announced and hangs up
// is one line of ours and an answer, never an error thrown into Next (which prints its stack on stderr).

const ENDPOINT = 'http://localhost:3000/api/insights';

/** Ten bytes, then the error Node gives a request whose client hung up mid-body. */
function cutShort(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"kind":"p'));
    },
    pull(controller) {
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
}

const post = (body: BodyInit | ReadableStream<Uint8Array>) => new Request(ENDPOINT, { method: 'POST', body, duplex: 'half' } as RequestInit);

/** What reaches stdout, stderr and console.error while `run` runs: each stream's lines. */
async function outputOf<T>(run: () => Promise<T>) {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => lines.stdout.push(String(chunk)) > 0);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.stderr.push(String(chunk)) > 0);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return { result: await run(), ...lines, consoleErrors: consoleError.mock.calls.length };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    consoleError.mockRestore();
  }
}

describe('reading a body', () => {
  it('gives the text of a body within the cap, and says when one runs past it', async () => {
    expect(await readBody(post('{"a":1}'), 16)).toEqual({ ok: true, text: '{"a":1}' });
    expect(await readBody(new Request(ENDPOINT), 16)).toEqual({ ok: true, text: '' });
    expect(await readBody(post('x'.repeat(17)), 16)).toEqual({ ok: false, reason: 'too-large' });
    expect(await readCapped(post('x'.repeat(17)), 16)).toBeNull();
  });

  it('reads the rest of a body past the cap and throws it away before it answers, up to a bound past which it drops it', async () => {
    /** A body of `chunks` KiB that says how much of it was pulled and whether it was cancelled. */
    const counted = (chunks: number) => {
      let finish = () => {};
      const state = { pulled: 0, cancelled: false, finished: new Promise<void>((resolve) => (finish = resolve)) };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (state.pulled === chunks) {
            controller.close();
            finish();
            return;
          }
          state.pulled += 1;
          controller.enqueue(new Uint8Array(1024));
        },
        cancel() {
          state.cancelled = true;
          finish();
        },
      });
      return { stream, state };
    };
    const withinBound = counted(DISCARD_PAST_LIMIT_BYTES / 1024);
    expect(await readBody(post(withinBound.stream), 4096)).toEqual({ ok: false, reason: 'too-large' });
    await withinBound.state.finished;
    // Read to its end, never cancelled: the client finishes sending and reads its 413.
    expect(withinBound.state).toMatchObject({ pulled: DISCARD_PAST_LIMIT_BYTES / 1024, cancelled: false });

    const endless = counted(Number.POSITIVE_INFINITY);
    expect(await readBody(post(endless.stream), 4096)).toEqual({ ok: false, reason: 'too-large' });
    await endless.state.finished;
    expect(endless.state.cancelled).toBe(true);
    expect(endless.state.pulled * 1024).toBeGreaterThan(DISCARD_PAST_LIMIT_BYTES);
    expect(endless.state.pulled * 1024).toBeLessThan(DISCARD_PAST_LIMIT_BYTES + 4096 + 64 * 1024);
  });

  it('ends a body cut short in one line of its own, and nothing else on stdout, stderr or the console', async () => {
    const { result, stdout, stderr, consoleErrors } = await outputOf(() => readBody(post(cutShort()), 4096));
    expect(result).toEqual({ ok: false, reason: 'aborted' });
    expect(stdout.map((line) => JSON.parse(line) as unknown)).toEqual([
      { time: expect.any(String), level: 'info', event: 'http.body_aborted', path: '/api/insights', received: 10, error: 'aborted', code: 'ECONNRESET' },
    ]);
    expect(stderr).toEqual([]);
    expect(consoleErrors).toBe(0);
    expect((await outputOf(() => readCapped(post(cutShort()), 4096))).result).toBeNull();
  });
});

describe('readJson, the one way a route takes a JSON body', () => {
  const answer = async (read: Awaited<ReturnType<typeof readJson>>) => (read.ok ? read : { status: read.response.status, body: await read.response.json() });

  it('gives the value and the text, and an empty body the value it is told to', async () => {
    expect(await readJson(post('{"a":1}'), { limit: 100, noun: 'beacon' })).toEqual({ ok: true, value: { a: 1 }, text: '{"a":1}' });
    expect(await readJson(post('  '), { limit: 100, noun: 'request', empty: {} })).toEqual({ ok: true, value: {}, text: '  ' });
  });

  it('refuses what is not JSON, too large by its word or by its bytes, each in the route’s own noun', async () => {
    expect(await answer(await readJson(post('email=a@b.test'), { limit: 100, noun: 'request' }))).toEqual({ status: 400, body: { ok: false, error: 'The request is not valid JSON' } });
    expect(await answer(await readJson(post('  '), { limit: 100, noun: 'enquiry' }))).toEqual({ status: 400, body: { ok: false, error: 'The enquiry is not valid JSON' } });
    const declared = new Request(ENDPOINT, { method: 'POST', body: '{}', headers: { 'content-length': '101' } });
    expect(await answer(await readJson(declared, { limit: 100, noun: 'beacon' }))).toEqual({ status: 413, body: { ok: false, error: 'The beacon is too large' } });
    expect(await answer(await readJson(post(`"${'x'.repeat(200)}"`), { limit: 100, noun: 'beacon' }))).toEqual({ status: 413, body: { ok: false, error: 'The beacon is too large' } });
    const { result } = await outputOf(async () => answer(await readJson(post(cutShort()), { limit: 1_000, noun: 'enquiry' })));
    expect(result).toEqual({ status: 400, body: { ok: false, error: 'The enquiry was cut short' } });
  });
});
