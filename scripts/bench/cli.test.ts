import { spawnSync } from 'node:child_process';
import path from 'node:path';

// npm run bench is the one entry: its help lists every part and exits at once, before any install or build.

const cli = path.join(__dirname, 'cli.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('npm run bench', () => {
  it('lists every part on --help and exits 0, having run nothing', () => {
    const { status, stdout, stderr } = run('--help');
    expect(status).toBe(0);
    expect(stderr).toBe('');
    for (const part of ['budget', 'load', 'insights', 'flood', 'articles', 'backup', 'trace', 'documents', 'profile', 'bytes']) expect(stdout).toMatch(new RegExp(`^  ${part} +\\S`, 'm'));
    expect(stdout).not.toMatch(/apt-get|building|npm run build/);
  });

  it('refuses a part it does not have, with exit 2 and the way to the list', () => {
    const { status, stderr } = run('planted-part');
    expect(status).toBe(2);
    expect(stderr).toContain('Unknown subcommand "planted-part": npm run bench -- --help lists them.');
  });
});
