import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Store } from './store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-close-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('closing a store', () => {
  it('stops the work tied to it and waits for what is in flight before the connection goes', async () => {
    const store = new Store(':memory:');
    const order: string[] = [];
    let finish = () => {};
    store.beforeClose(async () => {
      order.push('stop');
      await new Promise<void>((resolve) => (finish = resolve));
      order.push(`in flight ended, open: ${store.sqlite!.open}`);
    });
    const closed = store.close().then(() => order.push(`closed, open: ${store.sqlite!.open}`));
    expect(store.sqlite!.open).toBe(true);
    finish();
    await closed;
    expect(order).toEqual(['stop', 'in flight ended, open: true', 'closed, open: false']);
  });

  it('closes SQLite at once when nothing tied to it is in flight, and only once', async () => {
    const store = new Store(':memory:');
    const untie = store.beforeClose(() => {
      throw new Error('untied work is not stopped');
    });
    untie();
    store.beforeClose(() => undefined);
    const closing = store.close();
    expect(store.sqlite!.open).toBe(false);
    expect(store.close()).toBe(closing);
    await closing;
  });
});

describe('the SQLite file’s privacy', () => {
  const mode = (name: string) => (statSync(name).mode & 0o777).toString(8);

  it('makes a new file and its log the owner’s alone, and leaves the process’s umask as it was', async () => {
    const umask = process.umask();
    const file = path.join(dir, 'new', 'enquiries.sqlite');
    const store = new Store(file, { checkpoints: false });
    await store.probeWrite();
    expect([mode(path.dirname(file)), mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual(['700', '600', '600', '600']);
    expect(process.umask()).toBe(umask);
    await store.close();
  });

  it('narrows a file widened by hand, and warns once about a data folder others can list', async () => {
    const shared = path.join(dir, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    const file = path.join(shared, 'enquiries.sqlite');
    await new Store(file, { checkpoints: false }).close();
    chmodSync(file, 0o644);
    const warn = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const store = new Store(file, { checkpoints: false });
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    warn.mockRestore();
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', event: 'store.data-dir', dir: shared, mode: '755' })]);
    expect(mode(file)).toBe('600');
    // The folder is the operator's: it may hold more than the store, so it is named, not changed.
    expect(mode(shared)).toBe('755');
    await store.close();
  });
});
