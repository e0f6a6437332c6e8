import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore, Store } from './store';

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

// listenerCount reads 0 in Jest's copy of process; listeners() reads the real ones.
describe('the process’s stores', () => {
  it('forgets a store once it closes, with its exit listener, however often the app is loaded afresh', async () => {
    const listeners = process.listeners('exit').length;
    const config = { DATA_DIR: dir };
    const first = getStore(config);
    expect(getStore(config)).toBe(first);
    await first.close();
    // More loads than a process's default limit of ten listeners.
    for (let load = 0; load < 11; load += 1) {
      const store = getStore(config);
      expect(store).not.toBe(first);
      expect(process.listeners('exit').length).toBe(listeners + 1);
      await store.close();
    }
    expect(process.listeners('exit').length).toBe(listeners);
  });
});
