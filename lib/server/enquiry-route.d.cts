import type { IncomingMessage, ServerResponse } from 'node:http';

export const GATHER_LIMIT: number;
export const GATHERED_BODY: unique symbol;
export function gatherBody(request: IncomingMessage, limit?: number): Promise<Buffer | ReadableStream<Uint8Array>>;
export function createEnquiryRoute(options: {
  routeModule: unknown;
  routesManifest: { headers?: Array<{ regex: string; headers: Array<{ key: string; value: string }>; has?: unknown; missing?: unknown }> };
  port: number;
}): { matches(request: IncomingMessage): boolean; serve(request: IncomingMessage, response: ServerResponse): Promise<void> } | undefined;
