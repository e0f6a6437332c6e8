// The built site and nginx in front of it, each on a free port, for e2e/nginx.spec.ts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

/** `node .next/standalone/server.js` with its own empty enquiry store, as `npm start` runs it behind nginx. */
export async function startSite(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quillmark-nginx-data-'));
  const child = spawn(process.execPath, ['.next/standalone/server.js'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, API_BASE_URL: '', TRUST_PROXY: 'loopback', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (ready) return { origin, port, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the site did not start on ${origin}: ${stderr}`);
}

/** scripts/nginx.sh in front of the given ports; `prefix` holds its rendered config, logs and cache. */
export async function startNginx(upstreams: number[], pageTtl: number): Promise<Running & { prefix: string }> {
  const port = await freePort();
  const args = ['scripts/nginx.sh', 'start', '--port', String(port), '--page-ttl', String(pageTtl), ...upstreams.flatMap((upstream) => ['--upstream', String(upstream)])];
  const prefix = execFileSync('bash', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop() ?? '';
  const stop = async () => {
    execFileSync('bash', ['scripts/nginx.sh', 'stop', prefix], { stdio: 'inherit' });
  };
  return { origin: `http://127.0.0.1:${port}`, port, prefix, stop };
}
