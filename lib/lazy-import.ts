/**
 * A dynamic import fetched once and shared by every caller; a failed fetch is forgotten, so the next call tries
 * again (a flaky network, a new deployment) instead of failing for the rest of the visit.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
