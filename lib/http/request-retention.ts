import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// For tests: whether work done inside a request keeps that request alive after it has been answered.

/** A full collection, made callable in this process: what is still held after it is held by something. */
export function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Runs `work` inside a request's AsyncLocalStorage context, as Next runs a route, lets the request go and collects:
 * true when something `work` left behind (a timer, a pending promise) still reaches the request.
 */
export async function keepsRequest(work: () => Promise<unknown>): Promise<boolean> {
  const [kept] = await keepRequests([work]);
  return kept!;
}

/**
 * keepsRequest for several pieces of work, each in a request of its own, with one collection for all: a full
 * collection of a test worker's heap can take a second when many test files have run in it.
 */
export async function keepRequests(works: readonly (() => Promise<unknown>)[]): Promise<boolean[]> {
  const requests = new AsyncLocalStorage<{ body: Uint8Array }>();
  const held: WeakRef<object>[] = [];
  for (const work of works) {
    held.push(
      await (async () => {
        const request = { body: new Uint8Array(1024) };
        await requests.run(request, () => work().catch(() => undefined));
        return new WeakRef(request);
      })(),
    );
  }
  await new Promise(setImmediate);
  collectGarbage();
  return held.map((request) => request.deref() !== undefined);
}
