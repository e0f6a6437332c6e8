import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The runbook's own lines, read from docs/DEPLOY.md and deploy/quillmark.service for the tests that run them
 * (scripts/runbook.test.ts, e2e/runbook.spec.ts): what an operator pastes is what is tested, so a doc that drifts
 * fails there.
 */

export const ROOT = path.join(__dirname, '..');
export const RUNBOOK = 'docs/DEPLOY.md';
export const UNIT = 'deploy/quillmark.service';

/** The host's places the runbook names, each given a folder of the test's own by `onThisMachine`. */
export const HOST_PATHS = ['/srv/quillmark', '/etc/quillmark.env', '/var/lib/quillmark', '/var/backups/quillmark', '/var/log/quillmark'] as const;
export type HostPath = (typeof HOST_PATHS)[number];

export const readRunbook = () => readFileSync(path.join(ROOT, RUNBOOK), 'utf8');

/** The lines of every ```sh block, in order. */
export function shellLines(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((match) => (match[1] ?? '').split('\n')).filter((line) => line.trim() !== '');
}

/** The one line of the sh blocks that matches, or an error naming what the runbook lacks. */
function onlyLine(markdown: string, pattern: RegExp, what: string): string {
  const found = shellLines(markdown).filter((line) => pattern.test(line));
  if (found.length !== 1) throw new Error(`${RUNBOOK} should have one ${what} in a sh block, has ${found.length}`);
  return found[0]!;
}

/** The crontab line of the nightly backup: its five schedule fields and the command cron hands to /bin/sh. */
export function cronLine(markdown: string): { schedule: string; command: string } {
  const line = onlyLine(markdown, /^(\S+\s+){5}cd \/srv\/quillmark .*backup/, 'crontab line for the backup');
  const fields = line.split(/\s+/);
  return { schedule: fields.slice(0, 5).join(' '), command: line.replace(/^(\S+\s+){5}/, '') };
}

/** The line that makes the site's folders, without its sudo. */
export const folderLine = (markdown: string) => onlyLine(markdown, /^sudo install -d /, 'folder line (sudo install -d)').replace(/^sudo /, '');

/** The line that makes the settings file, without its sudo. */
export const settingsFileLine = (markdown: string) => onlyLine(markdown, /^sudo install .*\/etc\/quillmark\.env$/, 'line making /etc/quillmark.env').replace(/^sudo /, '');

/** "A command as the site": the line that runs an npm command as the site's user with its settings, without its sudo. */
export function siteCommandLine(markdown: string, user: string): string {
  const line = onlyLine(markdown, /sudo -H -u \S+ sh -c /, 'line running a command as the site (sudo -H -u … sh -c)');
  const asSite = `sudo -H -u ${user} `;
  if (!line.includes(asSite)) throw new Error(`${RUNBOOK}: a command as the site should run as ${user}: ${line}`);
  return line.replace(asSite, '');
}

/** The site's user, as the runbook's useradd line names it. */
export const siteUser = (markdown: string) => /\s(\S+)$/.exec(onlyLine(markdown, /^sudo useradd /, 'useradd line'))![1]!;

/** The example settings file: the sh block made only of NAME=value lines, one of them DATA_DIR. */
export function settingsExample(markdown: string): Record<string, string> {
  const blocks = [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => (match[1] ?? '').trim().split('\n'));
  const example = blocks.find((lines) => lines.every((line) => /^[A-Z_][A-Z0-9_]*=\S*$/.test(line)) && lines.some((line) => line.startsWith('DATA_DIR=')));
  if (!example) throw new Error(`${RUNBOOK} should show the settings file as a sh block of NAME=value lines with DATA_DIR`);
  return Object.fromEntries(example.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Every line of the docs and the unit that sources the settings file with the shell's `.`. */
export function linesSourcingSettings(texts: string[]): string[] {
  return texts.flatMap((text) => text.split('\n')).filter((line) => /(^|[\s;&|'(])\. \/etc\/quillmark\.env\b/.test(line));
}

/** The unit's settings, each key with its values in order (a key may repeat). */
export function readUnit(text = readFileSync(path.join(ROOT, UNIT), 'utf8')): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

/** One setting of the unit, which must be there once. */
export function unitSetting(unit: Map<string, string[]>, key: string): string {
  const values = unit.get(key) ?? [];
  if (values.length !== 1) throw new Error(`${UNIT} should set ${key} once, sets it ${values.length} times`);
  return values[0]!;
}

/** An EnvironmentFile= as systemd reads it (plain NAME=value lines, # comments). */
export function readEnvironmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * A runbook line with the host's places moved into folders of the test's own, and the site's user and root (as
 * owners) made the user running the test. Refuses a line that would still touch /etc, /var or /srv, since the tests
 * may run as root.
 */
export function onThisMachine(line: string, places: Record<HostPath, string>, { user, group, siteUser: site }: { user: string; group: string; siteUser: string }): string {
  let local = line;
  for (const hostPath of [...HOST_PATHS].sort((a, b) => b.length - a.length)) local = local.split(hostPath).join(places[hostPath]);
  local = local.replace(new RegExp(`(-o|--owner) (${site}|root)\\b`, 'g'), `$1 ${user}`).replace(new RegExp(`(-g|--group) (${site}|root)\\b`, 'g'), `$1 ${group}`);
  const left = /(?:^|[\s='"])(\/(?:etc|var|srv)\/\S*)/.exec(local);
  if (left) throw new Error(`${left[1]} in a runbook line has no place of the test's own: add it to HOST_PATHS\n${line}`);
  return local;
}
