import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { contactEnquiry, freePort } from './site-process';
import { onThisMachine, readEnvironmentFile, readRunbook, readUnit, ROOT, settingsExample, siteUser, unitSetting, type HostPath } from '../scripts/runbook';

// Stopping the site the ways docs/DEPLOY.md tells an operator to: systemd's unit (its ExecStart, environment and
// stop timeout, read from deploy/quillmark.service) and `npm start`. SIGTERM goes to the PID the operator, or
// systemd, holds; the port must close and every process of the site must be gone.

const runbook = readRunbook();
const unit = readUnit();
const stopLimitMs = Number(unitSetting(unit, 'TimeoutStopSec')) * 1000;
// What systemd gives a service besides its EnvironmentFile (systemd.exec(5), "Environment variables in spawned processes").
const SYSTEMD_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

interface Started {
  child: ChildProcess;
  port: number;
  dir: string;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * The runbook's example settings file, its DATA_DIR in a folder of the test's own (made owner-only, as the runbook's
 * folder line does), the port, and no company API or mail server to reach.
 */
function settingsFile(dir: string, port: number) {
  const places = { '/srv/quillmark': ROOT, '/etc/quillmark.env': path.join(dir, 'quillmark.env'), '/var/lib/quillmark': path.join(dir, 'lib'), '/var/backups/quillmark': path.join(dir, 'backups'), '/var/log/quillmark': path.join(dir, 'log') } satisfies Record<HostPath, string>;
  const who = { user: userInfo().username, group: userInfo().username, siteUser: siteUser(runbook) };
  const { SMTP_URL: _mail, ...example } = settingsExample(runbook);
  const lines = Object.entries({ ...example, API_BASE_URL: '', PORT: String(port) }).map(([name, value]) => `${name}=${onThisMachine(value, places, who)}\n`);
  mkdirSync(onThisMachine(example.DATA_DIR!, places, who), { recursive: true, mode: 0o700 });
  writeFileSync(places['/etc/quillmark.env'], lines.join(''));
  return { places, who };
}

/** The unit's ExecStart, the environment systemd would give it and its working directory, on this machine. */
function asTheUnit(dir: string, port: number) {
  const { places, who } = settingsFile(dir, port);
  const settings = readEnvironmentFile(readFileSync(places['/etc/quillmark.env'], 'utf8'));
  return {
    command: onThisMachine(unitSetting(unit, 'ExecStart'), places, who).split(' '),
    env: { PATH: SYSTEMD_PATH, HOME: places['/var/lib/quillmark'], USER: who.user, LOGNAME: who.user, ...settings },
    cwd: onThisMachine(unitSetting(unit, 'WorkingDirectory'), places, who),
    readOnly: [onThisMachine(unitSetting(unit, 'WorkingDirectory'), places, who), places['/var/lib/quillmark']],
    writable: unitSetting(unit, 'ReadWritePaths').split(' ').map((folder) => onThisMachine(folder, places, who)),
    siteUrl: settings.SITE_URL!,
  };
}

/** Whether this user may make a mount namespace of its own (root may), where the unit's sandbox can be copied. */
const canUnshare = spawnSync('unshare', ['--mount', '--propagation', 'private', 'true']).status === 0;

/** Starts `command` in a process group of its own (so that nothing it leaves can outlive the test) and waits until the site answers. */
async function start(command: string, args: string[], env: Record<string, string | undefined>, cwd: string, port: number, dir: string): Promise<Started> {
  // A clean environment, as systemd's: no NODE_ENV, which the project's typing requires and Next's server sets itself.
  const child: ChildProcess = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(async () => (child.exitCode === null ? fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.status, () => 0) : `exited: ${output}`), { timeout: 60_000 })
    .toBe(200);
  return { child, port, dir, exited, output: () => output };
}

/** Every process in the group the test started, the leader among them while it runs. */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Fields after the command's closing parenthesis: state, ppid, pgrp.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** What a new TCP connection to the port meets: a fresh socket, not one of fetch's kept-alive ones, which an answer in flight may still use. */
const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** SIGTERM to `pid`; then the port must refuse within 5 s and every process of the group be gone within the unit's stop timeout. */
async function stopsOnSigterm(site: Started, pid: number) {
  const pgid = site.child.pid!;
  process.kill(pid, 'SIGTERM');
  await expect.poll(() => refused(site.port), { timeout: 5_000 }).toBe('ECONNREFUSED');
  await expect.poll(() => processGroup(pgid), { timeout: stopLimitMs, message: 'processes of the site still running' }).toEqual([]);
}

/** Kills whatever the group still holds and removes the test's folder. */
function cleanUp(site: Started | undefined, dir: string) {
  for (const pid of site ? processGroup(site.child.pid!) : []) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the listing and the kill: what was wanted.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

test.describe('the runbook: starting and stopping the site', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the systemd unit: its ExecStart serves as node itself, and SIGTERM to that PID ends it with 143 and frees the port', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-runbook-'));
    const port = await freePort();
    let site: Started | undefined;
    try {
      const { command, env, cwd } = asTheUnit(dir, port);
      site = await start(command[0]!, command.slice(1), env, cwd, port, dir);

      // start.sh exec'd node: the main PID systemd watches and signals is the server, not a shell in front of it.
      const mainPid = site.child.pid!;
      expect(realpathSync(readlinkSync(`/proc/${mainPid}/exe`))).toBe(realpathSync(process.execPath));
      expect(processGroup(mainPid)).toEqual([mainPid]);

      await stopsOnSigterm(site, mainPid);
      // 143 is the unit's SuccessExitStatus: a stop, so Restart=on-failure leaves it stopped.
      expect(await site.exited).toBe(143);
      expect(unitSetting(unit, 'SuccessExitStatus').split(' ')).toContain('143');
      expect(site.output()).toContain('"event":"server.shutdown","signal":"SIGTERM"}');
    } finally {
      cleanUp(site, dir);
    }
  });

  test('the systemd unit\'s sandbox: with the code and the home read-only and DATA_DIR writable, pages and an enquiry work', async () => {
    test.skip(!canUnshare, 'copying ProtectSystem=strict needs a mount namespace of our own (run as root)');
    const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-runbook-'));
    const port = await freePort();
    let site: Started | undefined;
    try {
      const { command, env, cwd, readOnly, writable, siteUrl } = asTheUnit(dir, port);
      mkdirSync(readOnly[1]!, { recursive: true });
      // As ProtectSystem=strict with ReadWritePaths: every folder the server might write to (its code, where .next
      // lives, and its home) read-only, the unit's ReadWritePaths bound writable again on top. Exits 97 if the
      // project could still be written, so the test cannot pass by the sandbox not being there.
      const sandbox = [
        ...readOnly.map((_, index) => `mount --bind "$${index + 1}" "$${index + 1}" && mount -o remount,bind,ro "$${index + 1}"`),
        // A bind inside a read-only mount is read-only too until remounted rw, as systemd does for ReadWritePaths.
        ...writable.map((_, index) => `mount --bind "$${readOnly.length + index + 1}" "$${readOnly.length + index + 1}" && mount -o remount,bind,rw "$${readOnly.length + index + 1}"`),
        'if touch "$1/.runbook-probe" 2>/dev/null; then exit 97; fi',
        `shift ${readOnly.length + writable.length}`,
        'exec "$@"',
      ].join(' && ');
      site = await start('unshare', ['--mount', '--propagation', 'private', '/bin/sh', '-c', sandbox, 'sandbox', ...readOnly, ...writable, ...command], env, cwd, port, dir);

      for (const page of ['/', '/blog', '/contact-us']) expect((await fetch(`http://127.0.0.1:${port}${page}`)).status).toBe(200);
      const article = /href="(\/blog\/[^"]+)"/.exec(await (await fetch(`http://127.0.0.1:${port}/blog`)).text())?.[1];
      expect((await fetch(`http://127.0.0.1:${port}${article}`)).status).toBe(200);
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json', origin: siteUrl }, body: JSON.stringify(contactEnquiry('sandboxed@harbour.example')) });
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 201, body: { ok: true, ref: expect.stringMatching(/^QM-/) } });
      expect(readdirSync(writable[0]!)).toContain('enquiries.sqlite');

      await stopsOnSigterm(site, site.child.pid!);
      expect(await site.exited).toBe(143);
      expect(site.output()).not.toMatch(/EROFS|read-only file system|"level":"error"/i);
    } finally {
      cleanUp(site, dir);
    }
  });

  test('npm start: SIGTERM to the npm process the operator started stops the server behind it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-runbook-'));
    const port = await freePort();
    let site: Started | undefined;
    try {
      const { places } = settingsFile(dir, port);
      const settings = readEnvironmentFile(readFileSync(places['/etc/quillmark.env'], 'utf8'));
      site = await start('npm', ['start'], { ...process.env, ...settings }, ROOT, port, dir);
      const npmPid = site.child.pid!;
      // npm runs on node too; the server is the other node of the group (Next renames its process title).
      const servers = processGroup(npmPid).filter((pid) => pid !== npmPid && realpathSync(readlinkSync(`/proc/${pid}/exe`)) === realpathSync(process.execPath));
      expect(servers).toHaveLength(1);

      await stopsOnSigterm(site, npmPid);
      expect(site.output()).toContain('"event":"server.shutdown","signal":"SIGTERM"}');
    } finally {
      cleanUp(site, dir);
    }
  });
});
