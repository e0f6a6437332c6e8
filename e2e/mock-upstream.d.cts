import type { Server } from 'node:http';

export type MockMode = 'ok' | 'down' | 'hang' | 'refuse' | 'redirect' | 'flaky';

/** For flaky mode: the generator's seed (default 1) and how long a held request is held (default 2,500 ms). */
export interface FlakyOptions {
  seed?: number;
  hangMs?: number;
}

export interface ReceivedDelivery {
  endpoint: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  contentType: string | null;
  /** Flaky mode: recorded after being held past the caller's timeout (the caller most likely gave up on it). */
  late?: true;
}

export interface MockUpstream {
  server: Server;
  setMode(mode: MockMode, options?: FlakyOptions): void;
  received(): ReceivedDelivery[];
  reset(): void;
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

export function createMockUpstream(): MockUpstream;
