import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { expect, test } from './site-fixture';
import { contactEnquiry, type SiteProcess } from './site-process';

// A crowd of page views past the insights' memory bound, on a production server of its own started as `npm start`
// starts it (--max-old-space-size=384): the bound is lowered (INSIGHTS_SHED_HEAP_PERCENT=1, so the heap is past it
// from the first collection), the same mechanism the default's 70% uses. Each beacon is answered at once, 204 or 503,
// none queued past the bound; each shed one is counted on the staff page; every enquiry sent meanwhile is stored,
// and the process stays up under 512 MB.

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const BEACONS = 2_000;
const IN_FLIGHT = 16;

let site: SiteProcess;
let origin: string;

test.use({ siteOptions: { staff: { ines: { email: 'ines@quillmark.test', role: 'viewer' } }, env: { RATE_LIMIT_PER_MINUTE: '10', INSIGHTS_SHED_HEAP_PERCENT: '1', NODE_OPTIONS: '--max-old-space-size=384' } } });

// The worker's site (e2e/site-fixture.ts), by the names the tests use.
test.beforeAll(({ site: worker }) => {
  site = worker.process;
  origin = worker.origin;
});

test.describe.configure({ mode: 'serial' });

const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** Beacon n as a phone sends it, from an address of its own (10.0.0.0/8): its status, 0 when none came. */
function beacon(n: number): Promise<number> {
  const body = JSON.stringify({ kind: 'pageview', view: n.toString(16).padStart(16, '0'), path: '/services', width: 390 });
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      `${origin}/api/insights`,
      { method: 'POST', agent, timeout: 20_000, headers: { origin, 'user-agent': PHONE, 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(Buffer.byteLength(body)), 'x-forwarded-for': address } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.end(body);
  });
}

const readStore = <T>(query: (db: Sqlite.Database) => T): T => {
  const db = new Sqlite(path.join(site.dataDir, 'enquiries.sqlite'), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
};
const shedCounted = () => readStore((db) => (db.prepare('select coalesce(sum(beacons), 0) as n from insight_shed').get() as { n: number }).n);
const enquiriesStored = () => readStore((db) => (db.prepare("select count(*) as n from enquiries where payload like '%@crowd.test%'").get() as { n: number }).n);
/** The server's resident memory at its highest so far, MB (Linux's VmHWM). */
const peakResident = () => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${site.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

test('a crowd past the bound is shed at once and counted on the staff page; pages and enquiries keep answering', async ({ site: { person } }) => {
  // A crowd is long work by design (14 s on a quiet machine, past 30 s with both cores busy): slow()'s three times.
  test.slow();
  const statuses = new Map<number, number>();
  let next = 0;
  const crowd = Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < BEACONS) {
        const status = await beacon(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  let crowding = true;
  void crowd.finally(() => (crowding = false));
  const enquiries: number[] = [];
  const pages: number[] = [];
  while (crowding || enquiries.length < 3) {
    const n = enquiries.length;
    enquiries.push(
      await fetch(`${origin}/api/v1/contact-us`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': `172.16.0.${n + 1}` },
        body: JSON.stringify(contactEnquiry(`visitor${n}@crowd.test`)),
        signal: AbortSignal.timeout(20_000),
      }).then((response) => response.status, () => 0),
    );
    pages.push(await fetch(`${origin}/contact-us`, { signal: AbortSignal.timeout(20_000) }).then((response) => response.status, () => 0));
  }
  await crowd;
  agent.destroy();

  // Every beacon answered, none refused for another reason; past the bound, shed rather than queued.
  expect([...statuses.keys()].filter((status) => status !== 204 && status !== 503)).toEqual([]);
  const shed = statuses.get(503) ?? 0;
  expect(shed).toBeGreaterThan(BEACONS / 2);
  expect(enquiries.filter((status) => status !== 201)).toEqual([]);
  expect(pages.filter((status) => status !== 200)).toEqual([]);
  expect(enquiriesStored()).toBe(enquiries.length);
  expect(site.child.exitCode).toBeNull();
  expect(peakResident()).toBeLessThan(512);
  // The writer adds the day's count with its next batch, within a second.
  await expect.poll(shedCounted).toBe(shed);

  const page = person('ines');
  await page.goto(`${origin}/staff/insights?range=7`);
  await expect(page.locator('#insights-shed')).toContainText(`${shed.toLocaleString('en-GB')} beacons were shed under load in this period, on 1 day`);
});
