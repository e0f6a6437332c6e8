import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { STAFF_USAGE, staffCommand } from './cli';
import { STAFF_ROLES } from './constants';

// `npm run staff` as the e2e host runs it (e2e/staff-cli-host.ts): the same function, its console captured, against
// a SQLite file of its own. The suite against the built server is e2e/staff-team.spec.ts; this one covers the roles.

const dataDir = mkdtempSync(path.join(tmpdir(), 'quillmark-staff-cli-'));
const settings = parseConfig({ DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000', STAFF_AUTH_SECRET: 'a-test-secret-of-forty-three-characters-xx' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** One command: its exit code and what it printed. */
async function staff(...args: string[]) {
  const out = { log: [] as string[], error: [] as string[], table: [] as unknown[] };
  const io = { log: (line: unknown) => out.log.push(String(line)), error: (line: unknown) => out.error.push(String(line)), table: (rows: unknown) => out.table.push(rows) };
  const code = await staffCommand(args, settings, io);
  return { code, ...out };
}

describe('the staff command and its roles', () => {
  it('lists every role in its help', () => {
    for (const role of STAFF_ROLES) expect(STAFF_USAGE).toContain(role);
    expect(STAFF_USAGE).toContain('invite EMAIL [--role viewer|editor|admin]');
    expect(STAFF_USAGE).toContain('role EMAIL viewer|editor|admin');
  });

  it('refuses a role it does not know, saying which it knows', async () => {
    const invited = await staff('invite', 'eve@quillmark.test', '--role', 'owner');
    expect(invited.code).toBe(2);
    expect(invited.error.join('\n')).toMatch(/^--role must be viewer, editor or admin\n/);
    expect((await staff('role', 'eve@quillmark.test', 'owner')).error.join('\n')).toMatch(/^The role must be viewer, editor or admin\n/);
  });

  it('refuses an unknown flag or a flag without its value as Node reads them, with the usage and exit code 2', async () => {
    const misspelt = await staff('invite', 'eve@quillmark.test', '--rol', 'editor');
    expect(misspelt).toMatchObject({ code: 2, log: [] });
    expect(misspelt.error.join('\n')).toMatch(/^Unknown option '--rol'\nUsage: npm run staff/);
    expect((await staff('invite', 'eve@quillmark.test', '--role')).error.join('\n')).toMatch(/^Option '--role <value>' argument missing\nUsage:/);
    expect((await staff('list', '--name')).code).toBe(2);
  });

  it('invites an editor, changes them to a viewer and back, and never makes the last admin an editor', async () => {
    expect((await staff('invite', 'ana@quillmark.test', '--role', 'admin')).code).toBe(0);
    const invited = await staff('invite', 'eve@quillmark.test', '--role=editor', '--name', 'Eve');
    expect(invited.code).toBe(0);
    expect(invited.log[0]).toMatch(/^Invite for eve@quillmark\.test \(editor\), valid once until /);

    const listed = await staff('list');
    expect(listed.table[0]).toEqual([expect.objectContaining({ email: 'ana@quillmark.test', role: 'admin' }), expect.objectContaining({ email: 'eve@quillmark.test', name: 'Eve', role: 'editor' })]);

    expect((await staff('role', 'eve@quillmark.test', 'viewer')).log).toEqual(['eve@quillmark.test is now a viewer']);
    expect((await staff('role', 'eve@quillmark.test', 'editor')).log).toEqual(['eve@quillmark.test is now an editor']);
    // Invited again for a new device, with no --role: still an editor.
    expect((await staff('invite', 'eve@quillmark.test')).log[0]).toContain('(editor)');

    const demoted = await staff('role', 'ana@quillmark.test', 'editor');
    expect(demoted.code).toBe(2);
    expect(demoted.error).toEqual(['This is the only admin: make someone else an admin first']);
  });
});
