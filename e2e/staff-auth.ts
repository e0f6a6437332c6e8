import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { BrowserContext, Page } from '@playwright/test';
import type { SiteProcess } from './site-process';

/**
 * A platform authenticator in the page's browser (Chromium's virtual WebAuthn device through CDP) that holds
 * discoverable credentials and checks the person every time, as a phone's fingerprint reader does.
 */
export async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', ctap2Version: 'ctap2_1', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Whether the device checks the person (a PIN, a fingerprint) when asked. */
    verifies: (isUserVerified: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

/** `npm run staff -- …` against the site's own store, as its operator would run it on the server: a process each. */
export function staffCliProcess(site: SiteProcess, origin: string, ...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/staff.ts', ...args], { env: { ...process.env, DATA_DIR: site.dataDir, SITE_URL: origin }, encoding: 'utf8' });
}

let host: { child: ChildProcessWithoutNullStreams; waiting: Map<number, (answer: HostAnswer) => void>; next: number } | undefined;
type HostAnswer = { id: number; status: number; stdout: string; stderr: string };

/** The worker's one process that runs the staff commands (e2e/staff-cli-host.ts), started on first use. */
function staffHost() {
  if (host) return host;
  const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'e2e/staff-cli-host.ts'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const made = { child, waiting: new Map<number, (answer: HostAnswer) => void>(), next: 0 };
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as HostAnswer;
    made.waiting.get(answer.id)?.(answer);
    made.waiting.delete(answer.id);
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.on('exit', (code) => {
    for (const settle of made.waiting.values()) settle({ id: -1, status: code ?? 1, stdout: '', stderr: `the staff command host exited: ${errors}` });
    host = undefined;
  });
  // The worker does not wait for it: when the worker ends, the host's stdin closes and it ends too.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  host = made;
  return made;
}

/**
 * The same commands as `npm run staff -- …` (lib/staff/cli.ts), against the site's own store, run in the worker's
 * one staff process rather than a Node of their own each. Throws with its output when the command fails, as
 * execFileSync did.
 */
export function staffCli(site: SiteProcess, origin: string, ...args: string[]): Promise<string> {
  return staffCliWith({ DATA_DIR: site.dataDir, SITE_URL: origin }, ...args);
}

/** staffCli with settings of the caller's own: a store on PostgreSQL (DATABASE_URL) that several sites share. */
export async function staffCliWith(env: Record<string, string>, ...args: string[]): Promise<string> {
  const answer = await ask(args, env);
  if (answer.status !== 0) throw new Error(`npm run staff -- ${args.join(' ')} exited ${answer.status}: ${answer.stderr}`);
  return answer.stdout;
}

/**
 * Starts the worker's staff command host and waits until it has loaded the commands (it answers a command with no
 * arguments with the usage), so that a test's first command does not pay for the start inside the test's time.
 */
export async function startStaffHost(): Promise<void> {
  const answer = await ask([], {});
  if (answer.id === -1) throw new Error(answer.stderr);
}

/** One command to the worker's host, and its answer. */
function ask(args: string[], env: Record<string, string>): Promise<HostAnswer> {
  const { child, waiting } = staffHost();
  const id = (host!.next += 1);
  return new Promise<HostAnswer>((resolve) => {
    waiting.set(id, resolve);
    child.stdin.write(`${JSON.stringify({ id, args, env })}\n`);
  });
}

/** The one-time link the CLI printed. */
export const inviteLink = (output: string) => /https?:\/\/\S+\/staff\/welcome#[A-Za-z0-9_-]{43}/.exec(output)?.[0] ?? '';

let visitors = 0;
/**
 * An address of its own for each person in a test (the server trusts the loopback proxy in front of it, as behind
 * nginx): Better Auth limits sign-ins per address, and the specs' people are many people, not one.
 */
export const visitorAddress = () => `203.0.113.${(visitors += 1)}`;

/** Opens an invite link on a page with a passkey device, registers a passkey, and waits to be signed in. */
export async function acceptInvite(page: Page, link: string, deviceName = 'Work laptop') {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
  const device = await addAuthenticator(page);
  await page.goto(link);
  await page.getByLabel('Name this passkey').fill(deviceName);
  await page.getByRole('button', { name: 'Register a passkey' }).click();
  // An editor's home is the articles: the overview sends them on.
  await page.waitForURL((url) => url.pathname === '/staff' || url.pathname === '/staff/articles');
  return device;
}

export const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name.endsWith('quillmark-staff.session_token'));

/** RFC 6238's code for a base32 secret at a moment: what an authenticator app shows. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
