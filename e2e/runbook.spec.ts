import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { freePort } from './site-process';
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

/** The runbook's example settings file, its DATA_DIR in a folder of the test's own, and the port. */
function settingsFile(dir: string, port: number) {
  const places = { '/srv/quillmark': ROOT, '/etc/quillmark.env': path.join(dir, 'quillmark.env'), '/var/lib/quillmark': path.join(dir, 'lib'), '/var/backups/quillmark': path.join(dir, 'backups'), '/var/log/quillmark': path.join(dir, 'log') } satisfies Record<HostPath, string>;
  const who = { user: userInfo().username, group: userInfo().username, siteUser: siteUser(runbook) };
  const lines = Object.entries({ ...settingsExample(runbook), PORT: String(port) }).map(([name, value]) => `${name}=${onThisMachine(value, places, who)}\n`);
  writeFileSync(places['/etc/quillmark.env'], lines.join(''));
  return { places, who };
}

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

const refused = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`).then(() => 'answered', (error: Error & { cause?: { code?: string } }) => error.cause?.code);

/** SIGTERM to `pid`; then the port must refuse within 5 s and every process of the group be gone within the unit's stop timeout. */
async function stopsOnSigterm(site: Started, pid: number) {
  const pgid = site.child.pid!;
  process.kill(pid, 'SIGTERM');
  await expect.poll(() => refused(site.port), { timeout: 5_000 }).toBe('ECONNREFUSED');
  await expect.poll(() => processGroup(pgid), { timeout: stopLimitMs, message: 'processes of the site still running' }).toEqual([]);
}

/** Kills whatever the group still holds and removes the test's folder. */
function cleanUp(site: Started | undefined, dir: string) {
  if (site) for (const pid of processGroup(site.child.pid!)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}

test.describe('the runbook: starting and stopping the site', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the systemd unit: its ExecStart serves as node itself, and SIGTERM to that PID ends it with 143 and frees the port', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-runbook-'));
    const port = await freePort();
    let site: Started | undefined;
    try {
      const { places, who } = settingsFile(dir, port);
      const [bash, ...args] = onThisMachine(unitSetting(unit, 'ExecStart'), places, who).split(' ');
      const env = { PATH: SYSTEMD_PATH, HOME: places['/var/lib/quillmark'], USER: who.user, LOGNAME: who.user, ...readEnvironmentFile(readFileSync(places['/etc/quillmark.env'], 'utf8')) };
      site = await start(bash!, args, env, onThisMachine(unitSetting(unit, 'WorkingDirectory'), places, who), port, dir);

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
