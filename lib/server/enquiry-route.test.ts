import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATHERED_BODY as ROUTE_READS, readCapped } from '@/lib/enquiries/http';
import { BODY_LIMIT_BYTES } from '@/lib/enquiries/pipeline';
import { GATHER_LIMIT, GATHERED_BODY, createEnquiryRoute, gatherBody } from './enquiry-route.cjs';

/** A server whose every request goes to `handle`; resolves to it and its origin. */
async function listen(handle: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** POSTs `body` in chunks of `chunkSize` (without a length when chunked), resolving to the answer's status and text. */
function post(url: string, body: Buffer, { chunkSize = body.length || 1, chunked = false } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    if (chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(body.length);
    const outgoing = httpRequest(url, { method: 'POST', headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    outgoing.on('error', reject);
    for (let offset = 0; offset < body.length; offset += chunkSize) outgoing.write(body.subarray(offset, offset + chunkSize));
    outgoing.end();
  });
}

/** A body of `size` bytes that is not one repeated byte, so a chunk out of place shows. */
const bodyOf = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => String.fromCharCode(97 + ((index * 7) % 26))).join(''));

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

describe('gathering an enquiry body before the route', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it.each([
    ['an enquiry-sized body in one piece', 3_000, {}],
    ['a body in many small chunks without a length', 12_000, { chunkSize: 100, chunked: true }],
    ['an empty body', 0, {}],
  ])('hands over %s as one Buffer of exactly its bytes', async (_name, size, options) => {
    const sent = bodyOf(size);
    let gathered: Buffer | ReadableStream<Uint8Array> | undefined;
    const started = await listen(async (request, response) => {
      gathered = await gatherBody(request);
      response.end();
    });
    server = started.server;
    await post(started.origin, sent, options);
    expect(Buffer.isBuffer(gathered)).toBe(true);
    expect((gathered as Buffer).equals(sent)).toBe(true);
  });

  it('hands over a body past its limit as a stream of every byte, those it read first included', async () => {
    const sent = bodyOf(GATHER_LIMIT * 3 + 123);
    let gathered: Buffer | ReadableStream<Uint8Array> | undefined;
    let read: Buffer | undefined;
    const started = await listen(async (request, response) => {
      gathered = await gatherBody(request);
      if (!Buffer.isBuffer(gathered)) read = await readAll(gathered);
      response.end();
    });
    server = started.server;
    await post(started.origin, sent, { chunkSize: 10_000, chunked: true });
    expect(Buffer.isBuffer(gathered)).toBe(false);
    expect(read?.length).toBe(sent.length);
    expect(read?.equals(sent)).toBe(true);
  });
});

describe('the direct enquiry route hands the route its body', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('the route reads the symbol the server writes', () => {
    expect(ROUTE_READS).toBe(GATHERED_BODY);
  });

  /** A built route's stand-in: its POST reads the body as the pipeline does and notes how it was handed over. */
  it.each([
    ['an enquiry', 2_500, 201, { gathered: true, streamed: false }],
    ['a body over the route’s 16 kB cap but gathered whole', 20_000, 413, { gathered: true, streamed: false }],
    ['a body past the gathering limit', GATHER_LIMIT + 5_000, 413, { gathered: false, streamed: true }],
  ])('%s (%i bytes): answered %i, the body handed over as it should be', async (_name, size, status, how) => {
    const seen: { gathered: boolean; streamed: boolean }[] = [];
    const POST = async (request: Request) => {
      seen.push({ gathered: (request as Request & { [key: symbol]: unknown })[ROUTE_READS] !== undefined, streamed: request.body !== null });
      const text = await readCapped(request, BODY_LIMIT_BYTES);
      return Response.json(text === null ? { ok: false } : { ok: true, text }, { status: text === null ? 413 : 201 });
    };
    const route = createEnquiryRoute({ routeModule: { routeModule: { userland: { POST } } }, routesManifest: { headers: [] }, port: 3000 });
    const started = await listen((request, response) => void route?.serve(request, response));
    server = started.server;
    const sent = bodyOf(size);
    const answer = await post(`${started.origin}/api/v1/contact-us`, sent, { chunkSize: 4_000 });
    expect(answer.status).toBe(status);
    if (status === 201) expect(JSON.parse(answer.text).text).toBe(sent.toString('utf8'));
    expect(seen).toEqual([how]);
  });
});
