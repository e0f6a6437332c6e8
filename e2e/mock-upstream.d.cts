import type { Server } from 'node:http';

export type MockMode = 'ok' | 'down' | 'hang' | 'refuse' | 'redirect';

export interface ReceivedDelivery {
  endpoint: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  contentType: string | null;
}

export interface MockUpstream {
  server: Server;
  setMode(mode: MockMode): void;
  received(): ReceivedDelivery[];
  reset(): void;
  listen(port?: number): Promise<string>;
  close(): Promise<void>;
}

export function createMockUpstream(): MockUpstream;
