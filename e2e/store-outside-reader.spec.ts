import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { expect, test as base, waitForHydration } from './site-fixture';
import { contactEnquiry, type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCliProcess, visitorAddress } from './staff-auth';

// The operator's everyday look at the SQLite file while the site serves: the `sqlite3` shell and a second
// better-sqlite3 connection each open, read and close the database. The server keeps its lock on the file through
// everything it serves, so neither outside reader takes the file for the last connection and deletes the live log.
// Before the fix, the first enquiry cost the server its lock (the store opened and closed the file with node:fs),
// the first outside close deleted its -wal and -shm, and a removed colleague stayed signed in.

const test = base.extend<object, { storeDir: string }>({
  // The folder is the spec's, so the file outlives the server for the last look.
  storeDir: [
    async ({}, provide) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-e2e-reader-'));
      await provide(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  siteEnv: [async ({ storeDir }, provide) => provide({ DATA_DIR: storeDir }), { scope: 'worker' }],
});

test.use({ siteOptions: {} });

let site: SiteProcess;
let origin: string;
let file: string;

// The worker's site (e2e/site-fixture.ts), by the names the test uses.
test.beforeAll(({ site: worker }) => {
  site = worker.process;
  origin = worker.origin;
  file = path.join(site.dataDir, 'enquiries.sqlite');
});

/**
 * One enquiry, as the site's own form sends it: under its idempotency key, sent once more under the same key if the
 * connection drops before an answer (ci-25: a kept-alive socket closed by the server as the next request left,
 * "other side closed", with both cores busy). The store keeps it once either way, which the end of the test checks.
 */
async function postEnquiry(index: number): Promise<string> {
  const headers = { origin, 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(), 'idempotency-key': randomUUID() };
  const send = () => fetch(`${origin}/api/v1/contact-us`, { method: 'POST', headers, body: JSON.stringify(contactEnquiry(`reader${index}@harbour.test`)) });
  const response = await send().catch(send);
  expect(response.status).toBe(201);
  return ((await response.json()) as { ref: string }).ref;
}

/** The store's files the server process holds open, and whether any of them was deleted under it. */
function serverFiles(): string[] {
  const fds = `/proc/${site.child.pid}/fd`;
  return readdirSync(fds)
    .map((fd) => {
      try {
        return readlinkSync(path.join(fds, fd));
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(file));
}

/** What an operator types: the shell opens the file read-write, reads, and closes. */
const shell = (query: string) => execFileSync('sqlite3', [file, query], { encoding: 'utf8' }).trim();

/** A second program's connection, read-write as a script's would be, opened and closed. */
function secondConnection<T>(read: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

test('an outside read of the live SQLite file deletes nothing, and a removal still ends a session', async ({ browser }) => {
  // Two passkey sign-ups and three CLI runs in its own steps: 17 s on a quiet machine, past 30 s with both cores busy (ci-22).
  test.slow();
  const refs = [await postEnquiry(0)];
  const admin = await browser.newContext({ baseURL: origin });
  await acceptInvite(await admin.newPage(), inviteLink(staffCliProcess(site, origin, 'invite', 'ana@quillmark.test', '--role', 'admin')));
  const colleague = await browser.newContext({ baseURL: origin });
  const colleaguePage = await colleague.newPage();
  await acceptInvite(colleaguePage, inviteLink(staffCliProcess(site, origin, 'invite', 'omar@quillmark.test')), 'Phone');
  const log = { wal: statSync(`${file}-wal`).ino, shm: statSync(`${file}-shm`).ino };

  for (let index = 1; index <= 5; index += 1) {
    refs.push(await postEnquiry(index));
    expect(Number(shell('select count(*) from staff_users'))).toBe(2);
    expect(secondConnection((db) => db.prepare('select count(*) as n from enquiries').get())).toEqual({ n: index + 1 });
  }

  // The same log files, never deleted under the server.
  expect({ wal: statSync(`${file}-wal`).ino, shm: statSync(`${file}-shm`).ino }).toEqual(log);
  expect(serverFiles().filter((target) => target.endsWith('(deleted)'))).toEqual([]);
  expect(serverFiles()).toEqual(expect.arrayContaining([file, `${file}-wal`, `${file}-shm`]));
  // One store in the process, whichever bundle asked for it (lib/container): its connection and its checkpoint
  // worker's. Each bundle used to open its own, with a worker each: four after the first enquiry.
  expect(serverFiles().filter((target) => target === file)).toHaveLength(2);

  // A staff change from the shell, read by the server: the removed colleague's session and passkey are refused.
  staffCliProcess(site, origin, 'remove', 'omar@quillmark.test');
  expect(shell("select count(*) from staff_sessions s join staff_users u on u.id = s.userId where u.email = 'omar@quillmark.test'")).toBe('0');
  expect(shell("select count(*) from staff_passkeys p join staff_users u on u.id = p.userId where u.email = 'omar@quillmark.test'")).toBe('0');
  refs.push(await postEnquiry(6));
  await colleaguePage.goto(`${origin}/staff`);
  await expect(colleaguePage).toHaveURL(`${origin}/staff/sign-in`);
  await waitForHydration(colleaguePage);
  await colleaguePage.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(colleaguePage.getByRole('alert').filter({ hasText: 'That did not sign you in' })).toBeVisible();
  await expect(colleaguePage).toHaveURL(`${origin}/staff/sign-in`);
  await Promise.all([admin.close(), colleague.close()]);

  await site.stop();
  const db = new Sqlite(file, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('select ref from enquiries order by id').pluck().all()).toEqual(refs);
  } finally {
    db.close();
  }
});
