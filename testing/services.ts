import type { Renderer } from '@/lib/articles/renderer';
import { provideArticleRenderer } from '@/lib/articles/runtime';
import { parseConfig } from '@/lib/config';
import { compose, provideServices, type Services } from '@/lib/container';
import type { Store } from '@/lib/db/store';

/** The staff sign-in's secret in tests: fixed, so no test reads or writes the one a store keeps. */
export const TEST_AUTH_SECRET = 'a-test-secret-of-forty-three-characters-xx';

export interface Provided {
  /** The article renderer saves, previews and the compare page use (lib/articles/test-renderer.ts has two). */
  renderer?: Renderer;
}

/**
 * Makes a real store, opened by the test (testing/stores.ts), the process's services through the composition
 * root (lib/container): every page, route handler, server action and Better Auth the test calls then reads and writes
 * that store, as the server does its own. `settings` are environment variables, checked as the server checks them.
 */
export function provideStore(store: Store, settings: Record<string, string> = {}, { renderer }: Provided = {}): Services {
  if (renderer) provideArticleRenderer(renderer);
  return provideServices(compose(parseConfig({ STAFF_AUTH_SECRET: TEST_AUTH_SECRET, ...settings }), store));
}
