const BASE_MS = 5_000;
const CAP_MS = 10 * 60_000;

/** Exponential backoff with jitter: attempt 1 waits 2.5–5 s, doubling up to a 5–10 minute cap. */
export function retryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
