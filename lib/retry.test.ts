import { retryDelay } from './retry';

describe('backoff', () => {
  it('retries first within 10 seconds and never waits more than 10 minutes', async () => {
    expect(retryDelay(1, () => 0)).toBe(2_500);
    expect(retryDelay(1, () => 1)).toBe(5_000);
    expect(retryDelay(2, () => 1)).toBe(10_000);
    expect(retryDelay(30, () => 1)).toBe(600_000);
    expect(retryDelay(30, () => 0)).toBe(300_000);
  });
});
