import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { keepRequests } from '@/lib/http/request-retention';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'container-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the application container', () => {
  it('is one per process, however many copies of its module are loaded, as Next’s bundles each load one', async () => {
    const config = parseConfig({ DATA_DIR: dir });
    const first = (await import('.')).services(config);
    jest.resetModules();
    const copy = await import('.');
    const second = copy.services(config);
    expect(second).toBe(first);
    expect(second.store).toBe(first.store);
    // The same value under a name, from either copy.
    expect(copy.processWide('a name', () => ({ made: 'once' }))).toBe(copy.processWide('a name', () => ({ made: 'twice' })));
    await first.store.close();
  });

  it('is made again once its store has closed, and per configuration', async () => {
    const { services } = await import('.');
    const config = parseConfig({ DATA_DIR: dir });
    const first = services(config);
    await first.store.close();
    const again = services(config);
    expect(again).not.toBe(first);
    expect(again.store.closed).toBe(false);
    const other = services(parseConfig({ DATA_DIR: path.join(dir, 'other') }));
    expect(other.store).not.toBe(again.store);
    await Promise.all([again.store.close(), other.store.close()]);
  });

  it('counts beacons and enquiries in memory without keeping alive the request a count began in', async () => {
    const { services } = await import('.');
    const { store, beacons, limiter, staffAuth } = services(parseConfig({ DATA_DIR: dir }));
    // Each a client of its own: a new key is what once started a timer that held its request for the minute.
    expect(await keepRequests([() => beacons.take('198.51.100.1'), () => limiter.take('198.51.100.2|contact-us'), () => staffAuth.take('198.51.100.3')])).toEqual([false, false, false]);
    await store.close();
  });
});
