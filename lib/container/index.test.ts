import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { Store } from '@/lib/db/store';
import { keepRequests } from '@/lib/http/request-retention';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'container-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The container's module loaded afresh, as each of Next's bundles loads it, with the data folder set to `dataDir`. */
async function loaded(dataDir: string) {
  process.env.DATA_DIR = dataDir;
  jest.resetModules();
  return import('.');
}
const dataDir = process.env.DATA_DIR;
afterAll(() => {
  if (dataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = dataDir;
});

describe('the application container', () => {
  it('is one per process, however many copies of its module are loaded, as Next’s bundles each load one', async () => {
    const first = (await loaded(dir)).services();
    const copy = await loaded(dir);
    const second = copy.services();
    expect(second).toBe(first);
    expect(second.store).toBe(first.store);
    // The same value under a name, from either copy.
    expect(copy.processWide('a name', () => ({ made: 'once' }))).toBe(copy.processWide('a name', () => ({ made: 'twice' })));
    await first.store.close();
  });

  // listenerCount reads 0 in Jest's copy of process; listeners() reads the real ones.
  it('is made again once its store has closed, and takes its exit listener with it, however often', async () => {
    const { services } = await loaded(dir);
    const listeners = process.listeners('exit').length;
    const first = services();
    expect(process.listeners('exit').length).toBe(listeners + 1);
    await first.store.close();
    // More loads than a process's default limit of ten listeners.
    for (let load = 0; load < 11; load += 1) {
      const again = services();
      expect(again).not.toBe(first);
      expect(again.store.closed).toBe(false);
      expect(process.listeners('exit').length).toBe(listeners + 1);
      await again.store.close();
    }
    expect(process.listeners('exit').length).toBe(listeners);
  });

  it('opens the store the settings name, in the data folder', async () => {
    const { services } = await loaded(dir);
    const { store } = services();
    await store.probeWrite();
    expect(existsSync(path.join(dir, 'enquiries.sqlite'))).toBe(true);
    await store.close();
  });

  it('serves the services provided (a test’s, on a store of its own) until their store closes', async () => {
    const { compose, provideServices, services } = await loaded(dir);
    const own = provideServices(compose(parseConfig({ DATA_DIR: dir }), new Store(':memory:')));
    expect(services()).toBe(own);
    const other = provideServices(compose(parseConfig({ DATA_DIR: dir }), new Store(':memory:')));
    expect(services()).toBe(other);
    await Promise.all([own.store.close(), other.store.close()]);
    const made = services();
    expect(made).not.toBe(other);
    expect(made.store.closed).toBe(false);
    expect(existsSync(path.join(dir, 'enquiries.sqlite'))).toBe(true);
    await made.store.close();
  });

  it('counts beacons and enquiries in memory without keeping alive the request a count began in', async () => {
    const { services } = await loaded(dir);
    const { store, beacons, limiter, staffAuth } = services();
    // Each a client of its own: a new key is what once started a timer that held its request for the minute.
    expect(await keepRequests([() => beacons.take('198.51.100.1'), () => limiter.take('198.51.100.2|contact-us'), () => staffAuth.take('198.51.100.3')])).toEqual([false, false, false]);
    await store.close();
  });
});
