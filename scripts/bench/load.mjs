// Load with wrk (one thread, so the other core is the server's): pages as browsers ask for them, the enquiry
// endpoint with distinct enquiries whose answered references are checked against the store afterwards, and the
// insights endpoint with distinct beacons whose 204s are counted against the rows stored.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const SCRIPTS = path.dirname(new URL(import.meta.url).pathname);
const execFileAsync = promisify(execFile);

const wrkArgs = (url, { connections, seconds }) => ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', path.join(SCRIPTS, 'wrk.lua'), url];
const wrkEnv = (mode, env = {}) => ({ ...process.env, BENCH_MODE: mode, ...env });

function wrk(url, mode, options) {
  return summaryOf(execFileSync('wrk', wrkArgs(url, options), { encoding: 'utf8', env: wrkEnv(mode, options.env) }), options.connections);
}

/** The same, without blocking: for two loads at once (a flood beside the pages it must not slow). */
async function wrkAsync(url, mode, options) {
  const { stdout } = await execFileAsync('wrk', wrkArgs(url, options), { encoding: 'utf8', env: wrkEnv(mode, options.env) });
  return summaryOf(stdout, options.connections);
}

function summaryOf(output, connections) {
  const line = output.split('\n').find((text) => text.startsWith('BENCH-JSON '));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const result = JSON.parse(line.slice('BENCH-JSON '.length));
  const ok = Object.entries(result.statuses).reduce((sum, [status, count]) => (status.startsWith('2') ? sum + count : sum), 0);
  return {
    requestsPerSecond: Math.round(result.requests / result.seconds),
    p50: Math.round(result.p50 * 10) / 10,
    p95: Math.round(result.p95 * 10) / 10,
    p99: Math.round(result.p99 * 10) / 10,
    total: result.requests,
    seconds: result.seconds,
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

/** Pages in turn (`paths`, e.g. / and /contact-us), for the latency a visitor sees beside a flood of beacons. */
export function loadPages(origin, paths, { connections = 10, seconds = 5 } = {}) {
  return wrkAsync(origin, 'page', { connections, seconds, env: { BENCH_PATHS: paths.join(',') } });
}

/**
 * Distinct page-view beacons from `addresses` client addresses in turn (X-Forwarded-For: the server must trust it);
 * returns the figures and the tag every view id of this run starts with, for counting its rows in the store.
 */
export async function loadBeacons(origin, { connections = 32, seconds = 6, addresses = 3000, firstAddress = 0 } = {}) {
  const tag = randomBytes(4).toString('hex');
  const env = { BENCH_ORIGIN: origin, BENCH_TAG: tag, BENCH_ADDRESSES: String(addresses), BENCH_FIRST_ADDRESS: String(firstAddress) };
  const result = await wrkAsync(origin, 'beacon', { connections, seconds, env });
  return { ...result, tag, accepted: result.statuses[204] ?? 0 };
}
