import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test as base } from './fixtures';
import { startNginx, type NginxProcess } from './nginx-process';
import { freePort, startSite, type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCliWith, startStaffHost } from './staff-auth';

export { expect, waitForHydration, type Page } from './fixtures';

/** A person of the staff, signed up with a passkey once for the worker. */
export interface StaffPerson {
  email: string;
  role: 'admin' | 'editor' | 'viewer';
  /** Shown in the staff area; the CLI's own default when absent. */
  name?: string;
}

/**
 * What a spec's own site is made of. Set once at the top of a spec with `test.use({ siteOptions: { … } })`: each
 * spec's object is a worker of its own (Playwright keys workers on their fixtures), so no two specs share a store.
 */
export interface SiteOptions {
  /** Settings over the defaults: SITE_URL on localhost (WebAuthn takes no IP address), trusted loopback proxy, 1000 a minute. */
  env?: Record<string, string>;
  /** None of those defaults: the server's own, as `npm start` starts it with no settings. */
  bare?: boolean;
  /** The store on a PostgreSQL of the worker's own (scripts/postgres.sh) instead of SQLite. */
  postgres?: boolean;
  /** Servers on the one store, as behind a load balancer; more than one needs `postgres`. The first is the staff's. */
  hosts?: number;
  /** The worker's staff command host started with the servers, for a spec whose tests run `npm run staff` themselves. */
  commands?: boolean;
  /** Staff signed up on the first host, by a key the tests ask for them with. */
  staff?: Record<string, StaffPerson>;
  /** The nginx recipe (scripts/nginx.sh) in front of one host (`host`, an index; the first by default), keeping pages `pageTtl` s. */
  nginx?: { pageTtl: number; host?: number };
}

export interface Site {
  /** The address the staff and SITE_URL use: http://localhost:PORT of the first host. */
  origin: string;
  /** The first host, and every host on the store. */
  process: SiteProcess;
  hosts: SiteProcess[];
  /** The PostgreSQL store's URL, or '' on SQLite. */
  databaseUrl: string;
  /** The nginx recipe in front of a host, when the options asked for it. */
  nginx: NginxProcess | undefined;
  /** `npm run staff -- …` against this store (the worker's one staff process). */
  cli(...args: string[]): Promise<string>;
  /** A person of `staff`: their page, signed in, in a browser context of its own kept for the worker. */
  person(key: string): Page;
  /** Puts another page in a person's place (after a test closed theirs). */
  replace(key: string, page: Page): void;
}

const postgres = (...args: string[]) => execFileSync('bash', ['scripts/postgres.sh', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export const test = base.extend<object, { siteOptions: SiteOptions; siteEnv: Record<string, string>; site: Site; postgresUrl: string }>({
  siteOptions: [{}, { scope: 'worker', option: true }],
  /** A PostgreSQL of the worker's own for a spec that starts its servers itself, as the subject of its tests. */
  postgresUrl: [
    async ({}, provide) => {
      const url = postgres('start');
      try {
        await provide(url);
      } finally {
        postgres('stop', '--port', new URL(url).port);
      }
    },
    // On a clean machine postgres.sh first installs PostgreSQL with apt-get.
    { scope: 'worker', timeout: 180_000 },
  ],
  /** Settings known only once another worker fixture runs (a mail server's port): a spec overrides this. */
  siteEnv: [async ({}, provide) => provide({}), { scope: 'worker' }],
  site: [
    async ({ siteOptions, siteEnv, browser }, provide) => {
      const { env = {}, bare = false, postgres: onPostgres = false, hosts: count = 1, commands = false, staff = {}, nginx: proxied } = siteOptions;
      const databaseUrl = onPostgres ? postgres('start') : '';
      const hosts: SiteProcess[] = [];
      const pages = new Map<string, Page>();
      let nginx: NginxProcess | undefined;
      try {
        const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
        const origin = `http://localhost:${ports[0]}`;
        const settings = { ...(bare ? {} : { SITE_URL: origin, RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' }), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env, ...siteEnv };
        // Each host kept as it comes up, so that one that fails to start leaves none of the others running.
        const [started] = await Promise.all([Promise.allSettled(ports.map((port) => startSite(settings, { port }))), commands ? startStaffHost() : undefined]);
        for (const outcome of started) if (outcome.status === 'fulfilled') hosts.push(outcome.value);
        for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
        const first = hosts[0]!;
        if (proxied) nginx = await startNginx([hosts[proxied.host ?? 0]!.port], proxied.pageTtl);
        const cli = (...args: string[]) => staffCliWith(databaseUrl ? { DATABASE_URL: databaseUrl, SITE_URL: origin } : { DATA_DIR: first.dataDir, SITE_URL: origin }, ...args);
        for (const [key, person] of Object.entries(staff)) {
          const page = await (await browser.newContext({ baseURL: origin })).newPage();
          pages.set(key, page);
          await acceptInvite(page, inviteLink(await cli('invite', person.email, '--role', person.role, ...(person.name ? ['--name', person.name] : []))));
        }
        const person = (key: string) => {
          const page = pages.get(key);
          if (!page) throw new Error(`no staff person "${key}" in this spec's siteOptions`);
          return page;
        };
        await provide({ origin, process: first, hosts, databaseUrl, nginx, cli, person, replace: (key, page) => void pages.set(key, page) });
      } finally {
        await Promise.all([...pages.values()].map((page) => page.context().close()));
        await nginx?.stop();
        await Promise.all(hosts.map((host) => host.stop()));
        if (databaseUrl) postgres('stop', '--port', new URL(databaseUrl).port);
      }
    },
    // A PostgreSQL, the servers, nginx, the staff command host and each person's passkey sign-up, once for the worker:
    // on a machine whose cores are busy elsewhere that is more than a test's 30 s, and no test's own time. On a clean
    // machine, nginx.sh and postgres.sh first install their server with apt-get.
    { scope: 'worker', timeout: 180_000 },
  ],
});
