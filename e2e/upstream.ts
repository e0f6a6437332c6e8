import type { MockMode, ReceivedDelivery } from './mock-upstream.cjs';

const base = `http://127.0.0.1:${Number(process.env.MOCK_UPSTREAM_PORT ?? 3199)}`;

/** Steers the mock upstream that Playwright started beside the site. */
export const upstream = {
  async mode(mode: MockMode) {
    await fetch(`${base}/__mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  },
  async reset() {
    await fetch(`${base}/__reset`, { method: 'POST' });
  },
  async received(): Promise<ReceivedDelivery[]> {
    return (await fetch(`${base}/__received`)).json() as Promise<ReceivedDelivery[]>;
  },
};
