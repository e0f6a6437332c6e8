import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { SHUTDOWN_LIMIT_MS } from '@/lib/boot';
import { Store } from '@/lib/db/store';
import packageJson from '@/package.json';
import { runBounded } from '@/testing/scripts';
import { cronLine, folderLine, HOST_PATHS, linesSourcingSettings, onThisMachine, readRunbook, readUnit, ROOT, settingsExample, settingsFileLine, shellLines, siteCommandLine, siteUser, UNIT, unitSetting, type HostPath } from './runbook';

// docs/DEPLOY.md as an operator pastes it: its lines are read from the doc and run here, with the host's folders
// moved into a temporary one, so the doc cannot drift from what works.

const runbook = readRunbook();
const me = { user: userInfo().username, group: spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim(), siteUser: siteUser(runbook) };
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

// What cron gives a job: /bin/sh, its own short PATH, HOME and LOGNAME, nothing of the shell that installed it.
const CRON_PATH = ['/usr/bin', '/bin', ...(['/usr/bin', '/bin'].includes(path.dirname(process.execPath)) ? [] : [path.dirname(process.execPath)])].join(':');

let dir = '';
let places: Record<HostPath, string>;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'runbook-'));
  places = { '/srv/quillmark': ROOT, '/etc/quillmark.env': path.join(dir, 'quillmark.env'), '/var/lib/quillmark': path.join(dir, 'lib'), '/var/backups/quillmark': path.join(dir, 'backups'), '/var/log/quillmark': path.join(dir, 'log') };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a runbook line with /bin/sh in cron's clean environment. */
function inCleanShell(line: string) {
  const env = { PATH: CRON_PATH, HOME: places['/var/lib/quillmark'], LOGNAME: me.user, SHELL: '/bin/sh' };
  return runBounded('env', ['-i', ...Object.entries(env).map(([name, value]) => `${name}=${value}`), '/bin/sh', '-c', line], process.env);
}

/** The runbook's folder line and settings file, on this machine; the settings are the runbook's example. */
function preparedHost() {
  const made = inCleanShell(`${onThisMachine(folderLine(runbook), places, me)} && ${onThisMachine(settingsFileLine(runbook), places, me)}`);
  expect(made.stderr).toBe('');
  expect(made.status).toBe(0);
  const settings = Object.entries(settingsExample(runbook)).map(([name, value]) => `${name}=${onThisMachine(value, places, me)}\n`);
  writeFileSync(places['/etc/quillmark.env'], settings.join(''));
  return onThisMachine(settingsExample(runbook).DATA_DIR!, places, me);
}

describe('the runbook, pasted', () => {
  it('sources the settings file between set -a and set +a wherever it does, since a plain `.` exports nothing', () => {
    const docs = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`), UNIT];
    const sourcing = linesSourcingSettings(docs.map((file) => readFileSync(path.join(ROOT, file), 'utf8')));
    // The cron line, the build and "a command as the site".
    expect(sourcing.length).toBeGreaterThanOrEqual(3);
    for (const line of sourcing) expect(line).toMatch(/set -a && \. \/etc\/quillmark\.env && set \+a/);

    // Why: the same file, sourced with and without set -a, seen from the node the npm script would start.
    writeFileSync(path.join(dir, 'settings.env'), `DATA_DIR=${dir}/data\n`);
    const seen = (line: string) => inCleanShell(`${line} && node -p 'process.env.DATA_DIR ?? "unset"'`).stdout.trim();
    expect(seen(`. ${dir}/settings.env`)).toBe('unset');
    expect(seen(`set -a && . ${dir}/settings.env && set +a`)).toBe(`${dir}/data`);
  });

  it('makes the store’s, the copies’ and the log’s folders owner-only for the site’s user, and the settings file for it to read', () => {
    preparedHost();
    const { command } = cronLine(runbook);
    const written = [settingsExample(runbook).DATA_DIR!, /backup -- (\S+)/.exec(command)![1]!, path.dirname(/>> (\S+)/.exec(command)![1]!)];
    // Every folder the site and its backup write in comes from the folder line, so none is left for root to own.
    for (const folder of written) {
      expect(folderLine(runbook).split(' ')).toContain(folder);
      const local = onThisMachine(folder, places, me);
      expect(mode(local)).toBe('700');
      expect(statSync(local).uid).toBe(userInfo().uid);
    }
    expect(mode(places['/etc/quillmark.env'])).toBe('640');
  });

  it('writes a verified copy from the crontab line, run by /bin/sh in cron’s clean environment', async () => {
    const dataDir = preparedHost();
    const store = new Store(path.join(dataDir, 'enquiries.sqlite'), { checkpoints: false });
    const { row } = await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: 'cron@example.test' }, idempotencyKey: 'cron-1', status: 'stored' });
    await store.close();

    const { schedule, command } = cronLine(runbook);
    expect(schedule).toMatch(/^(\S+ ){4}\S+$/);
    // cron turns % into a newline: the line would be cut there.
    expect(command).not.toContain('%');
    const run = inCleanShell(onThisMachine(command, places, me));
    // Everything goes to the log: cron would mail anything else.
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });

    const logged = readFileSync(path.join(places['/var/log/quillmark'], 'backup.log'), 'utf8').trim().split('\n');
    const result = JSON.parse(logged.at(-1)!) as { ok: boolean; file: string; tables: Record<string, number> };
    expect(result).toEqual(expect.objectContaining({ ok: true, tables: expect.objectContaining({ enquiries: 1 }) }));
    expect(path.dirname(result.file)).toBe(places['/var/backups/quillmark']);
    expect(readdirSync(places['/var/backups/quillmark']).sort()).toEqual([path.basename(result.file), `${path.basename(result.file)}.json`]);
    const copy = new Sqlite(result.file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('select ref from enquiries').pluck().all()).toEqual([row.ref]);
    } finally {
      copy.close();
    }
  }, 120_000);

  it('runs a command as the site with the site’s settings, from a clean environment', () => {
    const dataDir = preparedHost();
    const run = inCleanShell(onThisMachine(siteCommandLine(runbook, me.siteUser), places, me));
    expect(run.status).toBe(0);
    // The CLI names the store it opened: the one DATA_DIR in the settings file points at, not ./data.
    expect(run.stdout + run.stderr).toContain(`SQLite at ${path.join(dataDir, 'enquiries.sqlite')}`);
  }, 120_000);

  it('redoes erasures after a restore by reference, never by address', () => {
    const advice = /\*\*What the restore reports[\s\S]*?before the site takes traffic/.exec(runbook)?.[0].replace(/\s+/g, ' ');
    expect(advice).toContain('`npm run enquiries -- erase REF [REF…]`');
    // By address it would erase that person's other enquiries too: the restored ones it names are redone by reference.
    expect(advice).not.toMatch(/erase --email/);
  });

  it('installs a unit that runs what npm start runs, as the site’s user, and outwaits the server’s drain', () => {
    const unit = readUnit();
    const [bash, script, ...rest] = unitSetting(unit, 'ExecStart').split(' ');
    // npm's script execs the same line, so that npm's SIGTERM reaches node (e2e/runbook.spec.ts).
    expect(`exec ${[path.basename(bash!), path.relative(unitSetting(unit, 'WorkingDirectory'), script!), ...rest].join(' ')}`).toBe(packageJson.scripts.start);
    expect(path.isAbsolute(bash!) && path.isAbsolute(script!)).toBe(true);
    // `npm run prod` ends in start.sh too: exec there as well, or a shell would again stand between npm and node.
    expect(packageJson.scripts.prod).toBe('exec bash scripts/prod.sh');
    expect(readFileSync(path.join(ROOT, 'scripts/prod.sh'), 'utf8')).toMatch(/^exec bash scripts\/start\.sh$/m);
    expect(unitSetting(unit, 'WorkingDirectory')).toBe('/srv/quillmark');
    expect(unitSetting(unit, 'User')).toBe(me.siteUser);
    expect(unitSetting(unit, 'EnvironmentFile')).toBe('/etc/quillmark.env');
    expect(cronLine(runbook).command).toContain(`. ${unitSetting(unit, 'EnvironmentFile')} `);

    // The server may write to its store and nowhere else, and that folder is one the runbook makes.
    expect(unitSetting(unit, 'ProtectSystem')).toBe('strict');
    expect(unitSetting(unit, 'ReadWritePaths').split(' ')).toEqual([settingsExample(runbook).DATA_DIR]);
    expect(folderLine(runbook).split(' ')).toContain(settingsExample(runbook).DATA_DIR);
    expect(unitSetting(unit, 'NoNewPrivileges')).toBe('true');
    expect(unitSetting(unit, 'PrivateTmp')).toBe('true');

    // Stopped by SIGTERM, given longer than the server's own limit, and its exit 143 taken as a stop.
    expect(unitSetting(unit, 'KillSignal')).toBe('SIGTERM');
    expect(Number(unitSetting(unit, 'TimeoutStopSec')) * 1000).toBeGreaterThan(SHUTDOWN_LIMIT_MS);
    expect(unitSetting(unit, 'SuccessExitStatus').split(' ')).toContain('143');
    expect(unitSetting(unit, 'Restart')).toBe('on-failure');

    // The runbook installs this file under its own name and drives it by that name.
    const name = path.basename(UNIT, '.service');
    const lines = shellLines(runbook);
    expect(lines).toContain(`sudo install -m 644 /srv/quillmark/${UNIT} /etc/systemd/system/${name}.service`);
    expect(lines.some((line) => line.includes(`systemctl enable --now ${name}`))).toBe(true);
    // Markdown joins a code span broken across lines with a space.
    for (const verb of ['stop', 'start', 'restart']) expect(runbook.replace(/\s+/g, ' ')).toContain(`systemctl ${verb} ${name}`);
    expect(HOST_PATHS.some((hostPath) => unitSetting(unit, 'EnvironmentFile') === hostPath)).toBe(true);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  (analyze ? it : it.skip)('passes systemd-analyze verify without a word', () => {
    // verify warns on an unknown key or a bad value and still exits 0: silence is the pass.
    const copy = path.join(dir, path.basename(UNIT));
    writeFileSync(copy, readFileSync(path.join(ROOT, UNIT)));
    const verified = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    expect({ status: verified.status, output: `${verified.stdout}${verified.stderr}` }).toEqual({ status: 0, output: '' });
  });
});
