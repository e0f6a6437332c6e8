// Load with wrk (one thread, so the other core is the server's): pages as browsers ask for them, and the enquiry
// endpoint with distinct enquiries whose answered references are checked against the store afterwards.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPTS = path.dirname(new URL(import.meta.url).pathname);

function wrk(url, mode, { connections, seconds, env = {} }) {
  const output = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', path.join(SCRIPTS, 'wrk.lua'), url], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_MODE: mode, ...env },
  });
  const line = output.split('\n').find((text) => text.startsWith('BENCH-JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const result = JSON.parse(line.slice('BENCH-JSON '.length));
  const ok = Object.entries(result.statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum + count : sum), 0);
  return {
    requestsPerSecond: Math.round(result.requests / result.seconds),
    p50: Math.round(result.p50 * 10) / 10,
    p99: Math.round(result.p99 * 10) / 10,
    total: result.requests,
    non2xx: result.requests - ok,
    errors: result.errors,
    statuses: result.statuses,
    connections,
  };
}

export function loadGet(url, { connections = 50, seconds = 6 } = {}) {
  return wrk(url, 'page', { connections, seconds });
}

/** Returns the load figures and the references of every enquiry answered 201. */
export function loadEnquiries(url, refsFile, { connections = 20, seconds = 6 } = {}) {
  const result = wrk(url, 'enquiry', { connections, seconds, env: { BENCH_ORIGIN: new URL(url).origin, BENCH_REFS: refsFile } });
  const refs = readFileSync(refsFile, 'utf8').split('\n').filter(Boolean);
  return { ...result, refs };
}
