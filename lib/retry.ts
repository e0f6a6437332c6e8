const BASE_MS = 5_000;
const CAP_MS = 10 * 60_000;

const ceiling = (attempt: number) => Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));

/** Exponential backoff with jitter: attempt 1 waits 2.5–5 s, doubling up to a 5–10 minute cap. */
export function retryDelay(attempt: number, random = Math.random): number {
  return Math.round(ceiling(attempt) / 2 + (random() * ceiling(attempt)) / 2);
}

/** How many attempts the backoff fits, on average (jitter averages 3/4 of each ceiling), between the first and a span later. */
export function attemptsWithin(spanMs: number): number {
  let attempts = 1;
  for (let elapsed = 0; elapsed + (ceiling(attempts) * 3) / 4 <= spanMs; attempts += 1) elapsed += (ceiling(attempts) * 3) / 4;
  return attempts;
}

/** Where a row goes after an attempt that may succeed later: queued again with backoff, or failed once the attempts run out. */
export type Retry = { status: 'queued'; error: string; nextAttemptAt: number } | { status: 'failed'; error: string };

/** The one retry rule for every outbox (deliveries to the upstream, mails to SMTP). */
export function retryOrGiveUp(error: string, attempt: number, maxAttempts: number, now: number): Retry {
  if (attempt >= maxAttempts) return { status: 'failed', error: `${error}; gave up after ${attempt} attempts` };
  return { status: 'queued', error, nextAttemptAt: now + retryDelay(attempt) };
}
