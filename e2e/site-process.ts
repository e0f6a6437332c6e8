import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Production servers of a test's own, beside the suite's: `node .next/standalone/server.js` as `npm start` runs
 * it, each on a port the kernel chose, so specs running at once never collide.
 */

/** A TCP port on 127.0.0.1 that nothing listens on, found by letting the kernel choose one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SiteProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Its enquiry store's folder, made for it and removed by `stop()` (unless the caller set DATA_DIR). */
  dataDir: string;
  /** Resolves when the process has ended: its exit code (null after a signal) and when. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Everything it wrote to stdout and stderr so far: the JSON log lines among them. */
  output(): string;
  /** Resolves once `/api/health` answers 200; throws with the output if the process ends or a minute passes. */
  healthy(): Promise<void>;
  /** SIGTERM, SIGKILL if it is still running 12 s later, then its data folder is removed. */
  stop(): Promise<void>;
}

/**
 * Starts a production server with `env` over the defaults (no upstream, a fresh SQLite store); does not wait. A
 * caller that must name the server's own address in its settings (SITE_URL) picks the port first.
 */
export async function spawnSite(env: Record<string, string> = {}, { port = 0 }: { port?: number } = {}): Promise<SiteProcess> {
  port ||= await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'quillmark-e2e-site-'));
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, API_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const origin = `http://127.0.0.1:${port}`;

  const healthy = async () => {
    const seen: { state: 'starting' | 'healthy' | 'ended' } = { state: 'starting' };
    const probe = async () => (seen.state = child.exitCode !== null || child.signalCode !== null ? 'ended' : (await fetch(`${origin}/api/health`).then((response) => response.ok, () => false)) ? 'healthy' : 'starting');
    // Waited for as a state: healthy, or ended (then at once, with its output); a minute is only the bound.
    await expect.poll(probe, { timeout: 60_000, intervals: [200] }).not.toBe('starting').catch(() => undefined);
    if (seen.state !== 'healthy') throw new Error(`the site on ${origin} did not become healthy:\n${output.slice(-2000)}`);
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(late);
    }
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  return { origin, port, child, dataDir, exited, output: () => output, healthy, stop };
}

/** Starts a production server and waits until it is healthy; stops it again if it never becomes so. */
export async function startSite(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<SiteProcess> {
  const site = await spawnSite(env, options);
  try {
    await site.healthy();
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

/** An enquiry as the contact form sends it, from `email`. */
export const contactEnquiry = (email: string) => ({
  first_name: 'Priya',
  last_name: 'Raman',
  company_name: 'Harbour Analytics',
  mobile_no: '7700900456',
  mobile_country_code: '+44',
  email_address: email,
  message: 'We would like a quote for moving our reporting to the cloud.',
  subscribe: [],
});

/**
 * One request over a socket bound to `from` (any of 127.0.0.0/8 works on Linux), so that the server sees that
 * source address: several visitors on one machine. Resolves with the status and the body.
 */
export function requestFrom(from: string, url: string, { method = 'POST', headers = {}, body = '' }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, localAddress: from, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Runs `work` while visitors ask each of `origins` for /api/health, one every `everyMs` per origin, and gives its
 * result with every answer's status and how many answers arrived while the work still ran: a server whose thread
 * the work held answers none until it ends.
 */
export async function askedThroughout<T>(origins: string[], work: () => Promise<T>, everyMs = 100): Promise<{ result: T; statuses: number[]; duringWork: number }> {
  const asked: Promise<number>[] = [];
  let running = true;
  let duringWork = 0;
  const ask = () => {
    for (const origin of origins) {
      asked.push(
        fetch(`${origin}/api/health`).then(
          (response) => ((duringWork += running ? 1 : 0), response.status),
          () => 0,
        ),
      );
    }
  };
  ask();
  const visitors = setInterval(ask, everyMs);
  try {
    const result = await work();
    running = false;
    return { result, statuses: await Promise.all(asked), duringWork };
  } finally {
    running = false;
    clearInterval(visitors);
  }
}
