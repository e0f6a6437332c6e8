import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface Representation {
  body: Buffer;
  etag: string;
}

export interface PageEntry {
  headers: OutgoingHttpHeaders;
  bodies: Record<'identity' | 'gzip' | 'br', Representation>;
}

export function cacheablePaths(prerenderManifest: { routes?: Record<string, { routeType?: string; initialRevalidateSeconds?: number | false }> }): string[];
export function isCacheableRequest(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean;
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' | undefined;
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
export function createEntry(headers: IncomingHttpHeaders, body: Buffer): Promise<PageEntry>;
export function serveEntry(entry: PageEntry, request: IncomingMessage, response: ServerResponse): void;
