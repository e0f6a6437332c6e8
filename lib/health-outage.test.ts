/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { createServer, Socket, type Server } from 'node:net';
import { formCopy } from '@/content/forms';
import { parseConfig } from '@/lib/config';
import { limiterFor } from '@/lib/container';
import { allEnquiries, migratedDatabaseUrl, openStore } from '@/lib/db/test-stores';
import { handleEnquiry, STORE_RETRY_AFTER_SECONDS } from '@/lib/enquiries/pipeline';
import { createReadiness } from '@/lib/health';

/** A TCP path to PostgreSQL that the test can cut and restore, as a network outage or a database restart would. */
function cuttablePath(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = () =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket().connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      }).listen(port, '127.0.0.1', () => resolve((port = (server!.address() as { port: number }).port)));
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { up, down };
}

const ORIGIN = 'http://localhost:3000';
const config = parseConfig({ SITE_URL: ORIGIN });
const post = (email: string) =>
  new Request(`${ORIGIN}/api/v1/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email_address: email }) });

describe('the enquiry store on PostgreSQL while the database is down', () => {
  it('refuses enquiries with 503 and Retry-After, reports it, and recovers by itself', async () => {
    const database = new URL(await migratedDatabaseUrl());
    const path = cuttablePath(database);
    const via = new URL(database);
    via.port = String(await path.up());
    const store = await openStore({ url: via.toString() });
    const deps = { store, limiter: limiterFor(store, 100), config };
    let now = 0;
    const readiness = createReadiness(() => store, config, () => (now += 10_000));
    try {
      expect((await handleEnquiry(post('first@example.org'), 'newsletter', deps)).status).toBe(201);
      expect((await readiness()).status).toBe('ready');

      await path.down();
      const errors: string[] = [];
      const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => errors.push(String(chunk)) > 0);
      const refused = await handleEnquiry(post('second@example.org'), 'newsletter', deps);
      stderr.mockRestore();
      expect(errors.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'error', event: 'enquiry.unavailable', endpoint: 'newsletter' })]);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({ ok: false, error: formCopy.unavailable });
      expect(await readiness()).toMatchObject({ status: 'unavailable', store: { writable: false } });

      await path.up();
      expect((await handleEnquiry(post('third@example.org'), 'newsletter', deps)).status).toBe(201);
      expect((await readiness()).status).toBe('ready');
      expect((await allEnquiries(store)).map((row) => row.payload.email_address)).toEqual(['first@example.org', 'third@example.org']);
    } finally {
      await path.down();
    }
  });
});
