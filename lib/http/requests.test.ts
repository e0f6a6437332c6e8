import { readBody, readCapped } from './requests';

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
